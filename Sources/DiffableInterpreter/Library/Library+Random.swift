import DiffableKit

/// `UUID()` and the random values app code asks for (`shuffled()`, `randomElement()`,
/// `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`), from the session's seeded sequences when a session drives
/// the interpreter (so that a lesson prints the same every time), else from the interpreter's own.
extension Evaluator {
  /// The next `UUID()` string.
  func nextUUID() -> String { sessionUUID?() ?? uuids.next() }

  /// A generator of the random values, drawing from the session's sequence or the interpreter's.
  func randomNumbers() -> DrawnNumbers {
    DrawnNumbers { [unowned self] in sessionRandom?() ?? generator.next() }
  }

  /// A new `UUID()`: a library struct holding its string, equal to another with the same string.
  func makeUUID() -> Value {
    .structure(StructValue(typeName: "UUID", fields: ["uuidString": .string(nextUUID())]))
  }

  /// `Date()`: the clock's reading, which then moves one second forward (``UIKitPrelude``'s
  /// `foundationSource` says why).
  func makeDate() -> Value {
    defer { clock += 1 }
    return .structure(
      StructValue(typeName: "Date", fields: ["timeIntervalSinceReferenceDate": .double(clock)]))
  }

  /// `Int.random(in:)`, `Double.random(in:)` and `Bool.random()` as function values, or nil for
  /// another static member.
  func randomStatic(_ typeName: String, _ name: String) -> Value? {
    guard name == "random", !declaresType(typeName) else { return nil }
    switch typeName {
    case "Int":
      return .function(
        .builtin("random") { [unowned self] values, labels, location in
          guard labels == ["in"], case .range(let lower, let upper, let closed) = values[0] else {
            throw InterpreterError.checkFailed("write Int.random(in: lower..<upper)", at: location)
          }
          guard let count = Library.count(lower: lower, upper: upper, closed: closed), count > 0 else {
            throw InterpreterError.fatal(Library.emptyRandomRangeFailure, at: location)
          }
          var numbers = randomNumbers()
          return .int(lower + Int.random(in: 0..<count, using: &numbers))
        })
    case "Double":
      // A range of Int bounds (`0..<10` held by a variable); one written in the call is
      // drawn with Double bounds (``randomDouble(_:_:_:in:at:)``).
      return .function(
        .builtin("random") { [unowned self] values, labels, location in
          guard labels == ["in"], case .range(let lower, let upper, let closed) = values[0] else {
            throw InterpreterError.checkFailed("write Double.random(in: lower..<upper)", at: location)
          }
          return try drawDouble(Double(lower), Double(upper), closed: closed, at: location)
        })
    case "Bool":
      return .function(
        .builtin("random") { [unowned self] _, _, _ in
          var numbers = randomNumbers()
          return .bool(Bool.random(using: &numbers))
        })
    default:
      return nil
    }
  }
}

/// Random numbers drawn from a closure (the session's seeded sequence, or the interpreter's).
struct DrawnNumbers: RandomNumberGenerator {
  let draw: () -> UInt64

  init(_ draw: @escaping () -> UInt64) { self.draw = draw }

  mutating func next() -> UInt64 { draw() }
}
