// Command parsing as a text-adventure or chat bot does it: a static factory returning an optional
// enum, switch over strings with where, guard case, observers on a class's array, and sorting names.
import Foundation

final class Store {
  var items: [String] = [] {
    didSet { print("items now", items.count) }
  }
  func add(_ item: String) { items.append(item) }
  func rename(at index: Int, to name: String) { items[index] = name }
}
let store = Store()
store.add("a")
store.add("b")
store.rename(at: 0, to: "z")
store.items.removeAll()
enum Command {
  case move(dx: Int, dy: Int), say(String), quit
  static func parse(_ text: String) -> Command? {
    let parts = text.split(separator: " ").map(String.init)
    guard let head = parts.first else { return nil }
    switch head {
    case "move" where parts.count == 3:
      guard let dx = Int(parts[1]), let dy = Int(parts[2]) else { return nil }
      return .move(dx: dx, dy: dy)
    case "say": return .say(parts.dropFirst().joined(separator: " "))
    case "quit": return .quit
    default: return nil
    }
  }
}
for line in ["move 1 2", "say hello there", "quit", "jump", "move x 1", ""] {
  let command = Command.parse(line)
  guard case .some(let parsed) = command else {
    print("bad:", line)
    continue
  }
  switch parsed {
  case .move(let dx, let dy) where dx == 0 && dy == 0: print("stay")
  case let .move(dx, dy): print("move", dx + dy)
  case .say(let text): print("say", text.uppercased())
  case .quit: print("bye")
  }
}
var numbers = [1, 2, 3]
numbers.insert(contentsOf: [9, 8], at: 1)
print(numbers, Array(["b": 1, "a": 2].keys).sorted(), ["x": 1].keys.map { $0 + "!" })
let names = ["bob", "Alice", "carol"]
print(names.sorted(), names.sorted { $0.lowercased() < $1.lowercased() }, names.map { $0.capitalized })
