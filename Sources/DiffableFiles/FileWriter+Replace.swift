#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileWriter {
  /// Replaces the regular file `target` (or makes it) by a temporary file in its folder,
  /// renamed over it only once every byte is written and `fsync`ed: until then `target` is
  /// untouched, whatever fails.
  ///
  /// - Parameters:
  ///   - path: the path as the user named it, for messages.
  ///   - existing: the file replaced, whose mode, owner and group the new file takes.
  func replace(
    _ target: String, path: String, existing: stat?, with bytes: [UInt8]
  ) -> Result<Written, FileWriteError> {
    let folder = PathResolution.folder(of: target)
    var template = Array((folder + "/.diffable-XXXXXX").utf8CString)
    // mkostemp would set close-on-exec at once, but Glibc's module does not export it.
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else {
      let code = errno
      return .failure(
        code == EACCES
          ? .folderNotWritable(path: path, folder: folder)
          : .system(path: path, operation: "create a temporary file in \(folder)", code: code))
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    var isOpen = true
    func fail(_ error: FileWriteError) -> Result<Written, FileWriteError> {
      if isOpen { close(descriptor) }
      unlink(temporary)
      return .failure(error)
    }

    var warnings: [FileWriteWarning] = []
    let mode: mode_t
    if let existing {
      mode = existing.st_mode & 0o7777
      // Owner before mode: chown clears the set-user-ID and set-group-ID bits. Only root may give
      // a file away; anyone may give it a group they belong to, so that is tried alone next.
      if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
        _ = fchown(descriptor, uid_t.max, existing.st_gid)
      }
    } else {
      mode = newFileMode ?? Self.defaultMode()
    }
    guard fchmod(descriptor, mode) == 0 else {
      return fail(.system(path: path, operation: "chmod", code: errno))
    }
    if let error = writeAll(bytes, to: descriptor, path: path) { return fail(error) }
    guard calls.fsync(descriptor) == 0 else { return fail(.failed("fsync", path: path, code: errno)) }
    // The size is the last check that the disk holds every byte before the old file goes.
    var written = stat()
    guard fstat(descriptor, &written) == 0 else {
      return fail(.system(path: path, operation: "stat", code: errno))
    }
    guard Int(written.st_size) == bytes.count else {
      return fail(.incompleteWrite(path: path, written: Int(written.st_size), total: bytes.count))
    }
    isOpen = false
    guard close(descriptor) == 0 else { return fail(.failed("close", path: path, code: errno)) }
    guard rename(temporary, target) == 0 else { return fail(.failed("rename", path: path, code: errno)) }
    Self.syncFolder(folder)

    if let existing {
      if written.st_uid != existing.st_uid || written.st_gid != existing.st_gid {
        warnings.append(
          .ownerNotKept(
            path: path, owner: existing.st_uid, group: existing.st_gid, nowOwner: written.st_uid,
            nowGroup: written.st_gid))
      }
      if written.st_mode & 0o7777 != mode {
        warnings.append(.modeNotKept(path: path, mode: mode, nowMode: written.st_mode & 0o7777))
      }
    }
    return .success(Written(target: target, method: .replaced, warnings: warnings))
  }

  /// Writes every byte to `descriptor`, again after a short write or a signal; nil when all
  /// went, else why not (`EPIPE`: the reader closed the pipe or FIFO).
  func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) -> FileWriteError? {
    var offset = 0
    while offset < bytes.count {
      let taken = bytes[offset...].withUnsafeBytes { calls.write(descriptor, $0.baseAddress!, $0.count) }
      if taken < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EPIPE { return .readerClosed(path: path) }
        return .failed("write", path: path, code: code)
      }
      // A regular file that takes nothing and reports no error will take nothing more.
      if taken == 0 { return .incompleteWrite(path: path, written: offset, total: bytes.count) }
      offset += taken
    }
    return nil
  }

  /// 0666 less the process's umask (read without changing it for good: umask has no getter).
  static func defaultMode() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return 0o666 & ~mask
  }

  /// Makes the rename itself durable. Best effort: a folder that cannot be opened or synced
  /// (some file systems refuse) still holds the renamed file.
  static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
