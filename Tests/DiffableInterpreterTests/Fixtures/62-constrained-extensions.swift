struct Item: Hashable { let id: Int; var title: String }
enum Tag { case a, b }
extension Array where Element: Hashable {
  func removingDuplicates() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
  var uniqueCount: Int { Set(self).count }
}
extension Sequence where Element == Item {
  var titles: [String] { map { $0.title } }
  func ids() -> [Int] { map { $0.id } }
}
extension Dictionary where Value == Int {
  var total: Int { values.reduce(0, +) }
}
extension Optional where Wrapped == String {
  var orEmpty: String { self ?? "" }
}
extension Collection where Element: Equatable {
  func countOf(_ element: Element) -> Int { filter { $0 == element }.count }
}
let items = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 1, title: "a")]
print(items.removingDuplicates().count, items.uniqueCount)
print(items.titles, items.ids())
print([Tag.a, .b, .a].removingDuplicates())
print([3, 1, 3].removingDuplicates(), ["x", "x"].uniqueCount)
print(["a": 2, "b": 3].total)
var name: String? = nil
print(name.orEmpty.isEmpty)
name = "Ada"
print(name.orEmpty)
print([1, 2, 1].countOf(1), "abca".countOf("a"))
let empty: [Item] = []
print(empty.removingDuplicates(), empty.titles)
