// `Array(repeating: 0, count: n)` and the right side of `+` take the array type expected where
// they go: a property assigned in an initializer, a variable assigned, `+=`, an argument, a
// return, an optional; integer elements become Doubles there, as swiftc types them.
struct Matrix {
  var rows: Int, cols: Int
  var grid: [Double]
  init(rows: Int, cols: Int) {
    (self.rows, self.cols) = (rows, cols)
    grid = Array(repeating: 0, count: rows * cols)
  }
  subscript(r: Int, c: Int) -> Double {
    get { grid[r * cols + c] }
    set { grid[r * cols + c] = newValue }
  }
}
var m = Matrix(rows: 2, cols: 2)
m[0, 1] = 1.5
m[1, 0] += 2
print(m.grid, m[0, 1])
var grid: [Double] = []
grid.append(contentsOf: Array(repeating: 0, count: 2))
grid += Array(repeating: 1, count: 1)
grid = grid + Array(repeating: 2, count: 1) + [3]
print(grid)
func describe(_ xs: [Double]) -> String { "\(xs)" }
func zeros(_ n: Int) -> [Double] { Array(repeating: 0, count: n) }
print(describe(Array(repeating: 2, count: 2)), zeros(2))
var maybe: [Double]? = nil
maybe = Array(repeating: 4, count: 1)
print(maybe!)
var table: [[Double]] = Array(repeating: Array(repeating: 0, count: 2), count: 2)
table[0][1] = 5
var byName: [String: [Double]] = [:]
byName["a"] = Array(repeating: 1, count: 2)
print(table, byName)
let mixed: [Any] = [1.5, "a"]
print(mixed + [2], Array(repeating: 1, count: 2))
