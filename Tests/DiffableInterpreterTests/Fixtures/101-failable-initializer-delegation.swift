// An initializer that delegates to a failable one (self.init(rawValue:), self.init(text:)) fails
// when it fails, and gives the value itself, not an optional of it, when it succeeds.
enum Color: String {
  case red, green
  init?(raw: RawValue) { self.init(rawValue: raw) }
}
print(Color(raw: "red")!)
print(Color(raw: "blue") as Any)
struct Temp {
  var c: Double
  init?(text: String) {
    guard let v = Double(text) else { return nil }
    c = v
  }
  init?(f: String) { self.init(text: f) }
}
print(Temp(f: "3")!.c, Temp(f: "x") == nil)
enum Shade: String {
  case red, green
  init(raw: String) { self.init(rawValue: raw)! }
}
print(Shade(raw: "green"))
class Box {
  var n: Int
  init?(n: Int) { if n < 0 { return nil }; self.n = n }
  convenience init?(text: String) {
    guard let v = Int(text) else { return nil }
    self.init(n: v)
  }
}
print(Box(text: "4")?.n as Any, Box(text: "-4") == nil, Box(text: "q") == nil)
