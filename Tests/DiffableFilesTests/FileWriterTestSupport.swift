import Foundation
import Testing

@testable import DiffableFiles

/// Files and folders for one test, made with the system calls the writer itself uses.
enum Scratch {
  /// Whether the tests run as root (device nodes, tmpfs mounts, other owners).
  static let isRoot = getuid() == 0

  /// A new empty folder.
  static func folder() throws -> String {
    let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("diffable-files-XXXXXX")
    var template = Array(base.path.utf8CString)
    let made = try #require(mkdtemp(&template), "mkdtemp")
    return String(cString: made)
  }

  /// Creates (or rewrites) `path` with `text` and `mode`.
  static func file(_ path: String, _ text: String, mode: mode_t = 0o644) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect(chmod(path, mode) == 0)
  }

  /// The file's text; nil when it cannot be read.
  static func text(_ path: String) -> String? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `lstat` of `path` (the link itself, not its target).
  static func status(_ path: String) throws -> stat {
    var status = stat()
    try #require(lstat(path, &status) == 0, "lstat \(path): \(String(cString: strerror(errno)))")
    return status
  }

  /// The kind bits of `path` (`S_IFREG`, `S_IFIFO`...).
  static func kind(_ path: String) throws -> mode_t { try status(path).st_mode & S_IFMT }

  /// The names in `folder`, sorted (a leftover temporary file shows here).
  static func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  /// A device number as `makedev` makes it for small numbers (the macro is not imported).
  static func device(major: UInt64, minor: UInt64) -> dev_t { dev_t((major << 8) | minor) }

  /// `bytes` of text, long enough to fill a pipe's buffer many times.
  static func page(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(ascii: "a") + UInt8($0 % 26) }
  }

  #if canImport(Glibc)
    /// Binds a Unix domain socket at `path` (the socket file stays after the descriptor closes).
    static func socket(at path: String) throws {
      let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      try #require(descriptor >= 0)
      defer { close(descriptor) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      try #require(bound == 0, "bind: \(String(cString: strerror(errno)))")
    }
  #endif
}

/// Reads a FIFO on a thread of its own until end of file (or until it has read `limit` bytes
/// and closes early, as `head -c` does).
final class FIFOReader: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private var done = false

  init(path: String, limit: Int = .max) {
    let thread = Thread { [self] in
      let descriptor = open(path, O_RDONLY)
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while descriptor >= 0, received.count < limit {
        let count = read(descriptor, &buffer, min(buffer.count, limit - received.count))
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        received += buffer[..<count]
      }
      if descriptor >= 0 { close(descriptor) }
      lock.withLock {
        bytes = received
        done = true
      }
    }
    thread.start()
  }

  /// What was read, once the reader has finished (nil after `seconds` without it).
  func result(within seconds: Double = 10) -> [UInt8]? {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if let bytes = lock.withLock({ done ? bytes : nil }) { return bytes }
      usleep(1000)
    }
    return nil
  }
}

extension FileWriter {
  /// Writes to a FIFO whose reader thread may not have opened it yet: again while the answer
  /// is "no reader", for at most two seconds.
  func writeWhenRead(_ bytes: [UInt8], to path: String) -> Result<Written, FileWriteError> {
    let end = Date().addingTimeInterval(2)
    while true {
      let result = write(bytes, to: path)
      guard case .failure(.noReader) = result, Date() < end else { return result }
      usleep(1000)
    }
  }
}
