// Optionals as app code declares them: a `T!` (an outlet, a property set in `viewDidLoad`) is
// unwrapped where a `T` is wanted; a `T?` is used through `?`, `!`, `??`, `if let` and `map`.
// Written for diffable's differential tests; run both ways, the outputs must be equal.

final class ProfileScreen {
  var title: String!
  var tags: [String]!
  var subtitle: String?

  func load() {
    title = "Profile"
    tags = ["swift"]
  }

  func heading() -> String { title }

  func tagCount() -> Int {
    tags.append("ios")
    return tags.count
  }
}

func shout(_ text: String) -> String { text.uppercased() }

let screen = ProfileScreen()
screen.load()
let plainTitle: String = screen.title
print(plainTitle, shout(screen.title), screen.heading(), screen.tagCount())
print(screen.title.count, screen.tags.joined(separator: ","))
print(screen.subtitle ?? "no subtitle", screen.subtitle?.count ?? -1)
screen.subtitle = "about"
if let subtitle = screen.subtitle { print("subtitle:", subtitle.count) }
print(screen.subtitle.map { $0 + "!" } ?? "-", screen.subtitle!.uppercased())

var counter: Int! = 41
counter += 1
let copy = counter
let sum: Int = counter + 1
print(counter == 42, sum, copy ?? 0)

let names = ["b", "a"]
let first = names.first
print(first ?? "", first?.count ?? 0, names.first!.count)
var nickname: String? = nil
print(nickname == nil, nickname?.isEmpty as Any)
nickname = "kid"
guard let nick = nickname else { fatalError() }
print(nick.count, nickname!)

func lookup(_ id: Int) -> String? { id == 1 ? "one" : nil }
print(lookup(1)?.count ?? 0, lookup(2)?.count ?? 0, lookup(1)!)
let ages = ["a": 3]
print(ages["a"]?.description ?? "-", ages["z", default: 0])
