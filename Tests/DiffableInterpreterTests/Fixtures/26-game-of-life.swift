// A grid simulation: a struct holding a 2D array of Bool, neighbour counting with bounds checks,
// generations computed as new values (value semantics), rendered as text.
struct Grid: Equatable {
  var cells: [[Bool]]

  init(_ rows: [String]) {
    cells = rows.map { row in row.map { $0 == "#" } }
  }

  var height: Int { cells.count }
  var width: Int { cells.first?.count ?? 0 }

  func isAlive(_ row: Int, _ column: Int) -> Bool {
    guard row >= 0, row < height, column >= 0, column < width else { return false }
    return cells[row][column]
  }

  func neighbours(_ row: Int, _ column: Int) -> Int {
    var count = 0
    for dr in -1...1 {
      for dc in -1...1 where !(dr == 0 && dc == 0) {
        if isAlive(row + dr, column + dc) { count += 1 }
      }
    }
    return count
  }

  func next() -> Grid {
    var copy = self
    for row in 0..<height {
      for column in 0..<width {
        let n = neighbours(row, column)
        copy.cells[row][column] = n == 3 || (n == 2 && cells[row][column])
      }
    }
    return copy
  }

  var rendered: String {
    cells.map { row in String(row.map { $0 ? "#" : "." }) }.joined(separator: "\n")
  }
}

var grid = Grid([".....", "..#..", "..#..", "..#..", "....."])
let start = grid
for generation in 1...2 {
  grid = grid.next()
  print("generation \(generation)")
  print(grid.rendered)
}
print(grid == start, grid.next() == grid, start.cells.flatMap { $0 }.filter { $0 }.count)
