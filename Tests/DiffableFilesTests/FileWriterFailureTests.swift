import Foundation
import Synchronization
import Testing

@testable import DiffableFiles

@Suite("FileWriter: a failed write keeps the old file whole")
struct FileWriterFailureTests {
  /// Calls whose `write` takes at most `chunk` bytes a call and fails with `failure` once
  /// `limit` bytes were taken; `fsync` fails with `fsyncFailure` when set.
  private static func calls(
    chunk: Int = .max, limit: Int = .max, failure: Int32 = ENOSPC, fsyncFailure: Int32? = nil,
    interruptFirst: Bool = false
  ) -> FileSystemCalls {
    let taken = Mutex(0)
    let interrupted = Mutex(!interruptFirst)
    return FileSystemCalls(
      write: { descriptor, bytes, count in
        if !interrupted.withLock({ $0 }) {
          interrupted.withLock { $0 = true }
          errno = EINTR
          return -1
        }
        let allowed = taken.withLock { total in
          let allowed = min(count, chunk, limit - total)
          total += max(allowed, 0)
          return allowed
        }
        guard allowed > 0 else {
          if failure == 0 { return 0 }
          errno = failure
          return -1
        }
        return FileSystemCalls.system.write(descriptor, bytes, allowed)
      },
      fsync: { descriptor in
        if let fsyncFailure {
          errno = fsyncFailure
          return -1
        }
        return FileSystemCalls.system.fsync(descriptor)
      })
  }

  private func oldFile() throws -> (folder: String, path: String) {
    let folder = try Scratch.folder()
    let path = folder + "/history"
    try Scratch.file(path, "five\nold\nlines\nkept\nwhole\n", mode: 0o600)
    return (folder, path)
  }

  @Test func shortWritesAndSignalsAreWrittenAgainUntilAllIsWritten() throws {
    let (_, path) = try oldFile()
    let page = Scratch.page(10_000)
    let writer = FileWriter(calls: Self.calls(chunk: 7, interruptFirst: true))
    _ = try writer.write(page, to: path).get()
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(page))
  }

  @Test func aFullDiskKeepsTheOldFileAndLeavesNoTemporaryFile() throws {
    let (folder, path) = try oldFile()
    let writer = FileWriter(calls: Self.calls(chunk: 4096, limit: 8192))
    #expect(writer.write(Scratch.page(100_000), to: path) == .failure(.diskFull(path: path)))
    #expect(Scratch.text(path) == "five\nold\nlines\nkept\nwhole\n")
    #expect(try Scratch.names(in: folder) == ["history"])
  }

  @Test func aWriteThatTakesNothingIsAnIncompleteWrite() throws {
    let (folder, path) = try oldFile()
    let writer = FileWriter(calls: Self.calls(limit: 10, failure: 0))
    #expect(
      writer.write(Scratch.page(50), to: path)
        == .failure(.incompleteWrite(path: path, written: 10, total: 50)))
    #expect(Scratch.text(path) == "five\nold\nlines\nkept\nwhole\n")
    #expect(try Scratch.names(in: folder) == ["history"])
  }

  @Test func aFailedFsyncKeepsTheOldFile() throws {
    let (folder, path) = try oldFile()
    let writer = FileWriter(calls: Self.calls(fsyncFailure: EIO))
    #expect(
      writer.write(Scratch.page(50), to: path) == .failure(.system(path: path, operation: "fsync", code: EIO))
    )
    #expect(Scratch.text(path) == "five\nold\nlines\nkept\nwhole\n")
    #expect(try Scratch.names(in: folder) == ["history"])
  }

  /// Whether this test process may mount a tmpfs (root, and a container that allows it).
  static let canMountTmpfs: Bool = {
    guard Scratch.isRoot, let folder = try? Scratch.folder() else { return false }
    guard Process.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder]) == 0 else {
      return false
    }
    return Process.run("/bin/umount", [folder]) == 0
  }()

  /// A real full disk: a 256 KB tmpfs, filled.
  @Test(.enabled(if: canMountTmpfs, "mount -t tmpfs is not allowed here (not root, or a container): skipped"))
  func aRealFullDiskKeepsTheOldFile() throws {
    let folder = try Scratch.folder()
    let mounted = Process.run("/bin/mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", folder])
    try #require(mounted == 0)
    defer { _ = Process.run("/bin/umount", [folder]) }
    let path = folder + "/history"
    try Scratch.file(path, "five\nold\nlines\nkept\nwhole\n", mode: 0o640)
    // Fills the disk to its last byte.
    let filler = open(folder + "/fill", O_WRONLY | O_CREAT, 0o600)
    let block = [UInt8](repeating: 0, count: 4096)
    while write(filler, block, block.count) > 0 {}
    close(filler)
    #expect(FileWriter().write(Scratch.page(100_000), to: path) == .failure(.diskFull(path: path)))
    #expect(Scratch.text(path) == "five\nold\nlines\nkept\nwhole\n")
    #expect(try Scratch.status(path).st_mode & 0o7777 == 0o640)
    #expect(try Scratch.names(in: folder) == ["fill", "history"])
    // With room again, the same write goes through.
    #expect(unlink(folder + "/fill") == 0)
    _ = try FileWriter().write(Scratch.page(100_000), to: path).get()
    #expect(Scratch.text(path)?.utf8.count == 100_000)
  }
}

extension Process {
  /// Runs `executable` with `arguments`, quietly; its exit status (-1 when it cannot start).
  static func run(_ executable: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
