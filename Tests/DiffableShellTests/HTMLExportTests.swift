import DiffableSwift
import Foundation
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Headless Chromium, when installed (scripts/test installs Debian's `chromium`).
enum Chromium {
  static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The page's DOM after its scripts ran, as Chromium prints it.
  static func dumpDOM(of url: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(path))
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
      "--user-data-dir="
        + FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID())").path,
      "--virtual-time-budget=5000", "--dump-dom", url.absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// Runs `script` in a shell and returns the HTML page it exports.
private func exportedPage(_ script: String, name: String = "t.diffable") -> String {
  let (_, shell) = runScript(script, name: name)
  return HTMLExport.page(of: shell.recording, title: name)
}

@Suite("HTML replay: one self-contained page, text escaped")
struct HTMLExportTests {
  @Test func thePageNeedsNoNetwork() {
    let page = exportedPage(try! lessonFile("01-getting-started"))
    #expect(!page.contains("http://") && !page.contains("https://"))
    #expect(!page.contains("<link") && !page.contains("src="))
    #expect(page.contains("<style>") && page.contains("prefers-color-scheme: dark"))
  }

  @Test func textThatLooksLikeMarkupStaysText() throws {
    let page = exportedPage(
      "echo </script><script>alert(1)</script> & <b>\nappendSections main\n"
        + "appendItems \"</script><img src=x onerror=alert(1)>\"\napply\n", name: "<evil>.diffable")
    #expect(!page.contains("<script>alert"))
    #expect(!page.contains("<img"))
    #expect(page.contains("<title>diffable replay: &lt;evil&gt;.diffable</title>"))
    // The data is still the same text once parsed.
    let start = try #require(page.range(of: "<script type=\"application/json\" id=\"session\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))
    let steps = try #require((json as? [String: Any])?["steps"] as? [[String: Any]])
    #expect(steps[0]["output"] as? [String] == ["</script><script>alert(1)</script> & <b>"])
  }

  @Test func stepsRecordCommandsOutcomesAndTables() throws {
    let (_, shell) = runScript("appendSections main\nappendItems 1 2\napply\ntry? appendItems 3 3\necho done")
    let steps = shell.recording.steps
    #expect(
      steps.map(\.text) == [
        "appendSections main", "appendItems 1 2", "apply", "try? appendItems 3 3", "echo done",
      ])
    #expect(steps[2].table.sections.first?.rows.map(\.content) == ["1", "2"])
    #expect(steps[1].table.sections.isEmpty)
    #expect(steps[3].outcomes.first?.ok == false)
    #expect(steps[4].isNarration)
  }

  @Test func aBigTableDrawsOnlyTheRowsThatFit() throws {
    let (_, shell) = runScript(
      "appendSections main\nappendItems \((1...500).map(String.init).joined(separator: " "))\napply")
    let data = try HTMLExport.data(of: shell.recording).text
    let json = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
    let tables = try #require(json?["tables"] as? [[String: Any]])
    let last = try #require(tables.last)
    let rows = (last["sections"] as? [[String: Any]])?.first?["rows"] as? [Any]
    #expect(rows?.count == HTMLExport.rowLimit)
    #expect(last["moreRows"] as? Int == 500 - HTMLExport.rowLimit)
  }

  @Test func aHugeOutputLineIsCutAndCounted() throws {
    let (_, shell) = runScript(
      "appendSections main\nappendItems \((1...3_000).map(String.init).joined(separator: " "))\nprint")
    let json = try JSONSerialization.jsonObject(
      with: Data(try HTMLExport.data(of: shell.recording).text.utf8))
    let steps = try #require((json as? [String: Any])?["steps"] as? [[String: Any]])
    let output = try #require(steps.last?["output"] as? [String])
    // `print` shows the section on one line of about 15,000 characters.
    let long = try #require(output.first { $0.hasSuffix("characters in all)") })
    #expect(long.count < HTMLExport.outputLineCharacterLimit + 40)
    #expect(output.allSatisfy { $0.count < HTMLExport.outputLineCharacterLimit + 40 })
  }

  @Test func linesThatChangeNoTableShareTheTableBefore() throws {
    let (_, shell) = runScript(
      "appendSections main\nappendItems 1\napply\nnumberOfItems\nshow\nappendItems 2")
    let json = try JSONSerialization.jsonObject(
      with: Data(try HTMLExport.data(of: shell.recording).text.utf8))
    let steps = try #require((json as? [String: Any])?["steps"] as? [[String: Any]])
    #expect(steps.map { $0["table"] as? Int } == [0, 0, 1, 1, 1, 1])
  }
}

@Suite("HTML replay in headless Chromium: after each apply the page shows the snapshot's rows")
struct HTMLReplayBrowserTests {
  @Test(
    .enabled(
      if: Chromium.path != nil,
      "chromium is not installed; scripts/test installs it (apt-get install chromium)"),
    arguments: Lessons.all.map(\.name))
  func afterEachApplyThePageShowsTheSnapshot(name: String) throws {
    let script = try lessonFile(name)
    let (_, shell) = runScript(
      script, name: "scripts/lessons/\(name).diffable", frontEnd: SwiftFrontEnd())
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID()).html")
    try HTMLExport.page(of: shell.recording, title: name).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let dom = try Chromium.dumpDOM(of: URL(string: file.absoluteString + "#check")!)
    let start = try #require(dom.range(of: "<pre id=\"check\">"), "the page did not run its check")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let text = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    let shown = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    let expected = LessonReplay(script: script).applies
    #expect(shown.count == expected.count, "one table per apply")
    #expect(!expected.isEmpty)
    for (page, applied) in zip(shown, expected) {
      #expect(page["text"] as? String == applied.line)
      let sections = page["sections"] as? [[String: Any]] ?? []
      #expect(
        sections.map { $0["title"] as? String } == applied.sections.map(\.title), "after \(applied.line)")
      for (section, want) in zip(sections, applied.sections) {
        let rows = section["rows"] as? [[String: String]] ?? []
        #expect(
          rows.map { $0["item"] } == want.items, "the snapshot's items, in order, after \(applied.line)")
        #expect(rows.map { $0["content"] } == want.contents, "the cells' content after \(applied.line)")
      }
    }
  }
}
