// Hashable: synthesized == and hash(into:), the user's own == and hash(into:) executed as code,
// user types as Dictionary keys and Set elements, case-insensitive identity.
struct Tag: Hashable {
  let name: String
  var color: String

  static func == (lhs: Tag, rhs: Tag) -> Bool {
    lhs.name.lowercased() == rhs.name.lowercased()
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name.lowercased())
  }
}

let tags: Set<Tag> = [
  Tag(name: "Swift", color: "orange"), Tag(name: "swift", color: "red"), Tag(name: "UIKit", color: "blue"),
]
print(tags.count, tags.map { $0.name.lowercased() }.sorted())
print(
  Tag(name: "A", color: "x") == Tag(name: "a", color: "y"),
  Tag(name: "A", color: "x") != Tag(name: "B", color: "x"))

var counts: [Tag: Int] = [:]
for tag in [Tag(name: "Swift", color: ""), Tag(name: "SWIFT", color: ""), Tag(name: "iOS", color: "")] {
  counts[tag, default: 0] += 1
}
print(
  counts.count, counts[Tag(name: "swift", color: "any")] as Any, counts[Tag(name: "ios", color: "")] as Any)

struct Coordinate: Hashable {
  var row: Int
  var column: Int
}

var visited: Set<Coordinate> = []
for step in [Coordinate(row: 0, column: 0), Coordinate(row: 0, column: 1), Coordinate(row: 0, column: 0)] {
  if visited.contains(step) {
    print("again", step)
  }
  visited.insert(step)
}
print(
  visited.count, visited.contains(Coordinate(row: 0, column: 1)),
  Coordinate(row: 1, column: 2) == Coordinate(row: 1, column: 2))

enum Fruit: Hashable {
  case apple
  case orange(size: Int)
}

let basket: [Fruit: String] = [.apple: "red", .orange(size: 3): "small", .orange(size: 5): "big"]
print(basket[.orange(size: 5)] ?? "-", basket[.orange(size: 4)] ?? "-", basket.count)

final class Video: Hashable {
  let id: Int
  var title: String

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }

  static func == (lhs: Video, rhs: Video) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

let first = Video(id: 1, title: "Intro")
let renamed = Video(id: 1, title: "Introduction")
let library: Set<Video> = [first, renamed, Video(id: 2, title: "Outro")]
print(library.count, first == renamed, first === renamed, library.contains(Video(id: 2, title: "")))

struct Contact: Hashable {
  var first: String
  var last: String
  var fullName: String { "\(first) \(last)" }

  static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.fullName == rhs.fullName }
  func hash(into hasher: inout Hasher) {
    hasher.combine(first)
    hasher.combine(last)
  }
}

let contacts = [
  Contact(first: "Ada", last: "Lovelace"), Contact(first: "Ada", last: "Lovelace"),
  Contact(first: "Alan", last: "Turing"),
]
print(Set(contacts).count, Array(Set(contacts)).map(\.fullName).sorted())
