// Standard library idioms of app code: Comparable sorting, tuples compared, reduce(into:) with
// a default, lazy chains, an Array extension that calls Swift.min by its module (a method of the
// same name hides the bare one there), prefix/drop(while:), swapAt, formatting and splitting.
import Foundation

struct Item: Hashable, Comparable {
  let id: Int
  var name: String
  static func < (a: Item, b: Item) -> Bool { a.name < b.name }
}
let items = [Item(id: 3, name: "c"), Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 4, name: "a")]
print(items.sorted().map(\.id))
print(items.max()!.id, items.min()!.id)
print(items.sorted { ($0.name, $0.id) < ($1.name, $1.id) }.map(\.id))
print(
  Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.name) }).sorted { $0.key < $1.key }.map(\.value))
print(items.reduce(into: [String: Int]()) { $0[$1.name, default: 0] += 1 }.sorted { $0.key < $1.key })
print(Set(items.map(\.name)).sorted())
print(items.lazy.filter { $0.id > 1 }.map(\.name).joined(separator: ","))
extension Array {
  func chunked(into size: Int) -> [[Element]] {
    stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
  }
}
print(items.chunked(into: 3).map { $0.map(\.id) })
print(items.firstIndex { $0.name == "b" } ?? -1, items.lastIndex(where: { $0.name == "a" })!)
print(items.prefix(while: { $0.id != 2 }).count, items.drop(while: { $0.id != 2 }).count)
print(items.allSatisfy { $0.id > 0 }, items.contains { $0.name == "z" })
var copy = items
copy.sort { $0.id > $1.id }
copy.swapAt(0, 1)
print(copy.map(\.id), copy.reversed().map(\.id))
print(String(format: "%.2f%%", 12.345), String(format: "%03d", 7))
let f = NumberFormatter()
f.numberStyle = .decimal
print(f.string(from: NSNumber(value: 1234567)) ?? "")
print("a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("Hello".map { String($0) }.joined(separator: "-"), "abc".uppercased().reversed().map(String.init))
print(zip(items, items.dropFirst()).map { $0.id + $1.id })
print(
  Array(repeating: 0, count: 3), (1...5).filter { $0 % 2 == 1 },
  stride(from: 10, through: 0, by: -5).map { $0 })
extension Array {
  func f() -> Int { Swift.min(count, 2) }
}
struct S {
  func min() -> Int { 0 }
  func g() -> Int { Swift.max(3, min()) }
}
print([1, 2, 3].f(), S().g())
print(Swift.abs(-3), Swift.type(of: 1))
