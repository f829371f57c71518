// An array literal becomes a Set where a set is expected: inserted into a Set<Set<Int>> made
// empty, looked up in it, and used as a key of a [Set<Int>: String].
var sets = Set<Set<Int>>()
sets.insert([1, 2])
print(sets.count)
for set in sets { print(set.count, set.contains(1), set == [2, 1]) }
let same: Set<Int> = [2, 1]
print(sets.contains(same))
print(sets.contains([2, 1]))
let names: [Set<Int>: String] = [[1, 2]: "pair"]
print(names[same] ?? "none")
print(names[[2, 1]] ?? "none")
var seen: Set<Set<String>> = []
seen.insert(["a"])
print(seen.contains(["a"]), seen.count)
