import CFuzzerDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// As DiffableFuzz's main: SwiftPM links this file as the program's `main`, so the command line
// goes to libFuzzer's driver.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
  LLVMFuzzerRunDriver(&argc, &argv) { data, count in
    guard let data else { return 0 }
    return fuzz(UnsafeRawPointer(data), count)
  })
