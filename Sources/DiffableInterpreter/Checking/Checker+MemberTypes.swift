extension Checker {
  /// Refuses a member type of the program's type that it does not have (`Item.ID` of a struct that
  /// is not Identifiable and declares no `ID`), with swiftc's words at the member's name.
  ///
  /// A type has the member types it nests, the aliases its body and extensions declare, and the
  /// associated types of the protocols it adopts: `ID` of `Identifiable`, `RawValue` of an enum
  /// with raw values, `AllCases` of `CaseIterable`, those a protocol of the entry declares. A type
  /// that adopts a protocol of an earlier entry's or of the library's that the checker does not
  /// know, or that inherits from a class, is not decided.
  func checkMemberTypes(_ type: TypeName, at location: SourceLocation) throws {
    try type.forEachPart { part in
      guard case .named(let qualified, let arguments) = part else { return }
      guard arguments.isEmpty, let dot = qualified.lastIndex(of: ".") else { return }
      let base = String(qualified[..<dot])
      let member = String(qualified[qualified.index(after: dot)...])
      guard genericParameterRequirements(base) == nil, let declared = declaredType(base),
        declared.kind != .protocol, declared.genericParameters.isEmpty,
        !hasMemberType(declared, named: base, member)
      else { return }
      let kind = declared.isActor ? "actor" : "\(declared.kind)"
      throw InterpreterError.checkFailed(
        "'\(member)' is not a member type of \(kind) 'main.\(declared.name)'",
        at: place(of: part, from: location))
    }
  }

  /// Whether the type has a member type of that name, or may have one the checker cannot see.
  private func hasMemberType(_ declared: DeclaredType, named written: String, _ member: String) -> Bool {
    for name in Set([declared.name, written]) {
      let full = "\(name).\(member)"
      if declaredType(full) != nil || evaluator.types[full] != nil || evaluator.aliases[full] != nil {
        return true
      }
      if entryMemberTypes[name]?.contains(member) == true
        || evaluator.types[name]?.typeAliases[member] != nil
      {
        return true
      }
    }
    let ancestors = ancestors(of: declared)
    guard ancestors.complete else { return true }
    for ancestor in ancestors.names {
      guard let parent = declaredType(ancestor) else { continue }
      // A superclass's member types, a protocol's associated types and the aliases it and its
      // extensions declare; of a protocol the entry declares, the checker knows them all.
      if parent.kind == .class { return true }
      guard parent.kind == .protocol else { continue }
      guard let declaration = entryDeclarations[ancestor]?.declaration,
        !declaration.members.associatedTypes.contains(member),
        entryMemberTypes[ancestor]?.contains(member) != true,
        evaluator.types[ancestor]?.typeAliases[member] == nil
      else { return true }
    }
    switch member {
    case "ID": return ancestors.names.contains("Identifiable")
    case "AllCases": return ancestors.names.contains("CaseIterable")
    case "RawValue": return declared.kind == .enum && hasRawValues(declared)
    default: return false
    }
  }

  /// Whether an enum declares a raw value type (`enum Kind: String`).
  private func hasRawValues(_ declared: DeclaredType) -> Bool {
    if evaluator.types[declared.name]?.rawType != nil { return true }
    guard let first = entryDeclarations[declared.name]?.declaration.inherited.first?.nominalName else {
      return false
    }
    return ["Int", "String", "Double", "Character"].contains(first)
  }
}
