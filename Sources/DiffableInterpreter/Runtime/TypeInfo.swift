/// What the program declared about one of its types, gathered from the type's declaration and its
/// extensions. Kept in a dictionary of values, so that a failed entry's declarations are dropped by
/// restoring the dictionary as it was.
struct TypeInfo {
  /// The facts, in one box shared by copies until one changes: the evaluator looks types up at
  /// every call and construction, and a copy of the box is one retain where a copy of the facts
  /// would retain each of their arrays and dictionaries.
  private final class Storage {
    var facts: Facts
    init(_ facts: Facts) { self.facts = facts }
  }

  /// What the type declares.
  struct Facts {
    var kind: TypeKind
    var name: String
    var superclass: String?
    /// A UIKit class it subclasses that the interpreter runs natively (`UITableViewDiffableDataSource
    /// <Section, Item>`): its instances carry such an object, which their own methods override.
    var nativeBase: TypeName?
    /// The protocols it conforms to, directly (by declaration or extension).
    var conformances: [String] = []
    /// Stored instance properties, in declaration order (the memberwise initializer's order).
    var storedProperties: [VariableDeclaration] = []
    var computedProperties: [String: VariableDeclaration] = [:]
    var staticProperties: [String: VariableDeclaration] = [:]
    var methods: [String: [FunctionDeclaration]] = [:]
    var staticMethods: [String: [FunctionDeclaration]] = [:]
    var initializers: [FunctionDeclaration] = []
    /// Whether the type's own body declared an initializer (which removes the memberwise one).
    var declaresInitializerInBody = false
    var cases: [EnumCaseDeclaration] = []
    var rawType: TypeName?
    var typeAliases: [String: TypeName] = [:]
    /// The names of its mutating methods.
    var mutatingMethodNames: Set<String> = []
    var location: SourceLocation
    /// Whether the session keys its values by the rule it was declared with (a plain-fields
    /// rule), as it keys the short syntax's (``Evaluator/declareToSession(_:)``).
    var isKeyedBySession = false
    /// The generic parameters' names, in order: what the type arguments of a value or of an
    /// expected type stand for.
    var genericParameters: [String] = []
    /// What the generic parameters must conform to, for the checker's look at later entries.
    var genericRequirements: [GenericRequirement] = []
  }

  private var storage: Storage

  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.facts) }
  }

  var kind: TypeKind {
    get { storage.facts.kind }
    _modify {
      makeUnique()
      yield &storage.facts.kind
    }
  }
  var name: String {
    get { storage.facts.name }
    _modify {
      makeUnique()
      yield &storage.facts.name
    }
  }
  var superclass: String? {
    get { storage.facts.superclass }
    _modify {
      makeUnique()
      yield &storage.facts.superclass
    }
  }
  var nativeBase: TypeName? {
    get { storage.facts.nativeBase }
    _modify {
      makeUnique()
      yield &storage.facts.nativeBase
    }
  }
  var conformances: [String] {
    get { storage.facts.conformances }
    _modify {
      makeUnique()
      yield &storage.facts.conformances
    }
  }
  var storedProperties: [VariableDeclaration] {
    get { storage.facts.storedProperties }
    _modify {
      makeUnique()
      yield &storage.facts.storedProperties
    }
  }
  var computedProperties: [String: VariableDeclaration] {
    get { storage.facts.computedProperties }
    _modify {
      makeUnique()
      yield &storage.facts.computedProperties
    }
  }
  var staticProperties: [String: VariableDeclaration] {
    get { storage.facts.staticProperties }
    _modify {
      makeUnique()
      yield &storage.facts.staticProperties
    }
  }
  var methods: [String: [FunctionDeclaration]] {
    get { storage.facts.methods }
    _modify {
      makeUnique()
      yield &storage.facts.methods
    }
  }
  var staticMethods: [String: [FunctionDeclaration]] {
    get { storage.facts.staticMethods }
    _modify {
      makeUnique()
      yield &storage.facts.staticMethods
    }
  }
  var initializers: [FunctionDeclaration] {
    get { storage.facts.initializers }
    _modify {
      makeUnique()
      yield &storage.facts.initializers
    }
  }
  var cases: [EnumCaseDeclaration] {
    get { storage.facts.cases }
    _modify {
      makeUnique()
      yield &storage.facts.cases
    }
  }
  var rawType: TypeName? {
    get { storage.facts.rawType }
    _modify {
      makeUnique()
      yield &storage.facts.rawType
    }
  }
  var typeAliases: [String: TypeName] {
    get { storage.facts.typeAliases }
    _modify {
      makeUnique()
      yield &storage.facts.typeAliases
    }
  }
  var mutatingMethodNames: Set<String> {
    get { storage.facts.mutatingMethodNames }
    _modify {
      makeUnique()
      yield &storage.facts.mutatingMethodNames
    }
  }
  var location: SourceLocation {
    get { storage.facts.location }
    _modify {
      makeUnique()
      yield &storage.facts.location
    }
  }

  var declaresInitializerInBody: Bool {
    get { storage.facts.declaresInitializerInBody }
    _modify {
      makeUnique()
      yield &storage.facts.declaresInitializerInBody
    }
  }
  var isKeyedBySession: Bool {
    get { storage.facts.isKeyedBySession }
    _modify {
      makeUnique()
      yield &storage.facts.isKeyedBySession
    }
  }

  var genericParameters: [String] {
    get { storage.facts.genericParameters }
    _modify {
      makeUnique()
      yield &storage.facts.genericParameters
    }
  }

  var genericRequirements: [GenericRequirement] {
    get { storage.facts.genericRequirements }
    _modify {
      makeUnique()
      yield &storage.facts.genericRequirements
    }
  }

  init(kind: TypeKind, name: String, location: SourceLocation) {
    storage = Storage(Facts(kind: kind, name: name, location: location))
  }

  /// Adds the members of the declaration or of an extension.
  mutating func add(_ members: Members, fromBody: Bool) {
    for property in members.properties {
      guard let name = property.name else { continue }
      if property.isStatic {
        staticProperties[name] = property
      } else if property.isComputed {
        computedProperties[name] = property
      } else {
        storedProperties.append(property)
      }
    }
    for method in members.methods {
      if method.isMutating { mutatingMethodNames.insert(method.name) }
      if method.isStatic {
        staticMethods[method.name, default: []].append(method)
      } else {
        methods[method.name, default: []].append(method)
      }
    }
    initializers += members.initializers
    if fromBody && !members.initializers.isEmpty { declaresInitializerInBody = true }
    cases += members.cases
    for (name, type) in members.typeAliases { typeAliases[name] = type }
  }

  /// The memberwise initializer's parameters: every stored property but a `let` with a value and
  /// a `lazy var`, in declaration order. A property's value is its parameter's default, and an
  /// optional `var` without one defaults to nil, as in Swift.
  var memberwiseParameters: [Parameter] {
    storedProperties.filter { !($0.isLet && $0.initializer != nil) && !$0.isLazy }.map { property in
      var defaultValue = property.initializer
      if defaultValue == nil, !property.isLet, case .optional? = property.type {
        defaultValue = Expression(kind: .nilLiteral, location: property.location)
      }
      return Parameter(
        label: property.name, name: property.name ?? "", type: property.type, defaultValue: defaultValue)
    }
  }

  /// The case named `name`, if this is an enum that has it.
  func enumCase(named name: String) -> EnumCaseDeclaration? {
    cases.first { $0.name == name }
  }
}

/// What the evaluator derives from the declared types and keeps until they change: each type's
/// lookup chain and memberwise parameters, asked for at every call and construction.
struct DerivedTypeFacts {
  /// What the checker gathers from the declared types before each entry.
  var checkerTypes: Checker.KnownTypeFacts?
  var lookupChains: [String: [String]] = [:]
  /// The lookup chain asked for last.
  var lastLookupChain: (typeName: String, chain: [String])?
  /// The superclass asked for last.
  var lastSuperclass: (typeName: String, superclass: String?)?
  var conformedNames: [String: Set<String>] = [:]
  var hashMethods: [String: Evaluator.FoundMethod?] = [:]
  /// The program's static operator functions, by operator, then by the left operand's type.
  var userOperators: [String: [String: Evaluator.FoundMethod?]] = [:]
  var storedProperties: [String: [String: StoredProperty]] = [:]
  /// The stored properties looked up last, newest first.
  var recentStoredProperties: [(typeName: String, name: String, found: StoredProperty?)] = []
  var memberwiseParameters: [String: [Parameter]] = [:]
  var instanceTemplates: [String: InstanceTemplate] = [:]
  var initializers: [InitializerQuery: Evaluator.FoundMethod?] = [:]
  var constructionPlans: [String: [ConstructionPlan]] = [:]
  /// The construction plan used last, with its type's name.
  var lastConstructionPlan: (typeName: String, plan: ConstructionPlan)?
  /// The stand-ins' `UITableViewCell` as dequeued for a reuse identifier (nil: it cannot be copied).
  var cellPrototypes: [String: CellPrototype?] = [:]
  /// The methods found last, newest first (``Evaluator/findMethod(_:labels:trailing:in:isStatic:)``):
  /// a loop calls a few methods over and over, and comparing a few names beats hashing them.
  var recentMethods: [(query: MethodQuery, found: Evaluator.FoundMethod?)] = []
  /// The names of the instance methods some type declares twice with the same labels and other
  /// parameter types (nil: not worked out yet), which a call chooses among by type.
  var typeOverloadedNames: [String]?
  /// Whether the program declares a type whose name starts with a lower-case letter or `_` (the
  /// library's do not): when it does not, no such name needs looking up among the types.
  var declaresLowercaseTypeName: Bool?
  /// Whether Swift prints a type's values by reflection, under the session's name for the type.
  var printsAsReflected: [String: Bool] = [:]
  /// A type's stored properties' names, in declared order (nil: one has no name of its own).
  var storedPropertyNames: [String: [String]?] = [:]
  /// Untyped closures given the parameter types of the function type they were passed or stored
  /// as (``Evaluator/typedClosure(_:_:_:)``), by the closure's declaration.
  var typedClosures: [ObjectIdentifier: TypedClosure] = [:]
  /// The names of the methods the program's protocol extensions declare (nil: not worked out yet).
  var protocolExtensionMethodNames: Set<String>?
  /// Whether the method a call runs on a type depends on the type seen at the call, by type,
  /// method name and labels.
  var dispatchDependsOnSeenType: [String: Bool] = [:]
}

/// A closure literal without parameter types, copied with those of the function type it was
/// passed or stored as. The original is kept, so that its identifier is not reused.
struct TypedClosure {
  var original: FunctionDeclaration
  var parameterTypes: [TypeName]
  /// The result type it was given where it declares none (`flatMap`'s `Result<_, Failure>`).
  var result: TypeName?
  var typed: FunctionDeclaration
}

/// A method lookup: a name on a type, with the call's labels (nil: any).
struct MethodQuery: Equatable {
  var name: String
  var typeName: String
  var labels: [String?]?
  var trailing: [Bool]?
  var isStatic: Bool
}

/// What a construction of a type with some labels needs, worked out once: the initializer that
/// takes them, the type's template, and, for a memberwise initializer, its parameters' slots.
///
/// A class, not a struct: a construction reads it with one retain, not one per field.
final class ConstructionPlan {
  let labels: [String?]
  let trailing: [Bool]
  let found: Evaluator.FoundMethod?
  /// Nil for a type the program did not declare.
  let template: InstanceTemplate?
  let isLibraryType: Bool
  /// The generic parameters of a generic struct or class of the program (empty for any other
  /// type): its instances are given type arguments.
  let genericParameters: [String]
  var memberwiseParameters: [Parameter] = []
  /// Nil unless the type is a struct with the memberwise initializer.
  var memberwiseSlots: Result<[ArgumentMatching.Slot], ArgumentMatching.Mismatch>?
  /// Where each memberwise parameter's field is in the template's fields (nil: found by name).
  var memberwisePositions: [Int?] = []

  init(
    labels: [String?], trailing: [Bool], found: Evaluator.FoundMethod?, template: InstanceTemplate?,
    isLibraryType: Bool, genericParameters: [String]
  ) {
    self.labels = labels
    self.trailing = trailing
    self.found = found
    self.template = template
    self.isLibraryType = isLibraryType
    self.genericParameters = genericParameters
  }

  /// Whether the plan is for a call with these arguments' labels and trailing closures.
  func fits(_ arguments: [Argument]) -> Bool {
    guard arguments.count == labels.count else { return false }
    for (index, argument) in arguments.enumerated()
    where argument.label != labels[index] || argument.isTrailingClosure != trailing[index] {
      return false
    }
    return true
  }
}

/// What every new instance of a type starts from, worked out once from its declarations (and its
/// superclasses'): read at each construction, where walking the declarations again would cost
/// more than building the instance. A class, not a struct: a construction reads it with one
/// retain, not one per field.
final class InstanceTemplate {
  let kind: TypeKind
  /// Whether the type's own body declares an initializer (which removes the memberwise one).
  let declaresInitializerInBody: Bool
  /// Every stored property's slot, superclass first, holding the starting values that need no
  /// evaluation: `lazy` ones not read yet, optional `var`s without a value (nil). Every instance
  /// starts as a copy, sharing its names.
  var fields: NameTable<Value>
  /// The properties whose initial value is an expression, evaluated for each instance, in
  /// declaration order (superclass first).
  var evaluatedFields: [VariableDeclaration]
  /// Every stored property, superclass first: each must have a value once an initializer ends.
  let storedNames: [String]
  /// Whether each of `storedNames` is found at its own place in `fields` (a name declared twice
  /// is found at its first).
  let storedPositions: [Bool]

  init(
    kind: TypeKind, declaresInitializerInBody: Bool, fields: NameTable<Value>,
    evaluatedFields: [VariableDeclaration],
    storedNames: [String], storedPositions: [Bool]
  ) {
    self.kind = kind
    self.declaresInitializerInBody = declaresInitializerInBody
    self.fields = fields
    self.evaluatedFields = evaluatedFields
    self.storedNames = storedNames
    self.storedPositions = storedPositions
  }
}

/// An initializer looked up by the labels of a call.
struct InitializerQuery: Hashable {
  var typeName: String
  var labels: [String?]
  var trailing: [Bool]
}
