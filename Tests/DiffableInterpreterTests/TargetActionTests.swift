import DiffableInterpreter
import Testing

/// The view controller code around a table: bar buttons and controls with their target-action
/// pairs (`#selector`), a refresh control, editing, navigation and presentation. They change
/// nothing diffable draws, so they are kept as written and never sent; what is checked is what
/// the compiler checks, the method a `#selector` names. (swiftc on Linux has no Objective-C
/// runtime, so no differential fixture can hold `#selector`.)
@Suite("Target-action: #selector, bar buttons, controls, editing and navigation")
struct TargetActionTests {
  /// What the entries print, each error as a line.
  static func output(_ entries: String...) -> String { printedByEntries(entries) }

  static let controller = """
    final class ListViewController: UITableViewController {
      var items = ["a"]
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          barButtonSystemItem: .add, target: self, action: #selector(addItem))
        navigationItem.leftBarButtonItem = editButtonItem
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(refreshed(_:)), for: .valueChanged)
        tableView.refreshControl = refresh
        let more = UIButton(type: .system)
        more.setTitle("More", for: .normal)
        more.addTarget(self, action: #selector(ListViewController.addItem), for: .touchUpInside)
        print(more.title(for: .normal) ?? "-", more.actions.count)
      }
      @objc func addItem() { items.append("b") }
      @objc func refreshed(_ sender: UIRefreshControl) { sender.endRefreshing() }
    }
    let list = ListViewController()
    """

  @Test func aControllerKeepsItsBarButtonsAndControls() {
    let printed = Self.output(
      Self.controller,
      """
      list.loadViewIfNeeded()
      print(list.navigationItem.rightBarButtonItem!.action!, list.navigationItem.leftBarButtonItem === list.editButtonItem)
      list.setEditing(true, animated: true)
      print(list.isEditing, list.tableView.isEditing)
      """)
    #expect(printed == "More 1\naddItem true\ntrue true\n")
  }

  @Test func navigationAndPresentationKeepTheirControllers() {
    let printed = Self.output(
      Self.controller,
      """
      let navigation = UINavigationController(rootViewController: list)
      navigation.pushViewController(UIViewController(), animated: true)
      print(navigation.viewControllers.count, navigation.topViewController === list)
      navigation.popViewController(animated: true)
      print(navigation.viewControllers.count, navigation.topViewController === list)
      list.present(UIViewController(), animated: true) { print("presented") }
      print(list.presentedViewController != nil)
      """)
    #expect(printed == "2 false\n1 true\npresented\ntrue\n")
  }

  /// A `UIAction`'s handler runs when its control sends it (as a tap would); bar buttons and
  /// menus keep theirs.
  @Test func anActionRunsWhenItsControlSendsIt() {
    let printed = Self.output(
      """
      var taps = 0
      let button = UIButton(primaryAction: UIAction(title: "Add") { _ in taps += 1 })
      button.sendActions(for: .primaryActionTriggered)
      button.sendActions(for: .primaryActionTriggered)
      button.sendActions(for: .touchUpInside)
      let item = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps += 10 })
      let menu = UIMenu(title: "Sort", children: [
        UIAction(title: "By name") { _ in }, UIAction(title: "Delete", attributes: .destructive) { _ in },
      ])
      print(taps, button.title(for: .normal)!, item.primaryAction != nil, menu.children.map(\\.title))
      """)
    #expect(printed == "2 Add true [\"By name\", \"Delete\"]\n")
  }

  /// Auto Layout's constraints are made and kept; an anchor takes only its own axis.
  @Test func constraintsAreKeptAndAnAnchorTakesItsOwnAxis() {
    let printed = Self.output(
      """
      let view = UIView()
      let table = UITableView()
      let height = view.heightAnchor.constraint(equalToConstant: 44)
      height.priority = .defaultHigh
      NSLayoutConstraint.activate([table.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor), height])
      view.layer.cornerRadius = 12
      print(height.isActive, height.constant, height.priority.rawValue, view.layer.cornerRadius)
      """,
      "let c = UITableView().topAnchor.constraint(equalTo: UIView().leadingAnchor)")
    #expect(
      printed
        == "true 44.0 750.0 12.0\n"
        + "error: 1:62: cannot convert value of type 'NSLayoutXAxisAnchor' to expected argument type 'NSLayoutYAxisAnchor'\n"
    )
  }

  /// The method a selector names must exist, as the compiler says.
  @Test(arguments: [
    ("class A { func f() {} }\nlet s = #selector(A.g)", "error: 2:21: type 'A' has no member 'g'\n"),
    ("let s = #selector(missing)", "error: 1:19: cannot find 'missing' in scope\n"),
    (
      "let s = #selector(getter: A.g)",
      "error: 1:9: diffable does not run #selector(getter:) and #selector(setter:) yet\n"
    ),
  ])
  func aSelectorOfNoMethodIsRefused(source: String, expected: String) {
    #expect(Self.output(source) == expected)
  }
}
