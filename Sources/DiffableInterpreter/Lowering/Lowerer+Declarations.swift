import SwiftSyntax

extension Lowerer {
  /// A declaration; a `let`/`var` with several bindings gives one statement each.
  mutating func lower(declaration syntax: DeclSyntax) throws -> [Statement] {
    let place = location(of: syntax)
    if let variable = syntax.as(VariableDeclSyntax.self) {
      if let lazy = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.lazy) }),
        syntax.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
      {
        // A program's top-level variables are made in order, as they are reached.
        throw InterpreterError.checkFailed(
          "'lazy' cannot be used on an already-lazy global", at: location(of: lazy))
      }
      return try lower(variable: variable).map { Statement(kind: .variable($0), location: $0.location) }
    }
    if let function = syntax.as(FunctionDeclSyntax.self) {
      return [Statement(kind: .function(try lower(function: function)), location: place)]
    }
    if syntax.is(ImportDeclSyntax.self) { return [] }
    if let alias = syntax.as(TypeAliasDeclSyntax.self) {
      return [
        Statement(
          kind: .typeAlias(alias.name.nameText, try lower(type: alias.initializer.value)), location: place)
      ]
    }
    if let extensionSyntax = syntax.as(ExtensionDeclSyntax.self) {
      let typeName = extensionSyntax.extendedType.trimmedDescription
      let requirements = try lower(whereClause: extensionSyntax.genericWhereClause, of: typeName)
      enclosingTypes.append(String(typeName.split(separator: ".").last ?? Substring(typeName)))
      defer { enclosingTypes.removeLast() }
      var members = try lower(members: extensionSyntax.memberBlock)
      if !requirements.isEmpty {
        for method in members.methods { method.requirements = requirements }
        for index in members.properties.indices { members.properties[index].requirements = requirements }
        if !members.initializers.isEmpty {
          throw InterpreterError.unsupported(
            "initializers in a constrained extension", at: members.initializers[0].location)
        }
      }
      let declaration = ExtensionDeclaration(
        typeName: typeName, inherited: try inherited(extensionSyntax.inheritanceClause), members: members,
        location: place, requirements: requirements)
      return [Statement(kind: .extension(declaration), location: place)]
    }
    if let type = try lower(typeDeclaration: syntax) {
      return [Statement(kind: .type(type), location: place)]
    }
    if syntax.is(OperatorDeclSyntax.self) || syntax.is(PrecedenceGroupDeclSyntax.self) {
      throw refuse("custom operators", syntax)
    }
    if syntax.is(MacroExpansionDeclSyntax.self) || syntax.is(IfConfigDeclSyntax.self) {
      throw refuse("'#' directives", syntax)
    }
    throw refuse("this declaration", syntax)
  }

  /// A struct, class, enum or protocol, or nil for another declaration.
  private mutating func lower(typeDeclaration syntax: DeclSyntax) throws -> TypeDeclaration? {
    let place = location(of: syntax)
    guard let group = syntax.asProtocol(DeclGroupSyntax.self) else { return nil }
    let kind: TypeKind
    let name: TokenSyntax
    if let declaration = syntax.as(StructDeclSyntax.self) {
      (kind, name) = (.struct, declaration.name)
    } else if let declaration = syntax.as(ClassDeclSyntax.self) {
      (kind, name) = (.class, declaration.name)
    } else if let declaration = syntax.as(EnumDeclSyntax.self) {
      (kind, name) = (.enum, declaration.name)
    } else if let declaration = syntax.as(ProtocolDeclSyntax.self) {
      (kind, name) = (.protocol, declaration.name)
    } else if let declaration = syntax.as(ActorDeclSyntax.self) {
      // A class that conforms to `Actor`, as Swift's actors implicitly do: nothing runs alongside
      // the program, so its isolation changes nothing but where a call must be awaited.
      (kind, name) = (.class, declaration.name)
    } else {
      return nil
    }
    var inherited = try inherited(group.inheritanceClause)
    if syntax.is(ActorDeclSyntax.self) { inherited.append(.named(Self.actorProtocol, [])) }
    let isObservable = kind == .class && inherited.contains { $0.nominalName == "ObservableObject" }
    enclosingTypes.append(name.nameText)
    enclosingIsClass.append(kind == .class)
    enclosingIsObservable.append(isObservable)
    defer {
      enclosingTypes.removeLast()
      enclosingIsClass.removeLast()
      enclosingIsObservable.removeLast()
    }
    var declaration = TypeDeclaration(
      kind: kind, name: name.nameText, inherited: inherited, members: try lower(members: group.memberBlock),
      location: place)
    declaration.nameLocation = location(of: name)
    (declaration.genericParameters, declaration.genericRequirements) = genericSignature(
      of: syntax, owner: name.nameText)
    if isObservable, !declaration.members.properties.contains(where: { $0.name == "objectWillChange" }) {
      // What Combine synthesizes: the publisher each `@Published` property sends to before it changes.
      declaration.members.properties.append(objectWillChange(at: place))
    }
    return declaration
  }

  /// The `where` clause of an extension of a library collection (`Array`, `Sequence`,
  /// `Dictionary`, `Optional`...): requirements on its element type, of the two kinds app code
  /// writes (`Element: Hashable`, `Element == Item`).
  private mutating func lower(whereClause clause: GenericWhereClauseSyntax?, of typeName: String) throws
    -> [GenericRequirement]
  {
    guard let clause else { return [] }
    guard let parameters = Self.elementParameters[typeName] else {
      throw refuse("a constrained extension of '\(typeName)'", clause)
    }
    return try clause.requirements.map { item in
      let (left, kind): (TypeSyntax, GenericRequirement.Kind)
      switch item.requirement {
      case .conformanceRequirement(let requirement):
        guard let name = requirement.rightType.as(IdentifierTypeSyntax.self)?.name.nameText else {
          throw refuse("this requirement", requirement.rightType)
        }
        (left, kind) = (requirement.leftType, .conforms(name))
      case .sameTypeRequirement(let requirement):
        guard let leftType = requirement.leftType.as(TypeSyntax.self),
          let right = requirement.rightType.as(TypeSyntax.self)
        else {
          throw refuse("this requirement", requirement)
        }
        (left, kind) = (leftType, .sameType(try lower(type: right)))
      default:
        throw refuse("this requirement", item)
      }
      guard let parameter = left.as(IdentifierTypeSyntax.self)?.name.nameText, parameters.contains(parameter)
      else {
        throw refuse("a requirement on '\(left.trimmedDescription)'", left)
      }
      return GenericRequirement(parameter: parameter, kind: kind, owner: typeName)
    }
  }

  /// The library's generic types an extension may constrain, with their element parameters.
  private static let elementParameters: [String: Set<String>] = [
    "Array": ["Element"], "Set": ["Element"], "Sequence": ["Element"], "Collection": ["Element"],
    "BidirectionalCollection": ["Element"], "RandomAccessCollection": ["Element"],
    "MutableCollection": ["Element"], "RangeReplaceableCollection": ["Element"],
    "Dictionary": ["Key", "Value"], "Optional": ["Wrapped"],
  ]

  private mutating func inherited(_ clause: InheritanceClauseSyntax?) throws -> [TypeName] {
    try clause?.inheritedTypes.map { try lower(type: $0.type) } ?? []
  }

  /// The members of a type or extension, sorted by kind.
  private mutating func lower(members block: MemberBlockSyntax) throws -> Members {
    var members = Members()
    for item in block.members {
      let declaration = item.decl
      if let variable = declaration.as(VariableDeclSyntax.self) {
        members.properties += try lower(variable: variable)
      } else if let function = declaration.as(FunctionDeclSyntax.self) {
        members.methods.append(try lower(function: function))
      } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
        members.initializers.append(try lower(initializer: initializer))
      } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
        for element in cases.elements {
          let payload = try element.parameterClause?.parameters.map {
            (
              label: $0.firstName?.nameText == "_" ? nil : $0.firstName?.nameText,
              type: try lower(type: $0.type)
            )
          }
          members.cases.append(
            EnumCaseDeclaration(
              name: element.name.nameText, payload: payload ?? [],
              rawValue: try element.rawValue.map { try lower($0.value) }, location: location(of: element)))
        }
      } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
        members.typeAliases.append((alias.name.nameText, try lower(type: alias.initializer.value)))
      } else if let associated = declaration.as(AssociatedTypeDeclSyntax.self) {
        members.associatedTypes.append(associated.name.nameText)
      } else if declaration.is(DeinitializerDeclSyntax.self) {
        throw refuse("deinit", declaration)
      } else if let subscriptDeclaration = declaration.as(SubscriptDeclSyntax.self) {
        members.methods += try lower(subscript: subscriptDeclaration)
      } else if let nested = try lower(typeDeclaration: declaration) {
        members.nestedTypes.append(nested)
      } else {
        throw refuse("this member", declaration)
      }
    }
    return members
  }

  /// Whether the modifiers hold `keyword` (`static`, `mutating`, `lazy`...).
  func has(_ modifiers: DeclModifierListSyntax, _ keyword: Keyword) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
  }

  /// Whether the modifiers hold `private` (`setter`: `private(set)`). `fileprivate` restricts
  /// nothing here: a program is one file.
  static func isPrivate(_ modifiers: DeclModifierListSyntax, setter: Bool = false) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.private) && ($0.detail?.detail.text == "set") == setter
    }
  }

  /// `let`/`var`, one declaration per binding.
  mutating func lower(variable syntax: VariableDeclSyntax) throws -> [VariableDeclaration] {
    var published: AttributeSyntax?
    for case .attribute(let attribute) in syntax.attributes
    where !Self.inertVariableAttributes.contains(attribute.attributeName.trimmedDescription) {
      if attribute.attributeName.trimmedDescription == "Published" {
        published = attribute
        continue
      }
      // `@State`, `@AppStorage`: a property wrapper changes what reading and writing do.
      throw refuse("property wrappers ('@\(attribute.attributeName.trimmedDescription)')", attribute)
    }
    let isLet = syntax.bindingSpecifier.tokenKind == .keyword(.let)
    let isStatic = has(syntax.modifiers, .static) || has(syntax.modifiers, .class)
    if has(syntax.modifiers, .weak) || has(syntax.modifiers, .unowned) {
      // Without a lifetime model a weak reference behaves as a strong one: app code tells them apart
      // only by reading a weak reference after the last strong one is gone (docs/LANGUAGE.md).
    }
    var declarations = try syntax.bindings.map { binding in
      let written = try binding.typeAnnotation.map { try lower(writtenType: $0.type) }
      var declaration = VariableDeclaration(
        pattern: try lower(pattern: binding.pattern, binds: true), isLet: isLet, type: written?.type,
        typeLocation: written?.location, initializer: try binding.initializer.map { try lower($0.value) },
        isStatic: isStatic, isLazy: has(syntax.modifiers, .lazy), location: location(of: binding))
      declaration.optionality = binding.typeAnnotation.map { Self.optionality(of: $0.type) } ?? .none
      declaration.isPrivate = Self.isPrivate(syntax.modifiers)
      declaration.setterIsPrivate = declaration.isPrivate || Self.isPrivate(syntax.modifiers, setter: true)
      if let block = binding.accessorBlock {
        declaration.accessors = try lower(accessors: block)
      }
      return declaration
    }
    // `let width, height: Double`: a name without a type or a value has the type written after it.
    var following: VariableDeclaration?
    for index in declarations.indices.reversed() {
      if declarations[index].type == nil, declarations[index].initializer == nil, let following {
        declarations[index].type = following.type
        declarations[index].optionality = following.optionality
      } else if declarations[index].type != nil, declarations[index].initializer == nil {
        following = declarations[index]
      } else {
        following = nil
      }
    }
    guard let published else { return declarations }
    return try self.published(declarations, attribute: published, isLet: isLet)
  }

  /// The protocol every actor conforms to: how the checker knows an actor's calls are awaited.
  static let actorProtocol = "Actor"

  /// The attributes of a variable that change nothing diffable runs.
  private static let inertVariableAttributes: Set<String> = [
    "IBOutlet", "IBInspectable", "objc", "nonobjc", "MainActor", "available", "preconcurrency",
    "inlinable", "usableFromInline", "NSCopying",
  ]

  private mutating func lower(accessors block: AccessorBlockSyntax) throws -> Accessors {
    var accessors = Accessors()
    switch block.accessors {
    case .getter(let statements):
      accessors.getter = try nested(block) { try $0.lower(statements) }
      accessors.getterReads = RuleReading.selfReads(in: statements)
      accessors.getterEnd = location(of: block.rightBrace)
    case .accessors(let list):
      for accessor in list {
        let body = try accessor.body.map { try lower(block: $0) } ?? []
        let name = accessor.parameters?.name.nameText
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get):
          accessors.getter = body
          accessors.getterReads = accessor.body.map(RuleReading.selfReads(in:)) ?? []
          accessors.getterEnd = accessor.body.map { location(of: $0.rightBrace) }
        case .keyword(.set): accessors.setter = (name ?? "newValue", body)
        case .keyword(.willSet): accessors.willSet = (name ?? "newValue", body)
        case .keyword(.didSet): accessors.didSet = (name ?? "oldValue", body)
        default: throw refuse("this accessor", accessor)
        }
      }
    }
    return accessors
  }

  /// `func`.
  mutating func lower(function syntax: FunctionDeclSyntax) throws -> FunctionDeclaration {
    // A generic function runs as written: values carry their own types, and a type parameter its
    // body names is bound at each call to what the arguments give. An `async` one runs to its end when called: nothing else runs
    // meanwhile, so each `await` in it finds its value ready (a `Task`'s work waits for the entry).
    guard case .identifier = syntax.name.tokenKind else {
      // `==`, `<` and the arithmetic a value type defines for itself (`date + interval`); a
      // compound assignment (`+=`) runs the type's `+=`, else its `+`.
      if ["==", "<", "+", "-", "*", "/", "+=", "-=", "*=", "/="].contains(syntax.name.nameText) {
        return try function(named: syntax.name.nameText, syntax)
      }
      throw refuse("the operator function '\(syntax.name.nameText)'", syntax.name)
    }
    return try function(named: syntax.name.nameText, syntax)
  }

  private mutating func function(named name: String, _ syntax: FunctionDeclSyntax) throws
    -> FunctionDeclaration
  {
    guard let body = syntax.body else { return try requirement(named: name, syntax) }
    if syntax.signature.effectSpecifiers?.asyncSpecifier == nil {
      try refuseAwait(in: body)
    }
    let result = try syntax.signature.returnClause.map { try lower(writtenType: $0.type) }
    let function = FunctionDeclaration(
      name: name, parameters: try lower(parameters: syntax.signature.parameterClause), result: result?.type,
      body: try lower(block: body), location: location(of: syntax.name))
    function.resultLocation = result?.location
    function.bodyEnd = location(of: body.rightBrace)
    function.isStatic = has(syntax.modifiers, .static) || has(syntax.modifiers, .class)
    function.isClassMethod = has(syntax.modifiers, .class)
    function.isPrivate = Self.isPrivate(syntax.modifiers)
    function.introducedIOS = Self.introducedIOS(syntax.attributes)
    function.isMutating = has(syntax.modifiers, .mutating)
    function.isNonisolated = has(syntax.modifiers, .nonisolated)
    function.isThrowing = syntax.signature.effectSpecifiers?.throwsClause != nil
    function.isRethrowing =
      syntax.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows)
    function.isAsync = syntax.signature.effectSpecifiers?.asyncSpecifier != nil
    if !name.first!.isLetter && name.first != "_" {
      // An operator's operands have no argument labels.
      for index in function.parameters.indices { function.parameters[index].label = nil }
    }
    function.isSingleExpression = isSingleExpression(body.statements)
    function.typeParameters = syntax.genericParameterClause?.parameters.map(\.name.nameText) ?? []
    function.genericRequirements = genericRequirements(
      syntax.genericParameterClause, syntax.genericWhereClause, of: name)
    function.selfReads = RuleReading.selfReads(in: body)
    let names = function.parameters.map(\.name)
    if name == "hash", names.count == 1, function.parameters[0].label == "into" {
      function.ruleParts = RuleReading.hashParts(body, hasher: names[0])
    } else if name == "==", names.count == 2 {
      function.ruleParts = RuleReading.equalityParts(body, lhs: names[0], rhs: names[1])
    }
    return function
  }

  /// A protocol requirement: a function without a body.
  private mutating func requirement(named name: String, _ syntax: FunctionDeclSyntax) throws
    -> FunctionDeclaration
  {
    let function = FunctionDeclaration(
      name: name, parameters: try lower(parameters: syntax.signature.parameterClause),
      result: try syntax.signature.returnClause.map { try lower(type: $0.type) }, body: [],
      location: location(of: syntax.name))
    function.isStatic = has(syntax.modifiers, .static)
    function.isMutating = has(syntax.modifiers, .mutating)
    function.isRequirement = true
    return function
  }

  /// `init`, `init?`.
  private mutating func lower(initializer syntax: InitializerDeclSyntax) throws -> FunctionDeclaration {
    if syntax.optionalMark?.tokenKind == .exclamationMark { throw refuse("'init!'", syntax.initKeyword) }
    if let body = syntax.body, syntax.signature.effectSpecifiers?.asyncSpecifier == nil {
      try refuseAwait(in: body)
    }
    let function = FunctionDeclaration(
      name: "init", parameters: try lower(parameters: syntax.signature.parameterClause), result: nil,
      body: try syntax.body.map { try lower(block: $0) } ?? [], location: location(of: syntax.initKeyword))
    function.isFailable = syntax.optionalMark != nil
    // It runs like any other initializer (it delegates with self.init); it counts only for
    // which initializers a subclass inherits.
    function.isConvenience = has(syntax.modifiers, .convenience)
    function.isPrivate = Self.isPrivate(syntax.modifiers)
    function.isThrowing = syntax.signature.effectSpecifiers?.throwsClause != nil
    function.isRethrowing =
      syntax.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows)
    function.isMutating = true
    return function
  }

  /// Whether a body is one expression whose value a closure or getter returns implicitly.
  func isSingleExpression(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard statements.count == 1, let only = statements.first else { return false }
    if case .expr = only.item { return true }
    return false
  }
}
