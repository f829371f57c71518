import DiffableEngine
import DiffableShell
import DiffableSwift
import Foundation
import Testing

/// `export swift` of a session of the program's own Swift writes the code as the user wrote it.
/// The proof runs each article and corpus snippet in diffable, exports it, and compiles the file
/// with swiftc against the UIKit stand-in (StandIns/UIKit, whose table view shows the rows
/// diffable's session shows) and the toolchain's XCTest: the file must compile as written and
/// every assertion it makes must hold, so the statements, run compiled in the file's order, make
/// the table diffable predicted.
@Suite("Export as written: the program's own Swift, compiled, passes its assertions")
struct AsWrittenExportTests {
  static let snippets =
    ArticleTests.articles.map { "articles/\($0)" } + CorpusRunner.names.map { "corpus/\($0)" }

  @Test(arguments: snippets)
  func theExportCompilesAndItsAssertionsHold(snippet: String) throws {
    let name = String(snippet.split(separator: "/").last ?? "")
    let (file, folder) = try Self.export(try fixture(snippet + ".swift"), name: name)
    #expect(file.contains("Your Swift as you wrote it"), "\(snippet) was not exported as written")
    let result = try Self.compileAndRun(file, in: folder)
    #expect(result.status == 0, "\(snippet): \(result.output)\(result.errors)")
  }

  @Test func declarationsGoToTheTopAndStatementsToTheTestInOrder() throws {
    let (file, _) = try Self.export(
      """
      let items = [1, 2, 3]  // The rows.
      func load() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items)
        dataSource.apply(snapshot)
      }
      load()
      print(dataSource.snapshot().numberOfItems)
      """, name: "order")
    let lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let top = try #require(lines.firstIndex(of: "let items = [1, 2, 3]  // The rows."))
    #expect(lines[top - 1] == "@MainActor")
    #expect(lines[top + 2] == "@MainActor")
    #expect(lines[top + 3] == "func load() {")
    #expect(lines.contains("@MainActor var dataSource: UITableViewDiffableDataSource<String, Int>!"))
    let test = try #require(lines.firstIndex(of: "  func testSession() throws {"))
    #expect(top < test)
    #expect(
      Array(lines[(test + 1)...].prefix(4)) == [
        "    makeSessionTable()", "    load()",
        "    XCTAssertEqual(rowsShown(), [[\"1\", \"2\", \"3\"]], \"the rows diffable predicts\")",
        "    print(dataSource.snapshot().numberOfItems)",
      ])
  }

  /// Work the code queues (a `Task`, `DispatchQueue.main.async`) runs after the entry in diffable:
  /// the test lets it run before it looks at the rows, so the compiled program makes them too.
  @Test func queuedWorkRunsBeforeTheRowsAreChecked() throws {
    let (file, folder) = try Self.export(
      """
      struct Item: Hashable { let id: Int }
      func load() async -> [Item] { [Item(id: 1), Item(id: 2)] }
      func show(_ items: [Item]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
      }
      Task { show(await load()) }
      DispatchQueue.main.async { show([Item(id: 3)]) }
      """, name: "queued")
    #expect(file.contains("RunLoop.main.run("))
    let result = try Self.compileAndRun(file, in: folder)
    #expect(result.status == 0, "\(result.output)\(result.errors)")
  }

  @Test func commentLinesGoWithTheCodeAfterThem() throws {
    let (file, _) = try Self.export(
      """
      // The rows.

      // One, two, three.
      let items = [1, 2, 3]
      // Show them.
      print(items)
      """, name: "comments")
    #expect(file.contains("\n// The rows.\n// One, two, three.\n@MainActor\nlet items = [1, 2, 3]\n"))
    #expect(file.contains("\n    // Show them.\n    print(items)\n"))
  }

  @Test func anErrorUnderCommentLinesNamesItsLineInTheFile() {
    let session = SwiftSession()
    let output = session.runScript(
      """
      // A header.

      /* A block
         comment. */
      print(undefinedName)
      """, name: "c.swift")
    #expect(output.first == "c.swift:5: error: cannot find 'undefinedName' in scope")
  }

  @Test func aFailedEntryIsACommentUnderWhy() throws {
    let session = SwiftSession()
    session.enter("var snapshot = NSDiffableDataSourceSnapshot<String, Int>()")
    session.enter("snapshot.appendSections([\"a\"])")
    session.enter("snapshot.appendItems([1, 1])")
    session.enter("dataSource.apply(snapshot)")
    let file = try Self.exported(from: session, name: "failed")
    #expect(file.contains("    // diffable: this fails (on a device, a crash): "))
    #expect(file.contains("    // snapshot.appendItems([1, 1])"))
    #expect(file.contains("\n    dataSource.apply(snapshot)\n    XCTAssertEqual(rowsShown(), [[]]"))
  }

  @Test func aNameDeclaredAgainIsAssignedOrLeftOut() throws {
    let session = SwiftSession()
    session.enter("// let it be two\nlet limit = 2")
    session.enter("let limit = 3")
    session.enter("func f() -> Int { 1 }")
    session.enter("func f() -> Int { 2 }")
    session.enter("let limit = \"x\"")
    let file = try Self.exported(from: session, name: "again")
    #expect(file.contains("// let it be two\n@MainActor\nvar limit = 2"))
    #expect(file.contains("    limit = 3  // declared again here: a file assigns it"))
    #expect(!file.contains("limit = \"x\"  //"))
    #expect(
      file.contains(
        "// diffable left this out: declared again in a later entry, which replaced it\n// @MainActor\n// func f() -> Int { 1 }"
      ))
    #expect(file.contains("@MainActor\nfunc f() -> Int { 2 }"))
    #expect(
      file.contains(
        "// diffable left this out: declares 'limit' again with another type, which a file cannot\n// let limit = \"x\""
      ))
  }

  @Test func aSessionThatAlsoEditsInTheShortSyntaxIsReplayedCommandByCommand() throws {
    let session = SwiftSession()
    session.enter("var snapshot = NSDiffableDataSourceSnapshot<String, Int>()")
    session.enter("appendSections main")
    let file = try Self.exported(from: session, name: "mixed")
    #expect(!file.contains("Your Swift as you wrote it"))
  }

  @Test func rowsHoldingUUIDsAreCounted() throws {
    let (file, _) = try Self.export(
      """
      struct Note: Hashable { let id = UUID(); var text: String }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Note>()
      snapshot.appendSections([0])
      snapshot.appendItems([Note(text: "a")])
      dataSource.apply(snapshot)
      """, name: "uuid")
    #expect(file.contains("XCTAssertEqual(rowCountsShown(), [1], \"the rows diffable predicts (counted)\")"))
    #expect(file.contains("// diffable predicts: [[\"Note(id: "))
  }

  // MARK: - Helpers

  /// `source` run as a Swift file named `name`.swift, then exported: the file's text and the
  /// folder it is in.
  static func export(_ source: String, name: String) throws -> (String, URL) {
    let session = SwiftSession()
    session.runScript(source, name: name + ".swift")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diffable-as-written-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (try exported(from: session, name: "Export", in: folder), folder)
  }

  /// What `export swift` writes for `session`.
  static func exported(from session: SwiftSession, name: String, in folder: URL? = nil) throws -> String {
    let folder = folder ?? FileManager.default.temporaryDirectory
    let path = folder.appendingPathComponent("\(name).swift").path
    let outcome = session.shell.export(.swift, to: path)
    #expect(outcome.error == nil, "\(outcome)")
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Export.swift in `folder` compiled against the stand-in with a main file that runs its test.
  static func compileAndRun(_ file: String, in folder: URL) throws -> CorpusRunner.Run {
    let module = try StandInModule.folder()
    let main = folder.appendingPathComponent("main.swift")
    try """
    import XCTest
    XCTMain([testCase([("testSession", ExportTests.testSession)])])
    """.write(to: main, atomically: true, encoding: .utf8)
    let program = folder.appendingPathComponent("export")
    let arguments =
      [
        "-module-name", CorpusRunner.programModule, "-swift-version", "5", "-Onone", "Export.swift",
        "main.swift",
      ]
      + StandInModule.linkFlags(module) + ["-o", program.path]
    let compiled = try CorpusRunner.execute(CorpusRunner.swiftc ?? "swiftc", arguments, in: folder)
    guard compiled.status == 0 else { return compiled }
    return try CorpusRunner.execute(program.path, [], in: folder)
  }
}
