import Foundation

/// Standard output, buffered: scripts print many lines, and one write per line would
/// dominate their run time.
enum Output {
  nonisolated(unsafe) private static var buffer: [UInt8] = []

  /// The exit status when the reader of the output goes away (`diffable script | head -1`):
  /// the program ends quietly, but still says whether the script had failed. Set by `main`.
  nonisolated(unsafe) static var statusOnClosedPipe: () -> Int32 = { 0 }

  /// Queues one line (a newline is added); writes when the buffer is large.
  static func line(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes everything queued. A closed pipe ends the program quietly, as other command-line
  /// tools do, with `statusOnClosedPipe()`; any other write error (a full disk, a closed
  /// descriptor) ends it with status 1 and a message on standard error.
  static func flush() {
    var offset = 0
    while offset < buffer.count {
      let written = buffer[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { exit(statusOnClosedPipe()) }
        StandardError.line("diffable: cannot write the output: \(String(cString: strerror(errno)))")
        exit(1)
      }
      offset += written
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Standard error, unbuffered. A failed write is ignored: there is nowhere left to report it.
enum StandardError {
  /// Writes `text` and a newline.
  static func line(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.append(UInt8(ascii: "\n"))
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}
