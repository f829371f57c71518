// The episodes article's grouping: reduce with an explicit closure type and a mutable copy,
// then the same grouping with reduce(into:) and Dictionary(grouping:by:).
struct Episode: Hashable {
  let title: String
  let tags: [String]
}

let episodes = [
  Episode(title: "Diffing 101", tags: ["swift", "uikit"]),
  Episode(title: "Snapshots", tags: ["uikit"]),
  Episode(title: "Value types", tags: ["swift"]),
  Episode(title: "Layouts", tags: []),
]

let grouped = episodes.reduce(
  [:],
  { (groups, episode) -> [String: [Episode]] in
    var newGroups = groups
    for tag in episode.tags {
      newGroups[tag, default: []].append(episode)
    }
    return newGroups
  })
for tag in grouped.keys.sorted() {
  print(tag, grouped[tag]!.map(\.title))
}

let counts = episodes.reduce(into: [String: Int]()) { result, episode in
  for tag in episode.tags {
    result[tag, default: 0] += 1
  }
}
print(counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })

let byTagCount = Dictionary(grouping: episodes, by: { $0.tags.count })
print(byTagCount.keys.sorted(), byTagCount[0]?.first?.title ?? "-")
let untagged = episodes.filter { $0.tags.isEmpty }
let allTags = Set(episodes.flatMap { $0.tags })
print(untagged.map(\.title), allTags.sorted(), allTags.count)
