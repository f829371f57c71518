// debugPrint, as code logs what it is about to apply: strings in quotes, the rest as print
// shows it, with print's separator and terminator.
struct Row: Hashable {
  let id: Int
  var title: String?
}

let rows = [Row(id: 1, title: "Milk"), Row(id: 2, title: nil)]
debugPrint("rows:", rows.count)
debugPrint(rows[0].title as Any, rows.map(\.title))
debugPrint("a\"b", 1.5, separator: " | ", terminator: "!\n")
print("plain", "a\"b")
