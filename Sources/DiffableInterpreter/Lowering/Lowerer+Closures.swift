import SwiftSyntax

extension Lowerer {
  /// A closure expression.
  mutating func lower(closure syntax: ClosureExprSyntax) throws -> FunctionDeclaration {
    var parameters: [Parameter] = []
    var result: TypeName?
    var resultLocation: TypeLocation?
    var weakSelf = false
    var captures: [Capture] = []
    if let signature = syntax.signature {
      switch signature.parameterClause {
      case .simpleInput(let names):
        parameters = names.map { Parameter(label: nil, name: $0.name.nameText) }
      case .parameterClause(let clause):
        parameters = try clause.parameters.map {
          let written = try $0.type.map { try lower(writtenType: $0) }
          return Parameter(
            label: nil, name: ($0.secondName ?? $0.firstName).nameText, type: written?.type,
            typeLocation: written?.location, optionality: $0.type.map(Self.optionality) ?? .none)
        }
      case nil: break
      }
      let written = try signature.returnClause.map { try lower(writtenType: $0.type) }
      (result, resultLocation) = (written?.type, written?.location)
      for item in signature.capture?.items ?? [] {
        let isWeak = item.specifier?.specifier.tokenKind == .keyword(.weak)
        if item.name.nameText == "self", item.initializer == nil {
          // `self` stays the method's (its members are found through it): `[weak self]` makes
          // it optional when the closure runs.
          weakSelf = weakSelf || isWeak
          continue
        }
        captures.append(
          Capture(
            name: item.name.nameText, value: try item.initializer.map { try lower($0.value) },
            isWeak: isWeak, location: location(of: item.name)))
      }
    }
    let body = try nested(syntax) { try $0.lower(syntax.statements) }
    let closure = FunctionDeclaration(
      name: "closure", parameters: parameters, result: result, body: body, location: location(of: syntax))
    closure.resultLocation = resultLocation
    closure.parameterListLocation = syntax.signature?.parameterClause.map { location(of: $0) }
    closure.isSingleExpression = isSingleExpression(syntax.statements)
    closure.bodyEnd = location(of: syntax.rightBrace)
    closure.capturesSelfWeakly = weakSelf
    closure.captures = captures
    closure.isThrowing = ThrowingClosure.throwsError(syntax)
    if syntax.signature?.parameterClause == nil {
      closure.anonymousParameterCount = AnonymousParameters.count(in: syntax)
    }
    return closure
  }
}

/// Counts the `$0`, `$1`... a closure reads (not those of closures nested in it).
private final class AnonymousParameters: SyntaxVisitor {
  var count = 0
  let root: ClosureExprSyntax

  init(root: ClosureExprSyntax) {
    self.root = root
    super.init(viewMode: .sourceAccurate)
  }

  static func count(in closure: ClosureExprSyntax) -> Int {
    let visitor = AnonymousParameters(root: closure)
    visitor.walk(closure.statements)
    return visitor.count
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if case .dollarIdentifier(let text) = node.baseName.tokenKind, let index = Int(text.dropFirst()) {
      count = max(count, index + 1)
    }
    return .visitChildren
  }
}
