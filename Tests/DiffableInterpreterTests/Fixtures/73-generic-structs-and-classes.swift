// The generic types of the program that view models and list code declare: the observable box
// that MVVM tutorials bind labels to (a class with a listener called from `didSet`), a section
// model generic over its items, a stack with mutating methods, a static factory and an extension,
// and how their values print (type arguments written, from the context, or from what they hold).
final class Observable<Value> {
  typealias Listener = (Value) -> Void

  var value: Value {
    didSet { listener?(value) }
  }
  private var listener: Listener?

  init(_ value: Value) {
    self.value = value
  }

  func bind(_ listener: @escaping Listener) {
    self.listener = listener
    listener(value)
  }
}

struct ListSection<Item: Hashable>: Hashable {
  let title: String
  var items: [Item]

  var isEmpty: Bool { items.isEmpty }
}

struct Stack<Element> {
  private(set) var items: [Element] = []

  mutating func push(_ element: Element) { items.append(element) }

  mutating func pop() -> Element? { items.popLast() }

  static func of(_ elements: [Element]) -> Stack<Element> {
    var stack = Stack<Element>()
    for element in elements { stack.push(element) }
    return stack
  }
}

extension Stack {
  var top: Element? { items.last }

  func summary() -> String { "\(items.count) \(Element.self) value(s)" }

  func first<T>(as type: T.Type) -> T? {
    for item in items {
      if let match = item as? T { return match }
    }
    return nil
  }
}

final class TitleViewModel {
  let title = Observable("Loading")
  let count = Observable(0)

  func load(_ names: [String]) {
    title.value = names.isEmpty ? "Nothing yet" : names.joined(separator: ", ")
    count.value = names.count
  }
}

let model = TitleViewModel()
var log: [String] = []
model.title.bind { log.append("title: \($0)") }
model.count.bind { log.append("count: \($0)") }
model.load(["Apples", "Pears"])
model.load([])
print(log.joined(separator: "\n"))
print(model.title, type(of: model.count))

let fruit = ListSection(title: "Fruit", items: ["Apple", "Pear"])
let empty = ListSection<Int>(title: "Numbers", items: [])
print(fruit)
print(empty, empty.isEmpty)
debugPrint(fruit)
let sections: Set<ListSection<String>> = [fruit, ListSection(title: "Fruit", items: ["Apple", "Pear"])]
print(sections.count, type(of: fruit))

var stack = Stack<Double>()
stack.push(1)
stack.push(2.5)
print(stack, stack.pop() ?? 0, stack.top ?? 0)
let words = Stack.of(["a", "b", "c"])
print(words.summary(), words.top ?? "-", words.first(as: String.self) ?? "-")
let mixed = Stack<Any>.of([1, "two", 3.0])
print(mixed.first(as: String.self) ?? "-", mixed.first(as: Double.self) ?? 0)
let nested = Stack.of([Stack.of([1, 2])])
print(nested.summary())
debugPrint(nested)

// A generic base class specialized by a subclass, and a generic cache with a subscript, set
// through a `let` as a class allows.
class Repository<Model> {
  private(set) var all: [Model] = []

  func add(_ model: Model) { all.append(model) }
}

final class NameRepository: Repository<String> {
  func shouted() -> [String] { all.map { $0.uppercased() } }
}

final class Cache<Key: Hashable, Value> {
  private var storage: [Key: Value] = [:]

  subscript(key: Key) -> Value? {
    get { storage[key] }
    set { storage[key] = newValue }
  }
}

let repository = NameRepository()
repository.add("ada")
repository.add("grace")
print(repository.shouted(), repository.all.count, repository)
let cache = Cache<String, Int>()
cache["rows"] = 3
print(cache["rows"] ?? 0, cache["missing"] ?? -1, cache)
