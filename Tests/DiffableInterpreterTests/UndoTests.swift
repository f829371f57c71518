import DiffableInterpreter
import Testing

/// `standAt(_:)`: the session's undo and redo take the program's entries back and put them back,
/// variables, objects and declarations alike.
@Suite("Undo and redo of the program's entries")
struct UndoTests {
  /// Runs `source` as entry `number` of `interpreter`; returns what it printed, or its error.
  @discardableResult
  func run(_ source: String, entry number: Int, in interpreter: Interpreter) -> String {
    var printed = ""
    do {
      try interpreter.run(source, entry: number) { printed += $0 }
    } catch {
      printed += "error: \(error)"
    }
    return printed
  }

  func program() -> Interpreter {
    let interpreter = Interpreter()
    run(
      "var count = 1\nfinal class Box { var items: [Int] = [] }\nlet box = Box()", entry: 1, in: interpreter)
    run("count += 10\nbox.items.append(4)", entry: 2, in: interpreter)
    run("struct Point { var x: Int }\nvar points = [Point(x: count)]", entry: 3, in: interpreter)
    return interpreter
  }

  @Test func undoTakesEntriesBackNewestFirst() {
    let interpreter = program()
    #expect(interpreter.lastStandingEntry == 3)
    interpreter.standAt(2)
    #expect(run("print(count, box.items)", entry: 4, in: interpreter) == "11 [4]\n")
    #expect(run("print(Point(x: 1))", entry: 5, in: interpreter).contains("cannot find 'Point' in scope"))
    interpreter.standAt(1)
    #expect(run("print(count, box.items)", entry: 6, in: interpreter) == "1 []\n")
  }

  @Test func redoPutsThemBackOldestFirst() {
    let interpreter = program()
    interpreter.standAt(0)
    #expect(run("print(count)", entry: 4, in: interpreter).contains("cannot find 'count' in scope"))
    interpreter.standAt(2)
    #expect(run("print(count, box.items)", entry: 5, in: interpreter) == "11 [4]\n")
    interpreter.standAt(3)
    #expect(run("print(points.map(\\.x))", entry: 6, in: interpreter) == "[11]\n")
  }

  /// An entry that changed nothing that was there before it (it only printed) is no step.
  @Test func anEntryThatChangedNothingIsNoStep() {
    let interpreter = program()
    run("print(count)\nlet local = [1].map { $0 + 1 }.count\n_ = local", entry: 4, in: interpreter)
    #expect(interpreter.lastStandingEntry == 4, "a new global is a change")
    run("print(count)", entry: 5, in: interpreter)
    #expect(interpreter.lastStandingEntry == 4)
  }

  /// A new entry after an undo forgets what was undone, as the session's redo history does.
  @Test func aNewEntryAfterUndoDropsTheRedo() {
    let interpreter = program()
    interpreter.standAt(1)
    run("count = 100", entry: 4, in: interpreter)
    // The session names entry 4 now; the entries undone before it cannot come back.
    interpreter.standAt(4)
    #expect(run("print(count, box.items)", entry: 5, in: interpreter) == "100 []\n")
  }
}
