// The observer pattern and a state machine as app code writes them: class-only protocols, observers
// notified from didSet, a mutating enum cycling its states, Equatable by extension, curried closures.
protocol Observer: AnyObject {
  func didChange(_ value: Int)
}
final class Logger: Observer {
  var lines: [String] = []
  func didChange(_ value: Int) { lines.append("value \(value)") }
}
final class Model {
  private var observers: [Observer] = []
  private(set) var value = 0 {
    didSet { observers.forEach { $0.didChange(value) } }
  }
  func add(_ observer: Observer) { observers.append(observer) }
  func increment(by step: Int = 1) { value += step }
}
let model = Model()
let logger = Logger()
model.add(logger)
model.increment()
model.increment(by: 5)
print(logger.lines, model.value)

enum Light {
  case red, yellow, green
  mutating func next() {
    switch self {
    case .red: self = .green
    case .green: self = .yellow
    case .yellow: self = .red
    }
  }
  var canGo: Bool { self == .green }
}
var light = Light.red
var history: [Light] = []
for _ in 0..<4 {
  history.append(light)
  light.next()
}
print(history, light.canGo, history.filter(\.canGo).count)
struct Rectangle {
  var width: Double, height: Double
  var area: Double { width * height }
  func scaled(by factor: Double) -> Rectangle { Rectangle(width: width * factor, height: height * factor) }
}
extension Rectangle: Equatable {}
let r = Rectangle(width: 2, height: 3)
print(r.scaled(by: 2).area, r == Rectangle(width: 2, height: 3), r != r.scaled(by: 1.5))
let shapes = [r, r.scaled(by: 0.5)]
let totalArea = shapes.map(\.area).reduce(0, +)
print(totalArea, shapes.contains(r), shapes.firstIndex(of: r.scaled(by: 0.5)) as Any)
func makeGreeter(prefix: String) -> (String) -> String {
  return { name in "\(prefix), \(name)!" }
}
let hello = makeGreeter(prefix: "Hello")
print(["Ada", "Bob"].map(hello))
