// `@autoclosure` parameters run where the body calls them; a string's `removeFirst`,
// `removeLast` and `popLast`; `lexicographicallyPrecedes`; a dictionary of a nested type made
// with `[Outer.Inner: V]()`.
var evaluations = 0
func expensive() -> Bool {
  evaluations += 1
  return false
}
func check(_ condition: @autoclosure () -> Bool, _ message: String) {
  if !condition() { print("failed:", message) }
}
func log(_ enabled: Bool, _ text: @autoclosure () -> String) {
  if enabled { print(text()) }
}
check(expensive(), "first")
check(true, "never printed")
log(false, "skipped \(expensive())")
log(true, "shown after \(evaluations) evaluations")
func firstNonEmpty(_ a: String, _ fallback: @autoclosure () -> String) -> String {
  a.isEmpty ? fallback() : a
}
print(firstNonEmpty("", "fallback"), firstNonEmpty("given", "unused"))

var code = "#A1B2;"
let hash = code.removeFirst()
let semicolon = code.removeLast()
print(hash, semicolon, code, code.popLast() as Any, code)
var empty = ""
print(empty.popLast() as Any, empty.isEmpty)

let versions = [[1, 2, 0], [1, 10], [1, 2]]
print(versions.sorted { $0.lexicographicallyPrecedes($1) })
print(["b", "a"].lexicographicallyPrecedes(["b"]), [3, 1].lexicographicallyPrecedes([3, 2]) { $0 > $1 })

struct Catalog {
  enum Section: String, CaseIterable { case fruit, dairy }
  var items: [String: Section]
}
let catalog = Catalog(items: ["apple": .fruit, "milk": .dairy, "pear": .fruit])
var counts = [Catalog.Section: Int]()
for section in catalog.items.values { counts[section, default: 0] += 1 }
print(Catalog.Section.allCases.map { "\($0.rawValue): \(counts[$0, default: 0])" })
