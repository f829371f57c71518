// Model code of the kind apps keep beside a data source, checked against swiftc: a money type with
// its own operators and description, statuses counted with Dictionary(grouping:), models by id
// with uniqueKeysWithValues and uniquingKeysWith (a closure, an operator, a function), pages cut
// from an array with stride, and String queries.
import Foundation

struct Money: Equatable, Comparable, CustomStringConvertible {
  var cents: Int
  static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
  static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
  var description: String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }
}
let prices = [Money(cents: 250), Money(cents: 1999), Money(cents: 5)]
print(prices.reduce(Money(cents: 0), +), prices.max()!, prices.sorted().map(\.description))
print(prices.contains(Money(cents: 5)), prices.firstIndex(of: Money(cents: 1999)) ?? -1)
var wallet = Money(cents: 100)
wallet = wallet + Money(cents: 50)
print(wallet, wallet > Money(cents: 120), wallet == Money(cents: 150))
enum Status: String, Codable, CaseIterable { case todo, doing, done }
let counts = Dictionary(grouping: [Status.todo, .done, .todo], by: { $0 }).mapValues(\.count)
print(Status.allCases.map { "\($0.rawValue)=\(counts[$0] ?? 0)" }.joined(separator: ","))
struct Task2: Identifiable, Hashable { let id: Int; var title: String; var status: Status = .todo }
var tasks = [Task2(id: 1, title: "a"), Task2(id: 2, title: "b", status: .done)]
tasks[0].status = .doing
let byStatus = Dictionary(uniqueKeysWithValues: tasks.map { ($0.id, $0.status) })
print(byStatus.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let titles = tasks.filter { $0.status != .done }.map(\.title)
print(titles, tasks.map(\.id).max() ?? 0, tasks.allSatisfy { !$0.title.isEmpty })
let lookup = Dictionary(tasks.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })
print(lookup["b"]?.status ?? .todo, lookup.count)
let all = Array(0..<7)
let chunks = stride(from: 0, to: 7, by: 3).map { Array(all[$0..<min($0 + 3, 7)]) }
print(chunks)
let s = "Hello World"
print(s.split(separator: " ").map { $0.lowercased() }, s.filter { $0.isUppercase }, s.map { $0 }.count)
print(s.replacingOccurrences(of: "o", with: "0"), s.hasSuffix("ld"), s.uppercased().first!)
let n: Int? = nil
print(n.map { $0 + 1 } as Any, (n ?? 41) + 1, n == nil)
let d = Dictionary([("a", 1), ("b", 5), ("a", 2)], uniquingKeysWith: +)
print(d.sorted { $0.key < $1.key })
let e = Dictionary([("x", "p"), ("x", "q")]) { first, _ in first }
print(e)
let f = Dictionary([("k", 1), ("k", 9)], uniquingKeysWith: max)
print(f)
