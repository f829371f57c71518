import SwiftSyntax

extension Lowerer {
  /// Refuses an `await` in the body of a function or initializer that is not `async`, as swiftc
  /// does (closures in the body, which may be `async` themselves, and nested functions, checked
  /// on their own, are not looked into).
  func refuseAwait(in body: CodeBlockSyntax) throws {
    let finder = AwaitFinder()
    finder.walk(body)
    if let awaited = finder.found {
      throw InterpreterError.checkFailed(
        "'async' call in a function that does not support concurrency", at: location(of: awaited.expression))
    }
  }
}

/// Finds the first `await` of a synchronous body.
private final class AwaitFinder: SyntaxVisitor {
  var found: AwaitExprSyntax?

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    if found == nil { found = node }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
