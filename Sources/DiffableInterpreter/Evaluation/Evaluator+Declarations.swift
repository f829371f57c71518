extension Evaluator {
  /// Registers a struct, class, enum or protocol (and its nested types, also under their short name).
  func declare(_ declaration: TypeDeclaration, outer: String?) throws {
    let name = outer.map { "\($0).\(declaration.name)" } ?? declaration.name
    var type = TypeInfo(kind: declaration.kind, name: name, location: declaration.location)
    type.genericParameters = declaration.genericParameters
    type.genericRequirements = declaration.genericRequirements
    for (index, inherited) in declaration.inherited.enumerated() {
      guard let inheritedName = inherited.nominalName else { continue }
      if index == 0, declaration.kind == .class, types[inheritedName]?.kind == .class {
        type.superclass = inheritedName
      } else if index == 0, declaration.kind == .class, inheritedName == UIKitObject.Kind.dataSource.rawValue
      {
        type.nativeBase = inherited
      } else if index == 0, declaration.kind == .enum,
        ["Int", "String", "Double", "Character"].contains(inheritedName)
      {
        type.rawType = inherited
      } else {
        type.conformances.append(inheritedName)
      }
    }
    if declaration.kind == .class, let first = declaration.inherited.first?.nominalName, !declaresType(first),
      type.nativeBase == nil, first.hasPrefix("UI") || first.hasPrefix("NS")
    {
      throw InterpreterError.unsupported("subclasses of '\(first)'", at: declaration.location)
    }
    type.add(declaration.members, fromBody: true)
    mutatingMethodNames.formUnion(type.mutatingMethodNames)
    types[name] = type
    // Its short name, unless another type has it: the program's own nested type takes it from
    // one of the stand-ins' (`Message.State` over `UIControl.State`), whose code names theirs in full.
    if outer != nil,
      types[declaration.name].map({
        $0.name != declaration.name && $0.location.entry == UIKitPrelude.entry
          && declaration.location.entry != UIKitPrelude.entry
      }) ?? true
    {
      types[declaration.name] = type
    }
    for nested in declaration.members.nestedTypes { try declare(nested, outer: name) }
    for (alias, target) in declaration.members.typeAliases {
      declareAlias("\(name).\(alias)", target)
      // Named bare too, as nested types are (inside the type's methods, where Swift finds it).
      if !declaresType(alias), aliases[alias] == nil { declareAlias(alias, target) }
    }
  }

  /// `extension Type: Protocols { members }`: adds members and conformances to a declared type.
  func declare(_ declaration: ExtensionDeclaration) throws {
    if let adopters = Library.collectionProtocolAdopters[declaration.typeName],
      !declaresType(declaration.typeName)
    {
      // `extension Collection { var isNotEmpty: Bool { !isEmpty } }`: the members join each
      // collection type of the library's.
      for adopter in adopters {
        var copy = declaration
        copy.typeName = adopter
        try declare(copy)
      }
      return
    }
    let name = resolvedTypeName(declaration.typeName)
    if !declaresType(name), Library.typeNames.contains(name) {
      // An extension of a library type: its members join the library's.
      types[name] = TypeInfo(kind: .struct, name: name, location: declaration.location)
    }
    guard var type = types[name] else {
      throw InterpreterError.unsupported("extensions of '\(declaration.typeName)'", at: declaration.location)
    }
    type.conformances += declaration.inherited.compactMap(\.nominalName)
    type.add(declaration.members, fromBody: false)
    mutatingMethodNames.formUnion(type.mutatingMethodNames)
    // A type registered under several names (a nested type's short name, an alias) gets the
    // members under each of them.
    for (key, info) in types where info.name == type.name { types[key] = type }
    for nested in declaration.members.nestedTypes { try declare(nested, outer: name) }
  }

  /// `typealias Name = Type`: a user type's alias shares its information; a library type's alias is
  /// remembered for conversions.
  func declareAlias(_ name: String, _ target: TypeName) {
    // An alias naming a generic enum with its arguments (`typealias PageResult = Result<[Item],
    // LoadError>`) is remembered with them, for the context they give its cases.
    let isSpecialized = if case .named(_, let arguments) = target { !arguments.isEmpty } else { false }
    if let targetName = target.nominalName, let type = types[targetName],
      !isSpecialized || type.genericParameters.isEmpty
    {
      types[name] = type
    } else {
      aliases[name] = target
    }
  }

  /// The type `type` stands for, through a library type's alias (`typealias DataSource =
  /// UITableViewDiffableDataSource<Section, Item>`), generic arguments included.
  func resolvedType(_ type: TypeName) -> TypeName {
    switch type {
    case .optional(let wrapped): .optional(resolvedType(wrapped))
    case .named(let name, []): aliases.isEmpty ? type : aliases[name] ?? type
    default: type
    }
  }

  /// The declared type a name stands for, through aliases.
  func resolvedTypeName(_ name: String) -> String {
    if let alias = aliases[name], let target = alias.nominalName { return target }
    return name
  }
}
