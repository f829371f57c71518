import SwiftSyntax

/// A type's `subscript`, lowered as methods: its getter as a method named
/// ``FunctionDeclaration/subscriptGetter`` and its setter (with the new value as a last parameter)
/// as one named ``FunctionDeclaration/subscriptSetter``, names no program can write.
extension Lowerer {
  mutating func lower(subscript syntax: SubscriptDeclSyntax) throws -> [FunctionDeclaration] {
    if syntax.genericParameterClause != nil { throw refuse("generic subscripts", syntax.subscriptKeyword) }
    if has(syntax.modifiers, .static) || has(syntax.modifiers, .class) {
      throw refuse("static subscripts", syntax.subscriptKeyword)
    }
    let parameters = try syntax.parameterClause.parameters.map { parameter in
      // A subscript's parameter takes no argument label unless it is written with two names
      // (`subscript(safe index: Int)` is called `items[safe: 2]`).
      let first = parameter.firstName.nameText
      let label = parameter.secondName == nil || first == "_" ? nil : first
      let written = try lower(writtenType: parameter.type)
      return Parameter(
        label: label, name: parameter.secondName?.nameText ?? first, type: written.type,
        defaultValue: try parameter.defaultValue.map { try lower($0.value) }, typeLocation: written.location,
        isVariadic: parameter.ellipsis != nil, optionality: Self.optionality(of: parameter.type))
    }
    let (result, resultLocation) = try lower(writtenType: syntax.returnClause.type)
    let place = location(of: syntax.subscriptKeyword)
    var getterBody: [Statement] = []
    var getterStatements: CodeBlockItemListSyntax?
    var getterEnd: SourceLocation?
    var setter: (name: String, body: [Statement])?
    var isRequirement = false
    switch syntax.accessorBlock?.accessors {
    case .getter(let statements):
      getterBody = try nested(syntax) { try $0.lower(statements) }
      getterStatements = statements
      getterEnd = syntax.accessorBlock.map { location(of: $0.rightBrace) }
    case .accessors(let list):
      isRequirement = list.allSatisfy { $0.body == nil }
      for accessor in list {
        let body = try accessor.body.map { try lower(block: $0) } ?? []
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get):
          getterBody = body
          getterStatements = accessor.body?.statements
          getterEnd = accessor.body.map { location(of: $0.rightBrace) }
        case .keyword(.set): setter = (accessor.parameters?.name.nameText ?? "newValue", body)
        default: throw refuse("this accessor", accessor)
        }
      }
    case nil:
      throw refuse("a subscript without a body", syntax.subscriptKeyword)
    }
    let getter = FunctionDeclaration(
      name: FunctionDeclaration.subscriptGetter, parameters: parameters, result: result, body: getterBody,
      location: place)
    getter.resultLocation = resultLocation
    getter.isSingleExpression = getterStatements.map(isSingleExpression) ?? false
    getter.bodyEnd = getterEnd
    getter.isRequirement = isRequirement
    guard let setter else { return [getter] }
    let setterFunction = FunctionDeclaration(
      name: FunctionDeclaration.subscriptSetter,
      parameters: parameters + [
        Parameter(label: nil, name: setter.name, type: result, typeLocation: resultLocation)
      ], result: nil,
      body: setter.body, location: place)
    setterFunction.isMutating = true
    setterFunction.isRequirement = isRequirement
    return [getter, setterFunction]
  }
}
