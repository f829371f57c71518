// Article 5: episodes grouped into sections by tag with a loop, then shuffled.
typealias Section = String

struct Episode: Hashable {
  let id: Int
  let title: String
  let tag: String
}

let episodes = [
  Episode(id: 1, title: "Snapshots", tag: "UIKit"),
  Episode(id: 2, title: "Hashable", tag: "Swift"),
  Episode(id: 3, title: "Cells", tag: "UIKit"),
  Episode(id: 4, title: "Generics", tag: "Swift"),
  Episode(id: 5, title: "Mocks", tag: "Testing"),
]
let tags = ["UIKit", "Swift", "Testing"]

var snapshot = NSDiffableDataSourceSnapshot<Section, Episode>()
snapshot.appendSections(tags)
for tag in tags {
  snapshot.appendItems(episodes.filter { $0.tag == tag }, toSection: tag)
}
dataSource.apply(snapshot, animatingDifferences: false)

// Shuffle sections and the episodes inside them.
var shuffled = NSDiffableDataSourceSnapshot<Section, Episode>()
shuffled.appendSections(tags.shuffled())
for tag in shuffled.sectionIdentifiers {
  let tagged = episodes.filter { $0.tag == tag }
  shuffled.appendItems(tagged.shuffled(), toSection: tag)
}
dataSource.apply(shuffled)
