import DiffableInterpreter
import Testing

/// The interpreter keeps its program between entries, and an entry that fails changes nothing.
@Suite("Entries: declarations persist; a failed entry leaves the state as it was")
struct SessionTests {
  /// Runs entries in one interpreter and returns what each printed (or its error).
  func run(_ entries: [String], in interpreter: Interpreter = Interpreter()) -> [String] {
    entries.map { entry in
      var printed = ""
      if let error = failure(of: entry, in: interpreter, printed: &printed) { printed += "error: \(error)" }
      return printed
    }
  }

  @Test func whatOneEntryDeclaresTheNextUses() {
    let outputs = run([
      "struct Point: Hashable { var x: Int; var y: Int }",
      "func shifted(_ p: Point) -> Point { Point(x: p.x + 1, y: p.y) }\nvar points = [Point(x: 0, y: 0)]",
      "points.append(shifted(points[0]))\nprint(points.count)",
      "extension Point { var sum: Int { x + y } }\nprint(points.map(\\.sum), Set(points).count)",
      "class Box { var items: [Int] = [] }\nlet box = Box()",
      "box.items.append(4)\nprint(box.items)",
    ])
    #expect(outputs == ["", "", "2\n", "[0, 1] 2\n", "", "[4]\n"])
  }

  /// A closure kept in a variable is called in a later entry as a value: the check of that
  /// entry's labels once took it for a function declaring no parameters ("extra argument in
  /// call").
  @Test func aClosureOfAnEarlierEntryIsCalledWithItsArguments() {
    let outputs = run([
      "let addOne: (Int) -> Int = { $0 + 1 }",
      "func makeAdder(_ x: Int) -> (Int) -> Int { return { $0 + x } }\nlet add5 = makeAdder(5)",
      "print(addOne(3), add5(3))",
      "func twice(_ n: Int) -> Int { n * 2 }",
      "print(twice(n: 2))",
    ])
    #expect(outputs == ["", "", "4 8\n", "", "error: 1:7: extraneous argument label 'n:' in call"])
  }

  @Test func aTrappingEntryChangesNothing() {
    let interpreter = Interpreter()
    let outputs = run(
      [
        "var count = 1\nvar list = [1]\nclass Box { var value = 0 }\nlet box = Box()\nvar names: [String: Int] = [\"a\": 1]",
        """
        count = 5
        list.append(2)
        box.value = 9
        names["b"] = 2
        struct Fresh {}
        func fresh() {}
        var created = 3
        print("ran")
        let crash = list[7]
        """,
        "print(count, list, box.value, names)",
        "print(created)",
        "let f = Fresh()",
        "fresh()",
      ], in: interpreter)
    #expect(outputs[1] == "ran\nerror: 9:13: Fatal error: Index out of range")
    #expect(outputs[2] == "1 [1] 0 [\"a\": 1]\n")
    #expect(outputs[3] == "error: 1:7: cannot find 'created' in scope")
    #expect(outputs[4] == "error: 1:9: cannot find 'Fresh' in scope")
    #expect(outputs[5] == "error: 1:1: cannot find 'fresh' in scope")
  }

  @Test func aRefusedEntryChangesNothingAndRunsNothing() {
    let outputs = run([
      "var count = 1",
      "count = 2\nprint(\"ran\")\nprint(nowhere)",
      "print(count)",
    ])
    #expect(outputs == ["", "error: 3:7: cannot find 'nowhere' in scope", "1\n"])
  }

  @Test func aChangeThroughAClosureOfAnEarlierEntryIsUndoneToo() {
    let outputs = run([
      "func makeCounter() -> () -> Int { var n = 0; return { n += 1; return n } }\nlet next = makeCounter()",
      "print(next())",
      "print(next())\nlet boom = [Int]()[1]",
      "print(next())",
    ])
    #expect(outputs == ["", "1\n", "2\nerror: 2:12: Fatal error: Index out of range", "2\n"])
  }

  @Test func anEntryMayRedeclareAFunction() {
    let outputs = run([
      "func label() -> String { \"old\" }",
      "func label() -> String { \"new\" }\nprint(label())",
    ])
    #expect(outputs == ["", "new\n"])
  }
}
