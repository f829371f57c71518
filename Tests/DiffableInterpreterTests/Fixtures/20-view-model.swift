// A view model as apps write one: a class holding state with didSet observers that notify a
// closure, commands that change the state, and a computed list the screen shows.
enum Filter: String, CaseIterable {
  case all, active, done
}

struct Task: Hashable {
  let id: Int
  var title: String
  var isDone = false
}

final class TaskListViewModel {
  var onChange: (([String]) -> Void)?
  private var nextID = 1

  var filter: Filter = .all {
    didSet { notify() }
  }

  private(set) var tasks: [Task] = [] {
    didSet { notify() }
  }

  var visibleTitles: [String] {
    tasks.filter { task in
      switch filter {
      case .all: return true
      case .active: return !task.isDone
      case .done: return task.isDone
      }
    }.map { ($0.isDone ? "[x] " : "[ ] ") + $0.title }
  }

  func add(_ title: String) {
    tasks.append(Task(id: nextID, title: title))
    nextID += 1
  }

  func toggle(id: Int) {
    guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
    tasks[index].isDone.toggle()
  }

  func removeDone() {
    tasks.removeAll { $0.isDone }
  }

  private func notify() {
    onChange?(visibleTitles)
  }
}

let viewModel = TaskListViewModel()
var renders = 0
viewModel.onChange = { titles in
  renders += 1
  print("render \(renders):", titles)
}
viewModel.add("Buy milk")
viewModel.add("Write report")
viewModel.add("Call mum")
viewModel.toggle(id: 2)
viewModel.filter = .active
viewModel.filter = .done
viewModel.toggle(id: 42)
viewModel.filter = .all
viewModel.removeDone()
print(renders, viewModel.tasks.count, Filter.allCases.map(\.rawValue))
