import DiffableKit
import DiffableSwift
import Foundation
import PropertyBased
import SwiftParser
import SwiftSyntax
import Testing

@testable import DiffableEngine
@testable import DiffableShell

/// Every string a session can hold reaches `export swift` as a string literal or a comment:
/// whatever it holds, the file parses, its code (every token outside string literals and
/// comments) is the code of the same session with plain text, and its applies read back as
/// the session's, strings included.
@Suite("Swift export: a session's text never becomes code")
struct SwiftExportTextTests {
  /// Text made of the pieces that could end a literal or a comment early, or hide code.
  static let texts = Gen.element(of: [
    "\"", "\\", "\n", "\r", "\r\n", "*/", "/*", "//", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}",
    "\\(", ")", "fatalError(\"injected\")", "a", " ", "\u{202E}", "\u{2066}", "#", "`", "\t", "\u{0}",
    "\u{1B}[31m",
    "é", "👩‍👩‍👧", "\"\"\"", "#\"", "\\u{41}",
  ])
  .map { $0 ?? "" }.array(of: 1...12).map { $0.joined() }

  /// A session that puts `text` everywhere a session keeps text: a Swift string item, a
  /// section, a `print` (echo) line, a cell template, a failed command's message and the
  /// script's file name.
  static func recording(holding text: String) -> SessionRecording {
    let literal = SwiftCode.literal(text)
    let script = """
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections([\(literal)])
      snapshot.appendItems([\(literal), "plain"], toSection: \(literal))
      print(\(literal))
      dataSource.apply(snapshot)
      snapshot.deleteSections([\(SwiftCode.literal(text + "?"))])
      snapshot.appendItems([\(literal)])
      dataSource.apply(snapshot)
      """
    return runScript(script, name: text + ".swift", frontEnd: SwiftFrontEnd()).shell.recording
  }

  /// The file's code: its tokens, each string literal's content as one `<text>` (swift-syntax
  /// splits it at escapes; comments are trivia).
  static func code(of file: String) -> [String] {
    var tokens: [String] = []
    for token in Parser.parse(source: file).tokens(viewMode: .sourceAccurate) {
      guard case .stringSegment = token.tokenKind else {
        tokens.append(token.text)
        continue
      }
      if tokens.last != "<text>" { tokens.append("<text>") }
    }
    return tokens
  }

  @Test func anyTextStaysTextAndReadsBack() async {
    let plain = Self.code(of: SwiftExport.file(of: Self.recording(holding: "x"), name: "x.swift"))
    await propertyCheck(count: 60, input: Self.texts) { text in
      let recording = Self.recording(holding: text)
      let file = SwiftExport.file(of: recording, name: "x.swift")
      let tree = Parser.parse(source: file)
      #expect(!tree.hasError, "the file does not parse for \(text.debugDescription)")
      let code = Self.code(of: file)
      if code != plain {
        let at =
          zip(code, plain).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(code.count, plain.count)
        Issue.record(
          "code changed for \(text.debugDescription) at token \(at): \(code[at...].prefix(8)) instead of \(plain[at...].prefix(8))"
        )
      }
      let applies = try? ExportReadback.applies(in: file)
      #expect(applies == SessionCalls.applies(of: recording), "applies differ for \(text.debugDescription)")
      #expect(applies?.first?.first?.arguments.first?.value == .array([.string(text)]))
    }
  }

  @Test(.enabled(if: ExportCompiler.shared != nil, "swiftc is not on the PATH"))
  func swiftcParsesTheHardestText() throws {
    let compiler = try #require(ExportCompiler.shared)
    let text = "a\\\nfatalError(\"injected\") */ \u{2028}x\r\"\"\" \\(1) \u{202E}\u{1B}"
    let file = SwiftExport.file(of: Self.recording(holding: text), name: text + ".swift")
    let errors = try compiler.parseErrors(file)
    #expect(errors == nil, "\(errors ?? "")")
    #expect(!file.contains("\nfatalError"))
    #expect(try compiler.typeCheck(file, swiftVersion: "5").isEmpty)
  }
}
