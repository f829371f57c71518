#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way diffable writes a file the user named (exports, `--html`, `check --update`, the
/// history), by one rule:
///
/// - a regular file, or a new one, is replaced atomically: a temporary file in the same folder
///   is written whole, checked, `fsync`ed and renamed over it, so a crash or a full disk leaves
///   the old file whole; the old file's mode, owner and group are kept (a warning says when
///   they could not be); a new file gets `newFileMode`, or 0666 less the umask;
/// - a symbolic link is followed to its target, which is written by the same rule;
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout` on a pipe) is opened by the path
///   as given and written in place, never replaced; a FIFO that nothing reads is an error at
///   once, not a wait;
/// - a regular file that has no name to replace (a deleted file still open, reached through
///   `/proc/self/fd/N`) is written in place as well, truncated first: it is the file the path
///   opens, and nothing else could be meant;
/// - anything else is refused and nothing is written: a folder, a block device, a socket, a
///   file whose mode gives its owner no write permission (root too), a missing folder, a link
///   loop, a file or folder the user may not write.
///
/// ```swift
/// switch FileWriter().write(Array(page.utf8), to: "session.html") {
/// case .success(let written): written.warnings.forEach { print("warning: \($0)") }
/// case .failure(let error): print("error: \(error)")
/// }
/// ```
public struct FileWriter: Sendable {
  /// The mode of a file that did not exist; nil: 0666 less the umask.
  public var newFileMode: mode_t?
  /// Whether a device, a FIFO or an unnamed file may be written in place; when false they are
  /// refused as ``FileWriteError/notARegularFile`` would be (the history keeps to files).
  public var writesInPlace: Bool
  /// The calls that move the bytes (a test's seam).
  public var calls: FileSystemCalls

  /// A writer with the given choices.
  public init(newFileMode: mode_t? = nil, writesInPlace: Bool = true, calls: FileSystemCalls = .system) {
    self.newFileMode = newFileMode
    self.writesInPlace = writesInPlace
    self.calls = calls
  }

  /// What a successful write did.
  public struct Written: Equatable, Sendable {
    /// How the bytes reached the file.
    public enum Method: Equatable, Sendable {
      /// A temporary file was renamed over the file (or became the new file).
      case replaced
      /// The file was opened and written where it is (a device, a FIFO, an unnamed file).
      case inPlace
    }

    /// The file written: the path with its symbolic links followed (for `replaced`), or the
    /// path as given (for `inPlace`).
    public var target: String
    /// How.
    public var method: Method
    /// What did not go as expected, though the bytes were written.
    public var warnings: [FileWriteWarning] = []
  }

  /// Writes `bytes` to the file `path` names, by the rule above.
  /// - Returns: what was written, or why nothing was.
  public func write(_ bytes: [UInt8], to path: String) -> Result<Written, FileWriteError> {
    guard !path.isEmpty else { return .failure(.system(path: path, operation: "open", code: ENOENT)) }
    var status = stat()
    guard stat(path, &status) == 0 else { return writeNew(bytes, to: path, statError: errno) }
    let kind = status.st_mode & S_IFMT
    switch kind {
    case S_IFDIR: return .failure(.directory(path: path))
    case S_IFBLK: return .failure(.blockDevice(path: path))
    case S_IFSOCK: return .failure(.socket(path: path))
    default: break
    }
    guard status.st_mode & S_IWUSR != 0 else { return .failure(.readOnly(path: path, mode: status.st_mode)) }
    if kind == S_IFCHR || kind == S_IFIFO {
      guard writesInPlace else { return .failure(.notARegularFile(path: path)) }
      return writeInPlace(bytes, to: path, expected: status)
    }
    guard kind == S_IFREG else { return .failure(.notARegularFile(path: path)) }
    let target: String
    switch PathResolution.target(of: path) {
    case .failure(let error): return .failure(.system(path: path, operation: "readlink", code: error.code))
    case .success(let resolved): target = resolved
    }
    var found = stat()
    guard lstat(target, &found) == 0, found.st_dev == status.st_dev, found.st_ino == status.st_ino else {
      // The links' text names no file that is this one (`/proc/self/fd/3 -> /tmp/x (deleted)`):
      // there is no name to rename over.
      guard writesInPlace else { return .failure(.notARegularFile(path: path)) }
      return writeInPlace(bytes, to: path, expected: status)
    }
    // Root passes `access` for any file (the mode check above is what refuses it); a read-only
    // file system refuses everyone.
    if access(target, W_OK) != 0 {
      let code = errno
      return .failure(
        code == EACCES ? .permissionDenied(path: path) : .system(path: path, operation: "access", code: code))
    }
    return replace(target, path: path, existing: status, with: bytes)
  }

  /// A path that `stat` cannot follow: a new file (possibly through a link that points to one),
  /// or why not.
  private func writeNew(_ bytes: [UInt8], to path: String, statError: Int32) -> Result<
    Written, FileWriteError
  > {
    switch statError {
    case ENOENT: break
    case ELOOP: return .failure(.linkLoop(path: path))
    case ENOTDIR: return .failure(.notAFolder(path: path))
    case EACCES: return .failure(.permissionDenied(path: path))
    default: return .failure(.system(path: path, operation: "stat", code: statError))
    }
    let target: String
    switch PathResolution.target(of: path) {
    case .failure(let error) where error.code == ELOOP: return .failure(.linkLoop(path: path))
    case .failure(let error): return .failure(.system(path: path, operation: "readlink", code: error.code))
    case .success(let resolved): target = resolved
    }
    let folder = PathResolution.folder(of: target)
    var status = stat()
    guard stat(folder, &status) == 0 else {
      return .failure(errno == ENOENT ? .missingFolder(path: path, folder: folder) : .notAFolder(path: path))
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { return .failure(.notAFolder(path: path)) }
    return replace(target, path: path, existing: nil, with: bytes)
  }
}
