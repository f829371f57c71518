// Errors: throwing functions, do/try/catch with patterns and where, try?, rethrowing, defer.
import Foundation

enum ValidationError: Error {
  case empty
  case tooLong(limit: Int)
  case forbidden(String)
}

func validate(_ name: String) throws -> String {
  if name.isEmpty { throw ValidationError.empty }
  if name.count > 8 { throw ValidationError.tooLong(limit: 8) }
  if name.lowercased() == "admin" { throw ValidationError.forbidden(name) }
  return name.capitalized
}

for candidate in ["ada", "", "bartholomew", "Admin"] {
  do {
    let valid = try validate(candidate)
    print("ok", valid)
  } catch ValidationError.empty {
    print("empty name")
  } catch ValidationError.tooLong(let limit) where limit < 10 {
    print("longer than", limit)
  } catch {
    print("other error:", error)
  }
}

print(try? validate("grace") as Any, (try? validate("")) as Any)
let fallback = (try? validate("")) ?? "Anonymous"
print(fallback)

var events: [String] = []
func process(_ items: [Int]) throws -> Int {
  events.append("start")
  defer { events.append("cleanup") }
  var total = 0
  for item in items {
    guard item >= 0 else { throw ValidationError.forbidden("negative \(item)") }
    total += item
  }
  events.append("done")
  return total
}

print(try process([1, 2, 3]))
do {
  _ = try process([1, -2])
} catch let ValidationError.forbidden(reason) {
  print("refused:", reason)
}
print(events)

struct Parser {
  enum Failure: Error, Equatable {
    case notANumber(String)
  }

  func parse(_ texts: [String]) throws -> [Int] {
    try texts.map { text in
      guard let number = Int(text) else { throw Failure.notANumber(text) }
      return number
    }
  }
}

let parser = Parser()
do {
  print(try parser.parse(["1", "2"]))
  print(try parser.parse(["3", "x"]))
} catch let failure as Parser.Failure {
  print("failure:", failure, failure == .notANumber("x"))
}

func firstEven(_ numbers: [Int]) -> Int? {
  defer { print("searched", numbers.count) }
  for number in numbers where number % 2 == 0 {
    return number
  }
  return nil
}

print(firstEven([1, 3, 4, 6]) as Any)
