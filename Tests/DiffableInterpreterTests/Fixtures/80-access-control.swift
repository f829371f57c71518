// Access control as a view model and a store write it: `private` state and helpers named inside
// the type, its extensions and a type nested in it, `private(set)` read from outside and changed
// inside, `fileprivate` and a `private` top-level function, which one file may call anywhere.
final class Store {
  static let shared = Store()
  private(set) var names: [String] = []
  private var changes = 0
  private func noteChange() { changes += 1 }
  fileprivate var note = "kept"

  func add(_ name: String) {
    names.append(name)
    noteChange()
    self.changes += 1
  }

  var changeCount: Int { changes }

  private init() {}

  struct Auditor {
    func changes(of store: Store) -> Int { store.changes }
  }
}

extension Store {
  func reset() {
    names = []
    changes = 0
    noteChange()
  }
}

private func describe(_ store: Store) -> String { "\(store.names) after \(store.changeCount) changes" }

struct Counter {
  private(set) var value = 0
  mutating func increment() { value += 1 }
}

let store = Store.shared
store.add("Pear")
store.add("Fig")
print(describe(store), Store.Auditor().changes(of: store), store.note)
store.reset()
print(describe(store))
var counter = Counter()
counter.increment()
counter.increment()
print(counter.value)
