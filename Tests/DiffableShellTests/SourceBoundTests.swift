import DiffableEngine
import DiffableShell
import Foundation
import Testing

@Suite("source: a bound on the lines nested scripts run, not only on their depth")
struct SourceBoundTests {
  /// `count` files in a fresh directory, `f0` to `f(count-1)`: each sources the next twice
  /// and appends one item; the last only appends.
  private func doublingChain(_ count: Int) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diffable-source-bound-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for index in 0..<count {
      let body =
        index == count - 1
        ? "try? appendItems x\n" : "source f\(index + 1).diffable\nsource f\(index + 1).diffable\n"
      try body.write(
        to: directory.appendingPathComponent("f\(index).diffable"), atomically: true, encoding: .utf8)
    }
    return directory
  }

  @Test func nineteenFilesThatEachSourceTheNextTwiceStopAtTheBound() throws {
    let directory = try doublingChain(19)
    let main = directory.appendingPathComponent("main.diffable")
    try "appendSections s\nsource f0.diffable\nnumberOfItems\n".write(
      to: main, atomically: true, encoding: .utf8)
    final class Sink: @unchecked Sendable { var lines: [String] = [] }
    let sink = Sink()
    let shell = Shell { sink.lines.append($0) }
    shell.maxSourcedLines = 1_000
    shell.runFile(main.path)
    let errors = sink.lines.filter { $0.contains("error") }
    #expect(errors.count == 1, "\(errors)")
    // The file and line where the bound was reached, and the bound.
    #expect(
      errors.first?.contains("/f17.diffable:2: error: source ran more than 1,000 lines") == true, "\(errors)")
    #expect(shell.hadFailure)
    // The script stopped there (bail on): numberOfItems did not run.
    #expect(!sink.lines.contains("1"))
    // What ran before the bound stays, as after any failed line of a script.
    #expect(shell.session.state.working.numberOfItems == 1)
  }

  @Test func aLongChainUnderTheBoundRunsWhole() throws {
    let directory = try doublingChain(5)
    let main = directory.appendingPathComponent("main.diffable")
    try "appendSections s\nsource f0.diffable\nnumberOfItems\n".write(
      to: main, atomically: true, encoding: .utf8)
    final class Sink: @unchecked Sendable { var lines: [String] = [] }
    let sink = Sink()
    let shell = Shell { sink.lines.append($0) }
    shell.maxSourcedLines = 1_000
    #expect(shell.runFile(main.path))
    #expect(!shell.hadFailure)
    #expect(sink.lines.last == "1")
  }

  @Test func theCountStartsAgainAtEachSource() throws {
    let directory = try doublingChain(5)  // 2 + 4 + 8 + 16 + 16 = 46 lines per source
    let main = directory.appendingPathComponent("main.diffable")
    let script = "appendSections s\n" + String(repeating: "source f0.diffable\n", count: 5)
    try script.write(to: main, atomically: true, encoding: .utf8)
    final class Sink: @unchecked Sendable { var lines: [String] = [] }
    let sink = Sink()
    let shell = Shell { sink.lines.append($0) }
    shell.maxSourcedLines = 50
    #expect(shell.runFile(main.path))
    #expect(!shell.hadFailure)
  }
}
