import Foundation

/// Reading script files: clear errors for what cannot be run.
enum ScriptFile {
  /// The largest script read: far above any real one (a million items take about 7 MB), and a
  /// bound on what a wrong path (a device, a huge log) can make diffable hold in memory.
  static let maximumSize = 256 << 20

  /// The file's text, or an error naming why it cannot be run as a script.
  static func read(_ path: String) -> Result<String, ShellError> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(.fileNotFound(path: path))
    }
    if isDirectory.boolValue {
      return .failure(.notAFile(path: path))
    }
    // Read through a handle, a chunk at a time: a pipe (`diffable <(generate)`) has no size
    // to read up front, and a device like /dev/zero never ends, so its first NUL stops it.
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(.unreadableFile(path: path))
    }
    defer { try? handle.close() }
    var data = Data()
    while true {
      let chunk: Data
      do {
        chunk = try handle.read(upToCount: 1 << 20) ?? Data()
      } catch {
        return .failure(.unreadableFile(path: path))
      }
      if chunk.isEmpty { break }
      if chunk.contains(0) {
        return .failure(.binaryFile(path: path))
      }
      data.append(chunk)
      if data.count > maximumSize {
        return .failure(.fileTooLarge(path: path, limitMB: maximumSize >> 20))
      }
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let line = firstInvalidUTF8Line(data)
      return .failure(.invalidUTF8(path: path, line: line))
    }
    return .success(text)
  }

  /// The 1-based line of the first byte sequence that is not UTF-8.
  static func firstInvalidUTF8Line(_ data: Data) -> Int {
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
