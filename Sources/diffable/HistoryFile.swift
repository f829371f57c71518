import CLibEdit
import DiffableFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file that keeps the prompt's history between sessions, in libedit's format.
///
/// Every entered line is added to the file at once, under a lock, by re-reading the file and
/// writing it back with the new lines at the end: two sessions at once merge their lines instead
/// of the last one to exit erasing the other's, and a closed terminal (SIGHUP) loses nothing.
/// The file is written by ``FileWriter``, with its rule for regular files: a temporary file
/// beside it is written whole, checked and synced before it is renamed over the history, so a
/// full disk keeps the old history whole. Never anything else: a symbolic link is followed to
/// its target, `/dev/null` means "keep no history", and any other device, FIFO or directory is
/// left alone with a warning.
struct HistoryFile {
  /// The path as named (for messages).
  let path: String
  /// The file itself: `path` with symbolic links followed.
  let target: String

  /// The newest entries kept.
  static let entryLimit = 1000
  /// The most bytes of all kept entries together; the oldest go first.
  static let byteLimit = 1 << 20
  /// The longest entry written to the file (a pasted script); longer ones stay in memory.
  static let entryByteLimit = 16 << 10

  /// Where the history lives: `$DIFFABLE_HISTORY` (empty: nowhere), else
  /// `$XDG_STATE_HOME/diffable/history` when that is an absolute path (the XDG spec ignores a
  /// relative or empty one), else `$HOME/.local/state/diffable/history` (`$HOME`, else the
  /// password database's home directory).
  static func defaultPath(environment: [String: String]) -> String? {
    if let path = environment["DIFFABLE_HISTORY"] { return path.isEmpty ? nil : path }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/diffable/history" }
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? passwordHome()
    return home.map { $0 + "/.local/state/diffable/history" }
  }

  private static func passwordHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    let home = String(cString: directory)
    return home.hasPrefix("/") ? home : nil
  }

  /// The history file at `path`; nil when it must not be used, with the warning to print
  /// (none for `/dev/null`, the usual way to say "no history").
  static func at(_ path: String) -> (file: HistoryFile?, warning: String?) {
    let target: String
    switch PathResolution.target(of: path) {
    case .failure(let error):
      return (
        nil,
        "history file \(path) cannot be followed to a file (\(String(cString: strerror(error.code)))); "
          + "history is kept for this session only"
      )
    case .success(let resolved): target = resolved
    }
    var status = stat()
    guard lstat(target, &status) == 0 else { return (HistoryFile(path: path, target: target), nil) }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFREG { return (HistoryFile(path: path, target: target), nil) }
    if kind == S_IFCHR && target == "/dev/null" { return (nil, nil) }
    let what = kind == S_IFDIR ? "a directory" : kind == S_IFIFO ? "a FIFO" : "a device or socket"
    return (
      nil,
      "history file \(path) is \(what), not a regular file: it is left alone and history is kept for "
        + "this session only (set DIFFABLE_HISTORY to a file, or to nothing)"
    )
  }

  /// The entries in the file, oldest first; a warning instead when the file exists but cannot be
  /// used (it is then set aside to `PATH.corrupt` by the next `append`, never lost).
  func load() -> (entries: [String], warning: String?) {
    switch read() {
    case .success(let entries): return (entries, nil)
    case .failure(.unreadable(let reason)):
      return ([], "history file \(path) cannot be read (\(reason)); history is kept for this session only")
    case .failure(.corrupt):
      return ([], "history file \(path) is not a diffable history file; it will be moved to \(path).corrupt")
    }
  }

  /// What ``append(_:)`` did.
  enum Save: Equatable {
    /// The entries are in the file; the warning says what did not go as expected (an owner
    /// that could not be kept).
    case saved(warning: String?)
    /// The entries are not in the file (it keeps its old lines), for this reason.
    case failed(String)
  }

  /// Adds `entries` at the end of the file, merged with what other sessions wrote meanwhile.
  /// - Returns: whether the entries are in the file now, with a warning to print.
  func append(_ entries: [String]) -> Save {
    let entries = entries.filter { $0.utf8.count <= Self.entryByteLimit }
    guard !entries.isEmpty else { return .saved(warning: nil) }
    let directory = PathResolution.folder(of: target)
    if let failure = makeDirectories(directory) {
      return .failed("cannot save history in \(directory): \(failure)")
    }
    let lock = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard lock >= 0 else {
      return .failed("cannot save history in \(directory): \(String(cString: strerror(errno)))")
    }
    defer { close(lock) }
    var attempts = 0
    while flock(lock, LOCK_EX | LOCK_NB) != 0 {
      attempts += 1
      guard attempts < 200 else {
        return .failed("cannot save history: another session holds \(directory) locked")
      }
      usleep(10_000)
    }
    defer { flock(lock, LOCK_UN) }
    var existing: [String]
    switch read() {
    case .success(let entries): existing = entries
    case .failure(.unreadable(let reason)): return .failed("cannot save history to \(path): \(reason)")
    case .failure(.corrupt):
      guard rename(target, target + ".corrupt") == 0 else {
        return .failed(
          "cannot move \(target) aside to \(target).corrupt: \(String(cString: strerror(errno)))")
      }
      existing = []
    }
    return write(Self.trimmed(existing + entries))
  }

  /// The entries kept: consecutive repeats once, the newest `entryLimit`, within `byteLimit`.
  static func trimmed(_ entries: [String]) -> [String] {
    var kept: [String] = []
    for entry in entries where entry != kept.last { kept.append(entry) }
    kept = Array(kept.suffix(entryLimit))
    var bytes = 0
    var first = kept.count
    while first > 0, bytes + kept[first - 1].utf8.count + 1 <= byteLimit {
      first -= 1
      bytes += kept[first].utf8.count + 1
    }
    return Array(kept[first...])
  }

  private enum ReadFailure: Error {
    case unreadable(String)
    case corrupt
  }

  private func read() -> Result<[String], ReadFailure> {
    var status = stat()
    guard stat(target, &status) == 0, status.st_size > 0 else { return .success([]) }
    guard access(target, R_OK) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
    guard let history = history_init() else { return .failure(.unreadable("libedit could not start")) }
    defer { history_end(history) }
    _ = clibedit_history_set_size(history, Int32.max)
    guard clibedit_history_load(history, target) >= 0 else { return .failure(.corrupt) }
    var entries: [String] = []
    var entry = clibedit_history_oldest(history)
    while let text = entry {
      entries.append(String(cString: text))
      entry = clibedit_history_newer(history)
    }
    return .success(entries)
  }

  /// Writes `entries` in libedit's format through ``FileWriter`` (0600 for a new file, an
  /// existing file's permissions kept). The bytes are made in memory first: libedit's own
  /// `H_SAVE` does not report a failed write, and its file was renamed over the old history
  /// even when the disk was full.
  private func write(_ entries: [String]) -> Save {
    guard let history = history_init() else { return .failed("cannot save history: libedit could not start") }
    defer { history_end(history) }
    _ = clibedit_history_set_size(history, Int32.max)
    for entry in entries { _ = clibedit_history_enter(history, entry) }
    var size = 0
    guard let buffer = clibedit_history_save_to_memory(history, &size) else {
      return .failed("cannot save history to \(path): libedit could not write it out")
    }
    let bytes = Array(UnsafeRawBufferPointer(start: buffer, count: size))
    free(buffer)
    // Not cut between the write and the rename by a closed terminal or a kill.
    clibedit_hold_termination_signals(1)
    defer { clibedit_hold_termination_signals(0) }
    // The target, not the path: the file whose lines were just read and merged.
    switch FileWriter(newFileMode: 0o600, writesInPlace: false).write(bytes, to: target) {
    case .success(let written):
      return .saved(
        warning: written.warnings.isEmpty ? nil : written.warnings.map(\.description).joined(separator: "; "))
    case .failure(let error):
      return .failed("cannot save history to \(path): \(error.reason); the history file keeps its old lines")
    }
  }
}

/// `mkdir -p` with mode 0700; the reason on failure.
private func makeDirectories(_ directory: String) -> String? {
  var status = stat()
  if stat(directory, &status) == 0 { return nil }
  let parent = PathResolution.folder(of: directory)
  if parent != directory, let failure = makeDirectories(parent) { return failure }
  if mkdir(directory, 0o700) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
  return nil
}
