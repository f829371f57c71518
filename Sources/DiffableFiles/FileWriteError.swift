#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file the user named was not written. Nothing was written in every case: an existing
/// file keeps its old contents.
///
/// `description` is the whole message (`PATH cannot be written: REASON`); ``reason`` and ``fix``
/// are its parts, for a caller that prints them apart. Every text is here, in one place.
///
/// ```swift
/// if case .failure(let error) = FileWriter().write(bytes, to: "/dev/sda") {
///   print("error: \(error)")  // /dev/sda cannot be written: it is a block device (a disk) ...
/// }
/// ```
public enum FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path names a directory.
  case directory(path: String)
  /// The path names a block device (a disk or a partition).
  case blockDevice(path: String)
  /// A device or a FIFO where only a regular file may be written (see
  /// ``FileWriter/writesInPlace``).
  case notARegularFile(path: String)
  /// The path names a Unix domain socket.
  case socket(path: String)
  /// The file's mode gives its owner no write permission (decided by the mode bits alone, so
  /// root gets the same answer).
  case readOnly(path: String, mode: mode_t)
  /// The system refused access to the file (another user's file, a read-only file system).
  case permissionDenied(path: String)
  /// A temporary file cannot be made in the file's folder.
  case folderNotWritable(path: String, folder: String)
  /// The folder the file would go in does not exist (also a link that points into one).
  case missingFolder(path: String, folder: String)
  /// A part of the path that must be a folder is a file.
  case notAFolder(path: String)
  /// Symbolic links that lead back to themselves (or more than 32 in a row).
  case linkLoop(path: String)
  /// A FIFO that no process has open for reading: writing would wait for one forever.
  case noReader(path: String)
  /// The reader of a FIFO or a pipe went away before everything was written.
  case readerClosed(path: String)
  /// The disk (or the user's quota) is full.
  case diskFull(path: String)
  /// The system took fewer bytes than were written and said no more (a full disk).
  case incompleteWrite(path: String, written: Int, total: Int)
  /// Another failure of a system call, with its `errno`.
  case system(path: String, operation: String, code: Int32)

  /// The path as the user named it.
  public var path: String {
    switch self {
    case .directory(let path), .blockDevice(let path), .notARegularFile(let path), .socket(let path),
      .readOnly(let path, _),
      .permissionDenied(let path), .folderNotWritable(let path, _), .missingFolder(let path, _),
      .notAFolder(let path), .linkLoop(let path), .noReader(let path), .readerClosed(let path),
      .diskFull(let path), .incompleteWrite(let path, _, _), .system(let path, _, _):
      path
    }
  }

  /// Why, in plain words, without the path.
  public var reason: String {
    switch self {
    case .directory: "it is a folder"
    case .blockDevice: "it is a block device (a disk or a partition), which diffable never writes"
    case .notARegularFile: "it is a device or a FIFO, not a regular file, so it is left alone"
    case .socket: "it is a socket, not a file"
    case .readOnly(_, let mode):
      "it is read-only (mode \(octal(mode & 0o7777)) gives its owner no write permission)"
    case .permissionDenied: "permission denied"
    case .folderNotWritable(_, let folder):
      "no new file may be made in its folder \(folder) (permission denied)"
    case .missingFolder(_, let folder): "the folder \(folder) does not exist"
    case .notAFolder: "a part of the path that should be a folder is a file"
    case .linkLoop: "its symbolic links form a loop"
    case .noReader: "it is a FIFO that nothing is reading from"
    case .readerClosed: "its reader closed it before everything was written"
    case .diskFull: "the disk is full (no space left on the device)"
    case .incompleteWrite(_, let written, let total):
      "only \(written) of \(total) bytes could be written (is the disk full?)"
    case .system(_, let operation, let code): "\(operation): \(String(cString: strerror(code)))"
    }
  }

  /// What the user can do about it.
  public var fix: String {
    switch self {
    case .directory: "name a file inside the folder"
    case .blockDevice, .notARegularFile, .socket: "name a regular file"
    case .readOnly: "make it writable (chmod u+w) to replace it, or name another file"
    case .permissionDenied, .folderNotWritable: "name a file in a folder you may write to"
    case .missingFolder(_, let folder): "create the folder first (mkdir -p \(folder)), or name another path"
    case .notAFolder, .linkLoop: "check the path"
    case .noReader: "start the reader first (cat FIFO &), or name a regular file"
    case .readerClosed: "keep the reader open until diffable has finished"
    case .diskFull, .incompleteWrite: "free some space, then try again: the old file is kept whole"
    case .system: "check the path and the disk"
    }
  }

  /// The error for a failed system call: a full disk by its name, any other by its `errno`.
  static func failed(_ operation: String, path: String, code: Int32) -> FileWriteError {
    code == ENOSPC || code == EDQUOT
      ? .diskFull(path: path) : .system(path: path, operation: operation, code: code)
  }

  /// `PATH cannot be written: REASON`.
  public var description: String { "\(path) cannot be written: \(reason)" }
}

/// Something about a write that succeeded but did not go as the user would expect.
public enum FileWriteWarning: Equatable, Sendable, CustomStringConvertible {
  /// The replaced file's owner or group could not be given to the new file (only root may
  /// give a file away): it now belongs to whoever ran diffable.
  case ownerNotKept(path: String, owner: uid_t, group: gid_t, nowOwner: uid_t, nowGroup: gid_t)
  /// The replaced file's mode could not be given to the new file (a set-group-ID bit for a
  /// group the user is not in).
  case modeNotKept(path: String, mode: mode_t, nowMode: mode_t)

  /// The warning's text, naming the path.
  public var description: String {
    switch self {
    case .ownerNotKept(let path, let owner, let group, let nowOwner, let nowGroup):
      "\(path) was replaced, but its owner (user \(owner), group \(group)) could not be kept: "
        + "it now belongs to user \(nowOwner), group \(nowGroup)"
    case .modeNotKept(let path, let mode, let nowMode):
      "\(path) was replaced, but its mode \(octal(mode)) could not be kept: it is now \(octal(nowMode))"
    }
  }
}

/// `0640`, as `ls` users read modes.
func octal(_ mode: mode_t) -> String {
  "0" + String(mode, radix: 8)
}
