// The fruit-stand article's update function without UIKit: a snapshot model written by hand,
// filled with guard, defer and two kinds of items, then "applied" by printing it.
struct Apple: Hashable {
  let variety: String
}

struct Orange: Hashable {
  let weight: Int
}

enum Item: Hashable {
  case apple(Apple)
  case orange(Orange)
  case empty(String)
}

enum Section: String {
  case apples, oranges, message
}

struct Snapshot {
  var sections: [Section] = []
  var items: [Section: [Item]] = [:]

  mutating func appendSections(_ new: [Section]) {
    sections += new
  }

  mutating func appendItems(_ new: [Item], toSection section: Section) {
    items[section, default: []] += new
  }
}

var applied: [String] = []

func apply(_ snapshot: Snapshot) {
  for section in snapshot.sections {
    applied.append("\(section.rawValue): \(snapshot.items[section, default: []])")
  }
}

func updateTable(apples: [Apple], oranges: [Orange]) {
  var snapshot = Snapshot()
  defer { apply(snapshot) }
  guard !apples.isEmpty || !oranges.isEmpty else {
    snapshot.appendSections([.message])
    snapshot.appendItems([.empty("No fruit today")], toSection: .message)
    return
  }
  if !apples.isEmpty {
    snapshot.appendSections([.apples])
    snapshot.appendItems(apples.map(Item.apple), toSection: .apples)
  }
  if !oranges.isEmpty {
    snapshot.appendSections([.oranges])
    snapshot.appendItems(oranges.map { .orange($0) }, toSection: .oranges)
  }
}

updateTable(apples: [], oranges: [])
updateTable(apples: [Apple(variety: "Gala"), Apple(variety: "Fuji")], oranges: [Orange(weight: 120)])
updateTable(apples: [], oranges: [Orange(weight: 90)])
for line in applied {
  print(line)
}
