// Word frequency: text split into words, normalized, counted in a dictionary, ranked with ties
// broken alphabetically, and the histogram printed.
import Foundation

let text = """
  the cat sat on the mat
  The dog sat on the log
  a cat and a dog
  """

var frequencies: [String: Int] = [:]
for line in text.components(separatedBy: "\n") {
  for word in line.split(separator: " ") {
    let normalized = word.lowercased()
    frequencies[normalized, default: 0] += 1
  }
}

let ranked = frequencies.sorted { lhs, rhs in
  if lhs.value != rhs.value { return lhs.value > rhs.value }
  return lhs.key < rhs.key
}
for (word, count) in ranked.prefix(5) {
  print(word.padding(toLength: 5, withPad: " ", startingAt: 0) + String(repeating: "*", count: count))
}
let uniqueWords = Set(frequencies.keys)
print(uniqueWords.count, frequencies.values.reduce(0, +), frequencies["the"] ?? 0)
let longest = frequencies.keys.max { ($0.count, $1) < ($1.count, $0) } ?? ""
print(longest)
let byLength = Dictionary(grouping: frequencies.keys, by: \.count).mapValues { $0.sorted() }
for length in byLength.keys.sorted() {
  print(length, byLength[length]!)
}
