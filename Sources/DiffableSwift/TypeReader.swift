import DiffableEngine
import DiffableKit
import SwiftSyntax

/// Reads `struct`, `enum`, `class` and `typealias` declarations into the model, with the
/// Hashable rule their code states.
struct TypeReader {
  /// Works out a default value (`let emptyMessage = "..."`).
  var evaluate: (ExprSyntax) throws(SwiftError) -> Value

  func read(_ declaration: DeclSyntax) throws(SwiftError) -> Declaration? {
    if let structure = declaration.as(StructDeclSyntax.self) {
      return .structure(
        try readStruct(name: structure.name.text, members: structure.memberBlock, isClass: false))
    }
    if let enumeration = declaration.as(EnumDeclSyntax.self) {
      return .enumeration(try readEnum(enumeration))
    }
    if let alias = declaration.as(TypeAliasDeclSyntax.self) {
      return .alias(name: alias.name.text, target: alias.initializer.value.trimmedDescription)
    }
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      let inherited = classDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      guard inherited.first == "NSObject" else {
        throw SwiftError.plainClass(classDecl.name, classDecl.name.text)
      }
      return .structure(
        try readStruct(name: classDecl.name.text, members: classDecl.memberBlock, isClass: true))
    }
    return nil
  }

  // MARK: - Structs and NSObject classes

  private func readStruct(name: String, members: MemberBlockSyntax, isClass: Bool) throws(SwiftError)
    -> StructType
  {
    var fields: [String] = []
    var defaults: [String: FieldDefault] = [:]
    var types: [String: String] = [:]
    var hashFields: [String]?
    var equalityFields: [String]?
    var neverEqual = false
    // Rules are read after every stored property is known (they may come first).
    var rules: [DeclSyntax] = []
    for member in members.members {
      let decl = member.decl
      if let variable = decl.as(VariableDeclSyntax.self) {
        if isClass, variable.isOverride, variable.bindings.first?.pattern.trimmedDescription == "hash" {
          rules.append(decl)
          continue
        }
        if variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
          throw SwiftError.unsupported(variable, "static properties")
        }
        let mutable = variable.bindingSpecifier.text == "var"
        for binding in variable.bindings {
          guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw SwiftError.unsupported(binding.pattern, "patterns other than a name in a property")
          }
          if binding.accessorBlock != nil { throw SwiftError.unsupported(binding, "computed properties") }
          let field = pattern.identifier.text
          fields.append(field)
          let type = binding.typeAnnotation?.type.trimmedDescription
          if let type { types[field] = type }
          if let initial = binding.initializer?.value {
            defaults[field] = try fieldDefault(initial)
          } else if mutable, let type, type.hasSuffix("?") {
            defaults[field] = .value(.nilValue)
          }
        }
      } else if decl.is(FunctionDeclSyntax.self) {
        rules.append(decl)
      } else if decl.is(InitializerDeclSyntax.self) {
        // A class writes its init by hand; values are made with labels in declared order.
        guard isClass else {
          throw SwiftError.unsupported(
            decl, "custom initializers",
            fix: "leave init out: diffable gives a struct its memberwise initializer, with defaults")
        }
      } else {
        throw SwiftError.unsupported(decl, "this kind of member (\(Self.kind(of: decl)))")
      }
    }
    for rule in rules {
      if let variable = rule.as(VariableDeclSyntax.self) {
        hashFields = try RuleReader.classHash(variable, fields: fields)
      } else if let function = rule.as(FunctionDeclSyntax.self) {
        switch function.name.text {
        case "hash" where !isClass: hashFields = try RuleReader.hashInto(function, fields: fields)
        case "==" where !isClass:
          switch try RuleReader.equality(function, fields: fields) {
          case .fields(let compared): equalityFields = compared
          case .alwaysFalse:
            equalityFields = []
            neverEqual = true
          }
        case "isEqual" where isClass: equalityFields = try RuleReader.classIsEqual(function, fields: fields)
        default:
          throw SwiftError.unsupported(
            function.name,
            isClass ? "methods other than isEqual(_:)" : "methods other than hash(into:) and ==")
        }
      }
    }
    if isClass && (hashFields == nil || equalityFields == nil) {
      throw SwiftError(
        members,
        "an NSObject subclass without both override var hash and override func isEqual(_:) "
          + "compares by object identity, which diffable cannot model",
        fix: "add override var hash: Int and override func isEqual(_ object: Any?) -> Bool")
    }
    var type: StructType
    do {
      type = try StructType(
        name: name, fields: fields, hashFields: hashFields, equalityFields: equalityFields)
    } catch {
      throw SwiftError(members, error.description)
    }
    if neverEqual { type.setNeverEqual() }
    type.defaults = defaults
    type.fieldTypes = types
    return type
  }

  private func fieldDefault(_ expression: ExprSyntax) throws(SwiftError) -> FieldDefault {
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "UUID",
      call.arguments.isEmpty
    {
      return .freshUUID
    }
    return .value(try evaluate(expression))
  }

  // MARK: - Enums

  private func readEnum(_ decl: EnumDeclSyntax) throws(SwiftError) -> EnumType {
    let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    let rawTypes = ["String", "Int", "Double", "Character"]
    let rawType = inherited.first.flatMap { rawTypes.contains($0) ? $0 : nil }
    var cases: [EnumCase] = []
    var nextInt = 0
    for member in decl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else {
        if let variable = member.decl.as(VariableDeclSyntax.self),
          variable.bindings.contains(where: { $0.accessorBlock != nil })
        {
          throw SwiftError.unsupported(variable, "computed properties")
        }
        throw SwiftError.unsupported(member.decl, "this kind of enum member (\(Self.kind(of: member.decl)))")
      }
      for element in caseDecl.elements {
        var rawValue: Value?
        if let written = element.rawValue?.value {
          rawValue = try evaluate(written)
          if case .int(let number) = rawValue { nextInt = number + 1 }
        } else if rawType == "String" || rawType == "Character" {
          rawValue = .string(element.name.text)
        } else if rawType == "Int" {
          rawValue = .int(nextInt)
          nextInt += 1
        }
        let labels = element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
        let types = element.parameterClause?.parameters.map { $0.type.trimmedDescription } ?? []
        cases.append(
          EnumCase(name: element.name.text, rawValue: rawValue, payloadLabels: labels, payloadTypes: types))
      }
    }
    do {
      return try EnumType(
        name: decl.name.text, rawType: rawType, cases: cases,
        isCaseIterable: inherited.contains("CaseIterable"))
    } catch {
      throw SwiftError(decl.name, error.description)
    }
  }

  static func kind(of decl: DeclSyntax) -> String {
    switch decl.kind {
    case .structDecl: "a nested struct"
    case .enumDecl: "a nested enum"
    case .classDecl: "a nested class"
    case .subscriptDecl: "a subscript"
    case .typeAliasDecl: "a nested typealias"
    case .extensionDecl: "an extension"
    case .protocolDecl: "a protocol"
    default: decl.firstToken(viewMode: .sourceAccurate)?.text ?? "declaration"
    }
  }
}

extension VariableDeclSyntax {
  var isOverride: Bool { modifiers.contains { $0.name.text == "override" } }
}
