// Source: Apple Developer Forums, "Why UICollectionViewDiffableDataSource compares items by
// reference" (thread 677755): a class of months whose hash(into:) and == read whether the month
// is selected — https://developer.apple.com/forums/thread/677755
// Selecting a month changes the objects in place and applies a new snapshot of the same objects:
// UIKit finds each object equal to itself, so no row changes (the poster's "the UI doesn't
// change"); a new object made with the new state is another item, and reloading the section draws
// every row again from the objects. Written for a table view.
import UIKit

final class Month: Hashable {
  let name: String
  var isSelected = false

  init(name: String) { self.name = name }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSelected)
  }

  static func == (lhs: Month, rhs: Month) -> Bool {
    lhs.name == rhs.name && lhs.isSelected == rhs.isSelected
  }
}

enum Section {
  case main
}

final class MonthPickerViewController: UITableViewController {
  var months = ["January", "February", "March", "April"].map(Month.init)

  lazy var dataSource = UITableViewDiffableDataSource<Section, Month>(tableView: tableView) {
    tableView, indexPath, month in
    let cell = tableView.dequeueReusableCell(withIdentifier: "month", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = month.isSelected ? "\(month.name) ✓" : month.name
    cell.contentConfiguration = content
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "month")
    dataSource.apply(makeSnapshot(), animatingDifferences: false)
  }

  func makeSnapshot() -> NSDiffableDataSourceSnapshot<Section, Month> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Month>()
    snapshot.appendSections([.main])
    snapshot.appendItems(months, toSection: .main)
    return snapshot
  }

  /// What the question does: change the objects, then apply a snapshot of them.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let month = dataSource.itemIdentifier(for: indexPath) else { return }
    months.forEach { $0.isSelected = false }
    month.isSelected = true
    dataSource.apply(makeSnapshot())
  }

  /// Replacing the object: a new Month that hashes differently is a new item.
  func selectByReplacing(at row: Int) {
    let replacement = Month(name: months[row].name)
    replacement.isSelected = true
    months[row] = replacement
    dataSource.apply(makeSnapshot())
  }

  /// A fix that holds for this type: change the objects, then reload the section, whose rows are
  /// all drawn again from the objects (reconfiguring them would look up objects whose hash
  /// changed while the snapshot held them, which a hash table may not find).
  func selectByReloadingTheSection(at row: Int) {
    months.forEach { $0.isSelected = false }
    months[row].isSelected = true
    var snapshot = dataSource.snapshot()
    snapshot.reloadSections([.main])
    dataSource.apply(snapshot)
  }
}

let picker = MonthPickerViewController()
picker.loadViewIfNeeded()
picker.tableView(picker.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
print(picker.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration != nil)
picker.selectByReplacing(at: 2)
picker.selectByReloadingTheSection(at: 0)
print(picker.months.map { $0.isSelected })
