import Foundation
import Testing

/// `--html`, `check --update` and the history through the built binary, at every kind of path.
@Suite(
  "Bad input: the binary's --html, check --update and history at devices, FIFOs and full disks",
  .enabled(if: BadInput.binary != nil, "the diffable binary is not built (swift build)"))
struct BadInputExportBinaryTests {
  private func script() throws -> String {
    try BadInput.write(Array("appendSections a\nappendItems 1 2\napply\n".utf8), to: "s.diffable", in: BadInput.directory())
  }

  @Test func htmlToStandardOutputSendsThePageAloneThereAndTheRestToStandardError() throws {
    let result = try BadInput.launch(["--html", "/dev/stdout", script()])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("<!DOCTYPE html>"), "\(result.output.prefix(200))")
    #expect(result.output.hasSuffix("</html>\n"), "the page alone: \(result.output.suffix(200))")
    #expect(result.errors.contains("apply (animated): 1 section inserted"), "\(result.errors)")
    #expect(result.errors.hasSuffix("wrote an HTML replay of 3 steps to /dev/stdout\n"), "\(result.errors)")
  }

  @Test func htmlToAFIFOWithoutAReaderExitsTwoAtOnce() throws {
    let folder = try BadInput.directory().path
    let fifo = folder + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let start = Date()
    let result = try BadInput.launch(["--html", fifo, script()])
    #expect(Date().timeIntervalSince(start) < 20, "no wait for a reader")
    #expect(result.status == 2)
    #expect(result.output.contains("error: \(fifo) cannot be written: it is a FIFO that nothing is reading from"))
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
    #expect(result.output.hasSuffix("wrote an HTML replay of 3 steps to \(folder)/null\n"), "\(result.output)")
    result = try BadInput.launch(["--html", folder + "/full", script()])
    #expect(result.status == 2)
    #expect(result.output.contains("\(folder)/full cannot be written: the disk is full"), "\(result.output)")
    for name in ["null", "full"] {
      var status = stat()
      #expect(lstat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "\(name)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["full", "null"])
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
}
