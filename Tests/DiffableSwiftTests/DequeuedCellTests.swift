import Testing

/// Every dequeued cell is a new one, as its class's initializer makes it, however it is made
/// (the stand-in `UITableViewCell` is copied from the first one made for its identifier).
@Suite("Each dequeued cell is a new cell with its own labels")
struct DequeuedCellTests {
  /// Three fruits applied by a provider that keeps every cell it dequeues in `cells`, and sets
  /// the first one's text only.
  static func program(cellClass: String, declarations: String = "") -> String {
    """
    \(declarations)
    struct Fruit: Hashable {
      let id: Int
    }
    var cells: [\(cellClass)] = []
    let tableView = UITableView()
    tableView.register(\(cellClass).self, forCellReuseIdentifier: "Fruit")
    let dataSource = UITableViewDiffableDataSource<Int, Fruit>(tableView: tableView) {
      tableView, indexPath, fruit in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath) as! \(cellClass)
      if cells.isEmpty { cell.textLabel?.text = "first" }
      cells.append(cell)
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Fruit>()
    snapshot.appendSections([0])
    snapshot.appendItems([Fruit(id: 1), Fruit(id: 2), Fruit(id: 3)])
    dataSource.apply(snapshot)
    print(cells.count, cells[0] === cells[1], cells[1] === cells[2])
    print(cells[0].textLabel! === cells[1].textLabel!, cells[0].imageView! === cells[2].imageView!)
    print(cells.map { $0.textLabel?.text ?? "-" }, cells.map { $0.reuseIdentifier ?? "-" })
    print(cells.map { $0.detailTextLabel == nil }, cells.map { $0.accessoryType == .none })

    """
  }

  @Test func standInCellsAreDistinctAndFresh() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program(cellClass: "UITableViewCell"))
    #expect(session.output.contains("3 false false"), "\(session.output)")
    #expect(session.output.contains("false false"), "\(session.output)")
    #expect(session.output.contains(#"["first", "-", "-"] ["Fruit", "Fruit", "Fruit"]"#), "\(session.output)")
    #expect(session.output.contains("[true, true, true] [true, true, true]"), "\(session.output)")
  }

  @Test func subclassCellsRunTheirInitializerEachTime() {
    let session = SwiftFrontEndTests.interpreted()
    let declarations = """
      var made = 0
      final class FruitCell: UITableViewCell {
        let number: Int = {
          made += 1
          return made
        }()
      }
      """
    session.enter(
      Self.program(cellClass: "FruitCell", declarations: declarations)
        + "print(cells.map(\\.number))")
    #expect(session.output.contains("3 false false"), "\(session.output)")
    #expect(session.output.contains(#"["first", "-", "-"] ["Fruit", "Fruit", "Fruit"]"#), "\(session.output)")
    #expect(session.output.contains("[1, 2, 3]"), "\(session.output)")
  }

  @Test func cellsMadeAgainInALaterEntryAreFreshToo() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program(cellClass: "UITableViewCell"))
    session.enter(
      """
      cells[1].textLabel?.text = "changed"
      let again = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: IndexPath(row: 0, section: 0))
      print(again.textLabel?.text ?? "nil", again === cells[0], cells[1].textLabel?.text ?? "nil")
      """)
    #expect(session.output.contains("nil false changed"), "\(session.output)")
  }
}
