import DiffableEngine
import DiffableKit
import SwiftSyntax

extension SwiftRun {
  /// `.apples`, `Section.allCases`, `item.title`, `snapshot.itemIdentifiers`, `items.count`.
  func member(_ access: MemberAccessExprSyntax) throws(SwiftError) -> Evaluated {
    let name = access.declName.baseName.text
    guard let baseExpression = access.base else { return .value(try implicitMember(name, at: access)) }
    // `self.dataSource`, `self.snapshot`: a view controller's properties are the bindings.
    if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return try lookup(name, at: access.declName)
    }
    switch try evaluate(baseExpression) {
    case .type(let typeName): return try staticMember(name, of: typeName, at: access)
    case .snapshot(let snapshotName): return .value(try snapshotProperty(name, of: snapshotName, at: access))
    case .value(let base): return .value(try property(name, of: base, at: access))
    case .dataSource: throw SwiftError.noMember(access.declName, name, of: "UITableViewDiffableDataSource")
    case .newSnapshot:
      throw SwiftError.unsupported(access, "a property of a snapshot before it is bound to a name")
    case .uikit(let what): return .uikit(what)
    }
  }

  /// `.apples` with no type written: the case of the one declared enum that has it; with no
  /// enum declared, the short syntax's symbol (an enum-like identifier).
  func implicitMember(_ name: String, at node: some SyntaxProtocol) throws(SwiftError) -> Value {
    let enums = registry.enumsWithCase(named: name)
    if enums.count > 1 {
      throw SwiftError(
        node, "'.\(name)' is ambiguous: it is a case of \(enums.map(\.name).joined(separator: " and "))",
        fix: "write the type: \(enums[0].name).\(name)")
    }
    if let owner = enums.first, let enumCase = owner[caseNamed: name] { return owner.value(of: enumCase) }
    if registry.enums.values.contains(where: { $0[caseNamed: name] != nil }) {
      throw SwiftError(node, "the case '\(name)' has associated values: write .\(name)(...)")
    }
    return .symbol(name)
  }

  func staticMember(_ name: String, of typeName: String, at node: MemberAccessExprSyntax) throws(SwiftError)
    -> Evaluated
  {
    let type = resolvedType(typeName)
    if let enumType = registry.enums[type] {
      if name == "allCases" {
        guard enumType.isCaseIterable else {
          throw SwiftError(
            node.declName, "type '\(type)' has no member 'allCases'",
            fix: "declare it enum \(type): CaseIterable")
        }
        return .value(.array(enumType.allCases))
      }
      guard let enumCase = enumType[caseNamed: name] else {
        throw SwiftError.noMember(node.declName, name, of: "\(type).Type")
      }
      guard enumCase.payloadLabels.isEmpty else {
        throw SwiftError(node, "the case '\(name)' has associated values: write \(type).\(name)(...)")
      }
      return .value(enumType.value(of: enumCase))
    }
    if name == "self" { return .type(type) }
    throw SwiftError.noMember(node.declName, name, of: "\(type).Type")
  }

  func property(_ name: String, of base: Value, at node: MemberAccessExprSyntax) throws(SwiftError) -> Value {
    switch (base, name) {
    case (.structure(let structure), _):
      if let field = structure[field: name] { return field }
    case (.enumCase(let enumValue), "rawValue"):
      if let raw = registry.enums[enumValue.typeName]?[caseNamed: enumValue.caseName]?.rawValue { return raw }
    case (.dictionary(let keys, let values), _):
      if let found = dictionaryProperty(name, keys: keys, values: values) { return found }
    case (.array(let elements), "count"): return .int(elements.count)
    case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
    case (.array(let elements), "first"): return elements.first ?? .nilValue
    case (.array(let elements), "last"): return elements.last ?? .nilValue
    case (.string(let text), "count"): return .int(text.count)
    case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
    case (.string(let text), "uuidString"): return .string(text)
    case (_, "hashValue"):
      throw SwiftError.unsupported(node, "hashValue (it differs from run to run)")
    default: break
    }
    throw SwiftError.noMember(node.declName, name, of: base.typeName)
  }

  func snapshotProperty(_ name: String, of snapshotName: String, at node: MemberAccessExprSyntax)
    throws(SwiftError) -> Value
  {
    let snapshot = snapshot(named: snapshotName)
    let ids: [DiffableKit.SnapshotIdentifier]
    switch name {
    case "numberOfItems": return .int(snapshot.numberOfItems)
    case "numberOfSections": return .int(snapshot.numberOfSections)
    case "itemIdentifiers": ids = snapshot.itemIdentifiers
    case "sectionIdentifiers": ids = snapshot.sectionIdentifiers
    case "reloadedItemIdentifiers": ids = snapshot.reloadedItemIdentifiers
    case "reconfiguredItemIdentifiers": ids = snapshot.reconfiguredItemIdentifiers
    case "reloadedSectionIdentifiers": ids = snapshot.reloadedSectionIdentifiers
    default: throw SwiftError.noMember(node.declName, name, of: "NSDiffableDataSourceSnapshot")
    }
    return .array(ids.map { $0.value })
  }

  // MARK: - Calls

  func call(_ call: FunctionCallExprSyntax) throws(SwiftError) -> Evaluated {
    var callee = call.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return try freeCall(reference.baseName.text, call, at: reference)
    }
    // `[Episode]()`, `[String: [Episode]]()`: empty.
    if call.arguments.isEmpty && call.trailingClosure == nil {
      if callee.is(ArrayExprSyntax.self) { return .value(.array([])) }
      if callee.is(DictionaryExprSyntax.self) { return .value(.dictionary(keys: [], values: [])) }
    }
    guard let access = callee.as(MemberAccessExprSyntax.self) else {
      throw SwiftError.unsupported(callee, "calling this")
    }
    let name = access.declName.baseName.text
    guard let baseExpression = access.base else {
      return .value(try enumCase(name, of: nil, call, at: access))
    }
    switch try evaluate(baseExpression) {
    case .type(let typeName):
      return .value(try staticCall(name, of: resolvedType(typeName), call, at: access))
    case .value(let base): return .value(try method(name, of: base, call, at: access))
    case .snapshot(let snapshotName):
      return .value(try snapshotQuery(name, of: snapshotName, call, at: access))
    case .dataSource: return try dataSourceCall(name, call, at: access)
    case .newSnapshot:
      throw SwiftError.unsupported(access, "a call on a snapshot before it is bound to a name")
    case .uikit(let what): return .uikit(what)
    }
  }

  /// `print(...)`, `UUID()`, `AnyHashable(x)`, `Apple(name: ...)`, `NSDiffableDataSourceSnapshot<...>()`.
  func freeCall(_ name: String, _ call: FunctionCallExprSyntax, at node: DeclReferenceExprSyntax)
    throws(SwiftError) -> Evaluated
  {
    let type = isTypeName(name) ? resolvedType(name) : name
    let aliasTarget = registry.aliases[name] ?? ""
    if type == "NSDiffableDataSourceSnapshot" || aliasTarget.hasPrefix("NSDiffableDataSourceSnapshot") {
      try expectNoArguments(call)
      return .newSnapshot(.empty(elementTypes(of: call, alias: aliasTarget)))
    }
    switch type {
    case "UUID":
      try expectNoArguments(call)
      return .value(.string(host.nextUUID()))
    case "AnyHashable":
      return .value(try onlyArgument(call))
    case "String":
      return .value(.string(Self.plainText(try onlyArgument(call))))
    case "Dictionary":
      return .value(try grouping(call))
    case "Array":
      let argument = try onlyArgument(call)
      guard case .array = argument else {
        throw SwiftError.typeMismatch(call, expected: "a sequence", got: describe(argument))
      }
      return .value(argument)
    case "print":
      var parts: [String] = []
      for argument in call.arguments {
        guard argument.label == nil else {
          throw SwiftError.unsupported(argument, "print's separator and terminator")
        }
        parts.append(Self.plainText(try value(argument.expression)))
      }
      return .value(.string(parts.joined(separator: " ")))
    default: break
    }
    if let structType = registry[type] { return .value(try construct(structType, call)) }
    if let enumType = registry.enums[type] { return .value(try enumFromRawValue(enumType, call)) }
    if UIKitLines.isUIKitType(type) { return .uikit(type) }
    if local(name) != nil || state.bindings.values[name] != nil {
      throw SwiftError(node, "cannot call value of non-function type: '\(name)' is a value")
    }
    throw SwiftError(
      node, "cannot find '\(name)' in scope",
      fix: "diffable knows the types you declared, UUID, AnyHashable, print and NSDiffableDataSourceSnapshot",
      code: "cannotFind")
  }

  func expectNoArguments(_ call: FunctionCallExprSyntax) throws(SwiftError) {
    if let first = call.arguments.first { throw SwiftError(first, "this initializer takes no arguments") }
  }

  func onlyArgument(_ call: FunctionCallExprSyntax) throws(SwiftError) -> Value {
    guard call.arguments.count == 1, let only = call.arguments.first else {
      throw SwiftError(call, "expected one argument")
    }
    return try value(only.expression)
  }

  /// A memberwise initializer: labels in declared order; a field with a default may be left out.
  func construct(_ type: StructType, _ call: FunctionCallExprSyntax) throws(SwiftError) -> Value {
    var arguments = Array(call.arguments)
    var fields: [Value] = []
    for field in type.fields {
      if let argument = arguments.first, argument.label?.text == field {
        arguments.removeFirst()
        fields.append(try fieldValue(try value(argument.expression), field: field, of: type, at: argument))
        continue
      }
      switch type.defaults[field] {
      case .value(let value): fields.append(value)
      case .freshUUID: fields.append(.string(host.nextUUID()))
      case nil:
        let written = arguments.first.map(Syntax.init) ?? Syntax(call)
        if let label = arguments.first?.label?.text, type.fields.contains(label) {
          throw SwiftError(
            written, "missing argument for parameter '\(field)' in call to \(type.name)(...)",
            fix: "give the fields in declared order: " + Self.memberwise(type))
        }
        if let argument = arguments.first, argument.label == nil {
          throw SwiftError(
            argument, "missing argument label '\(field):' in call",
            fix: "a memberwise initializer labels every argument: " + Self.memberwise(type))
        }
        throw SwiftError(
          written, "missing argument for parameter '\(field)' in call to \(type.name)(...)",
          fix: Self.memberwise(type))
      }
    }
    if let extra = arguments.first {
      let label = extra.label?.text
      let message =
        label.map {
          type.fields.contains($0) ? "argument '\($0)' is out of order" : "extra argument '\($0)' in call"
        }
        ?? "extra argument in call"
      throw SwiftError(extra, message, fix: Self.memberwise(type))
    }
    return .structure(StructValue(type: type.name, fieldNames: type.fields, fields: fields))
  }

  static func memberwise(_ type: StructType) -> String {
    "\(type.name)(" + type.fields.map { "\($0): \(type.fieldTypes[$0] ?? "...")" }.joined(separator: ", ")
      + ")"
  }

  /// Checks a field's value against its declared type (an `Int` literal for a `Double` field
  /// becomes a `Double`, as Swift's literals do).
  func fieldValue(_ value: Value, field: String, of type: StructType, at node: some SyntaxProtocol)
    throws(SwiftError) -> Value
  {
    guard let declared = type.fieldTypes[field] else { return value }
    let base = declared.hasSuffix("?") ? String(declared.dropLast()) : declared
    if declared.hasSuffix("?"), value == .nilValue { return value }
    switch (resolvedType(base), value) {
    case ("Double", .int(let number)), ("Float", .int(let number)): return .double(Double(number))
    case ("Int", .int), ("Double", .double), ("Float", .double), ("String", .string), ("Bool", .bool),
      ("UUID", .string), ("Character", .string):
      return value
    case ("Int", _), ("Double", _), ("String", _), ("Bool", _), ("UUID", _):
      throw SwiftError(
        node, "cannot convert value of type '\(value.typeName)' to expected argument type '\(declared)'")
    default:
      if value == .nilValue && !declared.hasSuffix("?") {
        throw SwiftError(node, "'nil' is not compatible with expected argument type '\(declared)'")
      }
      return value
    }
  }

  /// `Item.payment(details)`, `.payment(details)`.
  func enumCase(
    _ name: String, of typeName: String?, _ call: FunctionCallExprSyntax, at node: some SyntaxProtocol
  )
    throws(SwiftError) -> Value
  {
    let owners =
      typeName.map { registry.enums[$0].map { [$0] } ?? [] }
      ?? registry.enums.values.filter { $0[caseNamed: name] != nil }.sorted { $0.name < $1.name }
    guard owners.count == 1, let owner = owners.first, let enumCase = owner[caseNamed: name] else {
      if owners.count > 1 {
        throw SwiftError(node, "'.\(name)' is ambiguous: write the type (\(owners[0].name).\(name))")
      }
      throw SwiftError(
        node, "no declared enum has a case '\(name)' with associated values",
        fix: "declare it: enum Item: Hashable { case \(name)(Payment) }")
    }
    guard enumCase.payloadLabels.count == call.arguments.count else {
      throw SwiftError(
        call,
        "the case \(owner.name).\(name) has \(enumCase.payloadLabels.count) associated value(s), "
          + "but \(call.arguments.count) were given")
    }
    var payload: [Value] = []
    for (label, argument) in zip(enumCase.payloadLabels, call.arguments) {
      if argument.label?.text != label {
        throw SwiftError(
          argument, label.map { "expected the label '\($0):'" } ?? "this associated value has no label")
      }
      payload.append(try value(argument.expression))
    }
    return .enumCase(
      EnumValue(type: owner.name, caseName: name, payload: payload, payloadLabels: enumCase.payloadLabels))
  }

  /// `Int.random(in:)`, `Bool.random()`, `Item.payment(x)`.
  func staticCall(
    _ name: String, of type: String, _ call: FunctionCallExprSyntax, at node: MemberAccessExprSyntax
  )
    throws(SwiftError) -> Value
  {
    switch (type, name) {
    case ("Bool", "random"):
      try expectNoArguments(call)
      return .bool(host.nextRandom() & 1 == 1)
    case ("Int", "random"):
      guard call.arguments.count == 1, let range = call.arguments.first, range.label?.text == "in" else {
        throw SwiftError(call, "write Int.random(in: 1...6)")
      }
      let values = try elements(range.expression)
      guard !values.isEmpty else {
        throw SwiftError(range, "Fatal error: Can't get random value with an empty range")
      }
      return values[randomIndex(below: values.count)]
    default:
      if registry.enums[type] != nil { return try enumCase(name, of: type, call, at: node) }
      throw SwiftError.noMember(node.declName, name, of: "\(type).Type")
    }
  }

  /// `Section(rawValue: "Apples")`: the case with that raw value, or `nil` (an optional).
  func enumFromRawValue(_ type: EnumType, _ call: FunctionCallExprSyntax) throws(SwiftError) -> Value {
    guard let rawType = type.rawType else {
      throw SwiftError(
        call, "'\(type.name)' has no raw values, so no init(rawValue:)",
        fix:
          "declare it enum \(type.name): String { case a = \"A\" }, or write the case: \(type.name).caseName")
    }
    guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "rawValue"
    else {
      throw SwiftError(
        call, "write \(type.name)(rawValue: ...)", fix: "an enum is made from its raw value only")
    }
    let raw = try value(argument.expression)
    guard raw.typeName == rawType || (rawType == "Double" && raw.typeName == "Int") else {
      throw SwiftError.typeMismatch(
        argument.expression, expected: "a raw value of type \(rawType)", got: describe(raw))
    }
    for enumCase in type.cases where enumCase.rawValue.map({ equal($0, raw) }) == true {
      return type.value(of: enumCase)
    }
    return .nilValue
  }

  /// A number below `count` from the session's seeded generator.
  func randomIndex(below count: Int) -> Int {
    Int(host.nextRandom() % UInt64(count))
  }
}
