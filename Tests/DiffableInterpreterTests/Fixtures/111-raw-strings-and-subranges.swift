// A raw string keeps its backslashes and quotes as text, and escapes or interpolates only with as
// many # as its delimiter (\#n, \#(value)); an array's subrange is replaced or removed in place,
// with a closed, half-open or one-sided range.
let pattern = #"\d+ "digits" \n"#
print(pattern, pattern.count)
let name = "Ada"
print(#"Hello, \#(name)!\#tTab \(name)"#)
print(##"one # and "# inside"##, ##"a\##nb"##)
let block = #"""
  C:\Users\\#(name)
    "indented"
  """#
print(block)
print("\u{1F600} \u{E9}", "tab\there")

var numbers = [1, 2, 3, 4, 5]
numbers.replaceSubrange(1..<3, with: [20, 30, 40])
print(numbers)
numbers.replaceSubrange(0...0, with: [Int]())
numbers.removeSubrange(2...)
print(numbers)
numbers.replaceSubrange(numbers.count..., with: [7, 8])
numbers.replaceSubrange(..<1, with: [9, 9])
print(numbers, numbers.count)
var words = ["a", "b", "c"]
words.removeSubrange(..<2)
words.replaceSubrange(0..<0, with: ["z"])
print(words)
