import SwiftSyntax

/// Whether a closure throws, as Swift infers it for a closure without `throws` in its signature:
/// its body has a `try` (not `try?` or `try!`) or a `throw` outside a nested closure or function,
/// and outside a `do` whose last `catch` catches everything. What `Result { ... }` makes of it
/// depends on it: a success or `any Error`, or a `Result<_, Never>`.
final class ThrowingClosure: SyntaxVisitor {
  private(set) var throwsError = false

  private init() { super.init(viewMode: .sourceAccurate) }

  /// Whether `closure` says or is inferred to throw.
  static func throwsError(_ closure: ClosureExprSyntax) -> Bool {
    if closure.signature?.effectSpecifiers?.throwsClause != nil { return true }
    let visitor = ThrowingClosure()
    visitor.walk(closure.statements)
    return visitor.throwsError
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark == nil { throwsError = true }
    return .visitChildren
  }

  override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
    throwsError = true
    return .skipChildren
  }

  override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
    // `do { try f() } catch { ... }` throws only what its catch clauses throw.
    guard let last = node.catchClauses.last, last.catchItems.isEmpty else { return .visitChildren }
    for clause in node.catchClauses { walk(clause.body) }
    return .skipChildren
  }
}
