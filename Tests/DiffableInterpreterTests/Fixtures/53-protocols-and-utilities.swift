// Protocols and extensions as app utilities write them, checked against swiftc: a protocol with an
// associated type, a protocol refining CustomStringConvertible whose extension reads description,
// extensions of Array and of Collection (isNotEmpty on arrays and strings), a generic function
// taking a closure, private(set), tuple destructuring, nested arrays changed in place.
protocol Repository {
  associatedtype Item
  func all() -> [Item]
}
struct MemoryRepo: Repository {
  var items: [String]
  func all() -> [String] { items }
}
let repo = MemoryRepo(items: ["a", "b"])
print(repo.all())
protocol Describable: CustomStringConvertible { var summary: String { get } }
extension Describable { var summary: String { "[\(description)]" } }
struct Tag: Describable, CustomStringConvertible { var description: String { "tag" } }
print(Tag().summary)
extension Array { func total() -> Int { count } }
print([1, 2, 3].total())
extension Collection { var isNotEmpty: Bool { !isEmpty } }
print([1].isNotEmpty, "".isNotEmpty)
func apply<T>(_ value: T, times: Int, _ f: (T) -> T) -> T {
  var v = value; for _ in 0..<times { v = f(v) }; return v
}
print(apply(1, times: 3) { $0 * 2 }, apply("a", times: 2) { $0 + "b" })
struct Counter { private(set) var count = 0; mutating func tick() { count += 1 } }
var counter = Counter(); counter.tick(); counter.tick()
print(counter.count)
let numbers = [3, 8, 1]
let (low, high) = (numbers.min()!, numbers.max()!)
print(low, high)
var matrix = Array(repeating: Array(repeating: 0, count: 3), count: 2)
matrix[1][2] = 5
print(matrix)
