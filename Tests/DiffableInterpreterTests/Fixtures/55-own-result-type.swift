// A program that declares its own Result (as a game or a test harness does) has its own type, as in
// Swift, where the module's type shadows the standard library's: its cases, its switch, its
// description, its Equatable conformance and its members, and Swift.Result still named in full.
enum Result: Equatable {
  case win, loss(by: Int), draw
  var points: Int {
    switch self {
    case .win: return 3
    case .draw: return 1
    case .loss: return 0
    }
  }
}
let season: [Result] = [.win, .loss(by: 2), .draw, .win]
print(season)
print(season.map(\.points).reduce(0, +))
for result in season {
  switch result {
  case .win: print("won")
  case .loss(let margin): print("lost by", margin)
  case .draw: print("drew")
  }
}
print(season.first == .win, season[1] == .loss(by: 3), type(of: season[0]))
let last: Result = .loss(by: 1)
if case .loss(by: let margin) = last { print("last lost by", margin) }
