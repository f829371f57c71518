// NSDiffableDataSourceSnapshot's API as Apple's samples call it, with an enum of sections and
// String items: appends (to a named and to the last section), inserts, moves, deletes, queries,
// a copy changed apart (a snapshot is a value), reload and reconfigure marks.
enum Section: Hashable {
  case favorites, all
}

var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
snapshot.appendSections([.favorites, .all])
snapshot.appendItems(["apple", "pear"], toSection: .favorites)
snapshot.appendItems(["fig", "kiwi", "plum"])
print(snapshot.numberOfSections, snapshot.numberOfItems)
print(snapshot.itemIdentifiers)
print(snapshot.itemIdentifiers(inSection: .all))
snapshot.insertItems(["banana"], afterItem: "apple")
snapshot.moveItem("plum", beforeItem: "fig")
snapshot.deleteItems(["kiwi"])
print(snapshot.itemIdentifiers)
print(snapshot.sectionIdentifier(containingItem: "plum") == .all)
print(snapshot.indexOfItem("banana") ?? -1, snapshot.indexOfItem("kiwi") ?? -1)
print(snapshot.numberOfItems(inSection: .favorites))
var copy = snapshot
copy.deleteAllItems()
print(copy.numberOfItems, snapshot.numberOfItems)
snapshot.moveSection(.all, beforeSection: .favorites)
print(snapshot.sectionIdentifiers == [.all, .favorites])
snapshot.reloadItems(["fig"])
snapshot.reconfigureItems(["apple"])
print(snapshot.reloadedItemIdentifiers, snapshot.reconfiguredItemIdentifiers)
