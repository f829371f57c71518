// Strings and characters: interpolation of every kind of value, escapes, splitting, searching,
// building, comparing; Foundation's components(separatedBy:).
import Foundation

let sentence = "The quick brown fox"
let words = sentence.split(separator: " ")
print(words.count, words.map { $0.count }, words.last.map(String.init) ?? "")
print(sentence.components(separatedBy: " o"), sentence.lowercased().contains("quick"))
print(sentence.hasPrefix("The"), sentence.replacingOccurrences(of: "quick", with: "slow"))
print("tab\there", "quote \"q\"", "backslash \\", "unicode \u{1F600}", "new\nline")
var built = ""
for character in "hello" where character != "l" {
  built.append(character)
}
built += "!"
print(built, built.count, String(built.reversed()), built.uppercased())
let csv = "name,age\nada,36\nbob,25"
let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
for row in rows {
  print(row[0], Int(row[1])! + 1)
}
let emoji = "🇫🇷🇩🇪"
print(emoji.count, emoji.first!, "e\u{301}" == "é", "é".count)
print(
  "apple" < "banana", "Zebra" < "apple", ["b", "C", "a"].sorted(),
  ["b", "C", "a"].sorted { $0.lowercased() < $1.lowercased() })
let letters = Array("swift")
print(letters, letters.count, String(letters.sorted()))
let padded = "  trim me  ".trimmingCharacters(in: .whitespaces)
print("[\(padded)]", padded.isEmpty, "".isEmpty)
let items = ["a": 1]
print(
  "dict \(items) array \([1, 2]) optional \(Optional(3) as Any) nil \(String(describing: Optional<Int>.none)) tuple \((1, "x"))"
)
print("\(1.5) \(true) \(Character("c")) \(10 / 3)")
let character: Character = "7"
print(
  character.isNumber, character.wholeNumberValue as Any, Character("a").isLetter, Character("A").isUppercase)
print(String(repeating: "ab", count: 3), "x" + String(5), "\(sentence.count) chars")
let multiline = """
  first line
    indented
  last
  """
print(multiline)
let count = 3
let report = """
  Report for \(sentence.split(separator: " ").first!):
    \(count) items, \(Double(count) / 2) each
  done
  """
print(report)
