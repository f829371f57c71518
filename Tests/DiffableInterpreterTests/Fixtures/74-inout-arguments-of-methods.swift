// `&` arguments passed to methods, not only to functions: a token that stores itself in a set
// (as Combine's `store(in: &cancellables)` does), a struct's method filling an array, a static
// helper, and a method of the class that owns the property passed. And tuples that take their
// labels from the array they are appended to.
final class Token: Hashable {
  let serial: Int

  init(_ serial: Int) { self.serial = serial }

  func store(in set: inout Set<Token>) { set.insert(self) }

  static func == (lhs: Token, rhs: Token) -> Bool { lhs.serial == rhs.serial }

  func hash(into hasher: inout Hasher) { hasher.combine(serial) }
}

struct Counter {
  var step = 2

  func advance(_ value: inout Int) { value += step }

  static func reset(_ value: inout Int, to start: Int = 0) { value = start }
}

final class Screen {
  private(set) var tokens = Set<Token>()
  var visits = 0

  func subscribe() {
    Token(tokens.count + 10).store(in: &tokens)
    Counter().advance(&visits)
  }
}

var bag = Set<Token>()
Token(1).store(in: &bag)
Token(2).store(in: &bag)
Token(1).store(in: &bag)
print(bag.map(\.serial).sorted())

var total = 1
let counter = Counter(step: 5)
counter.advance(&total)
counter.advance(&total)
print(total)
Counter.reset(&total, to: 3)
print(total)
Counter.reset(&total)
print(total)

let screen = Screen()
screen.subscribe()
screen.subscribe()
print(screen.tokens.map(\.serial).sorted(), screen.visits)

var rows: [(id: Int, title: String)] = []
rows.append((1, "Milk"))
let id = 2
rows.append((id, "Bread"))
rows += [(3, "Eggs")]
rows.insert((0, "Tea"), at: 0)
print(rows.map(\.title), rows[1].id, rows.last?.title ?? "-")
