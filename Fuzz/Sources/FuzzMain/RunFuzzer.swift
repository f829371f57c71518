import CFuzzerDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hands the command line to libFuzzer's driver with `testOneInput` as the target, and exits with
/// its status. SwiftPM links a fuzz target's `main.swift` as the program's `main`, so libFuzzer's
/// own `main` never runs: each target's `main.swift` calls this instead.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
}
