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
  /// A byte read ahead (it ended a bad sequence) and not yet handed over.
  private var pending: UInt8?

  /// Reads one character into `character`: 1 when read, 0 at end of file, -1 on an error
  /// (errno set), as libedit's `EL_GETCFN` wants. A Ctrl-C that interrupts the read ends it
  /// (errno EINTR); other signals (a window resize) do not.
  mutating func read(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    let lead: UInt8
    switch nextByte() {
    case .byte(let byte): lead = byte
    case .end: return 0
    case .failure: return -1
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
        pending = byte
        return invalid(character)
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let overlong = (length == 3 && value < 0x800) || (length == 4 && value < 0x1_0000)
    guard !overlong, value <= 0x10_FFFF, !(0xD800...0xDFFF).contains(value) else { return invalid(character) }
    character.pointee = WideCharacter.make(value)
    return 1
  }

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
    if let byte = pending {
      pending = nil
      return .byte(byte)
    }
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
