// Observers of the same property on two objects, as a view model and a view controller that both
// name their list `items` do: setting one object's property from inside the other's `didSet` runs
// that object's observers (only a property set inside its own observer, on the same object, does
// not run them again).
final class Model {
  var items: [String] = [] {
    didSet {
      print("model has", items.count)
      screen?.items = items
    }
  }
  var screen: Screen?
}

final class Screen {
  var items: [String] = [] {
    willSet { print("screen will show", newValue) }
    didSet {
      print("screen shows", items, "was", oldValue)
      if items.count > 2 { items = Array(items.prefix(2)) }
    }
  }
}

let model = Model()
let screen = Screen()
model.screen = screen
model.items = ["a"]
model.items.append("b")
model.items += ["c", "d"]
print(screen.items)

var counter = 0 {
  didSet { print("counter", counter) }
}
var other = 0 {
  didSet { counter += 10 }
}
other = 1
print(counter, other)
