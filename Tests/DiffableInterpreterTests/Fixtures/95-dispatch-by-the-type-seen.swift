// A method a protocol extension declares without the protocol requiring it runs by the type the
// call sees; a class keeps the default it took for its subclasses; `Self` is the type of `self`;
// a metatype held in a value calls the type's static members; an overriding property's observers
// run with the superclass's.
protocol Describer { func name() -> String }
extension Describer {
  func name() -> String { "anonymous" }
  func tag() -> String { "<generic>" }
  func render() -> String { "\(name()) \(tag()) \(self.tag())" }
}
struct Widget: Describer {
  func name() -> String { "widget" }
  func tag() -> String { "<widget>" }
}
struct Plain: Describer {}
let widget = Widget()
print(widget.render(), widget.tag(), widget.name(), Widget().tag())
let seen: Describer = widget
print(seen.tag(), seen.name(), seen.render())
print(Plain().render())

class Base: Describer {}
class Sub: Base { func name() -> String { "sub" } }
let sub = Sub()
let asBase: Base = sub
let asDescriber: Describer = sub
print(sub.name(), asBase.name(), asDescriber.name(), sub.render())

class Shape: Describer { func name() -> String { "shape" } }
class Square: Shape { override func name() -> String { "square" } }
let square: Describer = Square()
print(square.name(), square.render(), Square().tag())

class Vehicle {
  class var kind: String { "vehicle" }
  class func make() -> String { "made " + Self.kind }
  var label: String { "\(Self.self): \(Self.kind)" }
  required init() {}
}
final class Truck: Vehicle { override class var kind: String { "truck" } }
print(Vehicle().label, Truck().label, Truck.make())
let kinds: [Vehicle.Type] = [Vehicle.self, Truck.self]
print(kinds.map { $0.kind }, kinds.map { $0.make() }, kinds.map { $0.init().label })

protocol Named { static var typeName: String { get } }
extension Named {
  static func greeting() -> String { "hello " + Self.typeName }
  func shout() -> String { Self.typeName.uppercased() }
}
struct Robot: Named { static var typeName: String { "robot" } }
print(Robot.greeting(), Robot().shout())

class Thermostat {
  var target = 20 { didSet { print("base saw", oldValue, "->", target) } }
}
class SmartThermostat: Thermostat {
  override var target: Int {
    willSet { print("smart will", newValue) }
    didSet { print("smart saw", oldValue, "->", target) }
  }
}
let thermostat = SmartThermostat()
thermostat.target = 22
thermostat.target += 1
