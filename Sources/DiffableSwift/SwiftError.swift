import SwiftSyntax

/// Why a piece of Swift could not run, and where: every message of the Swift front end is
/// written here.
struct SwiftError: Error {
  /// The node the error is about (its first character is where the caret goes).
  var node: Syntax
  var message: String
  var fix: String?
  var code = "swiftError"

  init(_ node: some SyntaxProtocol, _ message: String, fix: String? = nil, code: String = "swiftError") {
    self.node = Syntax(node)
    self.message = message
    self.fix = fix
    self.code = code
  }

  /// `diffable runs a subset of Swift: computed properties are not supported`.
  static func unsupported(_ node: some SyntaxProtocol, _ construct: String, fix: String? = nil) -> SwiftError
  {
    SwiftError(
      node,
      "diffable runs a subset of Swift: \(construct) \(isPlural(construct) ? "are" : "is") not supported",
      fix: fix ?? "see `help swift` for what the Swift front end runs", code: "unsupportedSwift")
  }

  /// `computed properties`, `patterns other than a name`: a plural noun first or last.
  private static func isPlural(_ construct: String) -> Bool {
    let words = construct.split(separator: " ")
    return [words.first, words.last].contains { $0?.hasSuffix("s") == true && $0 != "this" }
  }

  /// Ctrl-C while a closure ran over a collection (`map`, `filter`, `sorted`, ...): not an
  /// error of the code, so the entry is not reported as failed but undone as interrupted.
  static func interrupted(_ closure: ClosureExprSyntax) -> SwiftError {
    var node = Syntax(closure)
    var name = "closure"
    for _ in 0..<3 {
      guard let parent = node.parent else { break }
      node = parent
      guard let call = node.as(FunctionCallExprSyntax.self) else { continue }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        name = member.declName.baseName.text
      } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
      }
      break
    }
    return SwiftError(closure, name, code: interruptedCode)
  }

  private static let interruptedCode = "interrupted"

  /// Whether this is Ctrl-C rather than an error (its message is the interrupted call's name).
  var isInterruption: Bool { code == Self.interruptedCode }

  static func cannotFind(_ node: some SyntaxProtocol, _ name: String, isCase: Bool) -> SwiftError {
    let hint =
      isCase
      ? "did you mean '.\(name)' (an enum case) or to declare it with let?"
      : "declare it first with let, var, struct or enum"
    return SwiftError(
      node, "cannot find '\(name)' in scope; \(hint)",
      fix: "in Swift every name must be declared; the short syntax's bare words are symbols, Swift's are not",
      code: "cannotFind")
  }

  static func noMember(_ node: some SyntaxProtocol, _ member: String, of what: String) -> SwiftError {
    SwiftError(node, "value of type '\(what)' has no member '\(member)'", code: "noMember")
  }

  /// Integer arithmetic whose result does not fit in `Int`: Swift traps, and never wraps.
  static func overflow(_ operation: String, at node: some SyntaxProtocol) -> SwiftError {
    SwiftError(node, "Fatal error: arithmetic overflow in '\(operation)'", code: "overflow")
  }

  static func typeMismatch(_ node: some SyntaxProtocol, expected: String, got: String) -> SwiftError {
    SwiftError(node, "expected \(expected) here, but this is \(got)", code: "typeMismatch")
  }

  static func immutable(_ node: some SyntaxProtocol, _ name: String) -> SwiftError {
    SwiftError(
      node, "cannot use mutating member on immutable value: '\(name)' is a 'let' constant",
      fix: "declare it with var", code: "immutable")
  }

  static func hashBody(_ node: some SyntaxProtocol) -> SwiftError {
    SwiftError(
      node, "diffable cannot read this statement of hash(into:)",
      fix: "write hash(into:) as hasher.combine(field) calls, one per stored property it hashes",
      code: "unreadableHash")
  }

  static func equalBody(_ node: some SyntaxProtocol) -> SwiftError {
    SwiftError(
      node, "diffable cannot read this == body",
      fix: "write == as lhs.field == rhs.field comparisons joined by &&, or true",
      code: "unreadableEquality")
  }

  static func plainClass(_ node: some SyntaxProtocol, _ name: String) -> SwiftError {
    SwiftError(
      node,
      "class \(name) cannot be an identifier: identifiers that are classes must subclass NSObject "
        + "(UIKit compares them with isEqual(_:) and hash)",
      fix:
        "write class \(name): NSObject with override var hash and override func isEqual(_:), or make it a struct",
      code: "plainClass")
  }
}
