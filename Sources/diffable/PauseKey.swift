#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// What a key pressed at a stepped lesson's pause asks for.
enum PauseKey: Equatable {
  /// Enter or space: the next step.
  case next
  /// `q`, Ctrl-C, Ctrl-D or the end of input: leave the lesson.
  case leave
  /// Any other printable key: leave the lesson and open the prompt with this text typed.
  case typed(String)

  /// The answer to a key (its bytes, an escape sequence whole); nil for a key that means
  /// nothing at a pause (an arrow, a control key), which is ignored.
  init?(key: [UInt8]) {
    guard let first = key.first else {
      self = .leave
      return
    }
    switch first {
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: " "): self = .next
    case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: self = .leave
    case 0x1B, 0..<0x20, 0x7F: return nil
    default:
      let text = String(decoding: key, as: UTF8.self)
      guard !text.contains("\u{FFFD}") else { return nil }
      self = .typed(text)
    }
  }

  /// Waits for one key on standard input (a terminal), without Enter and without echo, and
  /// answers it; keys that mean nothing are skipped. Ctrl-C (with the SIGINT handler
  /// installed) and the end of input leave.
  static func read() -> PauseKey {
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else { return .leave }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    TerminalSignals.willEdit(drawingOn: 1)
    tcsetattr(0, TCSANOW, &raw)
    TerminalSignals.didTakeTerminal()
    defer {
      tcsetattr(0, TCSANOW, &saved)
      TerminalSignals.didEdit()
    }
    while true {
      guard let key = readKey() else { return .leave }
      if let answer = PauseKey(key: key) { return answer }
    }
  }

  /// One key's bytes: a UTF-8 character whole, an escape sequence whole (`ESC [ A`); nil at
  /// the end of input, on an error, or when Ctrl-C interrupted the read.
  private static func readKey() -> [UInt8]? {
    guard let first = readByte() else { return nil }
    var key = [first]
    if first == 0x1B {
      // CSI or SS3: up to the final byte. (A lone Escape waits for the next key, which it
      // then swallows: a small price for not cutting arrow keys in two.)
      guard let kind = readByte() else { return nil }
      key.append(kind)
      if kind == UInt8(ascii: "[") || kind == UInt8(ascii: "O") {
        while let next = readByte() {
          key.append(next)
          if (0x40...0x7E).contains(next) { break }
        }
      }
      return key
    }
    let length =
      switch first {
      case 0xC0...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF7: 4
      default: 1
      }
    while key.count < length, let next = readByte() { key.append(next) }
    return key
  }

  private static func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      if interruptIsPending() { return nil }
      let count = systemRead(0, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR && !interruptIsPending() { continue }
      return nil
    }
  }
}
