import Foundation

// Dates in an app's model: episodes published at fixed instants, sorted newest first, grouped
// into "this week" by the seconds between them, as a feed's data source orders its items. Only
// fixed instants (Date(timeIntervalSince1970:)), so that the compiled program prints the same.
struct Episode: Hashable {
  let id: Int
  let title: String
  let published: Date
}

let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00:00 UTC
let day: TimeInterval = 86_400
let episodes = [
  Episode(id: 1, title: "Snapshots", published: start),
  Episode(id: 2, title: "Identity", published: start.addingTimeInterval(3 * day + 3_661)),
  Episode(id: 3, title: "Moves", published: start + 10 * day),
  Episode(id: 4, title: "Leap", published: Date(timeIntervalSince1970: 951_782_400)),  // 2000-02-29
  Episode(id: 5, title: "Before 1970", published: Date(timeIntervalSince1970: -86_401)),
]
for episode in episodes.sorted(by: { $0.published > $1.published }) {
  print(episode.id, episode.title, episode.published)
}
let newest = episodes.map(\.published).max()!
print("newest:", newest, newest.timeIntervalSince1970)
let thisWeek = episodes.filter { newest.timeIntervalSince($0.published) < 7 * day }.map(\.id)
print("this week:", thisWeek)
var later = start
later += 90
print(later > start, later == start.addingTimeInterval(90), later.timeIntervalSince(start))
print(start.timeIntervalSinceReferenceDate, Date(timeIntervalSinceReferenceDate: 0))
print(Set(episodes.map(\.published)).count, start.distance(to: later), start.advanced(by: 30))

// Computed properties with one expression return it: a type's static one and a global one.
struct Feed {
  static var title: String { "Episodes" }
  static var count: Int { episodes.count }
}
var latestTitle: String { episodes.max { $0.published < $1.published }!.title }
print(Feed.title, Feed.count, latestTitle)
