import Testing

/// Bodies of `==` and `hash(into:)` that diffable must read as the fields they use, or refuse:
/// a body read as a rule it is not (`lhs.id == rhs.title` read as `==(id)`) would silently
/// give identifiers another identity than the app's.
@Suite("Hashable bodies: read correctly or refused")
struct RuleTableTests {
  /// `struct P` with fields a and b, and the given bodies; what declaring it printed first.
  private func declared(hash: String = "hasher.combine(a)", equal: String) -> String? {
    SwiftSession().enter(
      """
      struct P: Hashable {
        let a: Int
        let b: Int
        func hash(into hasher: inout Hasher) { \(hash) }
        static func == (lhs: P, rhs: P) -> Bool { \(equal) }
      }
      """
    ).first
  }

  @Test(arguments: [
    ("lhs.a == rhs.a", "P: hash(a), ==(a)"),
    ("rhs.a == lhs.a", "P: hash(a), ==(a)"),
    ("(lhs.a == rhs.a)", "P: hash(a), ==(a)"),
    ("return lhs.a == rhs.a", "P: hash(a), ==(a)"),
    ("lhs.a == rhs.a && lhs.b == rhs.b", "P: hash(a), ==(a, b)"),
    ("true", "P: hash(a), ==(always true)"),
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
  ])
  func equalityBodiesThatCompareSomethingElseAreRefused(body: String) {
    let first = declared(equal: body)
    #expect(first?.hasPrefix("error: ") == true, "\(body): \(first ?? "nothing")")
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
  func hashBodiesThatCombineSomethingElseAreRefused(body: String) {
    let first = declared(hash: body, equal: "lhs.a == rhs.a")
    #expect(first?.hasPrefix("error: ") == true, "\(body): \(first ?? "nothing")")
  }
}
