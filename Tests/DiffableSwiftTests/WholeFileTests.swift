import DiffableEngine
import DiffableShell
import DiffableSwift
import Foundation
import Testing

/// A `.swift` file is read as swiftc reads it: checked whole before any of it runs, its
/// declarations known throughout, its statements found by the parser (a chain continued on the
/// next line is one statement), each top-level statement an entry of its own.
@Suite("A .swift file is read whole, as the compiler reads it")
struct WholeFileTests {
  /// The view controller first, the model below it, the code that runs last: the order of many
  /// articles and of Apple's samples.
  @Test func aViewControllerAboveItsModelRuns() {
    let session = SwiftSession()
    let output = session.runScript(
      """
      import UIKit

      final class ListViewController: UIViewController {
          var dataSource: UITableViewDiffableDataSource<Section, Item>!
          let tableView = UITableView()

          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
              dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) {
                  tableView, indexPath, item in
                  let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                  cell.textLabel?.text = item.title
                  return cell
              }
              var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
              snapshot.appendSections([.main])
              snapshot.appendItems(Item.samples)
              dataSource.apply(snapshot, animatingDifferences: false)
          }
      }

      enum Section { case main }

      struct Item: Hashable {
          let id: Int
          let title: String
          static let samples = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]
      }

      let controller = ListViewController()
      controller.loadViewIfNeeded()
      """)
    #expect(!session.shell.hadFailure, "\(output)")
    #expect(output.contains { $0.hasPrefix("reloadData:") }, "\(output)")
    #expect(session.state.dataSource.snapshot.numberOfItems == 2)
  }

  /// Code above the function and the type it uses: both are there from the first line.
  @Test func codeAboveTheDeclarationsItUsesRuns() {
    let session = SwiftSession()
    let output = session.runScript(
      """
      let items = makeItems()
      print(items.map { $0.label })
      func makeItems() -> [Item] { [Item(id: 1), Item(id: 2)] }
      struct Item: Hashable { let id: Int; var label: String { "item \\(id)" } }
      """)
    #expect(
      output == [
        "Item: synthesized Hashable, hash and == use every stored property (id)", #"["item 1", "item 2"]"#,
      ])
  }

  /// A type's rule is announced once; an extension announces it again only when it may change it
  /// (it declares `hash(into:)` or `==`, or the conformance): `extension Game { static var all }`
  /// said the same rule twice.
  @Test func anExtensionAnnouncesTheRuleOnlyWhenItMayChangeIt() {
    let session = SwiftSession()
    let output = session.runScript(
      """
      struct Game { let id: Int; var title: String }
      extension Game { static var all = [Game(id: 1, title: "Myst")] }
      extension Game: Hashable {}
      extension Game { var label: String { title.uppercased() } }
      extension Game {
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        static func == (lhs: Game, rhs: Game) -> Bool { lhs.id == rhs.id }
      }
      print(Game.all.map { $0.label })
      """)
    #expect(
      output == [
        "Game: synthesized Hashable, hash and == use every stored property (id, title)",
        "Game: hash(id), ==(id)", #"["MYST"]"#,
      ], "\(output)")
  }

  /// A chain continued by lines that start with a period is one statement, as the parser reads it.
  @Test func aChainOnSeveralLinesIsOneStatement() {
    let session = SwiftSession()
    session.shell.echo = true
    let output = session.runScript(
      """
      let sorted = [3, 1, 2]
          .sorted()
          .map { $0 * 10 }
      print(sorted)
      """)
    #expect(
      output == [
        "> let sorted = [3, 1, 2]", ">     .sorted()", ">     .map { $0 * 10 }", "> print(sorted)",
        "[10, 20, 30]",
      ])
  }

  /// An error anywhere in the file refuses it before anything runs, as swiftc refuses to build
  /// it, even when the script goes on after failures (`--keep-going`).
  @Test func anErrorAnywhereRefusesTheFileBeforeAnythingRuns() {
    let session = SwiftSession()
    session.runScript("set bail off", name: "setup.diffable")
    let output = session.runScript(
      """
      struct Item: Hashable { let id: Int }
      print("before")
      let count: Int = "three"
      print("after")
      """)
    #expect(
      output == [
        "test.swift:3: error: cannot convert value of type 'String' to specified type 'Int'",
        "    let count: Int = \"three\"", "                     ^",
      ])
    #expect(session.shell.hadFailure)
    #expect(session.state.registry["Item"] == nil)
  }

  /// Each top-level statement is an entry: a trap takes back what its statement did, and with
  /// `--keep-going` the next statement runs.
  @Test func aTrapEndsItsStatementAndKeepGoingRunsTheNext() {
    let session = SwiftSession()
    session.runScript("set bail off", name: "setup.diffable")
    let output = session.runScript(
      """
      var numbers = [1, 2, 3]
      numbers.append(4); print(numbers[9])
      print(numbers)
      """)
    #expect(output.first == "test.swift:2: error: Fatal error: Index out of range", "\(output)")
    #expect(output.last == "[1, 2, 3]", "\(output)")
  }

  /// Declarations that nothing above them uses run where they stand: what diffable says about a
  /// type comes under its lines, and every line is shown once, comments and blank lines too.
  @Test func declarationsRunInPlaceAndEveryLineIsShownOnce() {
    let session = SwiftSession()
    session.shell.echo = true
    let output = session.runScript(
      """
      // The model.
      struct Item: Hashable { let id: Int }

      var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
      snapshot.appendSections([0])
      func add(_ id: Int) { snapshot.appendItems([Item(id: id)]) }
      add(1)
      // The end.
      """)
    #expect(
      output == [
        "> // The model.", "> struct Item: Hashable { let id: Int }",
        "Item: synthesized Hashable, hash and == use every stored property (id)", ">",
        "> var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()", "> snapshot.appendSections([0])",
        "> func add(_ id: Int) { snapshot.appendItems([Item(id: id)]) }", "> add(1)", "> // The end.",
      ])
    #expect(session.items == ["Item(id: 1)"])
  }

  /// A function above the code that calls a function below: the declarations are taken ahead,
  /// before the first statement that runs, and the recording keeps them there for the exports.
  @Test func aDeclarationReachedThroughAnotherIsTakenAhead() {
    let session = SwiftSession()
    let output = session.runScript(
      """
      func load() { print(title()) }
      load()
      func title() -> String { "loaded" }
      """)
    #expect(output == ["loaded"])
    let texts = session.shell.recording.steps.map(\.text)
    #expect(
      texts.first == "func load() { print(title()) }\nfunc title() -> String { \"loaded\" }", "\(texts)")
  }

  /// A file over the limit (a generated one) is left to the shell to read entry by entry.
  @Test func aFileOverTheLimitIsReadEntryByEntry() {
    let session = SwiftSession()
    let comment = "// " + String(repeating: "x", count: SwiftFrontEnd.wholeFileLimit)
    #expect(SwiftFrontEnd().readFile([comment], name: "big.swift", in: session.shell) == nil)
    #expect(SwiftFrontEnd().readFile(["print(1)"], name: "small.swift", in: session.shell) != nil)
  }

  /// A `.swift` file run by `source` from a script is read whole too.
  @Test func aSourcedSwiftFileIsReadWhole() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diffable-whole-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("greeting.swift")
    try "print(greeting())\nfunc greeting() -> String { \"hello\" }\n".write(
      to: file, atomically: true, encoding: .utf8)
    let session = SwiftSession()
    let output = session.runScript("source \(file.path)", name: "main.diffable")
    #expect(output == ["hello"])
  }
}
