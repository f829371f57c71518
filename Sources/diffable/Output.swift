import Foundation
import Synchronization

/// Standard output. On a terminal every line is written at once, so a long script shows its
/// progress; otherwise lines are buffered (one write per line would dominate a script's run
/// time) and written when the buffer is large, at the end, and when a termination signal
/// arrives (see ``Output/flushOnTermination()``), so that nothing already computed is lost.
enum Output {
  private static let buffer = Mutex<[UInt8]>([])
  /// Where the output goes: standard output, or standard error when standard output carries
  /// a file (`--html /dev/stdout`). Set once, before the first line.
  nonisolated(unsafe) private(set) static var descriptor: Int32 = 1
  nonisolated(unsafe) private static var isTerminal = isatty(1) != 0

  /// Sends diffable's own text to standard error from now on, so that standard output carries
  /// only the file written there (`diffable --html /dev/stdout script | gzip`). Call it before
  /// the first line.
  static func useStandardError() {
    descriptor = 2
    isTerminal = isatty(2) != 0
  }

  /// The exit status when the reader of the output goes away (`diffable script | head -1`):
  /// the program ends quietly, but still says whether the script had failed. Set by `main`.
  nonisolated(unsafe) static var statusOnClosedPipe: () -> Int32 = { 0 }

  /// Queues one line (a newline is added); writes it at once on a terminal, else when the
  /// buffer is large.
  static func line(_ text: String) {
    let full = buffer.withLock { buffer in
      buffer.append(contentsOf: text.utf8)
      buffer.append(UInt8(ascii: "\n"))
      return buffer.count >= 1 << 16
    }
    if full || isTerminal { flush() }
  }

  /// Writes everything queued. A closed pipe ends the program quietly, as other command-line
  /// tools do, with `statusOnClosedPipe()`; any other write error (a full disk, a closed
  /// descriptor) ends it with status 1 and a message on standard error.
  static func flush() {
    buffer.withLock { buffer in
      writeAll(buffer)
      buffer.removeAll(keepingCapacity: true)
    }
  }

  private static func writeAll(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { exit(statusOnClosedPipe()) }
        StandardError.line("diffable: cannot write the output: \(String(cString: strerror(errno)))")
        exit(1)
      }
      offset += written
    }
  }

  /// From now on SIGTERM and SIGHUP write what is buffered, then end the program with status
  /// 128 + the signal: a thread waits for them (they are blocked in every other thread), takes
  /// the buffer's lock, so that no half-queued line is written, writes it and exits.
  ///
  /// SIGINT (Ctrl-C) is waited for by the same thread: the first one is recorded as an
  /// interruption (`requestInterrupt`), which the running command or script finds at its next
  /// safe point (it then stops, the output is written and the status is 130); a second one
  /// before the first was taken writes what is buffered and exits with 130 at once.
  ///
  /// Only for scripts: the interactive prompt leaves these signals to the line editor, which
  /// restores the terminal, and flushes before every prompt anyway.
  static func flushOnTermination() {
    var blocked = Self.waitedSignals()
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
    let waiter = Thread {
      var signals = Self.waitedSignals()
      while true {
        var received: Int32 = 0
        guard sigwait(&signals, &received) == 0 else { continue }
        if received == SIGINT && !requestInterrupt() { continue }
        buffer.withLock { buffer in
          writeAll(buffer)
          _exit(128 + received)
        }
      }
    }
    waiter.start()
  }

  private static func waitedSignals() -> sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    // One ignored when diffable started (`nohup` ignores SIGHUP) stays ignored: blocked, it
    // would be kept pending for sigwait instead of discarded.
    for number in [SIGTERM, SIGHUP, SIGINT] where !TerminalSignals.ignoredAtStart(number) {
      sigaddset(&signals, number)
    }
    return signals
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
