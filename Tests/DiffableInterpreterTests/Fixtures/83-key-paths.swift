// Key paths as app code passes them: to map and sort (`\.title`), written with their root type
// (`\Song.title`), kept in a variable, and read and written through `value[keyPath:]`, on a
// struct in a variable and on an object, nested (`\.album.year`).
struct Album {
  var name: String
  var year: Int
}

struct Song {
  var title: String
  var album: Album
}

final class Player {
  var volume = 5
  var current: Song?
}

var songs = [
  Song(title: "Blue", album: Album(name: "Sky", year: 1999)),
  Song(title: "Amber", album: Album(name: "Sun", year: 2004)),
]
print(songs.map(\.title), songs.map(\.album.year))
let byYear = \Song.album.year
print(songs.sorted { $0[keyPath: byYear] > $1[keyPath: byYear] }.map(\.title))
songs[0][keyPath: \.title] = "Navy"
songs[1][keyPath: \Song.album.year] += 1
print(songs[0].title, songs[1].album.year)

let player = Player()
let volume = \Player.volume
player[keyPath: volume] = 8
print(player.volume, player[keyPath: \.volume])

func set<Root>(_ object: Root, _ path: ReferenceWritableKeyPath<Root, Int>, to value: Int) {
  object[keyPath: path] = value
}
set(player, \.volume, to: 2)
print(player.volume)
