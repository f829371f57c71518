/// Members named on a value, a type or the context (`value.member`, `Type.member`, `.member`),
/// refused where the program's types plainly have none of that name.
extension Checker {
  /// Refuses `Type.member` when the program's type has no member of that name.
  func checkStaticMember(_ base: Expression, _ name: String, at location: SourceLocation) throws {
    guard case .name(let typeName) = base.kind, case .library? = resolve(typeName),
      let members = typeMembers[typeName], !openTypes.contains(typeName),
      !Library.typeNames.contains(typeName)
    else { return }
    if members.contains(name) || ["init", "self"].contains(name) || typeMembers["\(typeName).\(name)"] != nil
    {
      return
    }
    if evaluator.types["\(typeName).\(name)"] != nil { return }
    throw InterpreterError.checkFailed("type '\(typeName)' has no member '\(name)'", at: location)
  }

  /// The program's type a value plainly has: a variable whose type the checker knows, or `self`.
  func knownType(of expression: Expression) -> String? {
    switch expression.kind {
    case .name(let variable):
      switch resolve(variable) {
      case .symbol(.variable(_, let type, _, _))?, .symbol(.valueConstant(let type, _))?: return type
      default: return nil
      }
    case .selfValue:
      return enclosingTypes.last.flatMap { knownType(.named($0, [])) }
    default:
      return nil
    }
  }

  /// Refuses `value.member` when the value's type is known and has no such member.
  func checkInstanceMember(_ base: Expression, _ name: String, at location: SourceLocation) throws {
    guard let typeName = knownType(of: base), let members = typeMembers[typeName] else { return }
    if isInaccessible(name, of: typeName) {
      throw InterpreterError.checkFailed(
        "'\(name)' is inaccessible due to 'private' protection level", at: location)
    }
    if members.contains(name) || ["self", "init", "hashValue", "debugDescription"].contains(name) { return }
    if evaluator.isPreludeType(typeName), Evaluator.nativeMembers[typeName]?.contains(name) == true { return }
    throw InterpreterError.checkFailed("value of type '\(typeName)' has no member '\(name)'", at: location)
  }

  /// Refuses `.member` when no type the program knows has a member of that name.
  func checkImplicitMember(_ name: String, at location: SourceLocation) throws {
    let known: Set<String> = [
      "some", "none", "init", "max", "min", "pi",
    ]
    guard !known.contains(name), !typeMembers.values.contains(where: { $0.contains(name) }),
      openTypes.isEmpty,
      !(insideSnapshotCall && evaluator.sessionObjects != nil)
    else { return }
    throw InterpreterError.checkFailed(
      "cannot infer contextual base in reference to member '\(name)'", at: location)
  }
}
