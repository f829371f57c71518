import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Data source commands and Swift's snapshot lines")
struct ParserDataSourceTests {
  @Test(arguments: [
    "apply", "apply snapshot", "apply()", "apply(snapshot)", "dataSource.apply(snapshot)",
    "dataSource.apply(snapshot, animatingDifferences: true)", "apply(snapshot, completion: nil)",
    "dataSource.apply(snapshot, animatingDifferences: true, completion: nil)",
    "apply animatingDifferences: true",
    "APPLY SNAPSHOT",
  ])
  func applyAnimating(line: String) throws {
    #expect(try command(line) == .apply(animatingDifferences: true))
  }

  @Test(arguments: [
    "apply animatingDifferences: false", "apply animatingDifferences false",
    "apply snapshot animatingDifferences: false",
    "apply snapshot, animatingDifferences: false", "dataSource.apply(snapshot, animatingDifferences: false)",
  ])
  func applyWithoutAnimation(line: String) throws {
    #expect(try command(line) == .apply(animatingDifferences: false))
  }

  @Test(arguments: [
    "applySnapshotUsingReloadData", "applySnapshotUsingReloadData snapshot", "applySnapshotUsingReloadData()",
    "dataSource.applySnapshotUsingReloadData(snapshot)",
    "dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)",
  ])
  func applySnapshotUsingReloadData(line: String) throws {
    #expect(try command(line) == .applySnapshotUsingReloadData)
  }

  @Test(arguments: [
    "new", "new()", "var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()",
    "var snapshot = NSDiffableDataSourceSnapshot()",
    "let snapshot = NSDiffableDataSourceSnapshot<Int, String>()",
    "var snapshot = NSDiffableDataSourceSnapshot<Section.ID, Item.ID>()",
    "var snapshot: NSDiffableDataSourceSnapshot<Section, Item> = .init()",
    "var snapshot: NSDiffableDataSourceSnapshot<Section, Item> = NSDiffableDataSourceSnapshot()",
  ])
  func newSnapshot(line: String) throws {
    #expect(try command(line) == .new)
  }

  @Test(arguments: [
    "snapshot", "snapshot()", "dataSource.snapshot()", "let snapshot = dataSource.snapshot()",
    "var snapshot = dataSource.snapshot()", "var snapshot = snapshot()",
  ])
  func copyOfTheAppliedSnapshot(line: String) throws {
    #expect(try command(line) == .snapshot)
  }

  @Test func commandsWithoutArguments() throws {
    #expect(try command("diff") == .diff(minimal: false))
    #expect(try command("diff --minimal") == .diff(minimal: true))
    #expect(try command("show") == .show)
    #expect(try command("print") == .print)
    #expect(try command("undo") == .undo)
    #expect(try command("redo") == .redo)
    #expect(try command("Undo()") == .undo)
  }

  @Test func explain() throws {
    #expect(try command("explain") == .explain(nil))
    #expect(try command("explain a") == .explain(sym("a")))
    #expect(
      try command("explain Payment(id: 1)")
        == .explain(.structure(type: "Payment", arguments: [.init(label: "id", value: .int(1))])))
  }

  @Test func mode() throws {
    #expect(try command("mode classic") == .mode(.classic))
    #expect(try command("mode diffable") == .mode(.diffable))
    #expect(try command("MODE Classic") == .mode(.classic))
    #expect(try command("mode .diffable") == .mode(.diffable))
  }

  @Test func cell() throws {
    #expect(
      try command(#"cell Payment "{title}: {price}""#) == .cell(type: "Payment", template: "{title}: {price}")
    )
    #expect(try command(#"cell String "{value}""#) == .cell(type: "String", template: "{value}"))
  }
}

@Suite("Session commands")
struct ParserSessionTests {
  @Test func help() throws {
    #expect(try command("help") == .help(nil))
    #expect(try command("help appendItems") == .help("appendItems"))
    #expect(try command("help tableView.insertRows") == .help("tableView.insertRows"))
    #expect(try command("help lessons  ") == .help("lessons"))
    #expect(try CommandParser.parse("help apply; undo") == [.help("apply"), .undo])
  }

  @Test func sourceTakesTheRestOfTheLineOrAQuotedPath() throws {
    #expect(try command("source lessons/one.diffable") == .source("lessons/one.diffable"))
    #expect(try command("source  my file.diffable  ") == .source("my file.diffable"))
    #expect(try command("source ~/a;b#c") == .source("~/a;b#c"))
    #expect(try command(#"source "a \"b\".diffable""#) == .source(#"a "b".diffable"#))
    #expect(try CommandParser.parse(#"source "x"; undo"#) == [.source("x"), .undo])
  }

  @Test func echoTakesTheRestOfTheLineVerbatim() throws {
    #expect(try command("echo hello") == .echo("hello"))
    #expect(try command("echo    two  spaces  ") == .echo("two  spaces  "))
    #expect(try command("echo") == .echo(""))
    #expect(
      try command("echo a; b # not a comment \"unbalanced ( [")
        == .echo("a; b # not a comment \"unbalanced ( ["))
    #expect(try CommandParser.parse("undo; echo done; redo") == [.undo, .echo("done; redo")])
    #expect(try command("try? echo x") == .tryOptional(.echo("x")))
    #expect(try command("echo line one \nline two") == .echo("line one \nline two"))
  }

  @Test func settings() throws {
    #expect(try command("set bail on") == .set(.bail(true)))
    #expect(try command("set bail off") == .set(.bail(false)))
    #expect(try command("set bail false") == .set(.bail(false)))
    #expect(try command("set format text") == .set(.format(.text)))
    #expect(try command("set format JSON") == .set(.format(.json)))
    #expect(try command("set color on") == .set(.color(true)))
    #expect(try command("set color off") == .set(.color(false)))
    #expect(try command("set ios 15") == .set(.ios(15)))
    #expect(try command("SET IOS 13") == .set(.ios(13)))
  }

  @Test func resetAndQuit() throws {
    #expect(try command("reset") == .reset)
    #expect(try command("quit") == .quit)
    #expect(try command("exit") == .quit)
    #expect(try command("Exit") == .quit)
  }
}
