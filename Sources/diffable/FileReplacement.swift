#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rewriting a file the user named without touching anything else: through a symbolic link to
/// its target, keeping its permissions, never a read-only file, and atomically (a temporary file
/// in the same directory, renamed over it), so that a crash never leaves half a file.
enum FileReplacement {
  /// The file a path names, following symbolic links (up to 32), or why it cannot be
  /// followed. A path whose final target does not exist yet is returned as it is.
  static func target(of path: String) -> Result<String, FileReplacementError> {
    var current = path
    for _ in 0..<32 {
      var status = stat()
      guard lstat(current, &status) == 0 else {
        return errno == ENOENT ? .success(current) : .failure(.system(current, errno))
      }
      guard (status.st_mode & S_IFMT) == S_IFLNK else { return .success(current) }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { return .failure(.system(current, errno)) }
      let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
    }
    return .failure(.system(path, ELOOP))
  }

  /// Replaces the contents of the file `path` names with `bytes`.
  ///
  /// Follows symbolic links to the file itself; refuses a file without its owner's write
  /// permission and anything that is not a regular file; gives the new file the old one's
  /// permissions (a new file gets 0666 less the umask).
  static func replaceContents(of path: String, with bytes: [UInt8]) -> FileReplacementError? {
    let target: String
    switch Self.target(of: path) {
    case .failure(let error): return error
    case .success(let resolved): target = resolved
    }
    var status = stat()
    var mode: mode_t = 0o644
    if lstat(target, &status) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFREG else { return .notARegularFile(target) }
      guard status.st_mode & S_IWUSR != 0 else { return .readOnly(target) }
      mode = status.st_mode & 0o7777
    } else {
      let mask = umask(0o022)
      umask(mask)
      mode = 0o666 & ~mask
    }
    var template = Array((directory(of: target) + "/.diffable-XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { return .system(directory(of: target), errno) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    func fail(_ code: Int32) -> FileReplacementError {
      close(descriptor)
      unlink(temporary)
      return .system(target, code)
    }
    guard fchmod(descriptor, mode) == 0 else { return fail(errno) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return fail(errno)
      }
      offset += written
    }
    guard fsync(descriptor) == 0 else { return fail(errno) }
    close(descriptor)
    guard rename(temporary, target) == 0 else {
      let code = errno
      unlink(temporary)
      return .system(target, code)
    }
    return nil
  }

  /// The directory part of `path` (`.` for a bare name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

/// Why a file could not be rewritten; `description` is the message's tail.
enum FileReplacementError: Error, Equatable, CustomStringConvertible {
  case readOnly(String)
  case notARegularFile(String)
  case system(String, Int32)

  var description: String {
    switch self {
    case .readOnly(let path): "\(path) is read-only; make it writable (chmod u+w) to update it"
    case .notARegularFile(let path): "\(path) is not a regular file, so it is not rewritten"
    case .system(let path, let code): "\(path): \(String(cString: strerror(code)))"
    }
  }
}
