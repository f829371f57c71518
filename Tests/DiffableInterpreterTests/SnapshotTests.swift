import DiffableInterpreter
import Testing

/// The interpreter's NSDiffableDataSourceSnapshot: what UIKit raises is the app's crash at the
/// call, with UIKit's reason, and the entry changes nothing; identity is the program's own
/// `hash(into:)` and `==`, run; a snapshot is a value.
@Suite("Snapshots: UIKit's exceptions at the call, identity by the program's Hashable")
struct SnapshotTests {
  static let exception =
    "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "

  @Test(arguments: [
    "var s = NSDiffableDataSourceSnapshot<Int, Int>()\n1️⃣s.appendItems([1])",
    "var s = NSDiffableDataSourceSnapshot<Int, Int>()\ns.appendSections([0])\n1️⃣s.appendItems([1, 1])",
    "var s = NSDiffableDataSourceSnapshot<Int, Int>()\ns.appendSections([0])\n1️⃣s.appendSections([0])",
    "var s = NSDiffableDataSourceSnapshot<Int, Int>()\ns.appendSections([0])\n1️⃣s.appendItems([1], toSection: 9)",
    "var s = NSDiffableDataSourceSnapshot<Int, Int>()\ns.appendSections([0])\ns.appendItems([1])\n1️⃣s.moveItem(1, afterItem: 7)",
  ])
  func uikitsExceptionIsTheCrashAtTheCall(source: String) {
    let marked = MarkedSource(source)
    var printed = ""
    let error = failure(of: marked.text, printed: &printed)
    #expect(error?.message.hasPrefix(Self.exception) == true, "\(error?.description ?? "no error")")
    #expect(error?.location == marked.location, "\(error?.description ?? "no error")")
  }

  @Test func aFailedEntryLeavesTheSnapshotAsItWas() {
    let interpreter = Interpreter()
    var printed = ""
    #expect(
      failure(
        of: "var s = NSDiffableDataSourceSnapshot<Int, Int>()\ns.appendSections([0])\ns.appendItems([1])",
        in: interpreter, printed: &printed) == nil)
    #expect(
      failure(of: "s.appendItems([2])\ns.appendItems([1, 1])", in: interpreter, printed: &printed) != nil)
    #expect(failure(of: "print(s.itemIdentifiers)", in: interpreter, printed: &printed) == nil)
    #expect(printed == "[1]\n")
  }

  @Test func aLetSnapshotCannotBeEdited() {
    var printed = ""
    let error = failure(
      of: "let s = NSDiffableDataSourceSnapshot<Int, Int>()\ns.appendSections([0])", printed: &printed)
    #expect(error?.message == "cannot use mutating member on immutable value: 's' is a 'let' constant")
  }

  /// Two values that hash alike but are not `==` stay two items; an `==` that ignores a field
  /// makes values that differ in it one item.
  @Test func identityIsTheProgramsHashAndEquality() {
    var printed = ""
    let source = """
      struct Crowd: Hashable {
        let id: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
        static func == (lhs: Crowd, rhs: Crowd) -> Bool { lhs.id == rhs.id }
      }
      var s = NSDiffableDataSourceSnapshot<Int, Crowd>()
      s.appendSections([0])
      s.appendItems([Crowd(id: 1), Crowd(id: 2), Crowd(id: 3)])
      print(s.numberOfItems, s.indexOfItem(Crowd(id: 3)) ?? -1)
      """
    #expect(failure(of: source, printed: &printed) == nil)
    #expect(printed == "3 2\n")
  }
}

/// `UUID()` and random values come from seeded sequences: every run prints the same, and a UUID
/// is equal only to itself.
@Suite("UUID() and random values: seeded, and Swift's types")
struct SeededValueTests {
  @Test func uuidsAreDistinctValuesPrintedAsFoundationPrintsThem() {
    var printed = ""
    let source = """
      let a = UUID()
      let b = UUID()
      print(a == a, a == b, Set([a, b, a]).count, a.uuidString.count)
      print(a)
      """
    #expect(failure(of: source, printed: &printed) == nil)
    let lines = printed.split(separator: "\n")
    #expect(lines.first == "true false 2 36")
    #expect(lines.last?.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
  }

  @Test func randomValuesRepeatFromRunToRun() {
    let source = """
      print([1, 2, 3, 4, 5, 6].shuffled(), Int.random(in: 1...6), [1, 2, 3].randomElement()!, Bool.random())
      """
    var first = ""
    var second = ""
    #expect(failure(of: source, printed: &first) == nil)
    #expect(failure(of: source, printed: &second) == nil)
    #expect(first == second)
    #expect(
      failure(of: "print(Int.random(in: 3..<3))", printed: &first)?.message
        == "Fatal error: Can't get random value with an empty range")
  }
}

/// `DispatchQueue.main.async` runs its closure after the entry that queued it, in order, as the
/// main run loop would once the entry's code returns; a failed entry drops what it queued.
@Suite("DispatchQueue.main.async and asyncAfter: after the entry, in order")
struct MainQueueTests {
  @Test func queuedWorkRunsAfterTheEntryInOrder() {
    let interpreter = Interpreter()
    var printed = ""
    let source = """
      var log: [String] = []
      DispatchQueue.main.async {
        log.append("first")
        DispatchQueue.main.async { log.append("third") }
      }
      DispatchQueue.main.async(execute: { log.append("second") })
      log.append("now")
      print(log)
      """
    #expect(failure(of: source, in: interpreter, printed: &printed) == nil)
    #expect(failure(of: "print(log)", in: interpreter, printed: &printed) == nil)
    #expect(printed == "[\"now\"]\n[\"now\", \"first\", \"second\", \"third\"]\n")
  }

  /// A global queue's work runs after the entry too, in turn with the main queue's: loading on
  /// a background queue, then applying on the main one, runs in that order. `sync` on a global
  /// queue runs at once; the main queue's `sync` (a deadlock from the main thread) is refused.
  @Test func globalQueueWorkRunsInTurn() {
    let interpreter = Interpreter()
    var printed = ""
    let source = """
      var log: [String] = []
      DispatchQueue.global(qos: .userInitiated).async {
        log.append("loaded")
        DispatchQueue.main.async { log.append("applied") }
      }
      DispatchQueue.main.async { log.append("main") }
      let answer = DispatchQueue.global().sync { 42 }
      log.append("now \\(answer)")
      """
    #expect(failure(of: source, in: interpreter, printed: &printed) == nil)
    #expect(failure(of: "print(log)", in: interpreter, printed: &printed) == nil)
    #expect(printed == "[\"now 42\", \"loaded\", \"main\", \"applied\"]\n")
    let refused = failure(of: "DispatchQueue.main.sync { }", in: interpreter, printed: &printed)
    #expect(refused?.message == "diffable does not run 'sync' of DispatchQueue yet")
  }

  /// `asyncAfter`'s work runs after what `async` queued, in its own order; the delay is not
  /// waited (`.now() + 1`, `.now() + .seconds(2)` both read).
  @Test func delayedWorkRunsAfterTheRest() {
    let interpreter = Interpreter()
    var printed = ""
    let source = """
      var log: [String] = []
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { log.append("after 1 s") }
      DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(2)) { log.append("after 2 s") }
      DispatchQueue.main.async { log.append("soon") }
      """
    #expect(failure(of: source, in: interpreter, printed: &printed) == nil)
    #expect(failure(of: "print(log)", in: interpreter, printed: &printed) == nil)
    #expect(printed == "[\"soon\", \"after 1 s\", \"after 2 s\"]\n")
  }

  @Test func aQueueOfItsOwnIsRefusedByName() {
    var printed = ""
    let error = failure(of: "let queue = DispatchQueue(label: \"work\")", printed: &printed)
    #expect(error?.message == "diffable does not run queues other than DispatchQueue.main yet")
  }

  @Test func aFailedEntryDropsWhatItQueued() {
    let interpreter = Interpreter()
    var printed = ""
    #expect(failure(of: "var log: [String] = []", in: interpreter, printed: &printed) == nil)
    let failing = "DispatchQueue.main.async { log.append(\"queued\") }\nlet a = [1]\nprint(a[2])"
    #expect(failure(of: failing, in: interpreter, printed: &printed) != nil)
    #expect(failure(of: "print(log)", in: interpreter, printed: &printed) == nil)
    #expect(printed == "[]\n")
  }
}
