/// The resolver pass (jlox's): walks an entry before it runs with its lexical scopes, and refuses
/// what Swift's compiler would: a name that is not in scope, an assignment to a `let`, a call whose
/// labels do not fit a known function or memberwise initializer, a Dictionary key or Set element
/// type that is not Hashable, a literal of the wrong type for its annotation.
///
/// Member accesses (`a.b`) are not typed here; the evaluator reports those when it meets them.
struct Checker {
  /// What a name in scope is.
  enum Symbol {
    /// A variable, with the program's type it is known to hold, if the checker can tell, and
    /// whether it is known to be an `Int` or a `Double` (which do not mix in an operation); with
    /// its type as declared (a generic parameter's name, `[Item]`), for generic requirements.
    case variable(isLet: Bool, type: String? = nil, number: Number? = nil, declared: TypeName? = nil)
    /// A `let` known to hold a value type (a literal, a struct): its members cannot change either.
    /// With the program's type it holds, if the checker can tell, and its type as declared.
    case valueConstant(type: String? = nil, declared: TypeName? = nil)
    case function([FunctionDeclaration])
    case type
  }

  /// The number types Swift never converts into each other implicitly (a literal adapts).
  enum Number: String {
    case int = "Int"
    case double = "Double"
  }

  let evaluator: Evaluator
  var scopes: [[String: Symbol]] = []
  /// The entry's declared types (and the program's), with their members' names.
  var typeMembers: [String: Set<String>] = [:]
  /// The case names of each enum, for the exhaustiveness of switches over it.
  var enumCases: [String: [String]] = [:]
  /// The instance methods of each type (its own, its extensions', inherited ones), for label checks.
  var typeMethods: [String: [String: [FunctionDeclaration]]] = [:]
  /// The type aliases declared inside the entry's types, named bare inside them.
  var nestedAliases: Set<String> = []
  /// What the entry's type aliases (top-level and inside its types) name, by alias.
  var entryAliases: [String: TypeName] = [:]
  /// Types whose members cannot all be known (a superclass or protocol the checker cannot see).
  var openTypes: Set<String> = []
  /// The protocols the entry declares, whose extensions may name their associated types.
  var entryProtocols: Set<String> = []
  /// The program's classes, whose instances' members may change through a `let`.
  var classNames: Set<String> = []
  /// The program's actors, whose methods are awaited when called from outside.
  var actorNames: Set<String> = []
  /// What `private` hides of each type's members.
  var access = AccessFacts()

  /// The types whose methods are being checked, innermost last.
  var enclosingTypes: [String] = []
  /// The declared result types of the functions being checked, innermost last.
  var resultTypes: [TypeName?] = []
  /// The iOS versions `#available` checks (and `@available` functions) promise to the code being
  /// checked, innermost last; the behaviour profile's below them.
  var availableIOS: [Int] = []
  /// Whether the expression being checked is covered by a `try`.
  var insideTry = false
  /// Whether the expression being checked is inside an `await`.
  var insideAwait = false
  /// Whether the code being checked may call `async` functions: top-level code, an `async`
  /// function, a closure (which may be `async` itself); innermost last.
  var mayAwait: [Bool] = []
  /// Whether the arguments of a snapshot method are being checked, where an untyped snapshot
  /// (the short syntax's) takes any symbol: `.extra` is then known only when the entry runs.
  var insideSnapshotCall = false
  /// The names of the mutating methods the entry declares.
  var mutatingNames: Set<String> = []
  /// The names of the methods (static ones too) declared `-> Never` by the program: a call of one
  /// ends a path as a `return` would.
  var neverReturningMethods: Set<String> = []
  /// The first body found that may end without returning its value: the compiler's flow analysis
  /// reports it only when the rest of the entry checks (see ``noteMissingReturn(in:result:kind:end:)``).
  var missingReturn: InterpreterError?
  /// The methods each type's body and extensions declare in the entry, for their redeclarations.
  var entryMethods: [String: [FunctionDeclaration]] = [:]

  /// Whether a method of this name is declared `mutating` (by the entry or the program).
  func evaluatorMutates(_ name: String) -> Bool {
    mutatingNames.contains(name) || evaluator.mutatingMethodNames.contains(name)
  }

  /// The parameter lists a struct can be initialized with (its own or memberwise ones).
  var structInitializers: [String: [[Parameter]]] = [:]
  /// Enums whose cases carry no payload: Swift makes them Hashable.
  var simpleEnums: Set<String> = []
  /// Each type's own stored properties by name (the entry's and the program's), for the `let`s a
  /// change may not set and the types a chain of members goes through.
  var storedDeclarations: [String: [String: VariableDeclaration]] = [:]
  /// For each function being checked, innermost last, the type it initializes (an `init`), else
  /// nil: only there are the type's `let` properties set.
  var initializedTypes: [String?] = []
  /// For each function or accessor being checked, innermost last, whether `self` is a value it
  /// may not change: in a struct's or enum's method that is not `mutating`, and in a getter.
  var selfIsImmutable: [Bool] = []
  /// For each function or accessor being checked, innermost last, whether it returns nothing (a
  /// `func` without a result type, a setter, an observer): it may not return a value.
  var inVoidFunction: [Bool] = []
  /// The generic parameters of the generic types the entry declares, in scope in their
  /// extensions' members (those of earlier entries are the evaluator's).
  var entryGenericParameters: [String: [String]] = [:]
  /// The types the entry declares, by full and bare name, with their full names.
  var entryDeclarations: [String: (declaration: TypeDeclaration, name: String)] = [:]
  /// The generic parameters in scope, innermost last, with what each must conform to.
  var genericScopes: [[String: [GenericRequirement]]] = []
  /// Where the entry writes each generic and member type (``Lowerer/typePlaces``).
  var typePlaces: [TypeName: [SourceLocation]] = [:]
  /// The type aliases the entry declares in each type's body and extensions (`typealias ID =
  /// UUID`), and the types its extensions nest.
  var entryMemberTypes: [String: Set<String>] = [:]

  init(evaluator: Evaluator) {
    self.evaluator = evaluator
  }

  /// What the types declared before an entry give the checker: their members, cases, methods,
  /// initializers and parents. Kept by the evaluator until a declaration changes.
  struct KnownTypeFacts {
    var typeMembers: [String: Set<String>]
    var enumCases: [String: [String]]
    var typeMethods: [String: [String: [FunctionDeclaration]]]
    var openTypes: Set<String>
    var classNames: Set<String>
    var actorNames: Set<String>
    var structInitializers: [String: [[Parameter]]]
    var pendingInheritance: [String: [String]]
    var access: AccessFacts
    var storedDeclarations: [String: [String: VariableDeclaration]]
    var neverReturningMethods: Set<String>
  }

  /// Checks an entry's statements.
  mutating func check(_ statements: [Statement]) throws {
    collectTypes(statements)
    markClosureParameters(statements)
    var globals: [String: Symbol] = [:]
    for (name, binding) in evaluator.globals.bindings {
      // A function declared by an earlier entry is checked as one; a variable holding a closure
      // is a variable (`{ $0 + 1 }` declares no parameter list to check labels against).
      if case .function(let function) = binding.value, Self.isDeclaredFunction(function) {
        globals[name] = .function(Self.declarations(function))
      } else if case .object(let object) = binding.value {
        // An instance of the program's class: its members may change through a `let`.
        globals[name] = .variable(isLet: binding.isLet, type: knownType(.named(object.typeName, [])))
      } else {
        globals[name] = .variable(isLet: binding.isLet)
      }
    }
    for statement in statements {
      declareAhead(statement, into: &globals, topLevel: true)
      if case .typeAlias(let name, let type) = statement.kind { entryAliases[name] = type }
    }
    scopes = [globals]
    try checkBlock(statements, newScope: false)
    if let missingReturn { throw missingReturn }
  }

  /// Whether a function value is a `func` of the program (not a closure, not the library's).
  private static func isDeclaredFunction(_ function: Function) -> Bool {
    let declarations = declarations(function)
    return !declarations.isEmpty && declarations.allSatisfy { $0.name != "closure" }
  }

  private static func declarations(_ function: Function) -> [FunctionDeclaration] {
    switch function {
    case .closure(let declaration, _): [declaration]
    case .overloads(let list): list.flatMap(declarations)
    default: []
    }
  }

  /// Functions and types of a block are known throughout it; at the top level, variables too (a
  /// function may use a global declared below it).
  private func declareAhead(_ statement: Statement, into scope: inout [String: Symbol], topLevel: Bool) {
    switch statement.kind {
    case .function(let function):
      if case .function(let existing)? = scope[function.name] {
        scope[function.name] = .function(existing.filter { !$0.hasSameParameters(as: function) } + [function])
      } else {
        scope[function.name] = .function([function])
      }
    case .type(let declaration): scope[declaration.name] = .type
    case .typeAlias(let name, _): scope[name] = .type
    case .variable(let declaration) where topLevel:
      for name in declaration.pattern.kind.boundNames { scope[name] = .variable(isLet: declaration.isLet) }
    default: break
    }
  }

  /// Gathers the member names of every type the program knows, so that a method's bare names can
  /// be resolved to members of `self`. What the types declared before the entry give (the
  /// prelude's hundreds and the program's) is gathered once per change of the declarations.
  private mutating func collectTypes(_ statements: [Statement]) {
    if let known = evaluator.derived.checkerTypes {
      (typeMembers, enumCases, typeMethods) = (known.typeMembers, known.enumCases, known.typeMethods)
      (openTypes, classNames, actorNames) = (known.openTypes, known.classNames, known.actorNames)
      (structInitializers, pendingInheritance) = (known.structInitializers, known.pendingInheritance)
      (access, storedDeclarations) = (known.access, known.storedDeclarations)
      neverReturningMethods = known.neverReturningMethods
    } else {
      collectKnownTypes()
      inheritMembers()
      evaluator.derived.checkerTypes = KnownTypeFacts(
        typeMembers: typeMembers, enumCases: enumCases, typeMethods: typeMethods, openTypes: openTypes,
        classNames: classNames, actorNames: actorNames, structInitializers: structInitializers,
        pendingInheritance: pendingInheritance,
        access: access, storedDeclarations: storedDeclarations, neverReturningMethods: neverReturningMethods)
    }
    let declaresTypes = statements.contains {
      switch $0.kind {
      case .type, .extension: true
      default: false
      }
    }
    guard declaresTypes else { return }
    collectEntryTypes(statements)
    inheritMembers()
  }

  /// The members of the types declared before the entry.
  private mutating func collectKnownTypes() {
    for (name, type) in evaluator.types {
      addMembers(of: type, named: name)
      if type.kind == .class { classNames.insert(name) }
      if type.conformances.contains(Lowerer.actorProtocol) { actorNames.insert(name) }
      if evaluator.isLibraryResult(name) {
        typeMembers[name, default: []].formUnion(Evaluator.resultMethodNames)
      }
      if evaluator.nativeBase(of: name) != nil {
        // A data source subclass of an earlier entry: the native members are named bare too.
        typeMembers[name, default: []].formUnion(
          Evaluator.dataSourceMethodNames.union(Evaluator.dataSourcePropertyNames))
      }
      // A library type that an extension gave members keeps its own initializers.
      if type.kind == .struct, !Library.typeNames.contains(name) {
        structInitializers[name] = Self.initializers(of: type)
      }
    }
  }

  /// The members of the types and extensions the entry declares.
  mutating func collectEntryTypes(_ statements: [Statement]) {
    var pending: [(TypeDeclaration, String?)] = statements.compactMap {
      if case .type(let declaration) = $0.kind { (declaration, nil) } else { nil }
    }
    while let (declaration, outer) = pending.popLast() {
      let name = outer.map { "\($0).\(declaration.name)" } ?? declaration.name
      if evaluator.types[name]?.location.entry == UIKitPrelude.entry {
        // The program's own type of a prelude type's name (its `Result`) replaces it.
        typeMembers[name] = nil
        enumCases[name] = nil
        typeMethods[name] = nil
        pendingInheritance[name] = nil
      }
      if !declaration.genericParameters.isEmpty {
        entryGenericParameters[name] = declaration.genericParameters
      }
      entryDeclarations[name] = (declaration, name)
      if outer != nil, entryDeclarations[declaration.name] == nil {
        entryDeclarations[declaration.name] = (declaration, name)
      }
      var info = TypeInfo(kind: declaration.kind, name: name, location: declaration.location)
      info.add(declaration.members, fromBody: true)
      info.conformances = declaration.inherited.compactMap(\.nominalName)
      addMembers(of: info, named: name)
      if declaration.kind == .class { classNames.insert(name) }
      if declaration.kind == .protocol { entryProtocols.insert(name) }
      if info.conformances.contains(Lowerer.actorProtocol) { actorNames.insert(name) }
      mutatingNames.formUnion(info.mutatingMethodNames)
      if declaration.kind == .struct {
        structInitializers[name] = Self.initializers(of: info)
        if outer != nil { structInitializers[declaration.name] = structInitializers[name] }
      }
      if declaration.kind == .enum, info.cases.allSatisfy({ $0.payload.isEmpty }) {
        simpleEnums.formUnion([name, declaration.name])
      }
      if outer != nil { typeMembers[declaration.name, default: []].formUnion(typeMembers[name] ?? []) }
      nestedAliases.formUnion(declaration.members.typeAliases.map(\.0))
      entryMemberTypes[name, default: []].formUnion(declaration.members.typeAliases.map(\.0))
      entryAliases.merge(declaration.members.typeAliases) { first, _ in first }
      pending += declaration.members.nestedTypes.map { ($0, name) }
    }
    for statement in statements {
      guard case .extension(let declaration) = statement.kind else { continue }
      var info = TypeInfo(kind: .struct, name: declaration.typeName, location: declaration.location)
      info.add(declaration.members, fromBody: false)
      info.conformances = declaration.inherited.compactMap(\.nominalName)
      addMembers(of: info, named: declaration.typeName)
      structInitializers[declaration.typeName]? += declaration.members.initializers.map(\.parameters)
      entryMemberTypes[declaration.typeName, default: []].formUnion(
        declaration.members.typeAliases.map(\.0) + declaration.members.nestedTypes.map(\.name))
      // An extension of a library type: its methods name the library's members bare.
      if Library.typeNames.contains(declaration.typeName)
        || Library.collectionProtocolAdopters[declaration.typeName] != nil
      {
        openTypes.insert(declaration.typeName)
      }
    }
  }

  /// Inherited members: from superclasses and protocols (whose extensions give defaults).
  mutating func inheritMembers() {
    for _ in 0..<4 {
      for (name, parents) in inheritance {
        for parent in parents {
          if let members = typeMembers[parent] {
            typeMembers[name, default: []].formUnion(members)
            for (method, declarations) in typeMethods[parent] ?? [:] {
              let known = typeMethods[name]?[method] ?? []
              typeMethods[name, default: [:]][method] =
                known + declarations.filter { new in !known.contains { $0 === new } }
            }
          } else if parent == UIKitObject.Kind.dataSource.rawValue {
            typeMembers[name, default: []].formUnion(
              Evaluator.dataSourceMethodNames.union(Evaluator.dataSourcePropertyNames))
          } else if let requirements = Self.libraryProtocolMembers[parent] {
            // A protocol of the library's: its requirements are members (a protocol extension of
            // one refining CustomStringConvertible names `description` bare).
            typeMembers[name, default: []].formUnion(requirements)
          } else if !Library.typeNames.contains(parent) && !Self.knownProtocols.contains(parent) {
            openTypes.insert(name)
          }
        }
      }
    }
  }

  /// A struct's initializers: those it declares, and the memberwise one unless its body declares one.
  static func initializers(of type: TypeInfo) -> [[Parameter]] {
    var result = type.initializers.map(\.parameters)
    if !type.declaresInitializerInBody { result.append(type.memberwiseParameters) }
    return result
  }

  private var inheritance: [String: [String]] {
    var result: [String: [String]] = [:]
    for (name, type) in evaluator.types {
      result[name] = type.conformances + (type.superclass.map { [$0] } ?? [])
    }
    return result.merging(pendingInheritance) { $0 + $1 }
  }

  private var pendingInheritance: [String: [String]] = [:]

  /// Whether a type of the program's adopts `ExpressibleByIntegerLiteral` or another of its
  /// kind: a literal may then be of that type.
  var declaresLiteralTypes: Bool {
    pendingInheritance.values.contains { $0.contains { $0.hasPrefix("ExpressibleBy") } }
  }

  /// The superclass and protocols a type declares (in its body or extensions).
  func pendingParents(of name: String) -> [String] {
    pendingInheritance[name] ?? []
  }

  /// Whether an entry's enum has only cases without payload (Hashable without saying so).
  func isSimpleEnum(_ name: String) -> Bool {
    simpleEnums.contains(name)
  }

  private mutating func addMembers(of type: TypeInfo, named name: String) {
    var names = Set(type.storedProperties.compactMap(\.name))
    names.formUnion(type.computedProperties.keys)
    names.formUnion(type.staticProperties.keys)
    names.formUnion(type.methods.keys)
    names.formUnion(type.staticMethods.keys)
    names.formUnion(type.cases.map(\.name))
    if type.kind == .enum { names.formUnion(["rawValue", "allCases"]) }
    if Self.identifiableNames.isSubset(of: names) == false, type.conformances.contains("Identifiable") {
      names.insert("id")
    }
    typeMembers[name, default: []].formUnion(names)
    for property in type.storedProperties where !property.isStatic {
      if let member = property.name { storedDeclarations[name, default: [:]][member] = property }
    }
    noteAccess(of: type, named: name)
    if type.kind == .enum { enumCases[name, default: []] += type.cases.map(\.name) }
    for (method, declarations) in type.methods {
      typeMethods[name, default: [:]][method, default: []] += declarations.filter { !$0.isRequirement }
    }
    for (method, declarations) in type.methods.merging(type.staticMethods, uniquingKeysWith: +)
    where declarations.contains(where: { $0.result == .named("Never", []) }) {
      neverReturningMethods.insert(method)
    }
    let parents = type.conformances + (type.superclass.map { [$0] } ?? [])
    pendingInheritance[name, default: []] += parents
    if let dot = name.lastIndex(of: ".") {
      // A nested type is named bare inside its outer type (`Item` of `SettingsViewController`).
      pendingInheritance[String(name[name.index(after: dot)...]), default: []] += parents
    }
  }

  private static let identifiableNames: Set<String> = ["id"]

}
