#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether standard input was closed when the program started (`diffable <&-`).
nonisolated(unsafe) private(set) var standardInputWasClosed = false

/// Makes sure descriptors 0, 1 and 2 are open before anything else opens a file, so that a
/// file opened later can never take the place of standard output (and receive the output).
///
/// A closed standard input is remembered (reading it as a script is then an error) and
/// replaced by /dev/null; a closed standard error by /dev/null; a closed standard output
/// ends the program with status 2 and a message on standard error, since there is nowhere
/// for the results to go.
func standardDescriptorsOpen() {
  for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
    if descriptor == 0 { standardInputWasClosed = true }
    let replacement = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
    if replacement >= 0 && replacement != descriptor {
      dup2(replacement, descriptor)
      close(replacement)
    }
    if descriptor == 1 {
      StandardError.line("diffable: standard output is closed: redirect it to a file or /dev/null instead")
      exit(2)
    }
  }
}
