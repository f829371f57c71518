// A view model's state as a generic enum of the program's own: its cases, a computed property,
// a generic method, pattern matching, and how its values print (their type arguments from the
// context, or from what they hold).
enum LoadState<Content> {
  case loading
  case loaded(Content)
  case failed(String)

  var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  func map<T>(_ transform: (Content) -> T) -> LoadState<T> {
    switch self {
    case .loading: return .loading
    case .loaded(let content): return .loaded(transform(content))
    case .failed(let message): return .failed(message)
    }
  }
}

func render(_ state: LoadState<[String]>) -> String {
  switch state {
  case .loading: return "spinner"
  case .loaded(let items) where items.isEmpty: return "empty"
  case .loaded(let items): return items.joined(separator: ", ")
  case .failed(let message): return "error: \(message)"
  }
}

func loaded<T>(_ value: T) -> LoadState<T> { .loaded(value) }

var state: LoadState<[String]> = .loading
print(state.isLoading, state)
debugPrint(state)
state = .loaded(["apples", "pears"])
print(state, render(state), render(.loaded([])), render(.failed("offline")))
debugPrint(state)
print(type(of: state))
let counted = state.map { $0.count }
print(counted, counted.isLoading)
debugPrint(counted)
if case .loaded(let items) = state { print(items.count) }
debugPrint(loaded(2.5), loaded("x"))
let states: [LoadState<Int>] = [.loading, .loaded(1), .failed("no")]
debugPrint(states)
print(states.filter { !$0.isLoading }.count)
