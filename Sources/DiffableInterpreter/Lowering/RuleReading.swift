import SwiftSyntax

/// What a `hash(into:)` or `==` body does, read from its source as written, for the rule the
/// session announces when it runs the bodies as code (`Tag: hash(name.lowercased()),
/// ==(name.lowercased())`), and the members any method or getter names on `self`, to follow a
/// part through the computed properties and methods it calls to the stored properties it reads.
enum RuleReading {
  /// Each value `hash(into:)` combines into `hasher` (`hasher.combine(name.lowercased())`), in
  /// order, anywhere in the body.
  static func hashParts(_ body: CodeBlockSyntax, hasher: String) -> [RulePart] {
    let visitor = CombinedValues(hasher: hasher)
    visitor.walk(body)
    return visitor.values.map { value in
      RulePart(text: stripping(["self"], from: value), members: members(of: ["self"], in: value, bare: true))
    }
  }

  /// What `==` compares: for a body that is one expression, each operand of its `&&`s, a
  /// comparison of the same expression of both sides written once (`lhs.name.lowercased() ==
  /// rhs.name.lowercased()` is `name.lowercased()`); for any other body, one part without text
  /// that names every member of either side it reads.
  static func equalityParts(_ body: CodeBlockSyntax, lhs: String, rhs: String) -> [RulePart] {
    let roots = [lhs, rhs]
    guard let expression = singleExpression(body) else {
      return [RulePart(text: nil, members: members(of: roots, in: body, bare: false))]
    }
    return conjuncts(of: expression).map { conjunct in
      let members = members(of: roots, in: conjunct, bare: false)
      if let comparison = conjunct.as(InfixOperatorExprSyntax.self), isOperator(comparison, "=="),
        case let left = stripping([lhs], from: comparison.leftOperand),
        left == stripping([rhs], from: comparison.rightOperand),
        left != comparison.leftOperand.trimmedDescription
      {
        return RulePart(text: left, members: members)
      }
      return RulePart(text: conjunct.trimmedDescription, members: members)
    }
  }

  /// The members a method or getter body names on `self`: bare names and `self.name` (locals
  /// and globals too: the type keeps the names that are its members).
  static func selfReads(in node: some SyntaxProtocol) -> [String] {
    members(of: ["self"], in: node, bare: true)
  }

  /// The expression a body of one statement returns (`return a == b` or `a == b`).
  private static func singleExpression(_ body: CodeBlockSyntax) -> ExprSyntax? {
    guard body.statements.count == 1, let item = body.statements.first?.item else { return nil }
    if let expression = item.as(ExprSyntax.self) { return expression }
    return item.as(ReturnStmtSyntax.self)?.expression
  }

  /// The operands of an expression's top-level `&&`s, left to right.
  private static func conjuncts(of expression: ExprSyntax) -> [ExprSyntax] {
    if let infix = expression.as(InfixOperatorExprSyntax.self), isOperator(infix, "&&") {
      return conjuncts(of: infix.leftOperand) + conjuncts(of: infix.rightOperand)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return conjuncts(of: only.expression)
    }
    return [expression]
  }

  private static func isOperator(_ infix: InfixOperatorExprSyntax, _ name: String) -> Bool {
    infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == name
  }

  /// `expression` as written, with `root.` taken off each member read of a root.
  private static func stripping(_ roots: [String], from expression: ExprSyntax) -> String {
    RootStripper(roots: roots).rewrite(expression).trimmedDescription
  }

  /// The members read off `roots` in `node` (`lhs.name`, `self.id`), and its bare names when
  /// `bare`, in the order first written, each once.
  private static func members(of roots: [String], in node: some SyntaxProtocol, bare: Bool) -> [String] {
    let visitor = MemberReads(roots: roots, bare: bare)
    visitor.walk(node)
    return visitor.names
  }
}

/// The arguments of `hasher.combine(...)` calls.
private final class CombinedValues: SyntaxVisitor {
  let hasher: String
  var values: [ExprSyntax] = []

  init(hasher: String) {
    self.hasher = hasher
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "combine",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == hasher
    {
      values += node.arguments.map(\.expression)
    }
    return .visitChildren
  }
}

/// The names read off some roots (and the bare names, when asked).
private final class MemberReads: SyntaxVisitor {
  let roots: [String]
  let bare: Bool
  var names: [String] = []

  init(roots: [String], bare: Bool) {
    self.roots = roots
    self.bare = bare
    super.init(viewMode: .sourceAccurate)
  }

  private func add(_ name: String) {
    if !names.contains(name) { names.append(name) }
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self), roots.contains(base.baseName.text) {
      add(node.declName.baseName.text)
      return .skipChildren
    }
    // The member's own name is not a bare name: only its base is read on.
    if let base = node.base { walk(base) }
    return .skipChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if bare, case .identifier(let name) = node.baseName.tokenKind, !roots.contains(name) { add(name) }
    return .skipChildren
  }
}

/// Rewrites `root.member` as `member`.
private final class RootStripper: SyntaxRewriter {
  let roots: [String]

  init(roots: [String]) {
    self.roots = roots
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    if let base = node.base?.as(DeclReferenceExprSyntax.self), roots.contains(base.baseName.text) {
      return ExprSyntax(
        DeclReferenceExprSyntax(baseName: node.declName.baseName.with(\.leadingTrivia, node.leadingTrivia)))
    }
    return super.visit(node)
  }
}
