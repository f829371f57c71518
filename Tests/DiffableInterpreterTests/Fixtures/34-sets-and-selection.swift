// Selection state as a set of identifiers: toggling, select all, the difference between two
// selections, enums in sets, and sorted output.
enum Category: String, CaseIterable, Comparable {
  case books, music, games

  static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct Selection {
  private(set) var ids: Set<Int> = []

  mutating func toggle(_ id: Int) {
    if ids.contains(id) {
      ids.remove(id)
    } else {
      ids.insert(id)
    }
  }

  mutating func selectAll(_ all: [Int]) {
    ids.formUnion(all)
  }

  var sorted: [Int] { ids.sorted() }
}

var selection = Selection()
selection.toggle(3)
selection.toggle(1)
selection.toggle(3)
selection.toggle(7)
print(selection.sorted)
let before = selection.ids
selection.selectAll([1, 2, 3])
print(selection.sorted, selection.ids.subtracting(before).sorted(), before.isSubset(of: selection.ids))
var enabled: Set<Category> = [.music]
enabled.insert(.books)
print(enabled.sorted(), Set(Category.allCases).subtracting(enabled).sorted(), enabled.contains(.games))
let counts = Category.allCases.map { category in (category, enabled.contains(category) ? 1 : 0) }
print(counts.map { "\($0.0.rawValue)=\($0.1)" }.joined(separator: ","))
let overlap = Set([1, 2, 3, 4]).intersection([3, 4, 5])
print(overlap.sorted(), overlap.count, Set<Int>().isEmpty, overlap.map { $0 * 10 }.sorted())
