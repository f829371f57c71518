import Foundation
import Testing

@testable import DiffableFiles

@Suite("FileWriter: devices and FIFOs are written in place, never replaced")
struct FileWriterInPlaceTests {
  init() {
    // A reader that goes away must be an error (EPIPE), not this test process's death.
    signal(SIGPIPE, SIG_IGN)
  }

  @Test func aFIFOWithAReaderGetsEveryByteAndStaysAFIFO() throws {
    let folder = try Scratch.folder()
    let path = folder + "/fifo"
    #expect(mkfifo(path, 0o600) == 0)
    let reader = FIFOReader(path: path)
    // A megabyte: the pipe's buffer fills many times, so the writer must block, not fail.
    let page = Scratch.page(1 << 20)
    let written = try FileWriter().writeWhenRead(page, to: path).get()
    #expect(written == FileWriter.Written(target: path, method: .inPlace))
    #expect(reader.result() == page)
    #expect(try Scratch.kind(path) == S_IFIFO)
    #expect(try Scratch.names(in: folder) == ["fifo"])
  }

  @Test func aFIFOWithoutAReaderIsAnErrorAtOnce() throws {
    let folder = try Scratch.folder()
    let path = folder + "/fifo"
    #expect(mkfifo(path, 0o644) == 0)
    let start = Date()
    #expect(FileWriter().write(Array("page".utf8), to: path) == .failure(.noReader(path: path)))
    #expect(Date().timeIntervalSince(start) < 2, "no wait for a reader")
    #expect(try Scratch.kind(path) == S_IFIFO)
    #expect(try Scratch.status(path).st_mode & 0o7777 == 0o644)
  }

  @Test func aReaderThatLeavesEarlyIsAnErrorNamingTheFIFO() throws {
    let folder = try Scratch.folder()
    let path = folder + "/fifo"
    #expect(mkfifo(path, 0o600) == 0)
    let reader = FIFOReader(path: path, limit: 100)
    let result = FileWriter().writeWhenRead(Scratch.page(1 << 20), to: path)
    #expect(result == .failure(.readerClosed(path: path)))
    #expect(reader.result()?.count == 100)
    #expect(try Scratch.kind(path) == S_IFIFO)
  }

  @Test func aLinkToAFIFOWritesTheFIFO() throws {
    let folder = try Scratch.folder()
    #expect(mkfifo(folder + "/fifo", 0o600) == 0)
    #expect(symlink("fifo", folder + "/link") == 0)
    let reader = FIFOReader(path: folder + "/fifo")
    _ = try FileWriter().writeWhenRead(Array("page".utf8), to: folder + "/link").get()
    #expect(reader.result() == Array("page".utf8))
    #expect(try Scratch.kind(folder + "/link") == S_IFLNK)
  }

  @Test(.enabled(if: Scratch.isRoot, "mknod needs root"))
  func aNullDeviceTakesThePageAndStaysADevice() throws {
    let folder = try Scratch.folder()
    let path = folder + "/null"
    #expect(mknod(path, S_IFCHR | 0o666, Scratch.device(major: 1, minor: 3)) == 0)
    let written = try FileWriter().write(Scratch.page(100_000), to: path).get()
    #expect(written.method == .inPlace)
    let after = try Scratch.status(path)
    #expect(after.st_mode & S_IFMT == S_IFCHR)
    #expect(after.st_rdev == Scratch.device(major: 1, minor: 3))
    #expect(try Scratch.names(in: folder) == ["null"])
  }

  @Test(.enabled(if: Scratch.isRoot, "mknod needs root"))
  func aFullDeviceIsAFullDiskAndStaysADevice() throws {
    let folder = try Scratch.folder()
    let path = folder + "/full"
    #expect(mknod(path, S_IFCHR | 0o666, Scratch.device(major: 1, minor: 7)) == 0)
    #expect(FileWriter().write(Array("page".utf8), to: path) == .failure(.diskFull(path: path)))
    #expect(try Scratch.kind(path) == S_IFCHR)
  }

  @Test(.enabled(if: Scratch.isRoot, "mknod needs root"))
  func aDeviceWhoseModeGivesItsOwnerNoWriteIsRefused() throws {
    let folder = try Scratch.folder()
    let path = folder + "/null"
    #expect(mknod(path, S_IFCHR | 0o444, Scratch.device(major: 1, minor: 3)) == 0)
    #expect(
      FileWriter().write(Array("x".utf8), to: path) == .failure(.readOnly(path: path, mode: S_IFCHR | 0o444)))
  }

  #if os(Linux)
    /// `/proc/self/fd/N` of a deleted file reads `/tmp/.../gone (deleted)`: that text names no
    /// file, so the file is written through the descriptor's link, in place.
    @Test func aFileWithoutANameIsWrittenInPlaceThroughProc() throws {
      let folder = try Scratch.folder()
      let path = folder + "/gone"
      try Scratch.file(path, "old contents, longer than the new")
      let descriptor = open(path, O_RDONLY)
      try #require(descriptor >= 0)
      defer { close(descriptor) }
      #expect(unlink(path) == 0)
      let proc = "/proc/self/fd/\(descriptor)"
      let written = try FileWriter().write(Array("new".utf8), to: proc).get()
      #expect(written == FileWriter.Written(target: proc, method: .inPlace))
      var buffer = [UInt8](repeating: 0, count: 100)
      let count = pread(descriptor, &buffer, buffer.count, 0)
      #expect(Array(buffer[..<max(count, 0)]) == Array("new".utf8), "truncated, then written")
      #expect(try Scratch.names(in: folder).isEmpty, "no file named after the link's text")
    }

    @Test func standardOutputIsRecognisedByItsInodeNotItsName() throws {
      let folder = try Scratch.folder()
      try Scratch.file(folder + "/other", "")
      #expect(!PathResolution.isStandardOutput(folder + "/other"))
      #expect(!PathResolution.isStandardOutput(folder + "/missing"))
      #expect(PathResolution.isStandardOutput("/proc/self/fd/1"))
      #expect(PathResolution.isStandardOutput("/dev/stdout"))
    }
  #endif
}
