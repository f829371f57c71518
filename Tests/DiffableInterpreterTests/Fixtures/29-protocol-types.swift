// Values of protocol types: heterogeneous arrays, is and as? over the user's types and
// protocols, class-only protocols, protocol inheritance, default properties.
protocol Identified {
  var id: String { get }
}

protocol Cell: Identified {
  var height: Int { get }
}

extension Cell {
  var height: Int { 44 }
  var debugLabel: String { "\(id)@\(height)" }
}

struct TextCell: Cell {
  let id: String
  let text: String
}

struct ImageCell: Cell {
  let id: String
  var height: Int { 120 }
}

final class AdCell: Cell {
  let id = "ad"
  var impressions = 0
}

protocol Refreshable: AnyObject {
  func refresh()
}

extension AdCell: Refreshable {
  func refresh() { impressions += 1 }
}

let ad = AdCell()
let cells: [Cell] = [
  TextCell(id: "t1", text: "Hello"), ImageCell(id: "i1"), ad, TextCell(id: "t2", text: "Bye"),
]
print(cells.map(\.debugLabel), cells.reduce(0) { $0 + $1.height })
for cell in cells {
  if let text = cell as? TextCell {
    print("text", text.text)
  } else if cell is ImageCell {
    print("image", cell.id)
  } else if let refreshable = cell as? Refreshable {
    refreshable.refresh()
    refreshable.refresh()
    print("refreshed")
  }
}
print(ad.impressions, cells.filter { $0 is Identified }.count, cells.compactMap { $0 as? ImageCell }.count)
let identified: [Identified] = cells
print(identified.map(\.id))
let anything: [Any] = [1, "two", 3.0, TextCell(id: "x", text: "y")]
for value in anything {
  switch value {
  case let number as Int: print("int", number)
  case let text as String: print("string", text)
  case is Double: print("double")
  case let cell as TextCell: print("cell", cell.id)
  default: print("other")
  }
}
