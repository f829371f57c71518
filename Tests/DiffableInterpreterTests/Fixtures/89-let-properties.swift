// `let` properties: set by their type's initializers (with or without `self.`, in a branch), read
// everywhere; an object a `let` property holds changes in place, and a struct held by `var`
// changes its `var` properties beside its `let` ones (what may not change them: RefusalTests).
final class Counter {
  var count = 0
}

final class Playlist {
  let name: String
  let counter = Counter()
  let tracks: [String]
  var plays = 0

  init(name: String, tracks: [String]) {
    self.name = name
    if tracks.isEmpty {
      self.tracks = ["silence"]
    } else {
      self.tracks = tracks
    }
  }

  func play() {
    plays += 1
    counter.count += 2
  }
}

struct Track {
  let id: Int
  var title: String
  let owner: Counter

  init(id: Int, title: String) {
    self.id = id
    self.title = title
    owner = Counter()
  }

  mutating func rename(_ title: String) {
    self.title = title
    owner.count += 1
  }
}

let list = Playlist(name: "Road", tracks: [])
list.play()
list.play()
list.counter.count += 10
print(list.name, list.tracks, list.plays, list.counter.count)

var track = Track(id: 7, title: "Intro")
track.rename("Opening")
track.owner.count += 5
track.title += "!"
print(track.id, track.title, track.owner.count)

var tracks = [Track(id: 1, title: "a"), Track(id: 2, title: "b")]
tracks[1].title = "B"
tracks[0].rename("A")
print(tracks.map(\.title), tracks.map(\.id), tracks[0].owner.count)

struct Shelf {
  let label: String
  var items: [Track]
}

var shelf = Shelf(label: "top", items: tracks)
shelf.items[0].title = "first"
shelf.items.append(Track(id: 3, title: "c"))
print(shelf.label, shelf.items.map(\.title))
