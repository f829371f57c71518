// Class instances held by constants: an array, a dictionary, an optional and a struct that are
// `let` still let their elements' properties change (the reference is what the constant holds),
// as a view model's `let items: [Video]` is edited in place; a struct held by `var` copies.
final class Video {
  var title: String
  var tags: [String] = []
  init(title: String) { self.title = title }
}

struct Shelf {
  var featured: Video
  var count = 0
}

let videos = [Video(title: "Intro"), Video(title: "Cells")]
videos[0].title = "Intro, again"
videos[1].title += " and rows"
videos[1].tags.append("uikit")
videos.first?.tags.append("basics")

let byTitle = ["cells": videos[1]]
byTitle["cells"]?.title += "!"
byTitle["cells"]!.tags += ["tables"]

let pick: Video? = videos[0]
pick?.title = "Picked"

let shelf = Shelf(featured: videos[1])
shelf.featured.title = "Featured"

var copy = shelf
copy.count += 1
copy.featured.tags.removeAll()

for video in videos { print(video.title, video.tags) }
print(shelf.count, copy.count, shelf.featured === copy.featured)
