// Foundation's character sets as search and form code uses them: trimming a query, splitting on
// a set, a set of given characters, an inverted set, a set passed to a function.
// Written for diffable's differential tests; run both ways, the outputs must be equal.
import Foundation

let typed = "  hello, world!\n"
print("[" + typed.trimmingCharacters(in: .whitespaces) + "]")
print("[" + typed.trimmingCharacters(in: .whitespacesAndNewlines) + "]")
print("[" + typed.trimmingCharacters(in: .newlines) + "]")
print("[" + "!!hi!!".trimmingCharacters(in: .punctuationCharacters) + "]")
print("[" + "--a-b--".trimmingCharacters(in: CharacterSet(charactersIn: "-")) + "]")
print("[" + "123abc456".trimmingCharacters(in: .decimalDigits) + "]")
print("[" + "abc123".trimmingCharacters(in: .letters) + "]")
print("[" + "ABCdefGHI".trimmingCharacters(in: .uppercaseLetters) + "]")

let allowed: CharacterSet = .letters
let query = "  Mt. Everest 8848 "
print(query.trimmingCharacters(in: allowed.inverted))
print(query.components(separatedBy: .whitespaces).filter { !$0.isEmpty })
print("a,b;c".components(separatedBy: CharacterSet(charactersIn: ",;")))

func clean(_ text: String, removing set: CharacterSet) -> String { text.trimmingCharacters(in: set) }
print(clean("..x..", removing: CharacterSet(charactersIn: ".")))
let words = "Swift, UIKit; diffable".components(separatedBy: CharacterSet(charactersIn: ",; "))
print(words.filter { !$0.isEmpty }.map { $0.lowercased() }.sorted())
