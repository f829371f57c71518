// Initializers: delegation with self.init in extensions, convenience and required class
// initializers, inherited initializers, default property values, failable enum init.
struct Size {
  var width: Double
  var height: Double
}

extension Size {
  init(square side: Double) {
    self.init(width: side, height: side)
  }

  var area: Double { width * height }
}

print(Size(width: 2, height: 3).area, Size(square: 4), Size(square: 1.5).area)

class Vehicle {
  let wheels: Int
  var name: String

  init(wheels: Int, name: String) {
    self.wheels = wheels
    self.name = name
  }

  convenience init(bicycleNamed name: String) {
    self.init(wheels: 2, name: name)
  }

  func summary() -> String { "\(name): \(wheels) wheels" }
}

class Truck: Vehicle {
  var load = 0
}

let bike = Vehicle(bicycleNamed: "Brompton")
let truck = Truck(wheels: 6, name: "Hauler")
truck.load = 500
print(bike.summary(), truck.summary(), truck.load)

enum Weekday: Int {
  case monday = 1, tuesday, wednesday

  init?(shortName: String) {
    switch shortName.lowercased() {
    case "mon": self = .monday
    case "tue": self = .tuesday
    case "wed": self = .wednesday
    default: return nil
    }
  }
}

print(Weekday(shortName: "TUE") as Any, Weekday(shortName: "sun") as Any, Weekday(rawValue: 3) as Any)

struct Settings {
  var volume = 5
  var muted = false
  let version = 2
  var tags: [String] = []
}

let defaults = Settings()
let loud = Settings(volume: 11)
let tagged = Settings(muted: true, tags: ["a"])
print(defaults, loud.volume, tagged)
