// Enums: raw values, payloads, methods, switch over them, CaseIterable, printing.
enum Section: String, CaseIterable {
  case favorites
  case recent = "Recently Added"
  case all

  var title: String {
    switch self {
    case .favorites: return "Favorites"
    case .recent: return rawValue
    case .all: return "All Items"
    }
  }
}

for section in Section.allCases {
  print(section, section.rawValue, section.title)
}
print(Section(rawValue: "all") as Any, Section(rawValue: "none") as Any, [Section.favorites])

enum Priority: Int, Comparable {
  case low = 1, medium, high

  static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

print(Priority.medium.rawValue, Priority.high > Priority.low, [Priority.high, .low, .medium].sorted())

enum LoadState {
  case idle
  case loading(progress: Double)
  case loaded([String])
  case failed(String, code: Int)

  var isFinished: Bool {
    switch self {
    case .loaded, .failed: return true
    default: return false
    }
  }

  mutating func advance() {
    switch self {
    case .idle: self = .loading(progress: 0.5)
    case .loading(let progress) where progress >= 0.5: self = .loaded(["a", "b"])
    case .loading: self = .loading(progress: 0.5)
    case .loaded, .failed: break
    }
  }
}

var state = LoadState.idle
print(state, state.isFinished)
state.advance()
print(state)
state.advance()
print(state, state.isFinished)
let failure = LoadState.failed("timeout", code: 504)
print(failure, [failure])
switch failure {
case .failed(let message, let code) where code >= 500:
  print("server error", message, code)
case .failed(_, let code):
  print("client error", code)
default:
  print("fine")
}
if case .loaded(let items) = state {
  print(items.count)
}
if case let .failed(message, _) = failure, message.hasPrefix("time") {
  print("timed out")
}
let states: [LoadState] = [.idle, .loading(progress: 0.1), failure]
for case .loading(let progress) in states {
  print("progress", progress)
}
