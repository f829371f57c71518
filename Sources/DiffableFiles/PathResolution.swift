#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Following a path to the file it names, by its text.
public enum PathResolution {
  /// The file a path names, following symbolic links (up to 32) by reading them, or `ELOOP`,
  /// or another `errno` from `lstat` or `readlink`. A path whose final target does not exist
  /// yet is returned as it is (the file to create).
  ///
  /// The walk reads each link's text: a `/proc` link to an open file without a name
  /// (`pipe:[123]`, `/tmp/x (deleted)`) yields that text, which names no file; ``FileWriter``
  /// therefore compares the result with what `stat` finds before trusting it.
  public static func target(of path: String) -> Result<String, Errno> {
    var current = path
    for _ in 0..<32 {
      var status = stat()
      guard lstat(current, &status) == 0 else {
        return errno == ENOENT ? .success(current) : .failure(Errno(errno))
      }
      guard (status.st_mode & S_IFMT) == S_IFLNK else { return .success(current) }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { return .failure(Errno(errno)) }
      let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
    }
    return .failure(Errno(ELOOP))
  }

  /// The folder part of `path` (`.` for a bare name, `/` for a name in the root).
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Whether `path` names the file that standard output is (`/dev/stdout`, `/proc/self/fd/1`,
  /// or the file it was redirected to): the same device and inode.
  public static func isStandardOutput(_ path: String) -> Bool {
    var named = stat()
    var output = stat()
    guard stat(path, &named) == 0, fstat(1, &output) == 0 else { return false }
    return named.st_dev == output.st_dev && named.st_ino == output.st_ino
  }
}

/// An `errno` value, as a type that can be an error.
public struct Errno: Error, Equatable, Sendable {
  /// The number.
  public var code: Int32

  /// The value `code`.
  public init(_ code: Int32) { self.code = code }
}
