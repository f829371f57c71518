// Values and arithmetic: Int, Double, Bool, String, Character, overflow-free operators,
// string interpolation and grapheme-correct counts.
let apples = 3
let price = 1.25
var total = Double(apples) * price
total += 0.5
print("apples:", apples, "total:", total)
print(7 / 2, 7 % 2, -7 / 2, -7 % 2, 7.0 / 2)
print(1 &+ 2, 10 &- 3, 4 &* 5, 6 & 3, 6 | 3, 6 ^ 3, 1 << 4, 256 >> 2)
let name = "Zoë"
print(name.count, "family 👨‍👩‍👧".count, name.uppercased(), name.lowercased())
let initial: Character = "Z"
print(initial, name.first == initial, name.hasPrefix("Zo"), name.hasSuffix("x"))
let flags = [true, false]
print(flags[0] && !flags[1], flags[0] || flags[1], !flags[0])
print("\(apples) apples cost \(Double(apples) * price) in \(name)'s shop")
print(Int("42") as Any, Int("forty-two") as Any, Double("2.5") as Any)
print(String(42) + "!", String(describing: 3.0), abs(-5), abs(-2.5), min(3, 1, 2), max(4, 9))
print(Int.max, Int.min, 0.1 + 0.2, 1e-5, 1e16, 100.0 / 3)
let big = 1_000_000
print(big * big, 0x1F, 0b101, 0o17)
var counter = 10
counter -= 3
counter *= 2
counter /= 3
print(counter)
print(5 > 3 ? "more" : "less", 2 == 2.0, "a" < "b", (1, "b") < (1, "c"))
