import DiffableEngine
import DiffableShell
import DiffableSwift
import Testing

/// The interpreter as the shell's Swift front end: the same program, written as an app writes it
/// (its own table view and data source) or as an article shows it (the session's), gives the
/// same report of what apply sent the table.
@Suite("The Swift front end: a program's own data source and the session's")
struct SwiftFrontEndTests {
  /// A shell whose Swift entries the interpreter runs.
  static func interpreted() -> SwiftSession {
    let session = SwiftSession()
    session.shell.frontEnd = SwiftFrontEnd()
    return session
  }

  /// The table view and data source a program declares before it applies (the session has its
  /// own from the start), whose cells show the items' descriptions.
  static func dataSource(_ section: String, _ item: String) -> String {
    """
    let tableView = UITableView()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = UITableViewDiffableDataSource<\(section), \(item)>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "\\(item)"
      return cell
    }

    """
  }

  /// The lines of every apply's report (its header and its calls), in order.
  static func applies(_ output: [String]) -> [String] {
    var lines: [String] = []
    var inApply = false
    for line in output {
      if line.hasPrefix("apply") { inApply = true } else if !line.hasPrefix("  ") { inApply = false }
      if inApply { lines.append(line) }
    }
    return lines
  }

  static let model = """
    struct Fruit: Hashable {
      let id: Int
      var name: String
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Fruit>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")], toSection: 0)
    snapshot.appendItems([Fruit(id: 3, name: "fig")], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: true)
    snapshot.moveItem(Fruit(id: 3, name: "fig"), beforeItem: Fruit(id: 1, name: "apple"))
    snapshot.deleteItems([Fruit(id: 2, name: "pear")])
    dataSource.apply(snapshot, animatingDifferences: true)
    print(snapshot.itemIdentifiers.map(\\.name))
    """

  @Test func theSameProgramGivesTheSameApplies() {
    let today = SwiftSession().runScript(Self.model)  // the session's data source
    let interpreted = Self.interpreted().runScript(Self.dataSource("Int", "Fruit") + Self.model)
    let expected = Self.applies(today)
    #expect(!expected.isEmpty)
    #expect(Self.applies(interpreted) == expected, "\(interpreted)")
    #expect(interpreted.last == "[\"fig\", \"apple\"]", "\(interpreted)")
  }

  /// A session whose data source applied `s`, a snapshot of one section holding `items`.
  static func applied(_ items: String) -> SwiftSession {
    let session = interpreted()
    session.enter(
      dataSource("Int", "Int")
        + """
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems(\(items))
        dataSource.apply(s)
        """)
    return session
  }

  @Test func uikitsRefusalStopsTheEntryAndChangesNothing() {
    let session = Self.applied("[1, 2]")
    let output = session.enter("s.appendItems([3])\ns.appendItems([1, 1])\nprint(\"not reached\")").joined(
      separator: "\n")
    #expect(output.contains("NSInternalInconsistencyException"), "\(output)")
    #expect(!output.contains("not reached"))
    #expect(session.enter("print(s.itemIdentifiers)") == ["[1, 2]"])
  }

  /// A view controller's own code runs as written: its methods, an implicitly unwrapped data
  /// source, a completion handler; an edit that == ignores leaves a stale cell, and the hint
  /// names the field that changed.
  @Test func aViewControllerRunsAsWritten() throws {
    let output = Self.interpreted().runScript(
      try fixture("interpreted/fruits-view-controller.swift"), name: "fruits-view-controller.swift")
    #expect(
      output.filter { $0.hasPrefix("applied") } == ["applied 2", "applied 3", "applied 3"], "\(output)")
    #expect(output.contains("  insertRows  [0, 2]  Fruit(id: 3, name: \"fig\")"), "\(output)")
    let hint = output.first { $0.hasPrefix("hint: stale cell at [0, 0]") } ?? ""
    #expect(hint.contains("name \"apple\" → \"green apple\" changed, but == ignores name"), "\(output)")
    #expect(output.last == "[\"green apple\", \"pear\", \"fig\"]")
  }

  /// A class instance keeps the fields it had when it was put in a snapshot: a new object made
  /// alike (not the one changed in place) goes stale by the fields `==` ignores.
  @Test func aStaleClassInstanceNamesTheFieldsThatChanged() {
    let output = Self.interpreted().runScript(
      Self.dataSource("Int", "Video")
        + """
        final class Video: Hashable, CustomStringConvertible {
          let id: Int
          var title: String
          init(id: Int, title: String) { (self.id, self.title) = (id, title) }
          static func == (lhs: Video, rhs: Video) -> Bool { lhs.id == rhs.id }
          func hash(into hasher: inout Hasher) { hasher.combine(id) }
          var description: String { "Video \\(id): \\(title)" }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Video>()
        snapshot.appendSections([0])
        snapshot.appendItems([Video(id: 1, title: "Intro")])
        dataSource.apply(snapshot)
        var renamed = NSDiffableDataSourceSnapshot<Int, Video>()
        renamed.appendSections([0])
        renamed.appendItems([Video(id: 1, title: "Welcome")])
        dataSource.apply(renamed)
        """)
    let hint = output.first { $0.hasPrefix("hint: stale cell at [0, 0]") } ?? ""
    #expect(
      hint.contains(
        "title \"Intro\" → \"Welcome\" changed, but == ignores title, so apply sent the row nothing"),
      "\(output)")
  }

  /// A trap inside a function an earlier entry declared is shown in that entry's text.
  @Test func anErrorInsideAnEarlierFunctionIsShownWhereItIs() {
    let session = Self.interpreted()
    session.enter("func third(_ values: [Int]) -> Int {\n  values[2]\n}")
    let output = session.enter("print(third([1]))").joined(separator: "\n")
    #expect(output.contains("2:3: Fatal error: Index out of range"), "\(output)")
    #expect(output.contains("  values[2]"), "\(output)")
  }

  /// The article fixtures, run with the data source they assume declared first (unless they
  /// declare it), report the same
  /// applies as with the session's data source. (5 shuffles, so its order depends on how many
  /// random numbers the program drew before.)
  @Test(arguments: [
    "1-payment-stale-cell", "2-payment-synthesized", "3-hash-id-equal-title", "4-fruit-stand",
    "6-sections-by-raw-value",
  ])
  func articlesGiveTheSameApplies(name: String) throws {
    let source = try fixture("articles/\(name).swift")
    let today = SwiftSession().runScript(source)
    // The data source takes the identifier types of the article's first snapshot, unless the
    // article declares its own (declaring it twice is the compiler's error).
    let generics = try #require(source.firstMatch(of: /NSDiffableDataSourceSnapshot<(\w+), (\w+)>/))
    let declared =
      source.contains("let dataSource = ") ? "" : Self.dataSource(String(generics.1), String(generics.2))
    let interpreted = Self.interpreted().runScript(declared + source)
    #expect(!Self.applies(today).isEmpty)
    #expect(Self.applies(interpreted) == Self.applies(today), "\(interpreted)")
  }

  /// A failed entry takes back its apply, and `snapshot()` answers what the session kept.
  @Test func snapshotAfterAFailedEntryIsTheSessions() {
    let session = Self.interpreted()
    session.enter(
      Self.dataSource("Int", "String")
        + """
        var s = NSDiffableDataSourceSnapshot<Int, String>()
        s.appendSections([0])
        s.appendItems(["a"])
        dataSource.apply(s)
        """)
    let failed = session.enter("s.appendItems([\"b\"])\ndataSource.apply(s)\nlet boom = [1][3]").joined(
      separator: "\n")
    #expect(failed.contains("Index out of range"), "\(failed)")
    #expect(session.enter("print(dataSource.snapshot().itemIdentifiers)") == ["[\"a\"]"])
  }

  /// `undo` takes back the program's own changes with the session's, one entry at a time, and
  /// `redo` puts them back.
  @Test func undoAndRedoMoveTheProgramWithTheSession() {
    let session = Self.applied("[1]")
    session.enter("for i in [2, 3] { s.appendItems([i]) }")
    #expect(session.enter("print(s.itemIdentifiers)") == ["[1, 2, 3]"])
    #expect(session.enter("undo") == ["undid `for i in [2, 3] { s.appendItems([i]) }`"])
    #expect(session.enter("print(s.itemIdentifiers)") == ["[1]"])
    session.enter("undo")
    #expect(session.enter("print(s.itemIdentifiers)").first?.contains("cannot find 's'") == true)
    // The program's data source is gone with its entry: the name is the session's own again,
    // whose apply was taken back too.
    #expect(session.enter("print(dataSource.snapshot().numberOfItems)") == ["0"])
    session.enter("redo")
    session.enter("redo")
    #expect(session.enter("print(s.itemIdentifiers, dataSource.snapshot().numberOfItems)") == ["[1, 2, 3] 1"])
  }
}
