#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Reads the typed bytes from standard input and decodes UTF-8 for the line editor.
///
/// libedit's own reader drops bytes that are not UTF-8 without a word (`Café` typed on a Latin-1
/// terminal became `Caf`); this one hands U+FFFD to the editor in their place and remembers that
/// it did, so that the line can be refused with a message.
struct KeyReader {
  /// Whether a byte that is not UTF-8 was read since this was last cleared.
  var sawInvalidUTF8 = false
  /// Called when a signal other than Ctrl-C interrupted the read (a window resize, a continue
  /// after Ctrl-Z), before reading on.
  var signalArrived: () -> Void = {}
  /// Bytes read ahead (one that ended a bad sequence, an escape sequence that was not a paste's
  /// start, a one-line paste typed in) and not yet handed over, in order.
  private var pending: [UInt8] = []
  /// A paste of several lines that ended the line being read, for the editor to take.
  private(set) var pastedLines: String?
  /// The longest paste kept: the rest is read and dropped, and the paste refused.
  static let pasteLimit = 8 << 20
  /// Whether the last paste was longer than ``pasteLimit``.
  private(set) var pasteWasTooLong = false
  /// Whether Ctrl-C stopped the reading of a paste: the rest of it is still to come, and dropped.
  private var isInInterruptedPaste = false

  /// Takes the paste of several lines that ended the line just read, if one did.
  mutating func takePastedLines() -> String? {
    defer { pastedLines = nil }
    return pastedLines
  }

  /// Reads one character into `character`: 1 when read, 0 at end of file, -1 on an error
  /// (errno set), as libedit's `EL_GETCFN` wants. A Ctrl-C that interrupts the read ends it
  /// (errno EINTR); other signals (a window resize) do not.
  mutating func read(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    if isInInterruptedPaste {
      // The rest of a paste that Ctrl-C stopped is dropped, not typed in line by line.
      switch readPaste(keeping: false) {
      case .end: return 0
      case .failure: return -1
      case .byte: isInInterruptedPaste = false
      }
    }
    let lead: UInt8
    switch nextByte() {
    case .byte(let byte): lead = byte
    case .end: return 0
    case .failure: return -1
    }
    if lead == 0x1B, readPasteStart() {
      switch readPaste() {
      case .end: return 0
      case .failure: return -1
      case .byte:
        // A paste of several lines ends the line being read (the editor takes it whole); one of
        // a single line is typed into it.
        if pastedLines != nil {
          character.pointee = WideCharacter.make(0x0A)
          return 1
        }
        return read(into: character)
      }
    }
    guard lead >= 0x80 else {
      character.pointee = WideCharacter.make(UInt32(lead))
      return 1
    }
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return invalid(character)
    }
    for _ in 1..<length {
      guard case .byte(let byte) = nextByte() else { return invalid(character) }
      guard byte & 0xC0 == 0x80 else {
        pending.insert(byte, at: 0)
        return invalid(character)
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let overlong = (length == 3 && value < 0x800) || (length == 4 && value < 0x1_0000)
    guard !overlong, value <= 0x10_FFFF, !(0xD800...0xDFFF).contains(value) else { return invalid(character) }
    character.pointee = WideCharacter.make(value)
    return 1
  }

  /// After an ESC: whether the bytes that follow are the rest of a paste's start
  /// (`ESC [ 2 0 0 ~`); when they are not, those read are handed over after the ESC.
  private mutating func readPasteStart() -> Bool {
    var read: [UInt8] = []
    for expected in Self.pasteStart.dropFirst() {
      guard case .byte(let byte) = nextByte() else { break }
      read.append(byte)
      guard byte == expected else { break }
    }
    if read.count == Self.pasteStart.count - 1 && read.last == Self.pasteStart.last { return true }
    pending.insert(contentsOf: read, at: 0)
    return false
  }

  /// Reads a paste up to its end (`ESC [ 2 0 1 ~`): several lines go to ``pastedLines``, one line
  /// is queued as keys. Returns `.byte` once the paste is read.
  /// - Parameter keeping: Whether the paste is kept; a paste that Ctrl-C stopped is read to its
  ///   end and dropped.
  private mutating func readPaste(keeping: Bool = true) -> Next {
    var bytes: [UInt8] = []
    var tail: [UInt8] = []
    pasteWasTooLong = false
    while tail != Self.pasteEnd {
      switch nextByte() {
      case .byte(let byte):
        tail.append(byte)
        if tail.count > Self.pasteEnd.count { tail.removeFirst() }
        guard keeping else { continue }
        if bytes.count < Self.pasteLimit { bytes.append(byte) } else { pasteWasTooLong = true }
      case .end: return .end
      case .failure:
        isInInterruptedPaste = true
        return .failure
      }
    }
    guard keeping else { return .byte(0) }
    if !pasteWasTooLong { bytes.removeLast(Self.pasteEnd.count) }
    // Terminals send a paste's line breaks as carriage returns.
    var lines: [UInt8] = []
    lines.reserveCapacity(bytes.count)
    for (index, byte) in bytes.enumerated()
    where byte != 0x0D || bytes.indices.contains(index + 1) == false
      || bytes[index + 1] != 0x0A
    {
      lines.append(byte == 0x0D ? 0x0A : byte)
    }
    bytes = lines
    var text: String
    if let valid = String(validating: bytes, as: UTF8.self) {
      text = valid
    } else {
      sawInvalidUTF8 = true
      text = String(decoding: bytes, as: UTF8.self)
    }
    if text.hasSuffix("\n") { text.removeLast() }
    if text.contains("\n") || pasteWasTooLong {
      pastedLines = text
    } else {
      // Typed in, each control character quoted (Ctrl-V) so that a tab is a tab, not completion.
      pending += text.utf8.flatMap { $0 < 0x20 ? [0x16, $0] : [$0] }
    }
    return .byte(0)
  }

  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  private mutating func invalid(_ character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    sawInvalidUTF8 = true
    character.pointee = WideCharacter.make(0xFFFD)
    return 1
  }

  private enum Next {
    case byte(UInt8)
    case end
    case failure
  }

  private mutating func nextByte() -> Next {
    if !pending.isEmpty { return .byte(pending.removeFirst()) }
    var byte: UInt8 = 0
    while true {
      // A Ctrl-C that arrived while the editor was busy (drawing) has been handled already: the
      // read below would not be interrupted by it and, in the cooked mode libedit's handler
      // left, would wait for a whole line.
      if interruptIsPending() {
        errno = EINTR
        return .failure
      }
      let count = systemRead(0, &byte, 1)
      if count == 1 { return .byte(byte) }
      if count == 0 { return .end }
      if errno == EINTR && !interruptIsPending() {
        signalArrived()
        continue
      }
      return .failure
    }
  }
}
