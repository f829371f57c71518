/// A pattern of `switch`, `case let`, `for` and `catch`, with its place.
struct Pattern {
  var kind: PatternKind
  var location: SourceLocation
  /// A `.binding` inside `var` (`for var item in items`): the name is a variable, not a constant.
  var bindsVariable = false
}

/// The shapes of pattern the interpreter matches.
indirect enum PatternKind {
  /// `_`.
  case wildcard
  /// A name that binds the matched value (inside `let`/`var`, or a `for` variable).
  case binding(String)
  /// An expression compared with `~=`: equality, or a range that contains the value.
  case expression(Expression)
  /// `.name(subpatterns)` or `Type.name(...)`: an enum case, with its payload's patterns.
  case enumCase(type: String?, name: String, [(label: String?, pattern: Pattern)]?)
  case tuple([(label: String?, pattern: Pattern)])
  /// `pattern?`: an optional that holds a value.
  case some(Pattern)
  /// `is T`.
  case isType(TypeName)
  /// `pattern as T`.
  case cast(Pattern, TypeName)
  /// `for case pattern in`: elements that do not match are skipped.
  case refutable(Pattern)

  /// The names the pattern binds, in order.
  var boundNames: [String] {
    switch self {
    case .binding(let name): [name]
    case .enumCase(_, _, let payload): (payload ?? []).flatMap { $0.pattern.kind.boundNames }
    case .tuple(let elements): elements.flatMap { $0.pattern.kind.boundNames }
    case .some(let inner), .cast(let inner, _), .refutable(let inner): inner.kind.boundNames
    default: []
    }
  }
}
