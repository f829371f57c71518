import Foundation
import Testing

@testable import DiffableFiles

@Suite("FileWriter: regular files are replaced atomically, keeping mode and owner")
struct FileWriterRegularFileTests {
  @Test func aNewFileGetsTheModeAskedForAndNoTemporaryFileIsLeft() throws {
    let folder = try Scratch.folder()
    let path = folder + "/new.html"
    let written = try FileWriter(newFileMode: 0o600).write(Array("page".utf8), to: path).get()
    #expect(written == FileWriter.Written(target: path, method: .replaced))
    #expect(Scratch.text(path) == "page")
    #expect(try Scratch.status(path).st_mode & 0o7777 == 0o600)
    #expect(try Scratch.names(in: folder) == ["new.html"])
  }

  @Test func aNewFileGetsTheUmasksModeByDefault() throws {
    let folder = try Scratch.folder()
    let path = folder + "/new.html"
    _ = try FileWriter().write(Array("page".utf8), to: path).get()
    #expect(try Scratch.status(path).st_mode & 0o7777 == FileWriter.defaultMode())
    #expect(FileWriter.defaultMode() & 0o600 == 0o600, "a umask that hides the file from its owner is odd")
  }

  @Test func anExistingFileIsReplacedWithItsModeKept() throws {
    let folder = try Scratch.folder()
    let path = folder + "/page.html"
    try Scratch.file(path, "old page", mode: 0o640)
    let before = try Scratch.status(path)
    let written = try FileWriter().write(Array("new page".utf8), to: path).get()
    #expect(written.method == .replaced)
    #expect(written.warnings.isEmpty)
    #expect(Scratch.text(path) == "new page")
    let after = try Scratch.status(path)
    #expect(after.st_mode & 0o7777 == 0o640, "not the 0644 a fresh file would get")
    #expect(after.st_ino != before.st_ino, "a new file was renamed over the old one")
    #expect(try Scratch.names(in: folder) == ["page.html"])
  }

  @Test(.enabled(if: Scratch.isRoot, "only root can make a file that belongs to someone else"))
  func anotherUsersFileKeepsItsOwnerGroupAndSetGroupIDBit() throws {
    let folder = try Scratch.folder()
    let path = folder + "/shared.html"
    try Scratch.file(path, "old")
    #expect(chown(path, 1234, 5678) == 0)
    // After the chown: chown clears the set-group-ID bit.
    #expect(chmod(path, 0o2660) == 0)
    let written = try FileWriter().write(Array("new".utf8), to: path).get()
    #expect(written.warnings.isEmpty, "\(written.warnings)")
    let after = try Scratch.status(path)
    #expect(after.st_uid == 1234)
    #expect(after.st_gid == 5678)
    #expect(after.st_mode & 0o7777 == 0o2660)
    #expect(Scratch.text(path) == "new")
  }

  @Test func aReadOnlyFileIsRefusedEvenForRoot() throws {
    let folder = try Scratch.folder()
    let path = folder + "/kept.html"
    try Scratch.file(path, "old", mode: 0o444)
    let result = FileWriter().write(Array("new".utf8), to: path)
    #expect(result == .failure(.readOnly(path: path, mode: S_IFREG | 0o444)))
    #expect(Scratch.text(path) == "old")
    #expect(try Scratch.status(path).st_mode & 0o7777 == 0o444)
    #expect(try Scratch.names(in: folder) == ["kept.html"])
  }

  @Test(.enabled(if: !Scratch.isRoot, "root may write any file and any folder"))
  func filesAndFoldersWithoutPermissionAreRefused() throws {
    let folder = try Scratch.folder()
    let locked = folder + "/locked"
    #expect(mkdir(locked, 0o755) == 0)
    try Scratch.file(locked + "/page.html", "old", mode: 0o644)
    #expect(chmod(locked, 0o555) == 0)
    defer { chmod(locked, 0o755) }
    let inside = locked + "/page.html"
    #expect(
      FileWriter().write(Array("new".utf8), to: inside)
        == .failure(.folderNotWritable(path: inside, folder: locked)))
    #expect(Scratch.text(inside) == "old")
    #expect(
      FileWriter().write(Array("new".utf8), to: locked + "/new.html")
        == .failure(.folderNotWritable(path: locked + "/new.html", folder: locked)))
    #expect(chmod(locked, 0o000) == 0)
    #expect(FileWriter().write(Array("new".utf8), to: inside) == .failure(.permissionDenied(path: inside)))
  }
}

@Suite("FileWriter: symbolic links are followed to the file they name")
struct FileWriterLinkTests {
  @Test func aLinkToAFileWritesTheFileAndStaysALink() throws {
    let folder = try Scratch.folder()
    try Scratch.file(folder + "/target.html", "old", mode: 0o600)
    #expect(symlink("target.html", folder + "/link.html") == 0)
    let written = try FileWriter().write(Array("new".utf8), to: folder + "/link.html").get()
    #expect(written.target == folder + "/target.html")
    #expect(try Scratch.kind(folder + "/link.html") == S_IFLNK)
    #expect(Scratch.text(folder + "/target.html") == "new")
    #expect(try Scratch.status(folder + "/target.html").st_mode & 0o7777 == 0o600)
  }

  @Test func aDanglingLinkMakesItsTarget() throws {
    let folder = try Scratch.folder()
    #expect(symlink(folder + "/later.html", folder + "/link.html") == 0)
    _ = try FileWriter().write(Array("new".utf8), to: folder + "/link.html").get()
    #expect(try Scratch.kind(folder + "/link.html") == S_IFLNK)
    #expect(Scratch.text(folder + "/later.html") == "new")
  }

  @Test func aDanglingLinkIntoAMissingFolderIsRefused() throws {
    let folder = try Scratch.folder()
    let link = folder + "/link.html"
    #expect(symlink(folder + "/missing/page.html", link) == 0)
    let result = FileWriter().write(Array("new".utf8), to: link)
    #expect(result == .failure(.missingFolder(path: link, folder: folder + "/missing")))
    #expect(try Scratch.names(in: folder) == ["link.html"], "no folder is made")
    #expect(try Scratch.kind(link) == S_IFLNK)
  }

  @Test func aLinkLoopIsRefused() throws {
    let folder = try Scratch.folder()
    #expect(symlink("b", folder + "/a") == 0)
    #expect(symlink("a", folder + "/b") == 0)
    #expect(
      FileWriter().write(Array("new".utf8), to: folder + "/a") == .failure(.linkLoop(path: folder + "/a")))
    #expect(try Scratch.names(in: folder) == ["a", "b"])
  }

  @Test func aLinkToAReadOnlyFileIsRefused() throws {
    let folder = try Scratch.folder()
    try Scratch.file(folder + "/target.html", "old", mode: 0o400)
    #expect(symlink("target.html", folder + "/link.html") == 0)
    let result = FileWriter().write(Array("new".utf8), to: folder + "/link.html")
    #expect(result == .failure(.readOnly(path: folder + "/link.html", mode: S_IFREG | 0o400)))
    #expect(Scratch.text(folder + "/target.html") == "old")
  }
}

@Suite("FileWriter: what is not a file to write is refused, and nothing is written")
struct FileWriterRefusalTests {
  @Test func aFolderIsRefused() throws {
    let folder = try Scratch.folder()
    #expect(FileWriter().write(Array("x".utf8), to: folder) == .failure(.directory(path: folder)))
    #expect(try Scratch.names(in: folder).isEmpty)
  }

  @Test func aMissingFolderIsRefused() throws {
    let folder = try Scratch.folder()
    let path = folder + "/missing/page.html"
    #expect(
      FileWriter().write(Array("x".utf8), to: path)
        == .failure(.missingFolder(path: path, folder: folder + "/missing")))
    #expect(try Scratch.names(in: folder).isEmpty)
  }

  @Test func aFileInThePlaceOfAFolderIsRefused() throws {
    let folder = try Scratch.folder()
    try Scratch.file(folder + "/file", "text")
    let path = folder + "/file/page.html"
    #expect(FileWriter().write(Array("x".utf8), to: path) == .failure(.notAFolder(path: path)))
    #expect(Scratch.text(folder + "/file") == "text")
  }

  #if canImport(Glibc)
    @Test func aSocketIsRefused() throws {
      let folder = try Scratch.folder()
      let path = folder + "/socket"
      try Scratch.socket(at: path)
      #expect(FileWriter().write(Array("x".utf8), to: path) == .failure(.socket(path: path)))
      #expect(try Scratch.kind(path) == S_IFSOCK)
    }
  #endif

  @Test(.enabled(if: Scratch.isRoot, "mknod needs root"))
  func aBlockDeviceIsRefused() throws {
    let folder = try Scratch.folder()
    let path = folder + "/disk"
    #expect(mknod(path, S_IFBLK | 0o660, Scratch.device(major: 7, minor: 0)) == 0)
    #expect(FileWriter().write(Array("x".utf8), to: path) == .failure(.blockDevice(path: path)))
    #expect(try Scratch.kind(path) == S_IFBLK)
  }

  @Test func theHistorysWriterRefusesAFIFO() throws {
    let folder = try Scratch.folder()
    let path = folder + "/fifo"
    #expect(mkfifo(path, 0o600) == 0)
    let reader = FIFOReader(path: path)
    let result = FileWriter(writesInPlace: false).write(Array("x".utf8), to: path)
    #expect(result == .failure(.notARegularFile(path: path)))
    #expect(try Scratch.kind(path) == S_IFIFO)
    // Lets the reader go: a writer that opens and closes at once.
    let unblock = open(path, O_WRONLY)
    close(unblock)
    #expect(reader.result() == [])
  }

  @Test func everyMessageNamesThePathAndAReason() {
    let path = "/tmp/out.html"
    let errors: [FileWriteError] = [
      .directory(path: path), .blockDevice(path: path), .notARegularFile(path: path), .socket(path: path),
      .readOnly(path: path, mode: S_IFREG | 0o444), .permissionDenied(path: path),
      .folderNotWritable(path: path, folder: "/tmp"), .missingFolder(path: path, folder: "/tmp/x"),
      .notAFolder(path: path), .linkLoop(path: path), .noReader(path: path), .readerClosed(path: path),
      .diskFull(path: path), .incompleteWrite(path: path, written: 3, total: 9),
      .system(path: path, operation: "rename", code: EXDEV),
    ]
    for error in errors {
      #expect(error.description == "/tmp/out.html cannot be written: \(error.reason)")
      #expect(!error.reason.isEmpty && !error.fix.isEmpty)
      #expect(!error.description.contains("Code="), "no Foundation error codes")
    }
    #expect(errors[4].reason == "it is read-only (mode 0444 gives its owner no write permission)")
    #expect(errors[14].reason == "rename: Invalid cross-device link")
    #expect(
      FileWriteWarning.ownerNotKept(path: path, owner: 7, group: 8, nowOwner: 0, nowGroup: 0).description
        == "/tmp/out.html was replaced, but its owner (user 7, group 8) could not be kept: it now belongs to user 0, group 0"
    )
  }
}
