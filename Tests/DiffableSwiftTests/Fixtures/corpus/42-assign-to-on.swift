// Source: Apple's documentation of Combine's `assign(to:on:)` (Publisher), whose example assigns
// a publisher's values to a property with a `didSet` observer; here, as MVVM posts about UIKit
// and Combine write it, a view controller's `didSet` applies a snapshot, and its view model's
// `@Published` items and count are assigned to it with key paths (`\.items`, `\.title`).
import Combine
import UIKit

struct Todo: Hashable {
  let id: Int
  var text: String
}

final class TodoViewModel: ObservableObject {
  @Published var todos: [Todo] = []

  func add(_ text: String) { todos.append(Todo(id: todos.count + 1, text: text)) }
  func remove(id: Int) { todos.removeAll { $0.id == id } }
}

final class TodoViewController: UITableViewController {
  private let viewModel: TodoViewModel
  private var subscriptions = Set<AnyCancellable>()
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Todo>(tableView: tableView) {
    tableView, indexPath, todo in
    let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
    cell.textLabel?.text = todo.text
    return cell
  }

  var todos: [Todo] = [] {
    didSet { applySnapshot() }
  }

  init(viewModel: TodoViewModel) {
    self.viewModel = viewModel
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    viewModel.$todos.assign(to: \.todos, on: self).store(in: &subscriptions)
    viewModel.$todos.map { "\($0.count) to do" }.assign(to: \.title, on: self).store(in: &subscriptions)
  }

  private func applySnapshot() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Todo>()
    snapshot.appendSections([0])
    snapshot.appendItems(todos)
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

let model = TodoViewModel()
let controller = TodoViewController(viewModel: model)
controller.loadViewIfNeeded()
model.add("Buy milk")
model.add("Call Ann")
model.remove(id: 1)
print(controller.title ?? "no title", controller.todos.map(\.text))
