import Testing

/// A Hashable rule run as code (`name.lowercased()`, a computed property, several statements) is
/// announced with what its bodies combine and compare as written, and a stale cell under it is
/// explained by what == compares, not as if == ignored the properties it reads.
@Suite("Hashable rules run as code, announced and explained")
struct ExecutedRuleTests {
  /// A tag whose identity is its name without case, and whose count == ignores.
  static let tag = """
    struct Tag: Hashable {
      let name: String
      var count: Int
      func hash(into hasher: inout Hasher) { hasher.combine(name.lowercased()) }
      static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Tag>()
    snapshot.appendSections([0])
    snapshot.appendItems([Tag(name: "Swift", count: 1), Tag(name: "UIKit", count: 2)])
    dataSource.apply(snapshot)
    var next = NSDiffableDataSourceSnapshot<Int, Tag>()
    next.appendSections([0])
    next.appendItems([Tag(name: "swift", count: 5), Tag(name: "UIKit", count: 2)])
    dataSource.apply(next)

    """

  @Test func aCaseInsensitiveRuleIsAnnouncedAsWritten() {
    let output = SwiftSession().runScript(Self.tag)
    #expect(output.first == "Tag: hash(name.lowercased()), ==(name.lowercased())", "\(output)")
  }

  /// Before, the hint said "== ignores name and count": == reads name, and what it compares came
  /// out the same.
  @Test func aStaleCellNamesWhatEqualityCompares() {
    let session = SwiftSession()
    let output = session.runScript(Self.tag)
    #expect(
      output.last
        == #"hint: stale cell at [0, 0]: name "Swift" → "swift", count 1 → 5 changed, but == compares "#
        + "name.lowercased(), the same for the old and new value, and ignores count, so apply sent the row "
        + "nothing; reconfigureItems it, or make == compare what the cell shows (`explain` says more)",
      "\(output)")
    let explained = session.enter("explain")
    #expect(
      explained.contains {
        $0.hasPrefix(
          #"  STALE on screen: name "Swift" → "swift", count 1 → 5 changed, but == compares name.lowercased(), "#
            + "the same for the old and new value, and ignores count, so apply sent this row nothing")
      }, "\(explained)")
  }

  /// Only properties == does not read changed: the hint says == ignores them, as for a plain rule.
  @Test func aChangeEqualityDoesNotReadIsIgnored() {
    let output = SwiftSession().runScript(
      Self.tag.replacingOccurrences(
        of: #"Tag(name: "swift", count: 5)"#, with: #"Tag(name: "Swift", count: 5)"#))
    #expect(
      output.last?.hasPrefix("hint: stale cell at [0, 0]: count 1 → 5 changed, but == ignores count,") == true
    )
  }

  /// A computed property is followed to the stored properties it reads; a body of several
  /// statements is described by what it reads; a comparison of two different expressions is
  /// written whole.
  @Test func partsAreFollowedToTheStoredPropertiesTheyRead() {
    let session = SwiftSession()
    let output = session.runScript(
      """
      struct Person: Hashable {
        var first: String
        var last: String
        var age: Int
        var fullName: String { "\\(first) \\(last)" }
        func hash(into hasher: inout Hasher) { hasher.combine(fullName) }
        static func == (lhs: Person, rhs: Person) -> Bool { lhs.fullName == rhs.fullName }
      }
      struct Score: Hashable {
        let id: Int
        var points: Int
        func hash(into hasher: inout Hasher) {
          hasher.combine(id)
          hasher.combine(self.points / 10)
        }
        static func == (lhs: Score, rhs: Score) -> Bool {
          let same = lhs.id == rhs.id
          return same && lhs.points / 10 == rhs.points / 10
        }
      }
      struct Entry: Hashable {
        let id: Int
        var name: String
        static func == (a: Entry, b: Entry) -> Bool { a.id == b.id && a.name.count <= b.name.count }
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Person>()
      snapshot.appendSections([0])
      snapshot.appendItems([Person(first: "Ada", last: "L", age: 36)])
      dataSource.apply(snapshot)
      var older = NSDiffableDataSourceSnapshot<Int, Person>()
      older.appendSections([0])
      older.appendItems([Person(first: "Ada", last: "L", age: 37)])
      dataSource.apply(older)
      """)
    #expect(
      Array(output.prefix(3)) == [
        "Person: hash(fullName), ==(fullName)", "Score: hash(id, points / 10), ==(code reading id, points)",
        "Entry: hash(id, name), ==(id, a.name.count <= b.name.count)",
      ], "\(output)")
    // fullName reads first and last, not age: age is ignored.
    #expect(
      output.last?.hasPrefix("hint: stale cell at [0, 0]: age 36 → 37 changed, but == ignores age,") == true)
  }

  /// An edit == sees is paired with the value it replaced by what hash(into:) reads, and explained
  /// by what == compares (before, a rule run as code got no hint).
  @Test func anEditedValueIsExplainedByWhatEqualityCompares() {
    let session = SwiftSession()
    let output = session.runScript(
      """
      struct Contact: Hashable {
        let id: Int
        var name: String
        var age: Int
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        static func == (lhs: Contact, rhs: Contact) -> Bool {
          lhs.id == rhs.id && lhs.name.lowercased() == rhs.name.lowercased()
        }
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Contact>()
      snapshot.appendSections([0])
      snapshot.appendItems([Contact(id: 1, name: "Ann", age: 30)])
      dataSource.apply(snapshot)
      snapshot.deleteAllItems()
      snapshot.appendSections([0])
      snapshot.appendItems([Contact(id: 1, name: "Anna", age: 31)])
      dataSource.apply(snapshot)
      """)
    #expect(output.first == "Contact: hash(id), ==(id, name.lowercased())", "\(output)")
    #expect(
      output.last
        == #"hint: Contact(id: 1, name: "Ann", age: 30) was edited (name "Ann" → "Anna", age 30 → 31) and "#
        + "became a delete + insert, as == compares name: the row was replaced by a new cell; to update it in "
        + "place, make id the identity (`lhs.id == rhs.id` in Contact's ==) and reconfigureItems it",
      "\(output)")
    #expect(
      session.enter("explain").last
        == #"  the old value Contact(id: 1, name: "Ann", age: 30) (the same id, which hash(into:) combines) "#
        + #"differs in name "Ann" → "Anna", age 30 → 31; == compares name.lowercased()"#)
  }

  /// `hash(into:)` that reads what == does not is warned of, as a plain rule's is.
  @Test func hashingWhatEqualityDoesNotReadIsWarnedOf() {
    let output = SwiftSession().runScript(
      """
      struct Bad: Hashable {
        let id: Int
        var name: String
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        static func == (lhs: Bad, rhs: Bad) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
      }
      """)
    #expect(
      output == [
        "Bad: hash(id), ==(name.lowercased())",
        "warning: Bad breaks Hashable's contract: hash(into:) reads the property 'id', which == does not read, "
          + "so two values that are == can hash differently. The components used for hashing must be the same "
          + "as the components compared in ==.",
      ], "\(output)")
  }
}
