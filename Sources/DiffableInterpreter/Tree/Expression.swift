/// An expression of the lowered tree, with the place it starts at.
struct Expression {
  /// What the expression is.
  var kind: ExpressionKind
  /// Where it starts in the source.
  var location: SourceLocation
}

/// An argument of a call or subscript: its label (nil for none), its value, and whether it was a
/// trailing closure (which may stand for a labelled closure parameter).
struct Argument {
  var label: String?
  var value: Expression
  var isTrailingClosure = false
}

/// One piece of an interpolated string literal.
enum InterpolationPart {
  case text(String)
  case value(Expression)
}

/// How `try` was written.
enum TryKind {
  case plain, optional, forced
}

/// How `as` was written: `as` (a conversion the compiler proves), `as?` or `as!`.
enum CastKind {
  case plain, optional, forced
}

/// The shapes of expression the interpreter runs. Anything else is refused while lowering.
indirect enum ExpressionKind {
  case integer(Int)
  case double(Double)
  case string(String)
  case interpolation([InterpolationPart])
  case boolean(Bool)
  case nilLiteral
  /// A name: a variable, a function, a type, or a member of `self` used without `self.`.
  case name(String)
  /// `base.member`; a type as the base reaches static members and enum cases.
  case member(Expression, String)
  /// `.member` with the base left to the context (`.active`, `.init(...)`).
  case implicitMember(String)
  /// `base.0`: a tuple element by position.
  case tupleElement(Expression, Int)
  /// `a?` inside an optional chain: nil ends the chain.
  case optionalBind(Expression)
  /// The outermost expression of an optional chain: nil if a link was nil, else the result made optional.
  case optionalChain(Expression)
  case forceUnwrap(Expression)
  case call(Expression, [Argument])
  case `subscript`(Expression, [Argument])
  /// A binary operator other than assignment; `&&`, `||` and `??` evaluate their right side lazily.
  case binary(String, Expression, Expression)
  case prefix(String, Expression)
  case assign(Expression, Expression)
  /// `a += b` and the like: the operator without `=`.
  case compoundAssign(String, Expression, Expression)
  case ternary(Expression, Expression, Expression)
  case isType(Expression, TypeName)
  case cast(Expression, TypeName, CastKind)
  case `try`(Expression, TryKind)
  /// `await x`: its operand, whose value is ready (nothing runs alongside the program); kept for
  /// the checker, which wants an `async` call marked.
  case await(Expression)
  case closure(FunctionDeclaration)
  case array([Expression])
  case dictionary([(Expression, Expression)])
  case tuple([(label: String?, value: Expression)])
  case selfValue
  /// `Self` inside a type: the type of `self` where the code runs (a subclass's, the type that
  /// conforms to the protocol an extension extends), the type named here where there is no `self`.
  case dynamicSelf(String)
  /// `super.member`.
  case superMember(String)
  /// `&x`, only as an argument for an `inout` parameter.
  case inoutReference(Expression)
  /// A type used as a value (`[String: Int]()`, `Int.self`).
  case type(TypeName)
  /// `_ = value`: evaluated, then dropped.
  case discard
  /// `#selector(refresh(_:))`: the method the reference names (checked as a name in scope, not
  /// run), as an inert `Selector` that holds its name as written.
  case selector(Expression, name: String)
  /// A value already computed (arguments the library passes on to an initializer).
  case literalValue(Value)
  /// An `if` or `switch` used as an expression is run as a statement that yields its value.
  case statementValue(Statement)
}

extension ExpressionKind {
  /// `a = b` or `a += b`.
  var isAssignment: Bool {
    switch self {
    case .assign, .compoundAssign: true
    default: false
    }
  }
}
