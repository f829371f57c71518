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

  @Test func aLineThatCouldNotBeReadHasNoCommands() {
    let (_, shell) = runScript("appendSections (")
    #expect(shell.recording.steps.count == 1)
    #expect(shell.recording.steps.first?.commands == [])
    #expect(shell.recording.steps.first?.operations == nil)
  }
}
