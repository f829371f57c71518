import Foundation
import Testing

/// `--html`, `check --update` and the history through the built binary, at every kind of path.
@Suite(
  "Bad input: the binary's --html, check --update and history at devices, FIFOs and full disks",
  .enabled(if: BadInput.binary != nil, "the diffable binary is not built (swift build)"))
struct BadInputExportBinaryTests {
  private func script() throws -> String {
    try BadInput.write(
      Array("appendSections a\nappendItems 1 2\napply\n".utf8), to: "s.diffable", in: BadInput.directory())
  }

  @Test func htmlToStandardOutputSendsThePageAloneThereAndTheRestToStandardError() throws {
    let result = try BadInput.launch(["--html", "/dev/stdout", script()])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("<!DOCTYPE html>"), "\(result.output.prefix(200))")
    #expect(result.output.hasSuffix("</html>\n"), "the page alone: \(result.output.suffix(200))")
    #expect(result.errors.contains("apply (animated): 1 section inserted"), "\(result.errors)")
    #expect(
      result.errors.hasSuffix("wrote an HTML replay of 3 commands to /dev/stdout\n"), "\(result.errors)")
  }

  @Test func exportToStandardOutputComesAfterTheLinesPrintedBeforeIt() throws {
    let result = try BadInput.launch(
      [],
      input: Array("appendSections a\nnumberOfSections\nexport swift /dev/stdout\nnumberOfSections\n".utf8))
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasPrefix("1\n"), "\(result.output.prefix(200))")
    #expect(result.output.contains("import XCTest"))
    #expect(
      result.output.hasSuffix("}\nwrote Swift for Xcode of 2 commands to /dev/stdout\n1\n"),
      "\(result.output.suffix(200))")
  }

  @Test func htmlToAFIFOWithoutAReaderExitsTwoAtOnce() throws {
    let folder = try BadInput.directory().path
    let fifo = folder + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let start = Date()
    let result = try BadInput.launch(["--html", fifo, script()])
    #expect(Date().timeIntervalSince(start) < 20, "no wait for a reader")
    #expect(result.status == 2)
    #expect(
      result.output.contains("error: \(fifo) cannot be written: it is a FIFO that nothing is reading from"))
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test(.enabled(if: getuid() == 0, "mknod needs root"))
  func htmlToDeviceNodesWritesThemInPlace() throws {
    let folder = try BadInput.directory().path
    #expect(mknod(folder + "/null", S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
    #expect(mknod(folder + "/full", S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0)
    var result = try BadInput.launch(["--html", folder + "/null", script()])
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix("wrote an HTML replay of 3 commands to \(folder)/null\n"), "\(result.output)")
    result = try BadInput.launch(["--html", folder + "/full", script()])
    #expect(result.status == 2)
    #expect(result.output.contains("\(folder)/full cannot be written: the disk is full"), "\(result.output)")
    for name in ["null", "full"] {
      var status = stat()
      #expect(lstat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "\(name)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["full", "null"])
  }

  /// Run as `nobody` (setpriv), diffable replaces a file of user 1234's that anyone may write,
  /// in a folder anyone may write: the page is written, and the warning says whose it is now.
  @Test(
    .enabled(if: getuid() == 0, "only root can make a file that belongs to someone else"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs util-linux setpriv")
  )
  func anOwnerThatCannotBeKeptIsAWarningNotAnError() throws {
    let folder = try BadInput.directory().path
    #expect(chmod(folder, 0o777) == 0)
    let page = folder + "/page.html"
    try Data("old".utf8).write(to: URL(fileURLWithPath: page))
    #expect(chown(page, 1234, 5678) == 0)
    #expect(chmod(page, 0o666) == 0)
    let binary = try #require(BadInput.binary)
    let result = try BadInput.launch(
      ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path],
      input: Array("appendSections a\nexport html \(page)\n".utf8),
      executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
    #expect(result.status == 0, "\(result.output)\(result.errors)")
    #expect(
      result.output.hasSuffix(
        "wrote an HTML replay of 1 command to \(page)\nwarning: \(page) was replaced, but its owner (user 1234, "
          + "group 5678) could not be kept: it now belongs to user 65534, group 65534\n"), "\(result.output)")
    #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    var status = stat()
    #expect(stat(page, &status) == 0 && status.st_uid == 65534 && status.st_mode & 0o7777 == 0o666)
  }

  @Test(.enabled(if: getuid() == 0, "only root can make a file that belongs to someone else"))
  func checkUpdateKeepsAnotherUsersOwnerAndMode() throws {
    let directory = try BadInput.directory()
    let path = try BadInput.write(Array("> numberOfSections\n5\n".utf8), to: "t.transcript", in: directory)
    #expect(chown(path, 1234, 5678) == 0)
    #expect(chmod(path, 0o640) == 0)
    let result = try BadInput.launch(["check", "--update", path])
    #expect(result.status == 0, "\(result.output)")
    #expect(!result.output.contains("warning"), "\(result.output)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "> numberOfSections\n0\n")
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_uid == 1234 && status.st_gid == 5678)
    #expect(status.st_mode & 0o7777 == 0o640)
  }

  #if os(Linux)
    /// Whether a tmpfs may be mounted here (root, in a container that allows it).
    static let canMountTmpfs: Bool = {
      guard getuid() == 0, let folder = try? BadInput.directory().path else { return false }
      guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder]) == 0 else { return false }
      return run("/bin/umount", [folder]) == 0
    }()

    private static func run(_ executable: String, _ arguments: [String]) -> Int32 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return -1 }
      process.waitUntilExit()
      return process.terminationStatus
    }

    /// libedit's own save ignored the failed write and renamed a file with only its header over
    /// the history; now the old lines stay and the session says so once, not once per line.
    @Test(
      .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script"),
      .enabled(if: canMountTmpfs, "mount -t tmpfs is not allowed here (not root, or a container): skipped"))
    func theHistoryOnAFullDiskKeepsItsLinesAndWarnsOnce() throws {
      let folder = try BadInput.directory().path
      #expect(Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", folder]) == 0)
      defer { _ = Self.run("/bin/umount", [folder]) }
      let history = folder + "/history"
      let old = "_HiStOrY_V2_\nappendSections\\040a\nnumberOfSections\nshow\nundo\nredo\n"
      try Data(old.utf8).write(to: URL(fileURLWithPath: history))
      chmod(history, 0o640)
      let filler = open(folder + "/fill", O_WRONLY | O_CREAT, 0o600)
      let block = [UInt8](repeating: 0, count: 4096)
      while write(filler, block, block.count) > 0 {}
      close(filler)

      let binary = try #require(BadInput.binary)
      let result = try BadInput.launch(
        ["-qec", "'\(binary.path)'", "/dev/null"],
        input: Array("appendSections b\nnumberOfSections\nappendItems 3\nquit\n".utf8),
        environment: ["DIFFABLE_HISTORY": history], executable: URL(fileURLWithPath: "/usr/bin/script"))
      #expect(result.status == 0, "\(result.output)")
      #expect(
        result.shownOutput.contains("diffable> numberOfSections\r\n1\r\n"),
        "the session goes on: \(result.output)"
      )
      let warning = "warning: cannot save history to \(history): the disk is full"
      #expect(result.output.components(separatedBy: warning).count == 2, "one warning: \(result.output)")
      #expect(try String(contentsOfFile: history, encoding: .utf8) == old, "the old lines, whole")
      var status = stat()
      #expect(stat(history, &status) == 0 && status.st_mode & 0o7777 == 0o640)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["fill", "history"])
    }
  #endif
}
