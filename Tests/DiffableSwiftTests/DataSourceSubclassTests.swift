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

  /// iOS 15's `sectionIdentifier(for:)` and `index(for:)` answer from the applied snapshot, on
  /// the instance and bare inside the subclass (as the header override here calls it).
  @Test func theSectionQueriesOfIOS15Answer() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    #expect(session.enter("print(dataSource.sectionIdentifier(for: 1) ?? .fruit)") == ["bread"])
    #expect(session.enter("print(dataSource.sectionIdentifier(for: 2) as Any)") == ["nil"])
    #expect(session.enter("print(dataSource.index(for: .bread) ?? -1)") == ["1"])
    session.enter(
      """
      extension ShopDataSource {
        func firstTitle() -> String { sectionIdentifier(for: 0)?.rawValue ?? "-" }
      }
      """)
    #expect(session.enter("print(dataSource.firstTitle())") == ["Fruit"])
  }

  /// `defaultRowAnimation` is kept (UIKit animates with it; diffable draws no animation), on the
  /// subclass's instance too, and starts as `.automatic`.
  @Test func theDefaultRowAnimationIsKept() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    #expect(session.enter("print(dataSource.defaultRowAnimation)") == ["automatic"])
    session.enter("dataSource.defaultRowAnimation = .fade")
    #expect(session.enter("print(dataSource.defaultRowAnimation == .fade)") == ["true"])
  }

  /// A view controller's own `typealias Snapshot = NSDiffableDataSourceSnapshot<...>` is named
  /// bare inside its methods.
  @Test func aTypeAliasInsideAClassIsNamedBareInItsMethods() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    session.enter(
      """
      final class ShelfController {
        typealias Snapshot = NSDiffableDataSourceSnapshot<Shelf, String>
        func emptied() -> Snapshot {
          var snapshot = Snapshot()
          snapshot.appendSections([.fruit])
          return snapshot
        }
      }
      """)
    #expect(session.enter("print(ShelfController().emptied().numberOfSections)") == ["1"])
  }

  /// UIKit's initializer makes the diffable data source its table's `dataSource`: setting it again
  /// (as many apps do) changes nothing, on a subclass's instance too; another table's is refused.
  @Test func aTablesDataSourceIsTheDiffableOne() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    #expect(session.enter("tableView.dataSource = dataSource").isEmpty)
    #expect(session.enter("print(tableView.dataSource === dataSource)") == ["true"])
    let refused = session.enter("let other = UITableView()\nother.dataSource = dataSource")
    #expect(
      refused.first?.contains(
        "diffable does not run a table view whose 'dataSource' is not the diffable data source made with it"
      ) == true, "\(refused)")
  }

  /// `apply(_:animatingDifferences:) { ... }` on the subclass's instance: the trailing closure is
  /// the completion, as on the data source itself, and runs after the apply.
  @Test func aTrailingCompletionRunsOnTheSubclass() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    let printed = session.enter(
      """
      snapshot.appendItems(["fig"], toSection: .fruit)
      dataSource.apply(snapshot, animatingDifferences: false) {
        print("done:", dataSource.snapshot().numberOfItems)
      }
      """)
    #expect(printed.last == "done: 4", "\(printed)")
  }

  /// `super.` of a data source method diffable does not run is refused by its name, not as a
  /// `super` outside a subclass; nothing of the entry stays.
  @Test func aSuperCallOfTheDataSourceDiffableDoesNotRunIsNamed() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    let refused = session.enter(
      """
      extension ShopDataSource {
        func dragged(from: IndexPath, to: IndexPath) {
          super.tableView(UITableView(), moveRowAt: from, to: to)
        }
      }
      snapshot.appendItems(["fig"], toSection: .fruit)
      dataSource.apply(snapshot)
      dataSource.dragged(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
      """)
    #expect(
      refused.contains {
        $0.contains(
          "diffable does not run super.tableView(_:moveRowAt:to:) of 'UITableViewDiffableDataSource' yet")
      }, "\(refused)")
    #expect(session.enter("print(dataSource.snapshot().numberOfItems)") == ["3"])
  }
}
