/// How swiftc ranks the overloads of one name that share their labels and differ in their
/// parameters' types (`k(_ x: Int)`, `k(_ x: String)`): each candidate takes the call's arguments
/// or not; of those that do, the one with the fewest literals of a type other than the literal's
/// default (`1` as a Double), then the fewest values made optional, wins; between candidates that
/// tie, the one whose parameters are each as specific as the other's (`Int` before `Any` or a
/// generic `T`, a subclass before its superclass, a type before its protocol) wins, else the call
/// is ambiguous. Shared by the checker (literal arguments) and the evaluator (values too).
struct OverloadRanking {
  /// What an argument gives the choice: a literal, whose type the chosen parameter decides, or
  /// the type of a value (its variable's declared type, else its own).
  indirect enum Shape {
    case integer
    case float
    /// A string literal, and whether it is one character (which a Character may take).
    case string(singleCharacter: Bool)
    case boolean
    case nilLiteral
    case closure
    /// A literal whose type only its context tells (`.red`, `[]`): it takes any parameter.
    case contextual
    case array([Shape])
    case dictionary([(Shape, Shape)])
    case typed(TypeName)
  }

  /// How far a candidate is from taking the arguments as they are: lower is better, literals of a
  /// non-default type counting before values made optional, as swiftc scores them.
  struct Score: Comparable {
    var nonDefaultLiterals = 0
    var valuesToOptional = 0

    static func < (left: Score, right: Score) -> Bool {
      (left.nonDefaultLiterals, left.valuesToOptional) < (right.nonDefaultLiterals, right.valuesToOptional)
    }

    static func + (left: Score, right: Score) -> Score {
      Score(
        nonDefaultLiterals: left.nonDefaultLiterals + right.nonDefaultLiterals,
        valuesToOptional: left.valuesToOptional + right.valuesToOptional)
    }

    static let exact = Score()
    static let nonDefaultLiteral = Score(nonDefaultLiterals: 1)
  }

  /// One candidate: its parameters' types in the order of the call's arguments (a variadic
  /// parameter's element type for each argument it takes), and its generic parameters.
  struct Candidate {
    var types: [TypeName?]
    var generics: [String]
  }

  /// Why no candidate was chosen.
  enum Failure: Error {
    /// None takes the arguments.
    case noMatch
    /// Several take them and none is better than the others.
    case ambiguous
  }

  /// Whether a value of the first named type is also one of the second (a subclass of it, a type
  /// conforming to it).
  var isSubtype: (String, String) -> Bool
  /// Whether the named type's values are told apart from others' (a library scalar, the program's
  /// struct, enum or class): a value of another type, or a literal of another kind, is not one.
  var isConcrete: (String) -> Bool
  /// The type an alias names, if the name is one.
  var alias: (String) -> TypeName?

  /// The types a literal of each kind may be, besides its default type, as swiftc's literal
  /// protocols allow for the library's types.
  private static let integerTypes: Set<String> = ["Double", "Float", "CGFloat"]
  private static let floatTypes: Set<String> = ["Float", "CGFloat"]
  /// Types any value is.
  private static let topTypes: Set<String> = ["Any", "AnyHashable"]

  /// The index of the candidate the arguments choose.
  func choose(_ candidates: [Candidate], _ shapes: [Shape]) -> Result<Int, Failure> {
    var scored: [(index: Int, score: Score)] = []
    for (index, candidate) in candidates.enumerated() {
      var total = Score.exact
      var fits = true
      for (shape, type) in zip(shapes, candidate.types) {
        guard let score = fit(shape, type, generics: candidate.generics) else {
          fits = false
          break
        }
        total = total + score
      }
      if fits { scored.append((index, total)) }
    }
    guard let best = scored.map(\.score).min() else { return .failure(.noMatch) }
    let tied = scored.filter { $0.score == best }.map(\.index)
    if tied.count == 1 { return .success(tied[0]) }
    let winners = tied.filter { one in
      tied.allSatisfy { other in
        other == one
          || (isAsSpecific(candidates[one], as: candidates[other])
            && !isAsSpecific(candidates[other], as: candidates[one]))
      }
    }
    return winners.count == 1 ? .success(winners[0]) : .failure(.ambiguous)
  }

  /// How well a parameter of `type` takes an argument of `shape`, or nil when it cannot.
  func fit(_ shape: Shape, _ type: TypeName?, generics: [String]) -> Score? {
    guard let type else { return .exact }
    switch type {
    case .optional(let wrapped):
      switch shape {
      case .nilLiteral, .contextual: return .exact
      case .typed(.optional(let inner)): return fit(.typed(inner), wrapped, generics: generics)
      default:
        return fit(shape, wrapped, generics: generics).map { $0 + Score(valuesToOptional: 1) }
      }
    case .opaque:
      return .exact
    case .function:
      switch shape {
      case .closure, .contextual, .typed(.function), .typed(.opaque): return .exact
      default: return nil
      }
    case .tuple:
      switch shape {
      case .contextual, .typed(.tuple), .typed(.opaque): return .exact
      default: return nil
      }
    case .array(let element):
      switch shape {
      case .array(let elements): return sum(elements.map { fit($0, element, generics: generics) })
      case .typed(.array(let inner)): return fit(.typed(inner), element, generics: generics)
      case .typed(.named("Array", [])), .typed(.opaque), .contextual: return .exact
      default: return nil
      }
    case .dictionary(let key, let value):
      switch shape {
      case .dictionary(let pairs):
        return sum(
          pairs.flatMap { [fit($0.0, key, generics: generics), fit($0.1, value, generics: generics)] })
      case .typed(.dictionary(let keys, let values)):
        return sum([
          fit(.typed(keys), key, generics: generics), fit(.typed(values), value, generics: generics),
        ])
      case .typed(.named("Dictionary", [])), .typed(.opaque), .contextual: return .exact
      default: return nil
      }
    case .named(let name, let arguments):
      if generics.contains(name) || Self.topTypes.contains(name) {
        if case .nilLiteral = shape { return nil }
        return .exact
      }
      if arguments.isEmpty, let target = alias(name) { return fit(shape, target, generics: generics) }
      return fit(shape, named: name, arguments, generics: generics)
    }
  }

  /// How well a parameter of the named type takes an argument of `shape`.
  private func fit(_ shape: Shape, named name: String, _ arguments: [TypeName], generics: [String]) -> Score?
  {
    // A literal of a kind the type does not take, or a value of another concrete type, does not
    // fit; a protocol or library type the interpreter cannot see into takes what it is given.
    let lenient: Score? = isConcrete(name) ? nil : .exact
    switch shape {
    case .integer:
      if name == "Int" { return .exact }
      return Self.integerTypes.contains(name) ? .nonDefaultLiteral : literal("Int", to: name, lenient)
    case .float:
      if name == "Double" { return .exact }
      return Self.floatTypes.contains(name) ? .nonDefaultLiteral : literal("Double", to: name, lenient)
    case .string(let singleCharacter):
      if name == "String" { return .exact }
      if name == "Character" { return singleCharacter ? .nonDefaultLiteral : nil }
      return literal("String", to: name, lenient)
    case .boolean:
      return name == "Bool" ? .exact : literal("Bool", to: name, lenient)
    case .nilLiteral:
      return nil
    case .closure:
      return lenient
    case .contextual:
      return .exact
    case .array(let elements):
      guard name == "Set" else { return lenient }
      let element = arguments.first
      return sum(elements.map { fit($0, element, generics: generics) }).map { $0 + .nonDefaultLiteral }
    case .dictionary:
      return lenient
    case .typed(.named(let actual, _)):
      if actual == name || isSubtype(actual, name) { return .exact }
      return isConcrete(actual) || isConcrete(name) ? nil : .exact
    case .typed(.opaque):
      return .exact
    case .typed:
      return lenient
    }
  }

  /// A literal of the library type `literalType` given to a parameter of another type: a
  /// protocol the literal's type conforms to takes it, else it fits as `lenient` says.
  private func literal(_ literalType: String, to name: String, _ lenient: Score?) -> Score? {
    isSubtype(literalType, name) ? .exact : lenient
  }

  /// The arguments' scores together, or nil if one does not fit.
  private func sum(_ scores: [Score?]) -> Score? {
    var total = Score.exact
    for score in scores {
      guard let score else { return nil }
      total = total + score
    }
    return total
  }

  /// Whether each of `one`'s parameter types is as specific as `other`'s at the same argument.
  private func isAsSpecific(_ one: Candidate, as other: Candidate) -> Bool {
    zip(one.types, other.types).allSatisfy { isAsSpecific($0, one.generics, as: $1, other.generics) }
  }

  /// Whether a parameter of type `one` takes no more than one of type `other`: the same type, a
  /// subtype, a type where the other is generic, `Any` or opaque, or `T` where the other is `T?`.
  private func isAsSpecific(
    _ one: TypeName?, _ oneGenerics: [String], as other: TypeName?, _ otherGenerics: [String]
  )
    -> Bool
  {
    guard let other else { return true }
    if isTop(other, otherGenerics) { return true }
    guard let one, !isTop(one, oneGenerics) else { return false }
    if one == other { return true }
    switch (one, other) {
    case (.optional(let inner), .optional(let otherInner)), (.array(let inner), .array(let otherInner)):
      return isAsSpecific(inner, oneGenerics, as: otherInner, otherGenerics)
    case (_, .optional(let otherInner)):
      return isAsSpecific(one, oneGenerics, as: otherInner, otherGenerics)
    case (.named(let name, _), .named(let otherName, _)):
      return name == otherName || isSubtype(name, otherName) || (isConcrete(name) && !isConcrete(otherName))
    default:
      return false
    }
  }

  /// Whether a parameter of this type takes any argument (`Any`, a generic parameter, an opaque type).
  private func isTop(_ type: TypeName, _ generics: [String]) -> Bool {
    switch type {
    case .named(let name, _): generics.contains(name) || Self.topTypes.contains(name)
    case .opaque: true
    default: false
    }
  }
}
