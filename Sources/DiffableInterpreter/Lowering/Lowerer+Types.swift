import SwiftSyntax

extension Lowerer {
  /// Whether a type is written `T?` or `T!` (an `inout` parameter's too).
  static func optionality(of syntax: TypeSyntax) -> Optionality {
    if let attributed = syntax.as(AttributedTypeSyntax.self) { return optionality(of: attributed.baseType) }
    if syntax.is(OptionalTypeSyntax.self) { return .plain }
    if syntax.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .implicitlyUnwrapped }
    if let named = syntax.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
      named.genericArgumentClause?.arguments.count == 1
    {
      return .plain
    }
    return .none
  }

  /// A type as written.
  mutating func lower(type syntax: TypeSyntax) throws -> TypeName {
    try nested(syntax) { try $0.lowerType(syntax) }
  }

  private mutating func lowerType(_ syntax: TypeSyntax) throws -> TypeName {
    if let named = syntax.as(IdentifierTypeSyntax.self) {
      let arguments =
        try named.genericArgumentClause?.arguments.map { try lower(genericArgument: $0.argument) } ?? []
      let type: TypeName =
        switch (named.name.nameText, arguments.count) {
        case ("Array", 1): .array(arguments[0])
        case ("Dictionary", 2): .dictionary(arguments[0], arguments[1])
        case ("Optional", 1): .optional(arguments[0])
        case ("Void", 0): .tuple([], labels: [])
        default: .named(named.name.nameText, arguments)
        }
      if !arguments.isEmpty { typePlaces[type, default: []].append(location(of: named)) }
      return type
    }
    if let optional = syntax.as(OptionalTypeSyntax.self) {
      return .optional(try lower(type: optional.wrappedType))
    }
    if let optional = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return .optional(try lower(type: optional.wrappedType))
    }
    if let array = syntax.as(ArrayTypeSyntax.self) { return .array(try lower(type: array.element)) }
    if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
      let type = TypeName.dictionary(try lower(type: dictionary.key), try lower(type: dictionary.value))
      typePlaces[type, default: []].append(location(of: dictionary))
      return type
    }
    if let tuple = syntax.as(TupleTypeSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
        return try lower(type: only.type)
      }
      return .tuple(
        try tuple.elements.map { try lower(type: $0.type) },
        labels: tuple.elements.map { $0.firstName?.nameText }
      )
    }
    if let function = syntax.as(FunctionTypeSyntax.self) {
      return .function(
        try function.parameters.map { try lower(type: $0.type) }, try lower(type: function.returnClause.type))
    }
    if let member = syntax.as(MemberTypeSyntax.self) {
      let base = try lower(type: member.baseType)
      let type = TypeName.named("\(base).\(member.name.nameText)", [])
      typePlaces[type, default: []].append(location(of: member.name))
      return type
    }
    if let attributed = syntax.as(AttributedTypeSyntax.self) { return try lower(type: attributed.baseType) }
    if syntax.is(SomeOrAnyTypeSyntax.self) || syntax.is(CompositionTypeSyntax.self)
      || syntax.is(MetatypeTypeSyntax.self)
    {
      return .opaque(syntax.trimmedDescription)
    }
    throw refuse("this type", syntax)
  }

  /// A generic argument, which swift-syntax allows to be an expression too.
  mutating func lower(genericArgument: GenericArgumentSyntax.Argument) throws -> TypeName {
    switch genericArgument {
    case .type(let type): return try lower(type: type)
    case .expr(let expression): throw refuse("value generic arguments", expression)
    }
  }
}
