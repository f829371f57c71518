#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileWriter {
  /// Writes `bytes` into the character device, FIFO or unnamed file that `path` names, opened by
  /// the path as given: never by reading a `/proc` link's text, since `/dev/stdout` may lead to
  /// `pipe:[123]`, which names nothing, while opening `/dev/stdout` opens the pipe itself.
  ///
  /// A FIFO is opened without blocking first, so that one nobody reads is an error at once
  /// (`ENXIO`) instead of a wait for a reader that may never come; then it blocks again, so a
  /// slow reader gets every byte.
  ///
  /// - Parameter expected: what `stat` found at `path`: what is opened must be that file.
  func writeInPlace(_ bytes: [UInt8], to path: String, expected: stat) -> Result<Written, FileWriteError> {
    let kind = expected.st_mode & S_IFMT
    var flags = O_WRONLY | O_CLOEXEC | O_NOCTTY
    if kind == S_IFIFO { flags |= O_NONBLOCK }
    var descriptor: Int32
    repeat { descriptor = open(path, flags) } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else {
      let code = errno
      switch code {
      case ENXIO where kind == S_IFIFO: return .failure(.noReader(path: path))
      case EACCES: return .failure(.permissionDenied(path: path))
      default: return .failure(.system(path: path, operation: "open", code: code))
      }
    }
    func fail(_ error: FileWriteError) -> Result<Written, FileWriteError> {
      close(descriptor)
      return .failure(error)
    }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0 else {
      return fail(.system(path: path, operation: "stat", code: errno))
    }
    guard opened.st_dev == expected.st_dev, opened.st_ino == expected.st_ino else {
      // Replaced between the stat and the open: what was decided is about another file.
      return fail(.system(path: path, operation: "open", code: EAGAIN))
    }
    if kind == S_IFIFO {
      let current = fcntl(descriptor, F_GETFL)
      guard current >= 0, fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK) == 0 else {
        return fail(.system(path: path, operation: "fcntl", code: errno))
      }
    }
    if kind == S_IFREG {
      // An unnamed file: emptied only now that it is known to be the file stat found.
      guard ftruncate(descriptor, 0) == 0 else {
        return fail(.system(path: path, operation: "truncate", code: errno))
      }
    }
    if let error = writeAll(bytes, to: descriptor, path: path) { return fail(error) }
    if kind == S_IFREG, calls.fsync(descriptor) != 0 {
      return fail(.failed("fsync", path: path, code: errno))
    }
    // A device may report a deferred error only when closed.
    guard close(descriptor) == 0 else { return .failure(.failed("close", path: path, code: errno)) }
    return .success(Written(target: path, method: .inPlace))
  }
}
