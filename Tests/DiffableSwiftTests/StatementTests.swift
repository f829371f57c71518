import DiffableEngine
import DiffableShell
import DiffableSwift
import Testing

@Suite("Swift statements: loops, if, print, comments, snapshot calls")
struct StatementTests {
  @Test func nestedLoopsFillTheSnapshot() {
    let session = SwiftSession()
    session.enter(
      """
      // sections, then two rows in each
      let sections = ["A", "B"]
      snapshot.appendSections(sections)
      for section in sections {
          for row in 1...2 {
              snapshot.appendItems([section + String(row)], toSection: section)
          }
      }
      """)
    #expect(session.items == ["\"A1\"", "\"A2\"", "\"B1\"", "\"B2\""])
  }

  @Test func ifElseAndWhere() {
    let session = SwiftSession()
    let output = session.enter(
      """
      for n in 1...4 where n != 3 {
          if n % 2 == 0 {
              print("even", n)
          } else if n == 1 {
              print("one")
          } else {
              print("odd", n)
          }
      }
      """)
    #expect(output == ["one", "even 2", "even 4"])
  }

  @Test func blockCommentsAndLineCommentsAreIgnored() {
    let session = SwiftSession()
    #expect(session.enter("/* a\n comment */\nprint(1) // one") == ["1"])
  }

  @Test func snapshotCallsLowerToTheShortSyntaxsCommands() {
    let swift = SwiftSession()
    swift.enter(
      """
      enum Section { case main, extra }
      var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
      snapshot.appendSections([.main])
      snapshot.insertSections([.extra], afterSection: .main)
      snapshot.appendItems([1, 2, 3], toSection: .main)
      snapshot.insertItems([4], beforeItem: 1)
      snapshot.moveItem(3, afterItem: 4)
      snapshot.deleteItems([2])
      snapshot.reloadItems([1])
      dataSource.apply(snapshot, animatingDifferences: true)
      """)
    let short = SwiftSession()
    short.shell.run("appendSections main; insertSections extra after main; appendItems 1 2 3 to main")
    short.shell.run("insertItems 4 before 1; moveItem 3 after 4; deleteItems 2; reloadItems 1; apply")
    #expect(swift.items == short.items)
    #expect(
      swift.state.dataSource.snapshot.itemIdentifiers == short.state.dataSource.snapshot.itemIdentifiers)
  }

  @Test func aUIKitErrorPointsAtTheCall() {
    let session = SwiftSession()
    let output = session.enter("var s = NSDiffableDataSourceSnapshot<String, Int>()\ns.appendItems([1])")
    #expect(output.first?.contains("reason: 'There are currently no sections") == true, "\(output)")
    #expect(output.contains("    s.appendItems([1])"))
  }

  @Test func theTableViewsCallsRun() {
    let session = SwiftSession()
    let output = session.enter(
      """
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
      cell.textLabel?.text = "dequeued"
      print(cell.textLabel?.text ?? "none")
      """)
    #expect(output == ["dequeued"])
  }

  @Test func theCellProviderRunsForEachRow() {
    let session = SwiftSession()
    let output = session.enter(
      """
      struct Fruit: Hashable { let name: String; let price: Int }
      let dataSource = UITableViewDiffableDataSource<String, Fruit>(tableView: tableView) { tableView, indexPath, fruit in
          let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
          cell.textLabel?.text = "\\(fruit.name) costs \\(fruit.price)"
          return cell
      }
      """)
    #expect(!output.contains { $0.hasPrefix("error") }, "\(output)")
    session.enter(
      """
      var fruits = NSDiffableDataSourceSnapshot<String, Fruit>()
      fruits.appendSections(["stand"])
      fruits.appendItems([Fruit(name: "Apple", price: 3)])
      dataSource.apply(fruits)
      """)
    // The provider runs for the row: the cell shows what it set.
    #expect(session.enter("show").contains { $0.hasSuffix("Apple costs 3") })
  }

  @Test func theShapeRuleTellsSwiftFromTheShortSyntax() {
    let swift = [
      "struct Payment: Hashable {", "enum Section { case main }", "typealias Section = String", "let a = 1",
      "var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()", "for x in xs {", "if a {", "// note",
      "/* note */", "snapshot.appendItems(apples, toSection: .apples)", "print(a)",
      "snapshot = dataSource.snapshot()",
      "dataSource.apply(snapshot)", "tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"c\")",
      "items.forEach { print($0) }", "model.$items.sink { print($0) }.store(in: &bag)",
      "model.$count.map { $0 * 10 }.receive(on: DispatchQueue.main).sink { print($0) }",
      "model.$count = 1", "[1, 2].forEach { print($0) }", "print([1].count)",
    ]
    let short = [
      "appendItems a b to main", "struct Payment { id, title } hash(id)", "apply", "show",
      "snapshot.itemIdentifiers", "tableView.deleteRows [0, 0]", "echo (hi)",
      "appendItems Payment(id: 1, title: \"a\")",
      "hash Payment: id", "",
    ]
    for line in swift { #expect(SwiftShape.isSwift(line, shortSyntaxReads: shortSyntaxReads), "\(line)") }
    for line in short { #expect(!SwiftShape.isSwift(line, shortSyntaxReads: shortSyntaxReads), "\(line)") }
  }

  @Test func aSwiftBlockIsCompleteWhenItsBracesClose() {
    #expect(SwiftShape.needsContinuation("struct P: Hashable {"))
    #expect(SwiftShape.needsContinuation("struct P: Hashable {\n  let id: Int"))
    #expect(!SwiftShape.needsContinuation("struct P: Hashable {\n  let id: Int\n}"))
    #expect(SwiftShape.needsContinuation("snapshot.appendItems([1,"))
    #expect(SwiftShape.needsContinuation("let s = \"}\" /* open"))
    #expect(!SwiftShape.needsContinuation("let s = \"{\""))
    #expect(!SwiftShape.needsContinuation("for x in [1] { print(x) }"))
    // An escaped backslash before a quote ends the string: `/*` inside it opens no comment (the
    // next line was swallowed into the entry).
    #expect(!SwiftShape.needsContinuation(#"f(["/*\\", "plain"], toSection: "/*\\")"#))
    #expect(SwiftShape.needsContinuation(#"let s = "\\" /* open"#))
  }

  @Test func aPastedBlockRunsAsOneEntry() {
    var lines = ContinuedLines(frontEnd: SwiftFrontEnd())
    #expect(lines.add("struct Payment: Hashable {") == nil)
    #expect(lines.add("    let id: Int") == nil)
    #expect(lines.add("    // a } in a comment") == nil)
    #expect(lines.add("}") == "struct Payment: Hashable {\n    let id: Int\n    // a } in a comment\n}")
  }
}
