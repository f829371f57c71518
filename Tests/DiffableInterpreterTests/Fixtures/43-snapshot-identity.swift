// What a snapshot's identity is: the item type's own hash(into:) and ==, run as written. A
// struct compared by id alone is the same item after an edit, so appending the edited value
// moves the item and keeps the new value; a case-insensitive name makes "Fig" and "fig" one item.
// (The stale-cell situation of the well-known articles on reconfigureItems.)
struct Fruit: Hashable {
  let id: Int
  var name: String

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  static func == (lhs: Fruit, rhs: Fruit) -> Bool {
    lhs.id == rhs.id
  }
}

struct Tag: Hashable {
  let name: String

  func hash(into hasher: inout Hasher) {
    hasher.combine(name.lowercased())
  }

  static func == (lhs: Tag, rhs: Tag) -> Bool {
    lhs.name.lowercased() == rhs.name.lowercased()
  }
}

var fruits = NSDiffableDataSourceSnapshot<Int, Fruit>()
fruits.appendSections([0, 1])
fruits.appendItems([Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")], toSection: 0)
fruits.appendItems([Fruit(id: 3, name: "fig")], toSection: 1)
print(fruits.indexOfItem(Fruit(id: 2, name: "anything")) ?? -1)
fruits.appendItems([Fruit(id: 1, name: "green apple")], toSection: 1)
print(fruits.itemIdentifiers.map(\.name))
print(fruits.numberOfItems(inSection: 0), fruits.numberOfItems(inSection: 1))
print(fruits.sectionIdentifier(containingItem: Fruit(id: 1, name: "")) ?? -1)
fruits.deleteItems([Fruit(id: 3, name: "not the same name")])
print(fruits.itemIdentifiers.map(\.id))

var tags = NSDiffableDataSourceSnapshot<String, Tag>()
tags.appendSections(["tags"])
tags.appendItems([Tag(name: "Fig"), Tag(name: "Kiwi")])
tags.appendItems([Tag(name: "fig")])
print(tags.itemIdentifiers.map(\.name))
print(tags.indexOfItem(Tag(name: "KIWI")) ?? -1)
