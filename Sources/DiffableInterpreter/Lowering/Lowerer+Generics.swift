import SwiftSyntax

extension Lowerer {
  /// A type declaration's generic parameters and what they must conform to.
  func genericSignature(of syntax: DeclSyntax, owner: String) -> (
    parameters: [String], requirements: [GenericRequirement]
  ) {
    let (clause, whereClause): (GenericParameterClauseSyntax?, GenericWhereClauseSyntax?) =
      if let declaration = syntax.as(StructDeclSyntax.self) {
        (declaration.genericParameterClause, declaration.genericWhereClause)
      } else if let declaration = syntax.as(ClassDeclSyntax.self) {
        (declaration.genericParameterClause, declaration.genericWhereClause)
      } else if let declaration = syntax.as(EnumDeclSyntax.self) {
        (declaration.genericParameterClause, declaration.genericWhereClause)
      } else if let declaration = syntax.as(ActorDeclSyntax.self) {
        (declaration.genericParameterClause, declaration.genericWhereClause)
      } else {
        (nil, nil)
      }
    return (
      clause?.parameters.map(\.name.nameText) ?? [], genericRequirements(clause, whereClause, of: owner)
    )
  }

  /// What a generic declaration's own parameters must conform to: each parameter's constraint
  /// (`<T: Hashable>`, each part of `Hashable & Comparable`), then its `where` clause's (`where T:
  /// Equatable`, `where T == Int`). A requirement on anything but a parameter (`T.Element:
  /// Hashable`) is left out: it says nothing of the type an argument gives the parameter.
  func genericRequirements(
    _ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?, of owner: String
  ) -> [GenericRequirement] {
    guard let clause else { return [] }
    let names = Set(clause.parameters.map(\.name.nameText))
    var result: [GenericRequirement] = []
    for parameter in clause.parameters {
      guard let constraint = parameter.inheritedType else { continue }
      for name in Self.constraintNames(constraint) {
        result.append(
          GenericRequirement(parameter: parameter.name.nameText, kind: .conforms(name), owner: owner))
      }
    }
    for item in whereClause?.requirements ?? [] {
      switch item.requirement {
      case .conformanceRequirement(let requirement):
        guard let parameter = requirement.leftType.as(IdentifierTypeSyntax.self)?.name.nameText,
          names.contains(parameter)
        else { continue }
        for name in Self.constraintNames(requirement.rightType) {
          result.append(GenericRequirement(parameter: parameter, kind: .conforms(name), owner: owner))
        }
      case .sameTypeRequirement(let requirement):
        // Kept only to say the parameter is bound: the checker decides nothing of it.
        guard let parameter = requirement.leftType.as(IdentifierTypeSyntax.self)?.name.nameText,
          names.contains(parameter)
        else { continue }
        let written = TypeName.opaque(requirement.rightType.trimmedDescription)
        result.append(GenericRequirement(parameter: parameter, kind: .sameType(written), owner: owner))
      default:
        continue
      }
    }
    return result
  }

  /// The protocols a constraint names: one, or each part of a composition; anything else (a
  /// class, `Sequence<Int>`, `Swift.Hashable`) as written, which no protocol's name is.
  private static func constraintNames(_ constraint: TypeSyntax) -> [String] {
    if let composition = constraint.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { constraintNames($0.type) }
    }
    if let named = constraint.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil {
      return [named.name.nameText]
    }
    return [constraint.trimmedDescription]
  }
}
