import DiffableKit

/// The program's identifier types as the session knows them: each struct and enum an entry
/// declares is declared to the session too (which announces it with its Hashable rule, explains
/// edits and stale cells by its fields, and lets the short syntax make its values), and the values
/// of a type whose rule is plain fields are keyed by the session, as the short syntax's are, so
/// that both languages agree on what is the same item.
///
/// A rule is plain fields when Swift synthesizes it (every stored property), or when `hash(into:)`
/// only combines stored properties and `==` only compares the same stored property of both sides,
/// joined by `&&`. A type with any other body is not declared to the session: its bodies are run
/// (``snapshotIdentifier(for:at:)``) and the session keys none of its values. Neither does it key
/// the instances of a Hashable class, whose own `hash(into:)` and `==` are always run: the class
/// is announced with what they read.
extension Evaluator {
  /// Declares to the session the structs, enums and Hashable classes the top-level `statements`
  /// declare or extend.
  func declareToSession(_ statements: [Statement]) {
    guard let host = uikit else { return }
    // Each type with the place of its declaration, or of the extension that led to it.
    var names: [(String, SourceLocation)] = []
    for statement in statements where statement.location.entry > 0 {
      switch statement.kind {
      case .type(let declaration) where !names.contains(where: { $0.0 == declaration.name }):
        names.append((declaration.name, statement.location))
      case .typeAlias(let name, let target):
        _ = host.declare(alias: name, for: target.description, at: statement.location)
      case .extension(let declaration):
        if case let name = declaration.typeName, !names.contains(where: { $0.0 == name }), declaresType(name),
          Self.mayChangeRule(declaration)
        {
          names.append((name, statement.location))
        }
      default: continue
      }
    }
    for (name, location) in names {
      guard var type = types[name] else { continue }
      switch type.kind {
      case .struct:
        guard type.conformances.contains("Hashable") else { continue }
        guard let declared = sessionStructType(of: type) else {
          // Bodies run as code: the session announces what they compare, and keys nothing.
          _ = host.declare(executedRule: executedRule(of: type), at: location)
          continue
        }
        type.isKeyedBySession = host.declare(structure: declared, at: location)
      case .class:
        // A class writes its own rule (Swift synthesizes none for it), run as code; one that
        // inherits its rule (or NSObject's) is not announced again.
        guard conforms(type, to: "Hashable"), Self.declaresRule(type) else { continue }
        _ = host.declare(executedRule: executedRule(of: type), at: location)
        continue
      case .enum:
        // An enum without cases is a namespace (`enum Layout { static let ... }`): no values.
        guard !type.cases.isEmpty, let declared = sessionEnumType(of: type) else { continue }
        type.isKeyedBySession = host.declare(enumeration: declared, at: location) && !declaresOwnRule(type)
      default: continue
      }
      types[name] = type
    }
  }

  /// Whether a type declares `hash(into:)` or `==` itself.
  private static func declaresRule(_ type: TypeInfo) -> Bool {
    type.methods["hash"]?.contains { $0.fullName == "hash(into:)" } == true
      || type.staticMethods["=="]?.contains { $0.parameters.count == 2 } == true
  }

  /// Whether an extension may change its type's Hashable rule, and so be announced again: only
  /// one that declares `hash(into:)` or `==`, or the conformance itself (an extension adds no
  /// stored property and no case). `extension Game { static var all = ... }` leaves it alone.
  private static func mayChangeRule(_ declaration: ExtensionDeclaration) -> Bool {
    declaration.inherited.contains { ["Hashable", "Equatable"].contains($0.nominalName) }
      || declaration.members.methods.contains { $0.name == "hash" || $0.name == "==" }
  }

  /// The session's form of a Hashable struct whose rule is plain fields, or nil.
  private func sessionStructType(of type: TypeInfo) -> StructType? {
    let fields = type.storedProperties.compactMap(\.name)
    func chosen(_ reading: FieldReading) -> [String]?? {
      switch reading {
      case .synthesized: .some(nil)
      case .fields(let names): .some(names)
      case .unreadable: nil
      }
    }
    guard let hash = chosen(hashFields(of: type, among: fields)),
      let equality = chosen(equalityFields(of: type, among: fields))
    else { return nil }
    return try? StructType(name: type.name, fields: fields, hashFields: hash, equalityFields: equality)
  }

  /// What a rule's body was read as.
  private enum FieldReading: Equatable {
    /// Not written: Swift's synthesized rule (every stored property).
    case synthesized
    /// Only these stored properties, in the order first read.
    case fields([String])
    /// Anything else: the body is run, not read.
    case unreadable
  }

  /// `hash(into:)` read as the stored properties it combines.
  private func hashFields(of type: TypeInfo, among fields: [String]) -> FieldReading {
    guard let hash = type.methods["hash"]?.first(where: { $0.fullName == "hash(into:)" }) else {
      return .synthesized
    }
    let hasher = hash.parameters[0].name
    var combined: [String] = []
    for statement in hash.body {
      guard case .expression(let call) = statement.kind, case .call(let callee, let arguments) = call.kind,
        case .member(let receiver, "combine") = callee.kind, case .name(hasher) = receiver.kind,
        arguments.count == 1, arguments[0].label == nil,
        let field = storedField(arguments[0].value, among: fields)
      else { return .unreadable }
      if !combined.contains(field) { combined.append(field) }
    }
    return .fields(combined)
  }

  /// `static func ==` read as the stored properties it compares on both sides.
  private func equalityFields(of type: TypeInfo, among fields: [String]) -> FieldReading {
    guard let equal = type.staticMethods["=="]?.first(where: { $0.parameters.count == 2 }) else {
      return .synthesized
    }
    let (lhs, rhs) = (equal.parameters[0].name, equal.parameters[1].name)
    guard equal.body.count == 1 else { return .unreadable }
    let result: Expression
    switch equal.body[0].kind {
    case .expression(let expression), .return(let expression?): result = expression
    default: return .unreadable
    }
    var compared: [String] = []
    func read(_ expression: Expression) -> Bool {
      switch expression.kind {
      case .binary("&&", let left, let right): return read(left) && read(right)
      case .binary("==", let left, let right):
        guard case .member(let leftBase, let leftField) = left.kind,
          case .member(let rightBase, let rightField) = right.kind, leftField == rightField,
          fields.contains(leftField), case .name(let leftName) = leftBase.kind,
          case .name(let rightName) = rightBase.kind,
          (leftName, rightName) == (lhs, rhs) || (leftName, rightName) == (rhs, lhs)
        else { return false }
        if !compared.contains(leftField) { compared.append(leftField) }
        return true
      default: return false
      }
    }
    return read(result) ? .fields(compared) : .unreadable
  }

  /// The stored property an expression of a method body reads (`id`, `self.id`), or nil.
  private func storedField(_ expression: Expression, among fields: [String]) -> String? {
    switch expression.kind {
    case .name(let name) where fields.contains(name): name
    case .member(let base, let name) where fields.contains(name):
      if case .selfValue = base.kind { name } else { nil }
    default: nil
    }
  }

  /// Whether an enum writes its own `hash(into:)` or `==` (else Swift synthesizes them).
  private func declaresOwnRule(_ type: TypeInfo) -> Bool {
    type.methods["hash"] != nil || type.staticMethods["=="] != nil
  }

  /// The session's form of an enum: its cases with their raw values and payloads.
  private func sessionEnumType(of type: TypeInfo) -> EnumType? {
    var cases: [EnumCase] = []
    for enumCase in type.cases {
      var raw: DiffableKit.Value?
      if type.rawType != nil {
        let instance = EnumValue(typeName: type.name, caseName: enumCase.name, payload: [])
        switch try? rawValue(of: instance, at: enumCase.location) {
        case .int(let number)?: raw = .int(number)
        case .string(let text)?: raw = .string(text)
        case .double(let number)?: raw = .double(number)
        default: return nil
        }
      }
      cases.append(
        EnumCase(
          name: enumCase.name, rawValue: raw, payloadLabels: enumCase.payload.map(\.label),
          payloadTypes: enumCase.payload.map(\.type.description)))
    }
    return try? EnumType(
      name: type.name, rawType: type.rawType?.description, cases: cases,
      isCaseIterable: type.conformances.contains("CaseIterable"))
  }
}
