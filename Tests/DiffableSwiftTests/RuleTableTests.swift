import Testing

/// Bodies of `==` and `hash(into:)` that the session reads as the fields they use (and then keys
/// the values by those fields), or leaves to the interpreter, which runs them: a body read as a
/// rule it is not (`lhs.id == rhs.title` read as `==(id)`) would silently give identifiers
/// another identity than the app's.
@Suite("Hashable bodies: read correctly or run as written")
struct RuleTableTests {
  /// `struct P` with fields a and b, and the given bodies; what declaring it printed first, and
  /// whether the session keys P by a rule of fields.
  private func declaring(hash: String = "hasher.combine(a)", equal: String) -> (String?, isRead: Bool) {
    let session = SwiftSession()
    let first = session.enter(
      """
      struct P: Hashable {
        let a: Int
        let b: Int
        func hash(into hasher: inout Hasher) { \(hash) }
        static func == (lhs: P, rhs: P) -> Bool { \(equal) }
      }
      """
    ).first
    return (first, session.state.registry["P"] != nil)
  }

  private func declared(hash: String = "hasher.combine(a)", equal: String) -> String? {
    declaring(hash: hash, equal: equal).0
  }

  @Test(arguments: [
    ("lhs.a == rhs.a", "P: hash(a), ==(a)"),
    ("rhs.a == lhs.a", "P: hash(a), ==(a)"),
    ("(lhs.a == rhs.a)", "P: hash(a), ==(a)"),
    ("return lhs.a == rhs.a", "P: hash(a), ==(a)"),
    ("lhs.a == rhs.a && lhs.b == rhs.b", "P: hash(a), ==(a, b)"),
  ])
  func equalityBodiesReadAsTheFieldsTheyCompare(body: String, rule: String) {
    #expect(declared(equal: body) == rule)
  }

  /// Run as written, and announced with what they compare as written, which no rule of fields
  /// reads like; or refused by the compiler's rules (`lhs.c`).
  @Test(arguments: [
    ("lhs.a == rhs.b", "P: hash(a), ==(lhs.a == rhs.b)"),
    ("lhs.a == lhs.a", "P: hash(a), ==(lhs.a == lhs.a)"),
    ("rhs.a == rhs.a", "P: hash(a), ==(rhs.a == rhs.a)"),
    ("lhs.a != rhs.a", "P: hash(a), ==(lhs.a != rhs.a)"),
    ("lhs.a == rhs.a || lhs.b == rhs.b", "P: hash(a), ==(lhs.a == rhs.a || lhs.b == rhs.b)"),
    ("rhs.a == 1", "P: hash(a), ==(rhs.a == 1)"),
    ("lhs.a < rhs.a", "P: hash(a), ==(lhs.a < rhs.a)"),
    ("lhs.c == rhs.c", "error: "),
    ("lhs.a.description == rhs.a.description", "P: hash(a), ==(a.description)"),
    ("true", "P: hash(a), ==(true)"),
  ])
  func equalityBodiesThatCompareSomethingElseAreRunNotRead(body: String, announced: String) {
    let (first, isRead) = declaring(equal: body)
    #expect(
      announced == "error: " ? first?.hasPrefix("error: ") == true : first == announced,
      "\(body): \(first ?? "nothing")")
    #expect(!isRead, "\(body)")
  }

  @Test(arguments: [
    ("hasher.combine(a)", "P: hash(a), ==(a)"),
    ("hasher.combine(self.a)", "P: hash(a), ==(a)"),
    ("hasher.combine(a); hasher.combine(b)", "P: hash(a, b), ==(a)"),
  ])
  func hashBodiesReadAsTheFieldsTheyCombine(body: String, rule: String) {
    #expect(declared(hash: body, equal: "lhs.a == rhs.a") == rule)
  }

  @Test(arguments: [
    ("other.combine(a)", "error: "),
    ("hasher.combine(c)", "error: "),
    ("hasher.combine(1)", "P: hash(1), ==(a)"),
    ("hasher.finalize()", "P: hash(), ==(a)"),
    ("hasher.combine(other.a)", "error: "),
  ])
  func hashBodiesThatCombineSomethingElseAreRunNotRead(body: String, announced: String) {
    let (first, isRead) = declaring(hash: body, equal: "lhs.a == rhs.a")
    #expect(
      announced == "error: " ? first?.hasPrefix("error: ") == true : first == announced,
      "\(body): \(first ?? "nothing")")
    #expect(!isRead, "\(body)")
  }
}
