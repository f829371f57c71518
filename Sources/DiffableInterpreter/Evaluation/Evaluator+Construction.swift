extension Evaluator {
  /// `Type(arguments)`: a library type's initializer, or a user type's (custom, memberwise,
  /// inherited, `init?(rawValue:)`). `receiver` is the object `super.init` or `self.init` initializes.
  /// A generic type's instance takes the type arguments `written` (`Stack<Int>()`), else the
  /// context's, else those its stored properties show (``typedInstance(_:of:written:context:at:)``).
  func construct(
    _ typeName: String, _ arguments: [Argument], in environment: Environment, receiver: Value?,
    written: [TypeName]? = nil, expecting context: TypeName? = nil, at location: SourceLocation
  ) throws -> Value {
    if arguments.isEmpty, typeName == "Date", types["Date"]?.location.entry == UIKitPrelude.entry {
      return makeDate()
    }
    if typeName == "TimeZone", arguments.map(\.label) == ["identifier"], isPreludeType(typeName) {
      // Foundation knows which identifiers name a time zone.
      guard case .string(let identifier) = try evaluate(arguments[0].value, in: environment) else {
        throw InterpreterError.checkFailed(
          "cannot convert value to expected argument type 'String'", at: location)
      }
      return Self.timeZone(identifier: identifier)
    }
    if typeName == Self.resultTypeName, isLibraryResult(typeName),
      let result = try constructResult(arguments, in: environment, at: location)
    {
      return result
    }
    let plan = constructionPlan(of: typeName, arguments)
    let (labels, trailing) = (plan.labels, plan.trailing)
    let found = plan.found
    guard let template = plan.template, found != nil || !plan.isLibraryType else {
      let values = try evaluateArguments(
        arguments, for: nil, in: environment,
        hints: Self.uikitArgumentTypes(ofInitializer: typeName, labels: labels))
      // `grid = Array(repeating: 0, count: n)` where a `[Double]` is expected: the element takes
      // the expected element type, as `[Double](repeating: 0, count: n)` writes it.
      if typeName == "Array", let expected = context?.unwrapped, case .array = expected {
        return try constructBuiltin(expected, values, arguments, at: location)
      }
      return try constructBuiltin(.named(typeName, []), values, arguments, at: location)
    }
    if var initializer = found {
      let values: [Value]
      if initializer.overloads.isEmpty {
        values = try evaluateArguments(arguments, for: initializer.declaration, in: environment)
      } else {
        // Initializers the labels do not tell apart (`init(_ x: Int)`, `init(_ x: String)`).
        (initializer, values) = try chooseMethod(
          initializer.overloads, arguments, name: initializer.declaration.fullName, kind: .initializer,
          in: environment, at: location)
      }
      var instance = try receiver ?? newInstance(of: typeName, template, at: location)
      var selfValue: Value? = instance
      let result: Invocation
      do {
        result = try invoke(
          initializer.declaration, in: globals, self: &selfValue, values, labels: labels, trailing: trailing,
          arguments: arguments, at: location, owner: initializer.owner)
      } catch is FailedInitialization where initializer.declaration.isFailable {
        return .optional(nil)
      }
      if initializer.declaration.isFailable, result.value.isNil { return .optional(nil) }
      instance = selfValue ?? instance
      try checkInitialized(instance, at: location)
      if !plan.genericParameters.isEmpty, receiver == nil {
        instance = try typedInstance(instance, of: typeName, written: written, context: context, at: location)
      }
      return initializer.declaration.isFailable ? .optional(instance) : instance
    }
    switch template.kind {
    case .enum:
      guard labels == ["rawValue"], let type = types[typeName], type.rawType != nil else { break }
      var raw = try evaluate(arguments[0].value, in: environment, expecting: type.rawType)
      if let rawType = type.rawType {
        raw = try convert(raw, to: rawType, role: .argument, at: arguments[0].value.location)
      }
      for enumCase in type.cases {
        let candidate = EnumValue(typeName: type.name, caseName: enumCase.name, payload: [])
        if let value = try rawValue(of: candidate, at: location), try equals(value, raw, at: location) {
          return .optional(.enumCase(candidate))
        }
      }
      return .optional(nil)
    case .struct:
      guard !template.declaresInitializerInBody else { break }
      let instance = try memberwise(typeName, template, plan, arguments, in: environment, at: location)
      guard !plan.genericParameters.isEmpty else { return instance }
      return try typedInstance(instance, of: typeName, written: written, context: context, at: location)
    case .class:
      if let base = nativeBase(of: typeName) {
        // A subclass of the data source made with the initializer it inherits.
        let values = try evaluateArguments(arguments, for: nil, in: environment)
        guard case .uikit(let native)? = try constructUIKit(base, values, arguments, at: location) else {
          break
        }
        var instance = try receiver ?? newInstance(of: typeName, template, at: location)
        if case .object(let object) = instance { native.owner = object }
        try setField(Self.nativeField, of: &instance, to: .uikit(native), at: location)
        return instance
      }
      guard arguments.isEmpty else { break }
      let instance = try receiver ?? newInstance(of: typeName, template, at: location)
      try checkInitialized(instance, at: location)
      guard !plan.genericParameters.isEmpty, receiver == nil else { return instance }
      return try typedInstance(instance, of: typeName, written: written, context: context, at: location)
    case .protocol:
      throw InterpreterError.checkFailed(
        "'any \(typeName)' cannot be constructed because it has no accessible initializers", at: location)
    }
    throw InterpreterError.checkFailed(
      "no initializer of '\(typeName)' takes the arguments (\(labels.map { "\($0 ?? "_"):" }.joined()))",
      at: location)
  }

  /// `super.init(tableView:cellProvider:)` in an initializer of the program's subclass of the data
  /// source: makes the native data source and attaches it to `self`; nil when `self` is not such
  /// an instance.
  func initializeNativeBase(_ arguments: [Argument], in environment: Environment, at location: SourceLocation)
    throws -> Value?
  {
    guard var instance = environment.scope(declaring: "self")?.bindings["self"]?.value,
      case .object(let object) = instance, let base = nativeBase(of: object.typeName)
    else { return nil }
    let values = try evaluateArguments(arguments, for: nil, in: environment)
    guard case .uikit(let native)? = try constructUIKit(base, values, arguments, at: location) else {
      return nil
    }
    native.owner = object
    try setField(Self.nativeField, of: &instance, to: .uikit(native), at: location)
    return .void
  }

  /// What constructing `typeName` with these labels needs, worked out at its first construction
  /// (one lookup by the type's name, then a comparison of the labels, at the next).
  private func constructionPlan(of typeName: String, _ arguments: [Argument]) -> ConstructionPlan {
    // The plan used last is compared before the table is hashed: a loop constructs one type.
    if let last = derived.lastConstructionPlan, last.typeName == typeName, last.plan.fits(arguments) {
      return last.plan
    }
    if let plans = derived.constructionPlans[typeName] {
      for plan in plans where plan.fits(arguments) {
        derived.lastConstructionPlan = (typeName, plan)
        return plan
      }
    }
    let labels = arguments.map(\.label)
    let trailing = arguments.map(\.isTrailingClosure)
    let template = instanceTemplate(of: typeName)
    let plan = ConstructionPlan(
      labels: labels, trailing: trailing,
      found: findInitializer(of: typeName, labels: labels, trailing: trailing),
      template: template, isLibraryType: Library.typeNames.contains(typeName),
      genericParameters: template == nil ? [] : types[typeName]?.genericParameters ?? [])
    if let template, template.kind == .struct, !template.declaresInitializerInBody {
      let parameters = memberwiseParameters(of: typeName)
      plan.memberwiseParameters = parameters
      plan.memberwiseSlots = ArgumentMatching.match(parameters, labels: labels, trailing: trailing)
      plan.memberwisePositions = parameters.map { parameter in
        template.fields.position(of: parameter.name).flatMap { template.storedPositions[$0] ? $0 : nil }
      }
    }
    derived.constructionPlans[typeName, default: []].append(plan)
    derived.lastConstructionPlan = (typeName, plan)
    return plan
  }

  /// The initializer whose labels fit: the type's own, or (for a class that declares none) its
  /// superclass's; looked up once per type and labels.
  private func findInitializer(of typeName: String, labels: [String?], trailing: [Bool]) -> FoundMethod? {
    let query = InitializerQuery(typeName: typeName, labels: labels, trailing: trailing)
    if let known = derived.initializers[query] { return known }
    let found = searchInitializer(of: typeName, labels: labels, trailing: trailing)
    derived.initializers[query] = .some(found)
    return found
  }

  /// A class inherits its superclass's initializers as Swift's two rules say: all of them when it
  /// declares no designated initializer; its convenience ones when it overrides every designated
  /// one.
  private func searchInitializer(of typeName: String, labels: [String?], trailing: [Bool]) -> FoundMethod? {
    var current: String? = typeName
    var onlyConvenience = false
    while let name = current, let type = types[name] {
      var found: FoundMethod?
      for initializer in type.initializers where !onlyConvenience || initializer.isConvenience {
        if case .success = ArgumentMatching.match(initializer.parameters, labels: labels, trailing: trailing)
        {
          // Several the labels fit are overloads by type.
          let candidate = FoundMethod(declaration: initializer, owner: name)
          if found == nil { found = candidate } else { found?.note(candidate) }
        }
      }
      if let found { return found }
      guard type.kind == .class, let superclass = type.superclass, let parent = types[superclass] else {
        break
      }
      let designated = type.initializers.filter { !$0.isConvenience }
      if !designated.isEmpty {
        let inherited = parent.initializers.filter { !$0.isConvenience }
        let overridesAll = inherited.allSatisfy { initializer in
          designated.contains { $0.parameters.map(\.label) == initializer.parameters.map(\.label) }
        }
        guard overridesAll else { break }
        onlyConvenience = true
      }
      current = superclass
    }
    // Protocol extensions may declare initializers too.
    for owner in lookupChain(of: typeName) where types[owner]?.kind == .protocol {
      for initializer in types[owner]?.initializers ?? [] where !initializer.body.isEmpty {
        if case .success = ArgumentMatching.match(initializer.parameters, labels: labels, trailing: trailing)
        {
          return FoundMethod(declaration: initializer, owner: owner)
        }
      }
    }
    return nil
  }

  /// A new instance with its properties' default values, superclass properties first.
  func newInstance(of typeName: String, at location: SourceLocation) throws -> Value {
    guard let template = instanceTemplate(of: typeName) else {
      return .structure(StructValue(typeName: typeName, fields: [:]))
    }
    return try newInstance(of: typeName, template, at: location)
  }

  /// A new instance of `typeName`, made from its `template`.
  private func newInstance(of typeName: String, _ template: InstanceTemplate, at location: SourceLocation)
    throws -> Value
  {
    var fields = template.fields
    for property in template.evaluatedFields {
      guard let name = property.name, let initializer = property.initializer else { continue }
      var value = try evaluate(initializer, in: globals, expecting: property.type)
      if let type = property.type { value = try convert(value, to: type, at: initializer.location) }
      fields[name] = value
    }
    if template.kind == .class {
      return .object(Object(typeName: fields.typeName, fields: fields, generation: generation))
    }
    return .structure(StructValue(typeName: fields.typeName, fields: fields))
  }

  /// Refuses an instance whose initializer left a stored property without a value.
  private func checkInitialized(_ instance: Value, at location: SourceLocation) throws {
    guard let template = instanceTemplate(of: instance.typeName) else { return }
    try checkInitialized(instance, template, at: location)
  }

  /// Refuses an instance of `template`'s type whose initializer left a stored property without a value.
  private func checkInitialized(_ instance: Value, _ template: InstanceTemplate, at location: SourceLocation)
    throws
  {
    let fields: NameTable<Value>
    switch instance {
    case .structure(let value): fields = value.fields
    case .object(let object): fields = object.fields
    default: return
    }
    for name in template.storedNames where fields[name] == nil {
      throw InterpreterError.checkFailed(
        "return from initializer without initializing all stored properties ('self.\(name)')", at: location)
    }
  }

  /// What each new instance of `typeName` starts from (nil for a type the program did not declare).
  func instanceTemplate(of typeName: String) -> InstanceTemplate? {
    if let known = derived.instanceTemplates[typeName] { return known }
    guard let type = types[typeName] else { return nil }
    var storedProperties: [VariableDeclaration] = []
    for owner in lookupChain(of: typeName).reversed() where types[owner]?.kind != .protocol {
      storedProperties += (types[owner]?.storedProperties ?? []).filter { $0.name != nil }
    }
    let storedNames = storedProperties.compactMap(\.name)
    let layout = NameLayout(names: storedNames)
    let template = InstanceTemplate(
      kind: type.kind, declaresInitializerInBody: type.declaresInitializerInBody,
      // The type's own name, whatever name reached it (a nested type's short name, an alias).
      fields: NameTable(layout: storedNames, typeName: type.name), evaluatedFields: [],
      storedNames: storedNames,
      storedPositions: storedNames.indices.map { layout.position(of: storedNames[$0]) == $0 })
    for property in storedProperties {
      guard let name = property.name else { continue }
      if property.isLazy {
        template.fields[name] = .lazyPending
      } else if property.initializer != nil {
        template.evaluatedFields.append(property)
      } else if case .optional? = property.type, !property.isLet {
        template.fields[name] = .optional(nil)
      }
    }
    derived.instanceTemplates[typeName] = template
    return template
  }

  /// The memberwise initializer's parameters, derived once per type.
  private func memberwiseParameters(of typeName: String) -> [Parameter] {
    if let known = derived.memberwiseParameters[typeName] { return known }
    let parameters = types[typeName]?.memberwiseParameters ?? []
    derived.memberwiseParameters[typeName] = parameters
    return parameters
  }

  /// The memberwise initializer: every stored property not a `let` with a value, in order; those
  /// with a default may be left out.
  private func memberwise(
    _ typeName: String, _ template: InstanceTemplate, _ plan: ConstructionPlan, _ arguments: [Argument],
    in environment: Environment, at location: SourceLocation
  )
    throws -> Value
  {
    let parameters = plan.memberwiseParameters
    let slots: [ArgumentMatching.Slot]
    switch plan.memberwiseSlots {
    case .success(let matched)?: slots = matched
    case .failure(let mismatch)?: throw InterpreterError.checkFailed(mismatch.message, at: location)
    case nil: slots = []
    }
    var instance = try newInstance(of: typeName, template, at: location)
    guard case .structure(var value) = instance else { return instance }
    // The instance is the template's copy: each parameter's field is at the place the plan found
    // for it, and nothing else holds the instance while its fields are set.
    instance = .void
    // By index: a parameter copied whole would retain each of its parts, per construction.
    for number in 0..<min(parameters.count, slots.count) {
      guard case .argument(let index) = slots[number] else { continue }
      let type = parameters[number].type
      var argument = try evaluate(arguments[index].value, in: environment, expecting: type)
      if let type {
        argument = try convert(argument, to: type, role: .argument, at: arguments[index].value.location)
      }
      if let position = plan.memberwisePositions[number] {
        value.fields[at: position] = argument
      } else {
        value.fields[parameters[number].name] = argument
      }
    }
    for (position, name) in template.storedNames.enumerated()
    where !(template.storedPositions[position] ? value.fields.isSet(at: position) : value.fields.isSet(name))
    {
      throw InterpreterError.checkFailed(
        "return from initializer without initializing all stored properties ('self.\(name)')", at: location)
    }
    return .structure(value)
  }
}

/// Thrown by `self.init(...)` when the failable initializer it delegates to fails: the failable
/// initializer running it fails with it, as `return nil` would.
struct FailedInitialization: Error {}
