import SwiftSyntax

extension Lowerer {
  /// The parameters of a function or initializer.
  mutating func lower(parameters clause: FunctionParameterClauseSyntax) throws -> [Parameter] {
    try clause.parameters.map { parameter in
      let first = parameter.firstName.nameText
      let type = parameter.type
      let isInout =
        type.as(AttributedTypeSyntax.self)?.specifiers.contains {
          $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
        } ?? false
      let isAutoclosure =
        type.as(AttributedTypeSyntax.self)?.attributes.contains {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
        } ?? false
      let written = try lower(writtenType: type)
      return Parameter(
        label: first == "_" ? nil : first, name: parameter.secondName?.nameText ?? first, type: written.type,
        defaultValue: try parameter.defaultValue.map { try lower($0.value) }, typeLocation: written.location,
        isInout: isInout, isVariadic: parameter.ellipsis != nil, isAutoclosure: isAutoclosure,
        optionality: Self.optionality(of: type))
    }
  }
}
