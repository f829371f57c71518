import Foundation

// Foundation's pow, Double's remainders, integers in another radix, ranges with one bound,
// `max` and `min` of equal values, rethrowing functions, a type declared in a function, and a
// tuple alias's labels.
print(pow(2.0, 10.0), pow(1.5, 2.0), pow(2, 0.5))
let base = 3.0
print(pow(base, 2), 7.5.truncatingRemainder(dividingBy: 2), 7.5.remainder(dividingBy: 2))
print(10.0.truncatingRemainder(dividingBy: 3), (-3).signum(), 0.signum(), 12.signum())
print(["ff", "10", "zz", "-7f"].map { Int($0, radix: 16) }, Int("101", radix: 2) ?? -1)
print(String(255, radix: 2), String(255, radix: 16), String(48879, radix: 16, uppercase: true))
print(["7", "a", "F", "g"].map { Character($0).hexDigitValue })

let scores = [12, 45, 78, 91, 33]
print(scores[..<2], scores[...1], scores[3...], Array(scores[..<0]))
for score in scores {
  switch score {
  case ..<20: print(score, "low")
  case ...50: print(score, "middle")
  case 90...: print(score, "top")
  default: print(score, "high")
  }
}
print((..<10).contains(3), (...10).contains(10), (5...).contains(4))
print(..<5, ...5, 3...)

struct Version: Comparable, CustomStringConvertible {
  let number: Int
  let tag: String
  static func < (a: Version, b: Version) -> Bool { a.number < b.number }
  var description: String { "\(number)\(tag)" }
}
let a = Version(number: 1, tag: "a")
let b = Version(number: 1, tag: "b")
let c = Version(number: 1, tag: "c")
print(max(a, b), min(a, b), max(a, b, c), min(a, b, c))
print([a, b, c].max()!, [a, b, c].min()!, max(0.0, -0.0), min(0.0, -0.0))

func retry(times: Int, _ operation: () throws -> String) rethrows -> String {
  var last = ""
  for _ in 0..<times { last = try operation() }
  return last
}
var attempts = 0
print(
  retry(times: 3) {
    attempts += 1; return "attempt \(attempts)"
  })
enum Failure: Error { case gaveUp }
do {
  _ = try retry(times: 2) { throw Failure.gaveUp }
} catch {
  print("caught", error)
}

func validate(_ password: String) -> String {
  struct PasswordError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "password " + reason }
  }
  enum Strength { case weak, strong }
  let strength: Strength = password.count >= 8 ? .strong : .weak
  let problem = password.contains(where: \.isNumber) ? nil : PasswordError(reason: "needs a digit")
  return "\(strength) \(problem.map { "\($0)" } ?? "ok")"
}
print(validate("abc"), validate("abcdefg1"))

typealias Coordinate = (lat: Double, lon: Double)
let route: [Coordinate] = [(1, 2), (3.5, 4)]
print(route.map { $0.lat + $0.lon }, route[1].lat, route)
let home: Coordinate = (lat: 48.1, lon: 11.6)
print(home.lat, home)

// A conditional with `nil` in one branch is optional whichever branch runs.
let isEmpty = false
let count = isEmpty ? nil : 5
print(count as Any, count.map { $0 + 1 } as Any, [1, 2].map { $0 > 1 ? nil : $0 })
