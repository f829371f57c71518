/// A parameter of a function, initializer or closure.
struct Parameter {
  /// The argument label callers write; nil for `_` (and for closure parameters).
  var label: String?
  /// The name inside the body.
  var name: String
  var type: TypeName?
  var defaultValue: Expression?
  /// Where its type is written, and its parts (nil where the type was not written).
  var typeLocation: TypeLocation?
  var isInout = false
  var isVariadic = false
  /// `@autoclosure`: the argument is not evaluated at the call, but each time the body calls it.
  var isAutoclosure = false
  /// Whether its type is written `T?` or `T!`.
  var optionality = Optionality.none
  /// Whether a closure can be passed for it, when the checker could tell from the declarations
  /// (a name of a type of values: no; an alias of a function type: yes); nil to judge by the
  /// written type.
  var takesClosure: Bool?
}

/// One name of a closure's capture list: its value is read when the closure is made (a `let`
/// inside it), optional when captured `weak`.
struct Capture {
  var name: String
  /// The value written after `=` (`[total = a + b]`); nil to read the variable of that name.
  var value: Expression?
  var isWeak: Bool
  var location: SourceLocation
}

/// How a variable, parameter or property is declared optional. It decides what Swift does where
/// a `T` is wanted: a `T!` is unwrapped there, a `T?` is refused ("value of optional type 'T?'
/// must be unwrapped").
enum Optionality: UInt8 {
  /// Not declared optional, or not known to be (a closure's parameter, a pattern's name).
  case none
  /// `T?`, or inferred from an optional value.
  case plain
  /// `T!`.
  case implicitlyUnwrapped
}

/// A function, method, initializer or closure: what a call runs.
///
/// Its properties are set while lowering and only read after, so their accesses are not checked
/// for exclusivity at run time (every call reads several).
final class FunctionDeclaration {
  @exclusivity(unchecked) var name: String
  @exclusivity(unchecked) var parameters: [Parameter] {
    didSet { directCallShape = nil }
  }
  @exclusivity(unchecked) var result: TypeName?
  /// Where the result type is written, and its parts.
  @exclusivity(unchecked) var resultLocation: TypeLocation?
  @exclusivity(unchecked) var body: [Statement]
  @exclusivity(unchecked) var location: SourceLocation
  /// The place of the body's closing brace, where the compiler reports a missing `return`; nil
  /// where there is no body written (a requirement, a function the library makes).
  @exclusivity(unchecked) var bodyEnd: SourceLocation?
  @exclusivity(unchecked) var isStatic = false
  /// `class func`: a static method a subclass may override, which the compiler's messages call a
  /// "class method".
  @exclusivity(unchecked) var isClassMethod = false
  @exclusivity(unchecked) var isMutating = false
  @exclusivity(unchecked) var isThrowing = false
  /// `rethrows`: a call throws only what its closure arguments throw (the checker asks for no
  /// `try` before a call of one; a closure that throws still makes it throw when it runs).
  @exclusivity(unchecked) var isRethrowing = false
  /// `async`: it runs to its end when called here, but a call of it is marked `await`.
  @exclusivity(unchecked) var isAsync = false
  /// `init?`: the initializer may return nil.
  @exclusivity(unchecked) var isFailable = false
  /// `convenience init`: it does not stop a subclass from inheriting its superclass's
  /// initializers.
  @exclusivity(unchecked) var isConvenience = false
  /// A key path (`\.title`, `\Screen.count`), lowered to the closure that reads it: the
  /// properties it names, for `object[keyPath: path] = value` to write them.
  @exclusivity(unchecked) var keyPathComponents: [String]?
  /// A closure without a parameter list that reads `$0`, `$1`...: how many it reads.
  @exclusivity(unchecked) var anonymousParameterCount = 0
  /// Where a closure's parameter list starts (`a` of `{ a, b in`, the parenthesis of
  /// `{ (a: Int) in`), where the compiler reports a list of the wrong length.
  @exclusivity(unchecked) var parameterListLocation: SourceLocation?
  /// A closure with a single expression body returns its value.
  @exclusivity(unchecked) var isSingleExpression = false
  /// `private`: a method only its type's declaration and extensions may call.
  @exclusivity(unchecked) var isPrivate = false
  /// `@available(iOS 15, *)`: the iOS major version its body may count on.
  @exclusivity(unchecked) var introducedIOS: Int?
  /// `[weak self]`: `self` is optional inside.
  @exclusivity(unchecked) var capturesSelfWeakly = false
  /// A closure's capture list but `self` (`[weak store, count, total = a + b]`): bound when the
  /// closure is made, not read when it runs.
  @exclusivity(unchecked) var captures: [Capture] = []
  /// A protocol requirement: no body to run.
  @exclusivity(unchecked) var isRequirement = false
  /// `nonisolated`: an actor's method called from outside without `await`.
  @exclusivity(unchecked) var isNonisolated = false
  /// The members its body names on `self` (bare names and `self.name`; locals too), to follow a
  /// Hashable rule run as code to the stored properties it reads.
  @exclusivity(unchecked) var selfReads: [String] = []
  /// `hash(into:)` and `==`: what the body combines or compares, read from its source.
  @exclusivity(unchecked) var ruleParts: [RulePart]?
  /// A generic function's type parameters (`T` of `func dequeue<T: ReusableView>(_: T.Type)`),
  /// which its body may name as types (`T.reuseIdentifier`, `as! T`): each call binds them to
  /// the types its arguments give.
  @exclusivity(unchecked) var typeParameters: [String] = []
  /// The `where` clause of the constrained extension that declared it: what its receiver's
  /// elements must be.
  @exclusivity(unchecked) var requirements: [GenericRequirement] = []
  /// What its own type parameters must conform to (`<T: Hashable>`, `where T: Equatable`), which
  /// the checker holds each call's arguments to.
  @exclusivity(unchecked) var genericRequirements: [GenericRequirement] = []

  init(name: String, parameters: [Parameter], result: TypeName?, body: [Statement], location: SourceLocation)
  {
    self.name = name
    self.parameters = parameters
    self.result = result
    self.body = body
    self.location = location
  }

  /// The getter of a computed property named `name`: a body of one expression returns its value
  /// (`var label: String { "#\(id)" }`).
  static func getter(named name: String, of property: VariableDeclaration, at location: SourceLocation)
    -> FunctionDeclaration
  {
    let getter = FunctionDeclaration(
      name: name, parameters: [], result: property.type, body: property.accessors.getter ?? [],
      location: location)
    getter.bodyEnd = property.accessors.getterEnd
    getter.isSingleExpression =
      getter.body.count == 1 && { if case .expression = getter.body[0].kind { true } else { false } }()
    return getter
  }

  /// The labels and trailing-closure flags of a call that passes each parameter its argument in
  /// order, as declared (``ArgumentMatching/isDirect(_:_:)``), made once rather than at each call.
  var directCall: (labels: [String?], trailing: [Bool]) {
    if let directCallShape { return directCallShape }
    let shape = (parameters.map(\.label), [Bool](repeating: false, count: parameters.count))
    directCallShape = shape
    return shape
  }
  @exclusivity(unchecked) private var directCallShape: (labels: [String?], trailing: [Bool])?

  /// The name a type's `subscript` getter is kept under among its methods.
  static let subscriptGetter = "subscript"
  /// The name of a `subscript`'s setter, whose last parameter is the new value.
  static let subscriptSetter = "subscript(set)"

  /// The name with its labels, as Swift names a function: `insert(_:at:)`.
  var fullName: String {
    "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
  }
}

/// A computed property's accessors, or a stored one's observers.
struct Accessors {
  var getter: [Statement]?
  /// The place of the getter's closing brace, where the compiler reports a missing `return`; nil
  /// for a requirement's `{ get }`.
  var getterEnd: SourceLocation?
  /// The members the getter names on `self` (see ``FunctionDeclaration/selfReads``).
  var getterReads: [String] = []
  var setter: (name: String, body: [Statement])?
  var willSet: (name: String, body: [Statement])?
  var didSet: (name: String, body: [Statement])?
}

/// `let`/`var` with one binding (a declaration with several is lowered to several).
struct VariableDeclaration {
  var pattern: Pattern
  var isLet: Bool
  var type: TypeName?
  /// Where its type annotation's type is written, and its parts.
  var typeLocation: TypeLocation?
  var initializer: Expression?
  var isStatic = false
  var isLazy = false
  var accessors = Accessors()
  var location: SourceLocation
  /// Whether its type is written `T?` or `T!`.
  var optionality = Optionality.none
  /// `private`: a member only its type's declaration and extensions may read.
  var isPrivate = false
  /// `private(set)` (or `private`): a member only its type's declaration and extensions may change.
  var setterIsPrivate = false

  /// The `where` clause of the constrained extension that declared it (a computed property).
  var requirements: [GenericRequirement] = []

  /// The single name the declaration introduces, if its pattern is a plain name.
  var name: String? {
    if case .binding(let name) = pattern.kind { return name }
    return nil
  }

  /// A computed property (a getter, no storage).
  var isComputed: Bool { accessors.getter != nil }
}

/// One value a `hash(into:)` combines, or one comparison an `==` joins with `&&`, read from the
/// source: its text without the root it reads from (`self.`, `lhs.`), nil for a body that is not
/// one expression of such parts, and the members of the hashed or compared values it names.
struct RulePart {
  var text: String?
  var members: [String]
}

/// A case of an enum declaration.
struct EnumCaseDeclaration {
  var name: String
  /// The payload's labels and types; empty for a case without payload.
  var payload: [(label: String?, type: TypeName)]
  var rawValue: Expression?
  var location: SourceLocation
}

/// What kind of type a declaration makes.
enum TypeKind {
  case `struct`, `class`, `enum`, `protocol`
}

/// The members a type or extension declares.
struct Members {
  var properties: [VariableDeclaration] = []
  var methods: [FunctionDeclaration] = []
  var initializers: [FunctionDeclaration] = []
  var cases: [EnumCaseDeclaration] = []
  var nestedTypes: [TypeDeclaration] = []
  var typeAliases: [(String, TypeName)] = []
  /// A protocol's associated types, by name: member types of the types that adopt it.
  var associatedTypes: [String] = []
}

/// `struct`, `class`, `enum` or `protocol`.
struct TypeDeclaration {
  var kind: TypeKind
  var name: String
  /// The superclass, raw value type and protocols, in order.
  var inherited: [TypeName]
  var members: Members
  var location: SourceLocation
  /// Where its name is written, where the compiler points at a type declared twice.
  var nameLocation: SourceLocation?
  /// The generic parameters' names (`Element` of `struct Stack<Element>`, `Success` and `Failure`
  /// of the prelude's `Result`).
  var genericParameters: [String] = []
  /// What the generic parameters must conform to (`<Item: Hashable>`, `where Key: Comparable`),
  /// which the checker holds each use of the type to.
  var genericRequirements: [GenericRequirement] = []
}

/// `extension Type: Protocols where Requirements { members }`.
struct ExtensionDeclaration {
  var typeName: String
  var inherited: [TypeName]
  var members: Members
  var location: SourceLocation
  /// The `where` clause: what the extended collection's elements must be for its members.
  var requirements: [GenericRequirement] = []
}

/// A requirement of a constrained extension of a library collection: `Element: Hashable` or
/// `Element == Item` (the parameter is `Element`, `Key`, `Value` or `Wrapped`); or one of a
/// generic type's or function's own parameters (`T: Hashable`, where the protocol is kept as
/// written: a class, a composition's part, or `Sequence<Int>`, which the checker does not decide).
struct GenericRequirement {
  enum Kind {
    /// `Parameter: Protocol`.
    case conforms(String)
    /// `Parameter == Type`.
    case sameType(TypeName)
  }

  var parameter: String
  var kind: Kind
  /// The extended type as written (`Array`, `Sequence`), or the generic type or function, for
  /// messages.
  var owner: String
}

extension FunctionDeclaration {
  /// Whether a call cannot tell this function from `other`: the same name, labels and parameter
  /// types. A later entry's function replaces such an earlier one; one whose parameter types
  /// differ is an overload, kept beside it.
  ///
  /// A nested generic type's arguments are not compared: an override in a subclass that gives its
  /// superclass's parameters (`Subscribers.Completion<Never>` for `Completion<Failure>` of an
  /// `AnyPublisher<Output, Never>`) has the parameters of the method it overrides.
  func hasSameParameters(as other: FunctionDeclaration) -> Bool {
    fullName == other.fullName && parameters.count == other.parameters.count
      && zip(parameters, other.parameters).allSatisfy {
        ($0.type == $1.type || $0.type?.withoutNestedTypeArguments == $1.type?.withoutNestedTypeArguments)
          && $0.isInout == $1.isInout
      }
  }
}
