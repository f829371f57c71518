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

  @Test(arguments: [
    "lhs.a == rhs.b",
    "lhs.a == lhs.a",
    "rhs.a == rhs.a",
    "lhs.a != rhs.a",
    "lhs.a == rhs.a || lhs.b == rhs.b",
    "rhs.a == 1",
    "lhs.a < rhs.a",
    "lhs.c == rhs.c",
    "lhs.a.description == rhs.a.description",
    "true",
  ])
  func equalityBodiesThatCompareSomethingElseAreRunNotRead(body: String) {
    let (first, isRead) = declaring(equal: body)
    // Refused by the compiler's rules (`lhs.c`), or run as written: never announced as a rule.
    #expect(first == nil || first?.hasPrefix("error: ") == true, "\(body): \(first ?? "nothing")")
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
    "other.combine(a)",
    "hasher.combine(c)",
    "hasher.combine(1)",
    "hasher.finalize()",
    "hasher.combine(other.a)",
  ])
  func hashBodiesThatCombineSomethingElseAreRunNotRead(body: String) {
    let (first, isRead) = declaring(hash: body, equal: "lhs.a == rhs.a")
    #expect(first == nil || first?.hasPrefix("error: ") == true, "\(body): \(first ?? "nothing")")
    #expect(!isRead, "\(body)")
  }
}
