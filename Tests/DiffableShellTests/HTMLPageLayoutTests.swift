import DiffableSwift
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// The replay page as a newcomer sees it: titled with what it replays, a phone-shaped table
/// with the diff beside it, and rows that move to another section never clipped on the way.
@Suite("HTML replay layout: title, phone, diff, moves across sections")
struct HTMLPageLayoutTests {
  @Test func thePageIsTitledWithTheLessonNotTheFile() throws {
    var lines: [String] = []
    let shell = Shell { lines.append($0) }
    shell.frontEnd = SwiftFrontEnd()
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID()).html")
    defer { try? FileManager.default.removeItem(at: page) }
    shell.run("lesson 6", interactive: true)
    shell.run("export html \(page.path)", interactive: true)
    let text = try String(contentsOf: page, encoding: .utf8)
    let title = try Lessons.find("6").get().title
    #expect(text.contains("<title>diffable replay: \(HTMLText.escaped(title))</title>"))
    #expect(!text.contains("<title>diffable replay: \(page.lastPathComponent)"))
    #expect(lines.last?.hasPrefix("wrote an HTML replay of 35 commands to") == true, "\(lines.last ?? "")")
  }

  @Test func aScriptsPageIsTitledWithTheScript() {
    let (_, shell) = runScript("appendSections main\nappendItems 1\napply\n", name: "dir/groceries.diffable")
    #expect(shell.recording.title == "groceries.diffable")
    #expect(Shell { _ in }.recording.title == "a session at the prompt")
  }

  @Test(
    .enabled(
      if: Chromium.path != nil,
      "chromium is not installed; scripts/test installs it (apt-get install chromium)"))
  func theCounterSaysTheLessonsStepAndTheCommand() throws {
    var lines: [String] = []
    let shell = Shell { lines.append($0) }
    shell.frontEnd = SwiftFrontEnd()
    shell.run("lesson 6", interactive: true)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("counter-\(UUID()).html")
    try HTMLExport.page(of: shell.recording, title: shell.recording.title).write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let counters = try ["#step=0", "#step=1", "#step=22", "#step=36"].map { view in
      let dom = try Chromium.dumpDOM(of: URL(string: file.absoluteString + view)!)
      let start = try #require(dom.range(of: "<span id=\"counter\">"))
      return String(dom[start.upperBound...].prefix { $0 != "<" })
    }
    #expect(
      counters == [
        "before command 1 of 35", "introduction · command 1 of 35", "step 4 of 6 · command 22 of 35",
        "step 6 of 6 · the end",
      ])
  }

  /// The CSS rule for `selector`, whole.
  private static func rule(_ selector: String) throws -> String {
    let css = HTMLStyle.css
    let start = try #require(css.range(of: "\n" + selector + " {"))
    let end = try #require(css.range(of: "}", range: start.upperBound..<css.endIndex))
    return String(css[start.upperBound..<end.upperBound])
  }

  @Test func rowsMovingToAnotherSectionAreNotClipped() throws {
    // `overflow: hidden` on a section's rows hid a row while it travelled to another section.
    #expect(!(try Self.rule(".rows")).contains("overflow"))
  }

  @Test func theDeviceHasAPhonesProportionsAndTheDiffStandsBesideIt() throws {
    #expect(try Self.rule(".device").contains("aspect-ratio: 9 / 19.5"))
    let stage = try Self.rule(".stage")
    #expect(stage.contains("display: flex") && !stage.contains("column"), "the diff beside the phone")
    let diff = try Self.rule(".diff")
    #expect(
      diff.contains("max-height: calc(100vh") && !diff.contains(" height:"), "the diff grows with its calls")
  }
}
