import DiffableEngine
import Foundation

#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Reading script files: clear errors for what cannot be run.
enum ScriptFile {
  /// The largest script read: far above any real one (a million items take about 7 MB), and a
  /// bound on what a wrong path (a device, a huge log) can make diffable hold in memory.
  static let maximumSize = 256 << 20

  /// The file's text, or an error naming why it cannot be run as a script.
  static func read(_ path: String) -> Result<String, SessionError> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(.fileNotFound(path: path))
    }
    if isDirectory.boolValue {
      return .failure(.notAFile(path: path))
    }
    // Read a chunk at a time: a pipe (`diffable <(generate)`) has no size to read up front,
    // and a device like /dev/zero never ends, so its first NUL stops it.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(.unreadableFile(path: path, reason: nil))
    }
    defer { close(descriptor) }
    let data: [UInt8]
    switch readAll(descriptor, name: path, refusingNUL: true) {
    case .failure(let error): return .failure(error)
    case .success(let bytes): data = bytes
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let line = firstInvalidUTF8Line(data)
      return .failure(.invalidUTF8(path: path, line: line))
    }
    return .success(text)
  }

  /// The name standard input goes by in messages: `<stdin>:3: error: ...`.
  public static let standardInputName = "<stdin>"

  /// Standard input as a script: read to its end with the limits of a file (not more than
  /// ``maximumSize``), or an error naming why it cannot be (closed, a directory, not UTF-8).
  /// NUL bytes are kept: the parser reports them at their place.
  static func readStandardInput() -> Result<String, SessionError> {
    let data: [UInt8]
    switch readAll(0, name: "standard input", refusingNUL: false) {
    case .failure(let error): return .failure(error)
    case .success(let bytes): data = bytes
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      return .failure(.standardInputNotUTF8(name: standardInputName, line: firstInvalidUTF8Line(data)))
    }
    return .success(text)
  }

  /// Reads `descriptor` to its end, stopping with an error past ``maximumSize`` or (when
  /// `refusingNUL`) at a NUL byte.
  ///
  /// A regular file is read into one buffer of its size, with a byte to spare to see its end;
  /// anything else, or a file that grew meanwhile, a chunk at a time: a pipe (`diffable
  /// <(generate)`) has no size to read up front, and a device like /dev/zero never ends, so its
  /// first NUL stops it.
  private static func readAll(_ descriptor: Int32, name: String, refusingNUL: Bool) -> Result<
    [UInt8], SessionError
  > {
    var bytes: [UInt8] = []
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= maximumSize {
      let room = Int(status.st_size) + 1
      var failure: Int32?
      bytes = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
        while count < room {
          let read = systemRead(descriptor, buffer.baseAddress! + count, room - count)
          if read < 0 && errno == EINTR { continue }
          if read < 0 { failure = errno }
          if read <= 0 { return }
          count += read
        }
      }
      if let failure { return .failure(readFailure(name, errno: failure)) }
      if let error = refusal(of: bytes[...], name: name, refusingNUL: refusingNUL, total: bytes.count) {
        return .failure(error)
      }
      // The spare byte still free: the file ended where its size said.
      if bytes.count < room { return .success(bytes) }
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(readFailure(name, errno: errno))
      }
      if count == 0 { return .success(bytes) }
      bytes.append(contentsOf: chunk[..<count])
      if let error = refusal(of: chunk[..<count], name: name, refusingNUL: refusingNUL, total: bytes.count) {
        return .failure(error)
      }
    }
  }

  /// The error that stops a read when `read`, the bytes just read, hold a NUL (and
  /// `refusingNUL`), or the `total` read so far is past ``maximumSize``; `nil` to go on.
  private static func refusal(
    of read: ArraySlice<UInt8>, name: String, refusingNUL: Bool, total: Int
  ) -> SessionError? {
    // memchr, not `contains(0)`: that loop, a byte at a time, was most of the reading.
    if refusingNUL
      && read.withUnsafeBufferPointer({ $0.count > 0 && memchr($0.baseAddress!, 0, $0.count) != nil })
    {
      return .binaryFile(path: name)
    }
    return total > maximumSize ? .fileTooLarge(path: name, limitMB: maximumSize >> 20) : nil
  }

  /// The error for a failed `read(2)` of `name`.
  static func readFailure(_ name: String, errno code: Int32) -> SessionError {
    switch code {
    case EBADF: .closedInput(name: name)
    case EISDIR: .notAFile(path: name)
    default: .unreadableFile(path: name, reason: String(cString: strerror(code)))
    }
  }

  /// The physical lines of a script: split at `\n`, `\r\n` or a lone `\r` (old Mac
  /// editors), a UTF-8 byte-order mark at the start dropped, a final line ending starting
  /// no further line.
  ///
  /// - Complexity: O(*n*) in the size of `text`; splits bytes, not Characters (several times
  ///   faster, and `\r\n` is one Character).
  static func physicalLines(of text: String) -> [String] {
    ScriptText(text, name: "").lines
  }

  /// Where each physical line of `bytes` (see ``physicalLines(of:)``) starts and ends: the
  /// start and end of the first line, then of the second, and so on.
  static func lineBounds(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var bounds: [Int] = []
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var index = start
    while index < bytes.count {
      index = lineEnd(in: bytes, from: index)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      bounds.append(start)
      bounds.append(index)
      index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
      start = index
    }
    if start < bytes.count {
      bounds.append(start)
      bounds.append(bytes.count)
    }
    return bounds
  }

  /// The offset of the first `\n` or `\r` in `bytes` from `start` on, or the end; eight bytes
  /// are read at a time (a byte of `x` is zero exactly where `(x - 0x01…) & ~x & 0x80…` has its
  /// top bit, and a `\n` is a zero byte of `x ^ 0x0A0A…`).
  private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      func zeroBytes(_ x: UInt64) -> UInt64 { (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 }
      while index + 8 <= bytes.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D) != 0 { break }
        index += 8
      }
    }
    while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
    return index
  }

  /// The 1-based line of the first byte sequence that is not UTF-8.
  static func firstInvalidUTF8Line(_ data: [UInt8]) -> Int {
    var line = 1
    for chunk in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if String(validating: chunk, as: UTF8.self) == nil { return line }
      line += 1
    }
    return line
  }

  /// `path` relative to the directory of the file that sources it (or as given).
  static func resolve(_ path: String, relativeTo file: String?) -> String {
    guard !path.hasPrefix("/"), let file, file.contains("/") else { return path }
    let directory = (file as NSString).deletingLastPathComponent
    return (directory as NSString).appendingPathComponent(path)
  }

  /// A path that names the same file the same way (for cycle detection).
  static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
