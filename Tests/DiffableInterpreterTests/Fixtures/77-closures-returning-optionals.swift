// A closure written without types, passed or stored where the function type returns an
// optional: what it returns is that optional, so `if let` and `??` on its result work, whether
// it returns a value or nil (a validator, a lookup, a generic helper's transform).
func firstResult<T>(in values: [Int], _ transform: (Int) -> T?) -> T? {
  for value in values {
    if let result = transform(value) { return result }
  }
  return nil
}

struct Field {
  var text: String
  var validate: ((String) -> String?)?

  func problem() -> String {
    guard let validate, let message = validate(text) else { return "ok" }
    return message
  }
}

print(firstResult(in: [1, 4, 9]) { $0 > 3 ? "big \($0)" : nil } ?? "none")
print(firstResult(in: [1, 2]) { value -> Int? in value > 5 ? value : nil } as Any)
var name = Field(text: "", validate: { $0.isEmpty ? "required" : nil })
print(name.problem())
name.text = "Ada"
print(name.problem())
let lookup: [String: Int] = ["a": 1]
let find: (String) -> Int? = { lookup[$0] }
if let found = find("a") { print("found", found) }
print(find("z") ?? -1)
