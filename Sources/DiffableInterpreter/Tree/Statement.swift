/// A statement of the lowered tree, with its place.
struct Statement {
  var kind: StatementKind
  var location: SourceLocation
}

/// A condition of `if`, `guard` and `while`.
enum Condition {
  /// A Boolean expression.
  case boolean(Expression)
  /// `let pattern = optional` (`var` too): the pattern is bound to the unwrapped value.
  case optionalBinding(Pattern, isLet: Bool, type: TypeName?, value: Expression)
  /// `case pattern = value`.
  case matching(Pattern, Expression)
  /// `#available(iOS 15, *)`, or `#unavailable(iOS 15)` (`isUnavailable`): whether the iOS diffable
  /// imitates, the session's behaviour profile, has the major version written (`iOS` nil: none
  /// is written, and the `*` holds).
  case availability(iOS: Int?, isUnavailable: Bool)
}

/// One `case` (or `default`) of a `switch`.
struct SwitchCase {
  /// The patterns of the case; empty for `default`.
  var patterns: [Pattern]
  /// The `where` clause, if any.
  var guardExpression: Expression?
  var body: [Statement]
  var location: SourceLocation
}

/// One `catch` clause: an optional pattern (bare `catch` binds `error`) and its `where`.
struct CatchClause {
  var pattern: Pattern?
  var guardExpression: Expression?
  var body: [Statement]
}

/// The shapes of statement the interpreter runs.
indirect enum StatementKind {
  case expression(Expression)
  case variable(VariableDeclaration)
  case function(FunctionDeclaration)
  case type(TypeDeclaration)
  case `extension`(ExtensionDeclaration)
  case typeAlias(String, TypeName)
  case `if`([Condition], [Statement], [Statement]?)
  case `guard`([Condition], [Statement])
  case `while`(label: String?, [Condition], [Statement])
  case `repeat`(label: String?, [Statement], Expression)
  case forIn(label: String?, Pattern, Expression, whereClause: Expression?, [Statement])
  case `switch`(label: String?, Expression, [SwitchCase])
  case `break`(String?)
  case `continue`(String?)
  case `fallthrough`
  case `return`(Expression?)
  case `throw`(Expression)
  case `defer`([Statement])
  /// `do { } catch { }` (a bare `do` has no clauses); a label applies to `break`.
  case `do`(label: String?, [Statement], [CatchClause])
}
