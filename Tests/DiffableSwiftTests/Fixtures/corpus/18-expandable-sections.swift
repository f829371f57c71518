// Source: Swift Senpai (Lee Kah Seng), "How to Reload the Diffable Section Header" (parents and
// children, a header that shows what was picked) — https://swiftsenpai.com/development/reload-diffable-section-header
// Each parent is a section whose title says which child was picked; tapping the header collapses
// or expands it, and picking a child renames the section (a new section identifier).
import UIKit

struct Parent: Hashable {
  var title: String
  let children: [Child]
  var isExpanded = true
}

struct Child: Hashable {
  let title: String
}

final class ParentsViewController: UIViewController {
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<Parent, Child>!
  var parents = [
    Parent(title: "Parent 1", children: [Child(title: "Child 1 - A"), Child(title: "Child 1 - B")]),
    Parent(
      title: "Parent 2",
      children: [Child(title: "Child 2 - A"), Child(title: "Child 2 - B"), Child(title: "Child 2 - C")]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "child")
    dataSource = UITableViewDiffableDataSource<Parent, Child>(tableView: tableView) {
      tableView, indexPath, child in
      let cell = tableView.dequeueReusableCell(withIdentifier: "child", for: indexPath)
      cell.textLabel?.text = child.title
      return cell
    }
    applySnapshot(animatingDifferences: false)
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Parent, Child>()
    snapshot.appendSections(parents)
    for parent in parents where parent.isExpanded {
      snapshot.appendItems(parent.children, toSection: parent)
    }
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  func didTapHeader(inSection section: Int) {
    parents[section].isExpanded.toggle()
    applySnapshot()
  }

  func didSelectChild(at indexPath: IndexPath) {
    guard let child = dataSource.itemIdentifier(for: indexPath) else { return }
    let base = parents[indexPath.section].title.components(separatedBy: " (").first ?? ""
    parents[indexPath.section].title = "\(base) (\(child.title.suffix(1)))"
    applySnapshot()
  }
}

let outline = ParentsViewController()
outline.loadViewIfNeeded()
outline.didTapHeader(inSection: 0)
outline.didSelectChild(at: IndexPath(row: 1, section: 1))
outline.didTapHeader(inSection: 0)
print(outline.parents.map(\.title))
