import Testing

/// A model that is a class (`final class Contact: Hashable`), held by a view controller that
/// builds its table in `viewDidLoad` from `view.bounds`, as a well-known tutorial does: renaming
/// the object and applying again changes nothing UIKit sees (the snapshot holds the same object,
/// `==` by id), so the row keeps its old text until `reconfigureItems` renders it again; the hint
/// and `show` say that the object changed in place.
@Suite("A class model: the same object, a stale row until it is reconfigured")
struct ReferenceModelTests {
  static let program = """
    final class Contact: Hashable {
      let id: Int
      var name: String
      init(id: Int, name: String) {
        self.id = id
        self.name = name
      }
      static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
    class ContactsViewController: UIViewController {
      var tableView: UITableView!
      var dataSource: UITableViewDiffableDataSource<Int, Contact>!
      var contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Ben")]
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, contact in
          let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
          cell.textLabel?.text = contact.name
          return cell
        }
        applySnapshot()
      }
      func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Contact>()
        snapshot.appendSections([0])
        snapshot.appendItems(contacts)
        dataSource.apply(snapshot)
      }
    }
    let controller = ContactsViewController()
    controller.loadViewIfNeeded()

    """

  @Test func renamingTheObjectLeavesTheRowStaleUntilReconfigured() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    let renamed = session.enter("controller.contacts[0].name = \"Anna\"\ncontroller.applySnapshot()")
    #expect(renamed.contains("apply (animated): no changes"), "\(renamed)")
    #expect(
      renamed.contains { $0.contains("name \"Ann\" → \"Anna\" changed in place, in the Contact instance") })
    let shown = session.enter("show")
    #expect(shown.contains { $0.hasPrefix("  [0, 0]  Ann  ← STALE: now name \"Anna\"") }, "\(shown)")
    #expect(shown.contains { $0.hasPrefix("STALE: the object changed in place, in both snapshots, so") })
    let reconfigured = session.enter(
      """
      var snapshot = controller.dataSource.snapshot()
      snapshot.reconfigureItems([controller.contacts[0]])
      controller.dataSource.apply(snapshot)
      """)
    #expect(reconfigured.contains("apply (animated): 1 item reconfigured"), "\(reconfigured)")
    #expect(session.enter("show").contains { $0.contains("Anna") })
  }

  /// Two objects changed in place: one hint for both rows, and no rule of `==` to blame.
  @Test func objectsChangedInPlaceAreOneHint() {
    let session = SwiftFrontEndTests.interpreted()
    session.enter(Self.program)
    let renamed = session.enter(
      "controller.contacts[0].name = \"Anna\"\ncontroller.contacts[1].name = \"Benno\"\ncontroller.applySnapshot()"
    )
    #expect(
      renamed.contains {
        $0.hasPrefix(
          "hint: 2 stale cells ([0, 0], [0, 1]): name changed in place, in instances both snapshots hold")
      }, "\(renamed)")
  }
}
