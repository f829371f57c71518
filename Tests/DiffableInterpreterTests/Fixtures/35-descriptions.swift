// Descriptions as print shows them: nested structs, enums inside structs and collections,
// optionals of user types, dictionaries of arrays, tuples of user types, classes and types.
struct Inner {
  var flag: Bool
}

enum Mode {
  case on
  case level(Int)
  case pair(a: Int, b: String)
}

struct Outer {
  var name: String
  var inner: Inner
  var mode: Mode
  var modes: [Mode]
  var maybe: Inner?
  var scores: [String: [Int]]
}

final class Handle {}

let outer = Outer(
  name: "x", inner: Inner(flag: true), mode: .level(3), modes: [.on, .pair(a: 1, b: "z")],
  maybe: Inner(flag: false), scores: ["k": [1, 2]])
print(outer)
print([outer.inner], outer.maybe as Any, Optional(Mode.on) as Any, (outer.inner, Mode.on))
print(Mode.pair(a: 2, b: "q"), [Mode.level(1)], ["m": Mode.on])
print(Handle(), [Handle()], Optional(Handle()) as Any)
print(type(of: outer), type(of: 3), type(of: "s"), Inner.self)
print(String(describing: outer.inner), "\(outer.mode)", "\([outer.mode])")
let empty: [Int: String] = [:]
print(empty, [Int](), Set<String>(), [[Int]](), [Optional<Int>.none])
