import DiffableEngine
import DiffableShell
import DiffableSwift
import Testing

/// `else` on the line after an `if` block's `}`: the entry waits one line for it.
@Suite("Swift else on its own line")
struct ElseLineTests {
  @Test func anIfBlockIsHeldAndAnElseLineReopensIt() {
    var lines = ContinuedLines(frontEnd: SwiftFrontEnd())
    #expect(lines.add("if x == 2 {") == nil)
    let entry = lines.add("}")
    #expect(entry == "if x == 2 {\n}")
    let held = lines.hold(entry!)
    #expect(held)
    #expect(!lines.isEmpty)
    #expect(lines.release(before: "else {") == nil)
    #expect(lines.add("else {") == nil)
    let whole = lines.add("}")
    #expect(whole == "if x == 2 {\n}\nelse {\n}")
    let heldAgain = lines.hold(whole!)
    #expect(!heldAgain)
    #expect(lines.isEmpty)
  }

  @Test func anotherLineReleasesTheHeldIf() {
    var lines = ContinuedLines(frontEnd: SwiftFrontEnd())
    var entry = lines.add("if ok { print(1) }")!
    var held = lines.hold(entry)
    #expect(held)
    #expect(lines.release(before: "elsewhere = 1") == "if ok { print(1) }")
    #expect(lines.isEmpty)
    entry = lines.add("if ok { print(1) } else if no { }")!
    held = lines.hold(entry)
    #expect(held)
    #expect(lines.flush() == "if ok { print(1) } else if no { }")
  }

  @Test func onlyAnIfChainWithoutElseIsHeld() {
    #expect(SwiftShape.awaitsElse("if a { }"))
    #expect(SwiftShape.awaitsElse("let a = true\nif a { } else if b { }"))
    #expect(!SwiftShape.awaitsElse("if a { } else { }"))
    #expect(!SwiftShape.awaitsElse("if a { }\nprint(1)"))
    #expect(!SwiftShape.awaitsElse("for x in xs { if x { } }"))
    var short = ContinuedLines()
    let shortHeld = short.hold("appendSections main")
    #expect(!shortHeld)
  }

  @Test func aScriptRunsElseOnItsOwnLine() {
    let session = SwiftSession()
    let output = session.runScript(
      """
      let x = 1
      if x == 2 {
        print("two")
      }
      else if x == 3 { print("three") }
      else {
        print("neither")
      }
      if x == 1 { print("one") }
      print("after")
      """)
    #expect(output == ["neither", "one", "after"])
  }

  @Test func aLoneElseIsAnErrorThatNamesIt() {
    let session = SwiftSession()
    let output = session.enter("else { print(1) }")
    #expect(output.first == "error: 1:1: 'else' without an 'if' block just before it")
    #expect(output.contains { $0.contains("type else on the line right after the if block's }") })
  }
}
