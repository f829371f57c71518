import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Runs `line` at a shell's prompt and returns what it printed.
private func prompt(_ lines: [String], stepper: ((String) -> LessonPause)? = nil) -> (
  output: [String], shell: Shell
) {
  final class Sink: @unchecked Sendable { var lines: [String] = [] }
  let sink = Sink()
  let shell = Shell { sink.lines.append($0) }
  shell.stepper = stepper
  for line in lines { shell.run(line, interactive: true) }
  return (sink.lines, shell)
}

@Suite("Lessons in the binary: lesson N runs one from anywhere, each command shown once")
struct LessonRunTests {
  @Test(arguments: Lessons.all.map(\.name))
  func theBuiltInTextIsTheLessonFile(name: String) throws {
    let inStep = Lessons.texts[name] == (try lessonFile(name))
    #expect(
      inStep, "Sources/DiffableShell/Lessons/LessonTexts.swift is out of date: run scripts/generate-lessons")
  }

  @Test func everyBuiltInTextIsALesson() {
    #expect(Set(Lessons.texts.keys) == Set(Lessons.all.map(\.name)))
  }

  @Test func aLessonShowsEachCommandBehindThePromptAndItsNarrationOnce() throws {
    let (output, shell) = prompt(["lesson 1"])
    #expect(!shell.hadFailure)
    #expect(output.first?.hasPrefix("lesson 1: sections and items") == true)
    // Narration once, commands once, each command before its output.
    #expect(output.filter { $0 == "Step 1. A first snapshot: one section, three items." }.count == 1)
    #expect(!output.contains { $0.contains("echo ") })
    let apply = try #require(output.firstIndex(of: "diffable> apply"))
    #expect(output[apply + 1] == "apply (animated): 1 section inserted")
    #expect(output.filter { $0 == "diffable> appendSections main" }.count == 1)
    // Comments are for readers of the file.
    #expect(!output.contains { $0.contains("# Step") })
    #expect(output.last == "Next: lesson 2, identity and content (help lessons lists them all).")
  }

  @Test(arguments: ["1", "01", "01-getting-started", "getting-started", "getting", "GETTING-STARTED"])
  func aLessonIsFoundByNumberOrName(argument: String) throws {
    let source = try Lessons.find(argument).get()
    #expect(source.name == "scripts/lessons/01-getting-started.diffable")
  }

  @Test(arguments: ["0", "9", "nope", "s"])
  func anUnknownLessonIsAnErrorThatListsThem(argument: String) {
    let (output, shell) = prompt(["lesson \(argument)"])
    #expect(output.first == "error: there is no lesson '\(argument)'")
    #expect(output.contains { $0.contains("`lesson` lists them (1 to 8)") })
    #expect(shell.session.state.dataSource.snapshot.numberOfSections == 0)
  }

  @Test func lessonAloneListsEveryLesson() {
    let (output, _) = prompt(["lesson"])
    for (index, lesson) in Lessons.all.enumerated() {
      #expect(
        output.contains { $0.hasPrefix("  \(index + 1)  \(lesson.name)") && $0.hasSuffix(lesson.summary) })
    }
  }

  @Test func aTeachersOwnFileRunsTheSameWay() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("mine-\(UUID()).diffable")
    try "echo My lesson\nappendSections main\nappendItems 1\n\napply\n".write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    var prompts: [String] = []
    let (output, _) = prompt(["lesson \(file.path) step"]) {
      prompts.append($0); return .next
    }
    #expect(output.contains("My lesson"))
    #expect(output.contains("diffable> apply"))
    #expect(prompts.count == 1)
  }

  @Test func stepPausesAfterEachStepButTheLast() {
    var prompts: [String] = []
    let (output, _) = prompt(["lesson 1 step"]) {
      prompts.append($0); return .next
    }
    let steps = LessonSteps(Lessons.texts["01-getting-started"] ?? "").count
    #expect(steps == 6)
    // After the introduction and after each step but the last.
    #expect(prompts.count == steps)
    #expect(prompts.first == "── Enter or space for step 1 of 6, q to leave, or type a command ──")
    #expect(
      prompts.last == "── step 5 of 6 done: Enter or space for step 6 of 6, q to leave, or type a command ──")
    // The pause comes after the step's last line and before the next step's first.
    let pause = output.firstIndex(of: prompts[0])
    #expect(pause == nil, "the stepper prints its own prompt")
    #expect(output.last == "Next: lesson 2, identity and content (help lessons lists them all).")
  }

  @Test func qLeavesTheLessonAndTheSessionKeepsItsState() {
    var asked = 0
    let (output, shell) = prompt(["lesson 1 step", "numberOfItems"]) { _ in
      asked += 1
      return asked == 2 ? .leave : .next
    }
    #expect(asked == 2)
    // The first pause comes after the introduction, the second after step 1.
    #expect(output.contains("(left lesson 1 after step 1)"))
    #expect(output.contains { $0.hasPrefix("Step 1.") })
    #expect(!output.contains { $0.hasPrefix("Step 2.") })
    // Step 1 ran: 1 2 3.
    #expect(output.last == "3")
    #expect(!shell.isStopped)
  }

  @Test func aLessonRunsInAFreshSession() {
    let (output, shell) = prompt(["appendSections old; appendItems 99", "lesson 7"])
    #expect(!shell.hadFailure)
    #expect(!shell.session.state.working.sectionIdentifiers.contains { $0.description == "old" })
    #expect(output[0].contains("in a fresh session"))
  }

  @Test func aFailingLessonStopsItselfButNotThePrompt() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).diffable")
    try "appendItems 1\necho never\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let (output, shell) = prompt(["lesson \(file.path)", "echo still here"])
    #expect(!output.contains("never"))
    #expect(output.last == "still here")
    #expect(!shell.isStopped)
  }

  @Test func aLessonFromTheCommandLineStopsTheScriptAtAFailure() throws {
    let (output, shell) = runScript("lesson nope\necho after")
    #expect(shell.hadFailure)
    #expect(!output.contains("after"))
  }

  @Test(arguments: [
    (
      "lesson \"a b.diffable\" extra",
      "unexpected 'extra' after the lesson's file name; expected 'step' or the end"
    ),
    ("export pdf x.pdf", "expected what to export, html or swift, as in 'export html session.html'"),
    ("export html", "expected a file name after 'export html'"),
  ])
  func badLessonAndExportLinesAreParseErrors(line: String, message: String) {
    #expect(throws: ParseError.self) { try CommandParser.parse(line) }
    do {
      _ = try CommandParser.parse(line)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test func lessonAndExportParse() throws {
    #expect(try CommandParser.parse("lesson") == [.lesson(nil, step: false)])
    #expect(try CommandParser.parse("lesson 3 step") == [.lesson("3", step: true)])
    #expect(
      try CommandParser.parse("lesson ./my lesson.diffable --step") == [
        .lesson("./my lesson.diffable", step: true)
      ])
    #expect(try CommandParser.parse("lesson \"x y.diffable\" step") == [.lesson("x y.diffable", step: true)])
    #expect(try CommandParser.parse("export html out.html") == [.export(.html, path: "out.html")])
    #expect(try CommandParser.parse("export SWIFT \"a b.swift\"") == [.export(.swift, path: "a b.swift")])
  }
}
