import Testing

/// A subclass of `UITableViewDiffableDataSource`, as apps write one: its own methods first, the
/// data source's for the rest, and its `tableView(_:titleForHeaderInSection:)` is what `show`
/// draws over each section.
@Suite("A data source subclass runs as written")
struct DataSourceSubclassTests {
  static let program = """
    enum Shelf: String {
      case fruit = "Fruit"
      case bread = "Bread"
    }
    final class ShopDataSource: UITableViewDiffableDataSource<Shelf, String> {
      var asked = 0
      override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        asked += 1
        let shelf = snapshot().sectionIdentifiers[section]
        return shelf == .bread ? nil : shelf.rawValue + " (\\(snapshot().numberOfItems(inSection: shelf)))"
      }
    }
    let tableView = UITableView()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = ShopDataSource(tableView: tableView) { tableView, indexPath, name in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = name
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Shelf, String>()
    snapshot.appendSections([.fruit, .bread])
    snapshot.appendItems(["apple", "pear"], toSection: .fruit)
    snapshot.appendItems(["rye"], toSection: .bread)
    dataSource.apply(snapshot)

    """

  @Test func showDrawsTheTitlesTheOverrideAnswers() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    let shown = session.enter("show")
    #expect(shown.contains("section 0: Fruit (2)"), "\(shown)")
    #expect(shown.contains("section 1 (bread)"), "\(shown)")
    #expect(!shown.contains { $0.hasPrefix("no header titles") }, "\(shown)")
    #expect(session.enter("print(dataSource.asked)") == ["2"])
  }

  /// The table asks again after each apply, so a title follows the snapshot.
  @Test func theTitlesFollowEachApply() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    session.enter("snapshot.appendItems([\"fig\"], toSection: .fruit)\ndataSource.apply(snapshot)")
    #expect(session.enter("show").contains("section 0: Fruit (3)"))
    session.enter("undo")
    #expect(session.enter("show").contains("section 0: Fruit (2)"))
  }

  /// The subclass's instance is the data source: `apply`, `snapshot()` and
  /// `itemIdentifier(for:)` are the data source's.
  @Test func theDataSourcesMethodsAnswerOnTheSubclass() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    #expect(
      session.enter("print(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) ?? \"none\")") == [
        "rye"
      ])
    #expect(session.enter("print(dataSource.snapshot().numberOfSections)") == ["2"])
  }
}
