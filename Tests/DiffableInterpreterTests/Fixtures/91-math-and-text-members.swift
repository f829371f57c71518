import Foundation

// Foundation's rounding and roots, on Doubles and on integer literals (which become Doubles).
let price = 3.7
print(floor(price), ceil(price), round(price), sqrt(16.0))
print(floor(-2.5), ceil(-2.5), round(-2.5), round(2.5), floor(5), sqrt(2))
print(abs(-3.5), abs(-4), 9.0.squareRoot(), [1.5, 2.5].map(floor))
print(sqrt(-1.0), [sqrt(4.0)])
let halfStars = (4.26 * 2).rounded() / 2
print(halfStars)

// rounded(_:) with each rule, the rule from the argument's type or from an annotation.
enum Direction { case up, down }
let direction = Direction.up
print(direction)
print(price.rounded(.up), price.rounded(.down), (-2.5).rounded(.towardZero), (-2.5).rounded(.awayFromZero))
print(2.5.rounded(.toNearestOrEven), 2.5.rounded(.toNearestOrAwayFromZero), 2.5.rounded())
let rule: FloatingPointRoundingRule = .down
print(7.9.rounded(rule), rule, [rule])
let rules: [FloatingPointRoundingRule] = [.up, .towardZero]
print(rules.map { (-1.5).rounded($0) })

// Comparing text: ComparisonResult, its cases and raw values.
let name = "Hello"
print(name.caseInsensitiveCompare("hello") == .orderedSame)
print(name.caseInsensitiveCompare("world"), "b".compare("a"), "a".compare("a"))
let result = "apple".caseInsensitiveCompare("Banana")
switch result {
case .orderedAscending: print("before")
case .orderedSame: print("same")
case .orderedDescending: print("after")
}
print([result], result.rawValue, ComparisonResult.orderedDescending.rawValue)
let fruits = ["banana", "Apple", "cherry"]
print(fruits.sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })

// starts(with:) and elementsEqual(_:) of strings, arrays and ranges.
print(
  name.starts(with: "He"), name.starts(with: "he"), [1, 2, 3].starts(with: [1, 2]), [1].starts(with: [1, 2]))
print([1, 2, 3].starts(with: 1...2), (1...5).starts(with: [1, 2]))
print([1, 2, 3].elementsEqual([1, 2, 3]), "abc".elementsEqual("abd"), [1, 2].elementsEqual(1...2))
print(["A", "b"].elementsEqual(["a", "B"]) { $0.lowercased() == $1.lowercased() })
print(["Ab", "c"].starts(with: ["a"]) { $0.lowercased().hasPrefix($1) })

// Random Doubles: only where they land is printed.
let roll = Double.random(in: 0..<10)
print((0..<10).contains(Int(roll)), roll >= 0 && roll < 10)
let unit = Double.random(in: 0.0...1.0)
print(unit >= 0.0 && unit <= 1.0, type(of: unit))
let low = 2.5
let scaled = Double.random(in: low..<(low + 1))
print(scaled >= 2.5 && scaled < 3.5, Double.random(in: 4.0...4.0))

// Int(exactly:): nil for a fraction, NaN or a Double too large.
let huge = 1e300
print(
  Int(exactly: 2.5) as Any, Int(exactly: 3.0) as Any, Int(exactly: huge) as Any,
  Int(exactly: Double.nan) as Any)
if let whole = Int(exactly: 42.0) { print(whole + 1) }

// quotientAndRemainder(dividingBy:): a labelled tuple, with the signs of / and %.
let split = 17.quotientAndRemainder(dividingBy: 5)
print(split, split.quotient, split.remainder)
print((-17).quotientAndRemainder(dividingBy: 5), 17.quotientAndRemainder(dividingBy: -5))
let (minutes, seconds) = 135.quotientAndRemainder(dividingBy: 60)
print("\(minutes)m \(seconds)s")

// The utf8 and unicodeScalars views: counts, walks and arrays.
let word = "héllo"
print(word.count, word.utf8.count, word.unicodeScalars.count, word.utf8.isEmpty, "".unicodeScalars.isEmpty)
print(word.utf8, word.unicodeScalars, [word.utf8], word.utf8.first as Any)
print(Array(word.utf8), Array(word.unicodeScalars))
for scalar in "ab".unicodeScalars { print(scalar, scalar.value) }
var total = 0
for byte in "AB".utf8 { total += Int(byte) }
print(total, word.utf8.map { $0 }.count, word.unicodeScalars.filter { $0.value > 127 }.count)
print(word.utf8.contains(104), word.utf8.reduce(0) { $0 + Int($1) })
