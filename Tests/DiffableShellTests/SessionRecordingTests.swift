import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// The recording keeps a line's text and reads its commands again for an export: they must be
/// the commands the session ran, no more (not `source`, `quit`, nor what came after `quit`).
struct SessionRecordingTests {
  private func parsed(_ text: String) throws -> [Command] { try CommandParser.parse(text) }

  @Test func aLineGivesBackTheCommandsTheSessionRan() throws {
    let (_, shell) = runScript(
      """
      appendSections main; try? source "/nonexistent/diffable-recording.diffable"; appendItems a b
      try? moveItem a after a; appendItems c
      appendItems d; quit; appendItems e
      """)
    let steps = shell.recording.steps
    try #require(steps.count == 3)
    #expect(steps[0].commands == (try parsed("appendSections main; appendItems a b")))
    #expect(steps[0].outcomes.count == 2)
    #expect(steps[1].commands == (try parsed("try? moveItem a after a; appendItems c")))
    #expect(steps[1].outcomes.first?.ok == false)
    #expect(steps[2].commands == (try parsed("appendItems d")))
  }

  /// A line of one plain edit is kept as its place in the script (``StepSource``), any other
  /// entry as written: each gives back its text and location as written.
  @Test func aStepGivesBackItsTextAndWhereItCameFrom() throws {
    let (_, shell) = runScript(
      "appendSections main\r\nappendItems 1 2 to main\nappendItems a \\\n  b\nmoveItem 2 before 1\napply",
      name: "x.diffable")
    let steps = shell.recording.steps
    try #require(steps.count == 5)
    let texts = [
      "appendSections main", "appendItems 1 2 to main", "appendItems a \n  b", "moveItem 2 before 1", "apply",
    ]
    #expect(steps.map(\.text) == texts)
    #expect(
      steps.compactMap(\.location)
        == zip([1, 2, 3, 5, 6], texts).map { InputLocation(file: "x.diffable", line: $0, text: $1) })
    var step = steps[1]
    step.text = "appendItems 3 to main"
    #expect(step.text == "appendItems 3 to main")
    #expect(step.location == InputLocation(file: "x.diffable", line: 2, text: "appendItems 1 2 to main"))
    step.location = nil
    #expect(step.location == nil && step.text == "appendItems 3 to main")
  }

  @Test func aLineThatCouldNotBeReadHasNoCommands() {
    let (_, shell) = runScript("appendSections (")
    #expect(shell.recording.steps.count == 1)
    #expect(shell.recording.steps.first?.commands == [])
    #expect(shell.recording.steps.first?.operations == nil)
  }
}
