// Source: Tibor Bödecs, "Working with diffable data sources and table views using UIKit" (single
// and multiple selection with checkmarks) —
// https://theswiftdev.com/working-with-diffable-data-sources-and-table-views-using-uikit/
// Options with a selected flag; selecting a row toggles it (or moves the single selection), and
// the items whose flag changed are reconfigured so their checkmarks update.
import UIKit

struct Option: Hashable {
  let id: Int
  let title: String
  var isSelected = false

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  static func == (lhs: Option, rhs: Option) -> Bool {
    lhs.id == rhs.id
  }
}

final class OptionsViewController: UIViewController, UITableViewDelegate {
  enum Section: Hashable {
    case main
  }

  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  var dataSource: UITableViewDiffableDataSource<Section, Option>!
  var allowsMultipleSelection: Bool
  var options: [Option]

  init(titles: [String], allowsMultipleSelection: Bool) {
    self.options = titles.enumerated().map { Option(id: $0.offset, title: $0.element) }
    self.allowsMultipleSelection = allowsMultipleSelection
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "option")
    dataSource = UITableViewDiffableDataSource<Section, Option>(tableView: tableView) {
      tableView, indexPath, option in
      let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
      cell.textLabel?.text = option.isSelected ? "✓ \(option.title)" : option.title
      cell.accessoryType = option.isSelected ? .checkmark : .none
      return cell
    }
    reload(changed: [], animated: false)
  }

  func reload(changed: [Option], animated: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Option>()
    snapshot.appendSections([.main])
    snapshot.appendItems(options)
    snapshot.reconfigureItems(changed)
    dataSource.apply(snapshot, animatingDifferences: animated)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let before = options
    if allowsMultipleSelection {
      options[indexPath.row].isSelected.toggle()
    } else {
      for index in options.indices {
        options[index].isSelected = index == indexPath.row
      }
    }
    let changed = zip(before, options).filter { $0.isSelected != $1.isSelected }.map(\.1)
    reload(changed: changed)
    tableView.deselectRow(at: indexPath, animated: true)
  }

  var selectedTitles: [String] {
    options.filter(\.isSelected).map(\.title)
  }
}

let single = OptionsViewController(titles: ["Small", "Medium", "Large"], allowsMultipleSelection: false)
single.loadViewIfNeeded()
single.tableView(single.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
single.tableView(single.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
print(single.selectedTitles)

let multiple = OptionsViewController(titles: ["Cheese", "Olives"], allowsMultipleSelection: true)
multiple.loadViewIfNeeded()
multiple.tableView(multiple.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
print(multiple.selectedTitles)
