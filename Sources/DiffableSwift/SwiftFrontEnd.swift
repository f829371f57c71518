import DiffableEngine
import DiffableInterpreter
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The Swift front end: real Swift (types with their Hashable rules, `let` / `var`, loops,
/// the snapshot and data source calls) parsed with swift-syntax and run as the session's
/// ``Command``s.
///
/// ```swift
/// let shell = Shell(output: { print($0) })
/// shell.frontEnd = SwiftFrontEnd()
/// shell.run("enum Section { case main }")
/// ```
public struct SwiftFrontEnd: FrontEnd {
  /// The front end.
  public init() {}

  /// Whether `text` is Swift by its shape (see ``SwiftShape``); in a `.swift` file, always.
  public func claims(_ text: String, wholeFile: Bool, otherLanguageReads: (String) -> Bool) -> Bool {
    wholeFile || SwiftShape.isSwift(text, shortSyntaxReads: otherLanguageReads)
  }

  /// `else`, `  else {`, `else if`: the keyword, not a longer name (`elsewhere`).
  public func beginsWithElse(_ line: String) -> Bool {
    let rest = line.drop { $0 == " " || $0 == "\t" }
    guard rest.hasPrefix("else") else { return false }
    guard let next = rest.dropFirst(4).first else { return true }
    return !(next.isLetter || next.isNumber || next == "_")
  }

  /// Whether a Swift entry is still open (an unclosed brace, parenthesis, string or comment).
  public func needsContinuation(_ text: String) -> Bool {
    SwiftShape.needsContinuation(text)
  }

  /// Whether the entry's last statement is an `if` (or `else if`) chain without a final `else`.
  public func awaitsElse(_ text: String) -> Bool {
    SwiftShape.awaitsElse(text)
  }

  /// Swift's words for the engine's hints and fixes.
  public var phrasing: any Phrasing { SwiftPhrasing() }

  /// Whether `path` names a Swift file (`.swift`).
  public func ownsFile(named path: String) -> Bool {
    path.hasSuffix(".swift")
  }

  /// Parses `text` with swift-syntax (an error names its line and column) and runs it.
  public func run(_ text: String, location: InputLocation, interactive: Bool, in host: any EntryHost) {
    if let refused = EntryChecks.beforeParsing(text, at: location) {
      host.report(Outcome(command: "swift", error: refused), at: location, interactive: interactive)
      return
    }
    // The parser, the operator folding and the run recurse as deep as the code nests: a long
    // chain of operators or members runs on a stack as large as the interpreter's.
    let work = UncheckedEntry(text: text, location: location, interactive: interactive, host: host)
    try? LargeStack.run(stackSize: Interpreter.stackSize) { work.run() }
  }
}

/// An entry handed to the large stack's thread, which the caller waits for: one thread at a time
/// touches the host.
private final class UncheckedEntry: @unchecked Sendable {
  let text: String
  let location: InputLocation
  let interactive: Bool
  let host: any EntryHost

  init(text: String, location: InputLocation, interactive: Bool, host: any EntryHost) {
    (self.text, self.location, self.interactive, self.host) = (text, location, interactive, host)
  }

  /// Parses the entry (an error names its line and column) and runs it.
  func run() {
    let tree = SwiftParser.Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: location.file, tree: tree)
    if let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: {
      $0.diagMessage.severity == .error
    }) {
      if let mixed = EntryChecks.mixedLine(text, at: location, host: host) {
        host.report(Outcome(command: "swift", error: mixed), at: location, interactive: interactive)
        return
      }
      let place = diagnostic.location(converter: converter)
      let column = EntryColumn.of(utf8Offset: diagnostic.position.utf8Offset, in: text)
      let prefix = location.isInteractive ? "\(place.line):\(place.column): " : ""
      let error = SessionError.diagnostic(
        Diagnostic(
          id: "swiftSyntax", message: prefix + diagnostic.message,
          fix: diagnostic.fixIts.first.map { "fix-it: \($0.message.message)" }
            ?? "check the Swift near the caret",
          column: column))
      host.report(Outcome(command: "swift", error: error), at: location, interactive: interactive)
      return
    }
    let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
    SwiftRun(host: host, source: text, tree: folded, location: location, interactive: interactive).runEntry(
      folded)
  }
}
