import SwiftSyntax

extension Lowerer {
  /// A type as written and the places of its parts.
  typealias WrittenType = (type: TypeName, location: TypeLocation)

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
    try lower(writtenType: syntax).type
  }

  /// A type as written, with the places of its parts (for the checker's refusals of it).
  mutating func lower(writtenType syntax: TypeSyntax) throws -> WrittenType {
    try nested(syntax) { try $0.lowerType(syntax) }
  }

  private mutating func lowerType(_ syntax: TypeSyntax) throws -> WrittenType {
    let start = location(of: syntax)
    func made(_ type: TypeName, _ parts: [WrittenType] = []) -> WrittenType {
      (type, TypeLocation(start: start, parts: parts.map(\.location)))
    }
    if let named = syntax.as(IdentifierTypeSyntax.self) {
      let arguments =
        try named.genericArgumentClause?.arguments.map { try lower(writtenGenericArgument: $0.argument) }
        ?? []
      let types = arguments.map(\.type)
      let type: TypeName =
        switch (named.name.nameText, arguments.count) {
        case ("Array", 1): .array(types[0])
        case ("Dictionary", 2): .dictionary(types[0], types[1])
        case ("Optional", 1): .optional(types[0])
        case ("Void", 0): .tuple([], labels: [])
        default: .named(named.name.nameText, types)
        }
      if !arguments.isEmpty { typePlaces[type, default: []].append(location(of: named)) }
      return made(type, arguments)
    }
    if let optional = syntax.as(OptionalTypeSyntax.self) {
      let wrapped = try lower(writtenType: optional.wrappedType)
      return made(.optional(wrapped.type), [wrapped])
    }
    if let optional = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      let wrapped = try lower(writtenType: optional.wrappedType)
      return made(.optional(wrapped.type), [wrapped])
    }
    if let array = syntax.as(ArrayTypeSyntax.self) {
      let element = try lower(writtenType: array.element)
      return made(.array(element.type), [element])
    }
    if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
      let (key, value) = (try lower(writtenType: dictionary.key), try lower(writtenType: dictionary.value))
      typePlaces[.dictionary(key.type, value.type), default: []].append(location(of: dictionary))
      return made(.dictionary(key.type, value.type), [key, value])
    }
    if let tuple = syntax.as(TupleTypeSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
        return try lower(writtenType: only.type)
      }
      let elements = try tuple.elements.map { try lower(writtenType: $0.type) }
      return made(
        .tuple(elements.map(\.type), labels: tuple.elements.map { $0.firstName?.nameText }), elements)
    }
    if let function = syntax.as(FunctionTypeSyntax.self) {
      let parameters = try function.parameters.map { try lower(writtenType: $0.type) }
      let result = try lower(writtenType: function.returnClause.type)
      return made(.function(parameters.map(\.type), result.type), parameters + [result])
    }
    if let member = syntax.as(MemberTypeSyntax.self) {
      let base = try lower(type: member.baseType)
      // `API.Page<Double>` keeps its arguments, which its initializer's literals take.
      let arguments =
        try member.genericArgumentClause?.arguments.map { try lower(writtenGenericArgument: $0.argument) }
        ?? []
      let type = TypeName.named("\(base).\(member.name.nameText)", arguments.map(\.type))
      typePlaces[type, default: []].append(location(of: member.name))
      return made(type, arguments)
    }
    if let attributed = syntax.as(AttributedTypeSyntax.self) {
      return try lower(writtenType: attributed.baseType)
    }
    if syntax.is(SomeOrAnyTypeSyntax.self) || syntax.is(CompositionTypeSyntax.self)
      || syntax.is(MetatypeTypeSyntax.self)
    {
      return made(.opaque(syntax.trimmedDescription))
    }
    throw refuse("this type", syntax)
  }

  /// A generic argument, which swift-syntax allows to be an expression too.
  mutating func lower(genericArgument: GenericArgumentSyntax.Argument) throws -> TypeName {
    try lower(writtenGenericArgument: genericArgument).type
  }

  private mutating func lower(writtenGenericArgument argument: GenericArgumentSyntax.Argument) throws
    -> WrittenType
  {
    switch argument {
    case .type(let type): return try lower(writtenType: type)
    case .expr(let expression): throw refuse("value generic arguments", expression)
    }
  }
}

extension Lowerer {
  /// The collection type an array or dictionary literal of type names spells before `.self`
  /// (`[Int].self`, `[String: [Item]].self`), or nil for a literal of values.
  static func collectionType(written syntax: ExprSyntax) -> TypeName? {
    if let array = syntax.as(ArrayExprSyntax.self), array.elements.count == 1,
      let element = array.elements.first
    {
      return typeName(written: element.expression).map { .array($0) }
    }
    if let dictionary = syntax.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dictionary.content,
      elements.count == 1, let pair = elements.first, let key = typeName(written: pair.key),
      let value = typeName(written: pair.value)
    {
      return .dictionary(key, value)
    }
    return nil
  }

  /// The type an expression spells when it is only type names: `Int`, `Outer.Inner`, `[Item]`.
  private static func typeName(written syntax: ExprSyntax) -> TypeName? {
    if let reference = syntax.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
      case .identifier(let name) = reference.baseName.tokenKind, name.first?.isUppercase == true
    {
      return .named(name, [])
    }
    if let member = syntax.as(MemberAccessExprSyntax.self), let base = member.base,
      case .named(let outer, [])? = typeName(written: base),
      case .identifier(let name) = member.declName.baseName.tokenKind, name.first?.isUppercase == true
    {
      return .named("\(outer).\(name)", [])
    }
    return collectionType(written: syntax)
  }
}
