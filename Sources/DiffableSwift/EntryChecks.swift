import DiffableEngine
import DiffableInterpreter

/// The checks a Swift entry gets before it is parsed, and the reading of a syntax error as a line
/// that mixes the two languages: one place for their messages, whichever front end runs Swift.
enum EntryChecks {
  /// The error of an entry refused before parsing, or nil: an `else` whose `if` already ran, or
  /// square brackets nested beyond the interpreter's limit (swift-syntax's parse time doubles
  /// with each level).
  static func beforeParsing(_ text: String, at location: InputLocation) -> SessionError? {
    if SwiftFrontEnd.beginsWithElse(text) {
      // An `else` whose `if` already ran: the line after an if block's `}` is the only place for it.
      let column = text.prefix { $0 == " " || $0 == "\t" }.count + 1
      return .diagnostic(
        Diagnostic(
          id: "elseWithoutIf",
          message: (location.isInteractive ? "1:\(column): " : "")
            + "'else' without an 'if' block just before it",
          fix: "type else on the line right after the if block's }, or on the same line: } else {",
          column: column))
    }
    if let tooDeep = Interpreter.squareNestingExcess(in: text) {
      let place = tooDeep.location
      let prefix = location.isInteractive ? "\(place.line):\(place.column): " : ""
      return .diagnostic(
        Diagnostic(
          id: "nestingLimit", message: prefix + tooDeep.message,
          fix: "name the inner values with let, then nest the names",
          column: EntryColumn.of(line: place.line, utf8Column: place.column, in: text)))
    }
    return nil
  }

  /// For an entry that did not parse as Swift: the error when one of its statements after the
  /// first is a command of the short syntax (`one line is one language`), else nil.
  static func mixedLine(_ text: String, at location: InputLocation, host: any EntryHost) -> SessionError? {
    let mixed = MixedLanguages.swiftLine(text) {
      !SwiftShape.isSwift($0, shortSyntaxReads: host.otherLanguageReads) && host.otherLanguageReads($0)
    }
    guard let mixed else { return nil }
    let place = mixed.location(in: text)
    let prefix = location.isInteractive ? "\(place.line):\(place.column): " : ""
    return .diagnostic(
      Diagnostic(id: "mixedLanguages", message: prefix + mixed.message, fix: mixed.fix, column: mixed.column))
  }
}
