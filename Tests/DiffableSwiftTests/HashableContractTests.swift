import Testing

/// Hashable's contract for rules the program runs (not read as fields): the stored properties
/// `hash(into:)` reads are traced on a type's first value a snapshot keys, then those `==` reads
/// comparing the value with itself; a property hashed and not compared is the session's contract
/// warning, once per type.
@Suite("Hashable's contract, traced from the rules the program runs")
struct HashableContractTests {
  static let warning =
    "warning: Tag breaks Hashable's contract: hash(into:) combines the field 'count', which == ignores"

  static func run(
    _ declaration: String, items: String = "[Tag(name: \"a\", count: 1), Tag(name: \"A\", count: 2)]"
  )
    -> [String]
  {
    let session = SwiftSession()
    session.enter(declaration)
    session.enter("var snapshot = NSDiffableDataSourceSnapshot<Int, Tag>()")
    session.enter("snapshot.appendSections([0])")
    return session.enter("snapshot.appendItems(\(items))")
  }

  @Test func aFieldHashedButNotComparedIsWarnedOnce() {
    let output = Self.run(
      """
      struct Tag: Hashable {
        var name: String
        var count: Int
        func hash(into hasher: inout Hasher) { hasher.combine(name.lowercased()); hasher.combine(count) }
        static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
      }
      """)
    #expect(output.count == 1)
    #expect(output.first?.hasPrefix(Self.warning) == true)
  }

  @Test func propertiesReadThroughAComputedPropertyCount() {
    let output = Self.run(
      """
      struct Tag: Hashable {
        var name: String
        var count: Int
        var key: String { "\\(name.lowercased())-\\(count)" }
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
        static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.key == rhs.key }
      }
      """)
    #expect(output.isEmpty)
  }

  @Test func equalityThatComparesMoreThanTheHashKeepsTheContract() {
    let output = Self.run(
      """
      struct Tag: Hashable {
        var name: String
        var count: Int
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
        static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name && lhs.count == rhs.count }
      }
      """)
    #expect(output.isEmpty)
  }

  @Test func aClassIsTracedToo() {
    let output = Self.run(
      """
      final class Tag: Hashable {
        let name: String
        var count: Int
        init(name: String, count: Int) { (self.name, self.count) = (name, count) }
        func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(count) }
        static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name }
      }
      """)
    #expect(output.first?.hasPrefix(Self.warning) == true)
  }

  @Test func theWarningComesOncePerType() {
    let session = SwiftSession()
    session.enter(
      """
      struct Tag: Hashable {
        var name: String
        var count: Int
        func hash(into hasher: inout Hasher) { hasher.combine(count) }
        static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
      }
      """)
    session.enter("var snapshot = NSDiffableDataSourceSnapshot<Int, Tag>()")
    session.enter("snapshot.appendSections([0])")
    #expect(session.enter("snapshot.appendItems([Tag(name: \"a\", count: 1)])").count == 1)
    #expect(session.enter("snapshot.appendItems([Tag(name: \"b\", count: 2)])").isEmpty)
  }
}
