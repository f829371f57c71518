// Array, Dictionary and Set methods app code uses.
var fruits = ["apple", "pear", "fig"]
fruits.append("kiwi")
fruits.append(contentsOf: ["lime", "date"])
fruits.insert("plum", at: 0)
print(fruits, fruits.count, fruits.isEmpty, fruits.first!, fruits.last!)
let removed = fruits.remove(at: 1)
fruits.removeAll { $0.hasPrefix("l") }
print(removed, fruits, fruits.removeLast(), fruits)
print(fruits.contains("fig"), fruits.contains { $0.count > 4 }, fruits.firstIndex(of: "fig") as Any)
print(fruits.firstIndex { $0.hasSuffix("r") } as Any, fruits.first { $0.count == 3 } as Any)
print(fruits.sorted(), fruits.sorted(by: >), fruits.reversed() as [String])
fruits.sort()
print(fruits, fruits.prefix(2), fruits.suffix(2), fruits.dropFirst(), fruits.dropLast(2))
print(fruits.joined(separator: ", "), fruits.map { $0.count }, fruits.min()!, fruits.max()!)
for (index, fruit) in fruits.enumerated() where index % 2 == 0 {
  print(index, fruit)
}
let numbers = [5, 3, 8, 1, 9, 2]
print(numbers.filter { $0 > 3 }, numbers.reduce(0, +), numbers.reduce(into: 0) { $0 += $1 * 2 })
print(
  numbers.compactMap { $0 > 4 ? $0 * 10 : nil }, [[1, 2], [3]].flatMap { $0 }, numbers.min { $0 > $1 } as Any)
numbers.forEach { print($0, terminator: " ") }
print()
print(
  zip(["a", "b", "c"], [1, 2]).map { "\($0)\($1)" }, Array(1...4), Array(stride(from: 0, to: 10, by: 3)))
for value in stride(from: 10, through: 0, by: -5) { print(value, terminator: ";") }
print("")

var ages = ["Ada": 36, "Bob": 25]
ages["Cy"] = 41
ages["Bob"] = nil
ages["Ada", default: 0] += 1
print(ages.count, ages["Ada"] as Any, ages["Bob"] as Any, ages["Zed", default: -1])
print(
  ages.keys.sorted(), ages.values.sorted(), ages.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
for (name, age) in ages.sorted(by: { $0.value > $1.value }) {
  print(name, age)
}
let old = ages.removeValue(forKey: "Cy")
print(old as Any, ages, ages.isEmpty)
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byLetter = Dictionary(grouping: words) { $0.first! }
for letter in byLetter.keys.sorted() {
  print(letter, byLetter[letter]!)
}
let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
print(lengths.filter { $0.value > 6 }.keys.sorted(), lengths.mapValues { $0 * 2 }["fig"] as Any)
var seen: Set<String> = ["a", "b"]
seen.insert("c")
let inserted = seen.insert("a")
print(seen.count, seen.contains("b"), inserted.inserted, seen.sorted())
seen.remove("b")
let other: Set = ["c", "d"]
print(seen.union(other).sorted(), seen.intersection(other).sorted(), seen.subtracting(other).sorted())
print(Set([1, 2, 2, 3]).count, seen.isSubset(of: ["a", "c", "z"]), [1, 2] == [1, 2], ["a": 1] == ["a": 1])
print([Int](), [String: Int](), Array(repeating: 0, count: 3), [3, 1, 2].sorted().first as Any)
