// Source: dudee.rocks, "How to use UITableViewDiffableDataSource with UITableView" (a to-do table
// with sections, gestures and animations) —
// https://dudee.rocks/2024/11/28/how-to-use-diffable-data-source-with-uitableview/
// To-dos in two sections, open and done: completing one moves it to the done section, and
// clearing the done ones deletes them.
import UIKit

enum TodoSection: Int, CaseIterable {
  case open
  case done
}

struct Todo: Hashable {
  let id: Int
  var title: String
  var isDone = false

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  static func == (lhs: Todo, rhs: Todo) -> Bool {
    lhs.id == rhs.id
  }
}

final class TodoListViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .grouped)
  private(set) var dataSource: UITableViewDiffableDataSource<TodoSection, Todo>?
  private var todos: [Todo] = []
  private var nextID = 1

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, todo in
      let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
      var configuration = cell.defaultContentConfiguration()
      configuration.text = todo.title
      configuration.secondaryText = todo.isDone ? "done" : nil
      cell.contentConfiguration = configuration
      return cell
    }
  }

  func add(_ title: String) {
    todos.append(Todo(id: nextID, title: title))
    nextID += 1
    applySnapshot()
  }

  func complete(_ title: String) {
    guard let index = todos.firstIndex(where: { $0.title == title }) else { return }
    todos[index].isDone = true
    applySnapshot()
  }

  func clearDone() {
    todos.removeAll(where: \.isDone)
    applySnapshot()
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<TodoSection, Todo>()
    snapshot.appendSections(TodoSection.allCases)
    for section in TodoSection.allCases {
      let items = todos.filter { ($0.isDone ? TodoSection.done : .open) == section }
      snapshot.appendItems(items, toSection: section)
    }
    dataSource?.apply(snapshot, animatingDifferences: animatingDifferences)
  }
}

let todos = TodoListViewController()
todos.loadViewIfNeeded()
["Buy milk", "Read docs", "Call team"].forEach(todos.add)
todos.complete("Read docs")
todos.complete("Buy milk")
todos.clearDone()
print(todos.dataSource!.snapshot().itemIdentifiers.map(\.title))
