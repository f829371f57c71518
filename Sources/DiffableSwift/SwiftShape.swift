import DiffableEngine
import DiffableInterpreter
import SwiftParser
import SwiftSyntax

/// Tells Swift from the short syntax by its shape, and a finished Swift entry from one that
/// needs more lines.
///
/// An entry is Swift when it begins with a declaration or statement keyword (`struct`,
/// `enum`, `class`, `func`, `let`, `var`, `for`, `while`, `if`, `guard`, `switch`, `do`...),
/// a `//` or `/*` comment, an assignment (`snapshot = ...`), or a call with parentheses
/// (`snapshot.appendItems([a], toSection: .main)`, `print(x)`) or a trailing closure
/// (`items.forEach { print($0) }`), on a name whose parts may be a property wrapper's
/// projection (`model.$items.sink { ... }`), or a line that starts with an array or string
/// literal (`[1, 2].forEach { ... }`). The short syntax keeps what it reads among the shapes
/// both languages have: `struct T { a, b }`, the classic mode's `tableView.` calls, a word before
/// a brace, a line that starts with a literal. In a `.swift` file every entry is Swift.
public enum SwiftShape {
  static let keywords: Set<String> = [
    "struct", "enum", "class", "final", "typealias", "extension", "import", "let", "var", "for", "if", "else",
    "func", "guard", "while", "switch", "repeat", "protocol", "@MainActor", "do", "private", "fileprivate",
    "public", "internal", "@objc",
  ]

  /// Whether `text` is written in Swift (see ``SwiftShape``); `shortSyntaxReads` decides the
  /// shapes both languages have.
  ///
  /// Every line of a script asks this, so ASCII text (nearly all of it) is read as bytes
  /// (``SwiftShape/asciiVerdict(_:)``); other text by characters, with the same rule.
  public static func isSwift(_ text: String, shortSyntaxReads: (String) -> Bool) -> Bool {
    var copy = text
    let verdict = copy.withUTF8 { asciiVerdict($0) }
    switch verdict {
    case .swift: return true
    case .notSwift: return false
    case .shortSyntaxDecides: return !shortSyntaxReads(text)
    case .characters: return isSwiftByCharacters(text, shortSyntaxReads: shortSyntaxReads)
    }
  }

  /// The rule of ``isSwift(_:)`` read character by character (any text).
  static func isSwiftByCharacters(_ text: String, shortSyntaxReads: (String) -> Bool) -> Bool {
    let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") { return true }
    if trimmed.first == "[" || trimmed.first == "\"" { return !shortSyntaxReads(text) }
    let word = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" })
    if keywords.contains(word) {
      guard word == "struct" else { return true }
      // The short syntax's `struct T { a, b } hash(a)` has no types, conformances or members.
      let swiftWords = ["let", "var", "func", "static", "init", "case"]
      let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      return text.contains(":") || words.contains { swiftWords.contains(String($0)) }
        || !shortSyntaxReads(text)
    }
    guard !word.isEmpty else { return false }
    // A name, maybe dotted, subscripted and generic, then `(` or an assignment.
    var rest = trimmed.dropFirst(word.count)
    while let next = rest.first, next == "." || next == "?" || next == "[" {
      if next == "[" {
        guard let close = rest.firstIndex(of: "]") else { return false }
        rest = rest[rest.index(after: close)...]
        continue
      }
      rest = rest.drop { $0 == "." || $0 == "?" }
      if rest.first == "$" { rest = rest.dropFirst() }  // `model.$items`
      let part = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !part.isEmpty else { return false }
      rest = rest.dropFirst(part.count)
    }
    if rest.first == "<", let close = rest.firstIndex(of: ">") { rest = rest[rest.index(after: close)...] }
    if rest.first == "(" {
      if word == "tableView" { return !shortSyntaxReads(text) }
      return true
    }
    let afterSpaces = rest.drop { $0 == " " || $0 == "\t" }
    if afterSpaces.first == "{" { return !shortSyntaxReads(text) }  // a trailing closure
    guard afterSpaces.count < rest.count || afterSpaces.first == "=" else { return false }
    for op in ["=", "+=", "-="] where afterSpaces.hasPrefix(op) {
      let next = afterSpaces.dropFirst(op.count).first
      if next != "=" { return true }
    }
    return false
  }

  /// Whether `text` is comments and nothing else (it starts with one).
  public static func isOnlyComments(_ text: String) -> Bool {
    let trimmed = text.drop { $0.isWhitespace }
    guard trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") else { return false }
    let file = Parser.parse(source: text)
    return file.statements.isEmpty && !file.hasError
  }

  /// Whether a Swift entry is still open: a brace, bracket, parenthesis, string or comment
  /// is not closed, so swift-syntax finds tokens missing at the very end.
  public static func needsContinuation(_ text: String) -> Bool {
    if unclosedBlockComment(text) { return true }
    // Brackets nested too deep for the parser end the entry here, to be refused whole.
    if Interpreter.squareNestingExcess(in: text) != nil { return false }
    return deepEnough(text) { () -> Bool in
      // Missing tokens after the last real one (comments after it do not count) mean the
      // input stopped early; missing tokens before it are a mistake for the parser to report.
      var lastEnd: AbsolutePosition?
      var missingAtEnd = false
      for token in tree(of: text).tokens(viewMode: .all) where token.tokenKind != .endOfFile {
        if token.presence == .present {
          lastEnd = token.endPositionBeforeTrailingTrivia
          missingAtEnd = false
        } else if let end = lastEnd, token.position >= end {
          missingAtEnd = true
        }
      }
      return missingAtEnd
    }
  }

  /// `text` parsed: by the interpreter, which keeps the tree for the run that follows (the shell
  /// asks of one entry whether it goes on, whether it awaits an `else`, then runs it), unless its
  /// nesting limit could change the tree.
  private static func tree(of text: String) -> SourceFileSyntax {
    guard Interpreter.parsesAlikeWithoutTheLimit(text) else { return SwiftParser.Parser.parse(source: text) }
    return Interpreter.syntaxTree(of: text)
  }

  /// `body`, on the interpreter's large stack when `text` is long enough for swift-syntax's
  /// recursive walks (a token's neighbours are found by recursion, as deep as the tree) to need
  /// more than the caller's stack: 20,000 chained members (`s.a.a.a...`) overflow 8 MB. A level
  /// takes at least two bytes of text and less than 400 bytes of stack, so 8,000 bytes are safe.
  static func deepEnough<T>(_ text: String, _ body: @escaping () -> T) -> T {
    guard text.utf8.count > 8_000 else { return body() }
    return SwiftFrontEnd.onInterpreterStack(body)
  }

  /// Whether the last statement of `text` is an `if` chain that ends without `else`.
  public static func awaitsElse(_ text: String) -> Bool {
    if Interpreter.squareNestingExcess(in: text) != nil { return false }
    return deepEnough(text) { () -> Bool in lastIfAwaitsElse(text) }
  }

  private static func lastIfAwaitsElse(_ text: String) -> Bool {
    guard let last = tree(of: text).statements.last else { return false }
    var ifExpr: IfExprSyntax?
    switch last.item {
    case .expr(let expression): ifExpr = expression.as(IfExprSyntax.self)
    case .stmt(let statement):
      ifExpr = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    default: ifExpr = nil
    }
    while let current = ifExpr {
      switch current.elseBody {
      case .ifExpr(let next): ifExpr = next
      case .codeBlock: return false
      case nil: return current.body.rightBrace.presence == .present
      }
    }
    return false
  }

  private static func unclosedBlockComment(_ text: String) -> Bool {
    var depth = 0
    var inString = false
    // Whether the previous character of a string escapes this one (`\\` escapes itself, so the
    // quote after it closes the string: `"/*\\"`).
    var escaped = false
    var previous: Character = " "
    for character in text {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" && depth == 0 {
        inString = true
      } else if previous == "/" && character == "*" {
        depth += 1
      } else if previous == "*" && character == "/" && depth > 0 {
        depth -= 1
      }
      previous = character
    }
    return depth > 0
  }
}

/// A computation handed to the large stack's thread, which the caller waits for.
final class UncheckedResult<T>: @unchecked Sendable {
  let body: () -> T
  var result: T?

  init(_ body: @escaping () -> T) { self.body = body }

  func run() { result = body() }
}
