// Names older code still uses, which Swift compiles with a deprecation warning:
// `index(of:)` and `index(where:)`, today's `firstIndex(of:)` and `firstIndex(where:)`.
struct Song: Equatable {
  let title: String
  var plays: Int
}

var songs = [Song(title: "Intro", plays: 3), Song(title: "Theme", plays: 9), Song(title: "Outro", plays: 1)]
if let index = songs.index(where: { $0.plays > 5 }) {
  songs[index].plays += 1
  print(index, songs[index])
}
print(songs.index(of: Song(title: "Outro", plays: 1)) ?? -1)
print(songs.map(\.title).index(of: "Missing") as Any)
let letters = ["a", "b", "c"]
print(letters.index(of: "c") ?? 0, letters.index { $0 == "b" } ?? 0)
