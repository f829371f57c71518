import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// One kind of path an export may be aimed at, made fresh in a test's folder.
struct ExportTarget: Sendable, CustomTestStringConvertible {
  var name: String
  /// Needs root (mknod).
  var rootOnly = false
  /// Makes the thing in `folder`; returns the path to export to.
  var make: @Sendable (_ folder: String) throws -> String
  /// For a refusal, the reason after `PATH cannot be written: `.
  var reason: String = ""

  var testDescription: String { name }

  /// Whether it can be made by this test process.
  var isAvailable: Bool { !rootOnly || getuid() == 0 }
}

/// What is at `path` (the link itself for a link): kind, mode, size, inode and contents, to
/// show that a refused export left it exactly as it was.
struct PathState: Equatable {
  var status: [Int]
  var contents: Data?

  init(_ path: String) {
    var found = stat()
    status = lstat(path, &found) == 0 ? [Int(found.st_mode), Int(found.st_size), Int(found.st_ino)] : []
    contents = (found.st_mode & S_IFMT) == S_IFREG ? FileManager.default.contents(atPath: path) : nil
  }
}

@Suite("Bad input: export to each kind of path refuses what it must and changes nothing")
struct BadInputExportTests {
  static let refusals: [ExportTarget] = [
    ExportTarget(name: "a folder", make: { $0 }, reason: "it is a folder"),
    ExportTarget(
      name: "a missing folder", make: { $0 + "/missing/page.html" },
      reason: "the folder "),
    ExportTarget(
      name: "a read-only file",
      make: { folder in
        let path = folder + "/page.html"
        try Data("old page".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o444)
        return path
      }, reason: "it is read-only (mode 0444 gives its owner no write permission)"),
    ExportTarget(
      name: "a FIFO without a reader",
      make: { folder in
        mkfifo(folder + "/fifo", 0o644)
        return folder + "/fifo"
      }, reason: "it is a FIFO that nothing is reading from"),
    ExportTarget(
      name: "a link loop",
      make: { folder in
        symlink("b", folder + "/a")
        symlink("a", folder + "/b")
        return folder + "/a"
      }, reason: "its symbolic links form a loop"),
    ExportTarget(
      name: "a dangling link into a missing folder",
      make: { folder in
        symlink(folder + "/missing/page.html", folder + "/link.html")
        return folder + "/link.html"
      }, reason: "the folder "),
    ExportTarget(
      name: "a full device", rootOnly: true,
      make: { folder in
        mknod(folder + "/full", S_IFCHR | 0o666, dev_t((1 << 8) | 7))
        return folder + "/full"
      }, reason: "the disk is full (no space left on the device)"),
    ExportTarget(
      name: "a block device", rootOnly: true,
      make: { folder in
        mknod(folder + "/disk", S_IFBLK | 0o660, dev_t((7 << 8) | 0))
        return folder + "/disk"
      }, reason: "it is a block device"),
  ]

  @Test(arguments: refusals.filter(\.isAvailable), ["html", "swift"])
  func aRefusedExportNamesThePathAndReasonAndChangesNothing(_ target: ExportTarget, format: String) throws {
    let folder = try BadInput.directory().path
    let path = try target.make(folder)
    let before = PathState(path)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let run = BadInput.run("export \(format) \(path)")
    let error = try #require(run.errorLine, "\(run.lines)")
    #expect(error.hasPrefix("bad.diffable:1: error: \(path) cannot be written: \(target.reason)"), "\(error)")
    #expect(run.lines.contains { $0.hasPrefix("  fix: ") }, "\(run.lines)")
    #expect(run.stateUnchanged)
    #expect(run.shell.hadFailure)
    #expect(PathState(path) == before, "left exactly as it was")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == names, "no file left over")
  }

  @Test func underTryARefusedExportLetsTheScriptGoOn() throws {
    let folder = try BadInput.directory().path
    let run = BadInput.run("try? export html \(folder)\nnumberOfSections")
    #expect(run.errorLine?.contains("\(folder) cannot be written: it is a folder") == true, "\(run.lines)")
    #expect(run.lines.last == "1")
    #expect(!run.shell.hadFailure)
  }

  @Test func anExportReplacesAFileKeepingItsModeAndWritesThroughALink() throws {
    let folder = try BadInput.directory().path
    let page = folder + "/page.html"
    try Data("old".utf8).write(to: URL(fileURLWithPath: page))
    chmod(page, 0o640)
    symlink("page.html", folder + "/link.html")
    let run = BadInput.run("export html \(folder)/link.html")
    #expect(run.lines == ["wrote an HTML replay of 5 commands to \(folder)/link.html"], "\(run.lines)")
    let text = try String(contentsOfFile: page, encoding: .utf8)
    #expect(text.hasPrefix("<!DOCTYPE html>"))
    var status = stat()
    #expect(lstat(page, &status) == 0 && status.st_mode & 0o7777 == 0o640)
    #expect(lstat(folder + "/link.html", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
  }

  @Test func anExportToAFIFOWithAReaderIsReadWhole() throws {
    let folder = try BadInput.directory().path
    let fifo = folder + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    // `cat` reads it to the end, as `export html FIFO` next to `cat FIFO > page.html &` would.
    let cat = Process()
    cat.executableURL = URL(fileURLWithPath: "/bin/cat")
    cat.arguments = [fifo]
    let output = Pipe()
    cat.standardOutput = output
    try cat.run()
    // Until cat has the FIFO open, the export finds no reader: try a few times.
    var run = BadInput.run("export swift \(fifo)")
    for _ in 0..<200 where run.errorLine != nil {
      usleep(10_000)
      run = BadInput.run("export swift \(fifo)")
    }
    #expect(run.lines == ["wrote Swift for Xcode of 5 commands to \(fifo)"], "\(run.lines)")
    let swift = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    cat.waitUntilExit()
    #expect(swift.contains("import XCTest"))
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
  }

  @Test(.enabled(if: getuid() == 0, "mknod needs root"))
  func anExportToANullDeviceSucceedsAndLeavesTheDevice() throws {
    let folder = try BadInput.directory().path
    let null = folder + "/null"
    #expect(mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
    let run = BadInput.run("export html \(null)")
    #expect(run.lines == ["wrote an HTML replay of 5 commands to \(null)"], "\(run.lines)")
    var status = stat()
    #expect(lstat(null, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    #expect(status.st_rdev == dev_t((1 << 8) | 3))
  }
}
