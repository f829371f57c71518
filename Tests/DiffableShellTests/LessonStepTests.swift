import DiffableSwift
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// One meaning of "step" for every lesson: what `lesson` announces, where a stepped lesson
/// pauses, what the narration names (`echo Step 2. ...`) and what the replay page counts all
/// come from ``LessonSteps``.
@Suite("Lesson steps: the announcement, the pauses, the narration and the replay page agree")
struct LessonStepTests {
  /// The step a narration line names (`echo Step 2. Sort ...` names 2), if any.
  private static func namedStep(_ line: String) -> Int? {
    let words = line.split(separator: " ", maxSplits: 3)
    guard words.count >= 3, words[0] == "echo", words[1] == "Step", words[2].hasSuffix(".") else {
      return nil
    }
    return Int(words[2].dropLast())
  }

  @Test(arguments: Lessons.all.map(\.name))
  func aNarratedStepNumberIsTheStepItStandsIn(name: String) throws {
    let steps = LessonSteps(try #require(Lessons.texts[name]))
    for (index, paragraph) in steps.paragraphs.enumerated() {
      for (lineNumber, line) in paragraph {
        guard let named = Self.namedStep(line) else { continue }
        #expect(
          named == steps.number(ofParagraph: index),
          "\(name).diffable:\(lineNumber) says Step \(named) in step \(steps.number(ofParagraph: index))")
      }
    }
  }

  @Test(arguments: Lessons.all.map(\.name))
  func theAnnouncementThePausesAndThePageCountTheSameSteps(name: String) throws {
    let count = LessonSteps(try #require(Lessons.texts[name])).count
    var pauses: [String] = []
    let shell = Shell { _ in }
    shell.frontEnd = SwiftFrontEnd()
    shell.stepper = {
      pauses.append($0); return .next
    }
    var announced: [String] = []
    let announcing = Shell { announced.append($0) }
    announcing.frontEnd = SwiftFrontEnd()
    announcing.runLesson(named: name, step: false)
    shell.runLesson(named: name, step: true)
    #expect(announced.first?.contains("(\(count) step") == true, "\(announced.first ?? "")")
    #expect(pauses.count == count)
    #expect(pauses.last?.contains("step \(count) of \(count),") == true)
    let marks = shell.recording.steps.compactMap(\.lessonStep)
    #expect(!shell.hadFailure)
    #expect(marks.count == shell.recording.steps.count, "every line of the lesson knows its step")
    #expect(Set(marks.map(\.count)) == [count])
    #expect(marks.map(\.number).max() == count)
    let page = try HTMLExport.data(of: shell.recording).text
    let pageCounts =
      page.contains("\"lessonSteps\": \(count)") && !page.contains("\"lessonStep\": \(count + 1)")
    #expect(pageCounts, "the page's data counts \(count) steps")
  }
}
