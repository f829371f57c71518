// Source: Apple, "Implementing Modern Collection Views" sample, its insertion sort screen
// (InsertionSortViewController) —
// https://developer.apple.com/documentation/uikit/views_and_controls/collection_views/implementing_modern_collection_views
// Each step of an insertion sort moves one value into place and applies the array as it is; the
// diff of each step is the move of that one row.
import UIKit

final class InsertionSortArray: Hashable {
  struct SortNode: Hashable {
    let value: Int
    let identifier: Int

    func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    static func == (lhs: SortNode, rhs: SortNode) -> Bool {
      lhs.identifier == rhs.identifier
    }
  }

  private(set) var values: [SortNode]
  private(set) var isSorted = false
  private var currentIndex = 1
  private let identifier = 1

  init(values: [Int]) {
    self.values = values.enumerated().map { SortNode(value: $1, identifier: $0) }
  }

  func sortNext() {
    performNextSortStep()
    isSorted = currentIndex >= values.count
  }

  private func performNextSortStep() {
    guard !isSorted, currentIndex < values.count else { return }
    defer { currentIndex += 1 }
    var index = currentIndex
    let node = values[index]
    while index > 0 && values[index - 1].value > node.value {
      values[index] = values[index - 1]
      index -= 1
    }
    values[index] = node
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }

  static func == (lhs: InsertionSortArray, rhs: InsertionSortArray) -> Bool {
    lhs.identifier == rhs.identifier
  }
}

final class InsertionSortViewController: UIViewController {
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<InsertionSortArray, InsertionSortArray.SortNode>!
  let array = InsertionSortArray(values: [5, 2, 9, 1, 7])
  var steps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "node")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, node in
      let cell = tableView.dequeueReusableCell(withIdentifier: "node", for: indexPath)
      cell.textLabel?.text = String(repeating: "#", count: node.value)
      return cell
    }
    applySnapshot(animatingDifferences: false)
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode>()
    snapshot.appendSections([array])
    snapshot.appendItems(array.values)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  func performSortStep() {
    guard !array.isSorted else { return }
    array.sortNext()
    steps += 1
    applySnapshot()
  }
}

let sorter = InsertionSortViewController()
sorter.loadViewIfNeeded()
while !sorter.array.isSorted {
  sorter.performSortStep()
}
print("sorted in \(sorter.steps) steps:", sorter.array.values.map(\.value))
