import CFuzzerDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// SwiftPM makes this file the program's `main` (it links `main` to the module's entry), so
// libFuzzer's own `main` is not used: hand the command line to its driver instead.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
  LLVMFuzzerRunDriver(&argc, &argv) { data, count in
    guard let data else { return 0 }
    return fuzz(UnsafeRawPointer(data), count)
  })
