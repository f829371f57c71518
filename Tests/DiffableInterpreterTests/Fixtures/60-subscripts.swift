// The program's own subscripts as model code declares them: a store keyed by id with a getter
// and a setter, a labelled one, the "safe" subscript an extension gives Array, a class's
// two-argument subscript set through a `let`, an enum key written `.a`, `+=` through a
// subscript, and a subscript used inside the type's own methods.
// Written for diffable's differential tests; run both ways, the outputs must be equal.

struct Store {
  private var names: [Int: String] = [:]
  subscript(id: Int) -> String? {
    get { names[id] }
    set { names[id] = newValue }
  }
  subscript(prefix p: String) -> [String] { names.values.filter { $0.hasPrefix(p) }.sorted() }
  func describe(_ id: Int) -> String { self[id] ?? "none" }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

enum Section: Int { case a, b }

final class Grid {
  var cells = [[0, 0], [0, 0]]
  subscript(row: Int, column: Int) -> Int {
    get { cells[row][column] }
    set { cells[row][column] = newValue }
  }
  func total() -> Int { self[0, 0] + self[0, 1] + self[1, 0] + self[1, 1] }
}

struct Counts {
  var values: [Section: Int] = [:]
  subscript(section: Section) -> Int {
    get { values[section, default: 0] }
    set(count) { values[section] = count }
  }
}

var store = Store()
store[1] = "apple"
store[2] = "apricot"
store[3] = "banana"
store[2] = nil
print(store[1] ?? "-", store[2] ?? "-", store[prefix: "a"], store.describe(3), store.describe(9))

let scores = [10, 20]
print(scores[safe: 1] ?? -1, scores[safe: 5] ?? -1, ["x"][safe: 0] ?? "?")

let grid = Grid()
grid[1, 0] = 7
grid[1, 0] += 1
grid[0, 1] = 2
print(grid[1, 0], grid.cells, grid.total())

var counts = Counts()
counts[.a] += 2
counts[.b] = 5
counts[Section(rawValue: 0)!] += 1
print(counts[.a], counts[.b])
