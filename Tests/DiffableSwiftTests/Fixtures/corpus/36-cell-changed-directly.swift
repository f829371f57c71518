// Source: Stack Overflow, "What is NSDiffableDataSourceSnapshot `reloadItems` for?" (question
// 64081701, by matt, and its answers: an item whose == reads only an id, and a Bool the cell
// shows, changed three ways) — https://stackoverflow.com/questions/64081701
// Changing the cell through cellForRow(at:) changes the screen and not the data source, so the
// next reloadData() draws the old state again; reloadItems with a changed copy draws the item the
// data source already has; a backing store the provider reads, then reconfigureItems, works.
import UIKit

struct Setting: Hashable {
  let id: Int
  var isOn: Bool

  static func == (lhs: Setting, rhs: Setting) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class SettingsViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  var dataSource: UITableViewDiffableDataSource<Int, Setting>!
  /// What the third way keeps beside the snapshot: the state by id.
  var store: [Int: Bool] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) {
      [unowned self] tableView, indexPath, setting in
      let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
      let isOn = store[setting.id] ?? setting.isOn
      cell.textLabel?.text = "Setting \(setting.id): \(isOn ? "on" : "off")"
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Setting>()
    snapshot.appendSections([0])
    snapshot.appendItems((1...3).map { Setting(id: $0, isOn: false) })
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// First way: write the new state into the cell on screen.
  func flipOnScreen(row: Int) {
    let indexPath = IndexPath(row: row, section: 0)
    guard let setting = dataSource.itemIdentifier(for: indexPath),
      let cell = tableView.cellForRow(at: indexPath)
    else { return }
    cell.textLabel?.text = "Setting \(setting.id): \(setting.isOn ? "off" : "on")"
  }

  /// Second way: reload the row with a changed copy of its item.
  func flipByReloading(row: Int) {
    guard var setting = dataSource.itemIdentifier(for: IndexPath(row: row, section: 0)) else { return }
    setting.isOn.toggle()
    var snapshot = dataSource.snapshot()
    snapshot.reloadItems([setting])
    dataSource.apply(snapshot)
  }

  /// Third way: keep the state where the provider looks, and reconfigure the row.
  func flipInStore(row: Int) {
    guard let setting = dataSource.itemIdentifier(for: IndexPath(row: row, section: 0)) else { return }
    store[setting.id] = !(store[setting.id] ?? setting.isOn)
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([setting])
    dataSource.apply(snapshot)
  }

  func shownTexts() -> [String] {
    tableView.visibleCells.map { $0.textLabel?.text ?? "" }
  }
}

let controller = SettingsViewController()
controller.loadViewIfNeeded()
controller.flipOnScreen(row: 0)
controller.tableView.reloadData()
print(controller.shownTexts())
controller.flipByReloading(row: 1)
print(controller.shownTexts())
controller.flipInStore(row: 2)
print(controller.shownTexts())
print(controller.tableView.indexPathsForVisibleRows ?? [])
