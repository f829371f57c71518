import DiffableInterpreter
import Testing

/// `private` as swiftc checks it in one file, whichever entry declared the type.
@Suite("Access control across entries")
struct AccessControlTests {
  /// A type of an earlier entry keeps its private members private in the next entries, which
  /// the checker reads from the facts it keeps of the types declared before.
  @Test func aPrivateMemberOfAnEarlierEntrysTypeIsRefused() {
    let printed = printedByEntries([
      "final class Box {\n  private var secret = 1\n  private(set) var shown = 0\n  private init(_ n: Int) {}\n  init() {}\n}",
      "let box = Box()",
      "print(box.secret)",
      "box.shown = 2",
      "let other = Box(3)",
      "extension Box {\n  func reveal() -> Int { secret }\n}\nprint(box.reveal(), box.shown)",
    ])
    #expect(
      printed == """
        error: 1:11: 'secret' is inaccessible due to 'private' protection level
        error: 1:5: cannot assign to property: 'shown' setter is inaccessible
        error: 1:13: 'Box' initializer is inaccessible due to 'private' protection level
        1 0

        """)
  }
}
