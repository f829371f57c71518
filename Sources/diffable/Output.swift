import Foundation

/// Standard output, buffered: scripts print many lines, and one write per line would
/// dominate their run time.
enum Output {
  nonisolated(unsafe) private static var buffer: [UInt8] = []

  /// Queues one line (a newline is added); writes when the buffer is large.
  static func line(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes everything queued. A closed pipe (`diffable script | head -1`) ends the program
  /// quietly, as other command-line tools do.
  static func flush() {
    var offset = 0
    while offset < buffer.count {
      let written = buffer[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        exit(errno == EPIPE ? 0 : 1)
      }
      offset += written
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
