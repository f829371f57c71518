import Testing

/// What UIKit logs to the console without raising is printed as the short syntax prints it: an
/// item appended or inserted again is moved into place, with UIKit's warning naming it.
@Suite("UIKit's console log: an item appended again")
struct UIKitLogTests {
  static let warning =
    "warning: Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot."

  @Test func anItemAppendedAgainIsMovedWithUIKitsWarning() {
    let session = SwiftSession()
    session.enter("var snapshot = NSDiffableDataSourceSnapshot<String, Int>()")
    session.enter("snapshot.appendSections([\"a\", \"b\"])")
    session.enter("snapshot.appendItems([1, 2, 3], toSection: \"a\")")
    let appended = session.enter("snapshot.appendItems([1], toSection: \"b\")")
    #expect(appended.count == 1)
    #expect(appended.first?.hasPrefix(Self.warning) == true)
    #expect(appended.first?.hasSuffix("Item identifier that already exists: 1") == true)
    let inserted = session.enter("snapshot.insertItems([3], beforeItem: 2)")
    #expect(inserted.first?.hasSuffix("Item identifier that already exists: 3") == true)
    #expect(session.enter("print(snapshot.itemIdentifiers)") == ["[3, 2, 1]"])
  }

  @Test func newItemsLogNothing() {
    let session = SwiftSession()
    session.enter("var snapshot = NSDiffableDataSourceSnapshot<String, Int>()")
    session.enter("snapshot.appendSections([\"a\"])")
    #expect(session.enter("snapshot.appendItems([1, 2])").isEmpty)
  }
}
