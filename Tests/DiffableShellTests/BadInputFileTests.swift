import DiffableKit
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Bad input: files that cannot be run as scripts, given or sourced")
struct BadInputFileTests {
  /// Runs `path` as a command-line file and as `source`: both must refuse it with `message`
  /// and change nothing.
  private func expectRefused(_ path: String, _ message: String) throws {
    let given = BadInput.runFile(path)
    #expect(!given.readable, "a file that cannot be read means exit status 2")
    let error = try #require(given.run.errorLine)
    #expect(error.contains(message), "\(error)")
    #expect(given.run.stateUnchanged)

    let sourced = BadInput.run("source \(path)")
    let sourceError = try #require(sourced.errorLine)
    #expect(sourceError.hasPrefix("bad.diffable:1: error: "), "the place is the source line: \(sourceError)")
    #expect(sourceError.contains(message), "\(sourceError)")
    #expect(sourced.stateUnchanged)
  }

  @Test func invalidUTF8NamesItsFirstBadLine() throws {
    let directory = try BadInput.directory()
    let path = try BadInput.write(
      Array("appendItems 8\necho é\n".utf8) + [0xC3, 0x28, 0x0A], to: "latin.diffable", in: directory)
    try expectRefused(path, "\(path):3: the file is not valid UTF-8")
  }

  @Test func nulBytesMakeABinaryFile() throws {
    let directory = try BadInput.directory()
    let path = try BadInput.write(
      Array("appendItems 8\n".utf8) + [0, 0, 0x41], to: "nul.diffable", in: directory)
    try expectRefused(path, "looks like a binary file (it contains NUL bytes)")
  }

  @Test func aProgramIsABinaryFile() throws {
    let directory = try BadInput.directory()
    var generator = SplitMix64(seed: 7)
    let bytes =
      [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0]
      + (0..<100_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let path = try BadInput.write(bytes, to: "a.out", in: directory)
    try expectRefused(path, "looks like a binary file")
  }

  @Test func aMissingFileIsNamed() throws {
    let directory = try BadInput.directory()
    let path = directory.appendingPathComponent("missing.diffable").path
    try expectRefused(path, "\(path): no such file")
  }

  @Test func aDirectoryIsNotAScript() throws {
    let directory = try BadInput.directory()
    try expectRefused(directory.path, "\(directory.path) is a directory, not a script")
  }

  @Test(.enabled(if: getuid() != 0, "root reads any file whatever its permissions"))
  func anUnreadableFileSaysSo() throws {
    let directory = try BadInput.directory()
    let path = try BadInput.write(Array("appendItems 8\n".utf8), to: "secret.diffable", in: directory)
    chmod(path, 0)
    try expectRefused(path, "\(path) cannot be read")
  }

  #if os(Linux)
    @Test func aDeviceThatNeverEndsStopsAtItsFirstNul() throws {
      try expectRefused("/dev/zero", "looks like a binary file")
    }
  #endif

  @Test func anEmptyDeviceIsAnEmptyScript() throws {
    let given = BadInput.runFile("/dev/null")
    #expect(given.readable)
    #expect(given.run.lines.isEmpty)
  }

  @Test func aScriptThatSourcesItselfIsStoppedAtTheSourceLine() throws {
    let directory = try BadInput.directory()
    let path = try BadInput.write(
      Array("appendItems 8\nsource self.diffable\n".utf8), to: "self.diffable", in: directory)
    let given = BadInput.runFile(path)
    let error = try #require(given.run.errorLine)
    #expect(error.hasPrefix("\(path):2: error: "), "\(error)")
    #expect(error.contains("is already being run: a script cannot source itself"))
    #expect(given.run.shell.session.state.working.contains(item: 8), "the lines before it ran")
    #expect(given.run.shell.hadFailure)
  }

  @Test func scriptsThatSourceEachOtherAreStopped() throws {
    let directory = try BadInput.directory()
    try BadInput.write(Array("source b.diffable\n".utf8), to: "a.diffable", in: directory)
    let b = try BadInput.write(
      Array("appendItems 8\nsource a.diffable\n".utf8), to: "b.diffable", in: directory)
    let given = BadInput.runFile(directory.appendingPathComponent("a.diffable").path)
    let error = try #require(given.run.errorLine)
    #expect(error.hasPrefix("\(b):2: error: "), "\(error)")
    #expect(error.contains("a.diffable is already being run"))
  }

  @Test func sourceNestedAHundredDeepStopsAtTheLimitAndRunsNothingBeyond() throws {
    let directory = try BadInput.directory()
    for depth in 0..<100 {
      try BadInput.write(
        Array("source s\(depth + 1).diffable\n".utf8), to: "s\(depth).diffable", in: directory)
    }
    try BadInput.write(Array("appendItems 8\n".utf8), to: "s100.diffable", in: directory)
    let run = BadInput.run("source \(directory.path)/s0.diffable")
    let error = try #require(run.errorLine)
    // bad.diffable runs s0 ... s31 (32 files deep); s31's source line is refused.
    #expect(error.hasPrefix("\(directory.path)/s31.diffable:1: error: "), "\(error)")
    #expect(error.contains("source is nested more than \(Shell.maxSourceDepth) files deep"))
    #expect(run.stateUnchanged)
    #expect(run.shell.hadFailure)
  }

  @Test func aSourcedScriptsErrorNamesItsOwnFileAndLine() throws {
    let directory = try BadInput.directory()
    let path = try BadInput.write(
      Array("echo fine\nappendSections main\n".utf8), to: "inner.diffable", in: directory)
    let run = BadInput.run("source \(path)")
    let error = try #require(run.errorLine)
    #expect(error.hasPrefix("\(path):2: error: "), "\(error)")
    #expect(run.stateUnchanged)
  }
}
