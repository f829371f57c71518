/// Whether a type conforms to a protocol, as far as the checker can tell before anything runs:
/// what a generic requirement (`<T: Hashable>`) is held to.
///
/// It decides only where it sees every conformance the type has: a type of the program whose
/// declaration and extensions name the program's protocols and the library's few listed here
/// (a subclass of a library class, an adopter of a protocol of the library's it does not know, is
/// not decided), the library's plain values, their arrays, dictionaries, sets and optionals, and a
/// generic parameter in scope by its own constraints.
extension Checker {
  /// What the checker can tell of a type's conformance to a protocol.
  enum Conformance: Equatable {
    case conforms
    /// It surely does not, with the type swiftc names: the type itself, or the element of an
    /// array (a dictionary's value, an optional's wrapped value) that keeps it from conforming.
    case fails(String)
    case unknown
  }

  /// What the checker needs of a type the program declared (in this entry or an earlier one).
  struct DeclaredType {
    /// Its full name (`Outer.Inner`), as swiftc spells it.
    var name: String
    var kind: TypeKind
    /// An enum whose cases carry no payload: Equatable and Hashable without saying so.
    var isSimpleEnum: Bool
    var isActor: Bool
    var genericParameters: [String]
    var genericRequirements: [GenericRequirement]
  }

  /// The type the program declared under `name`, or nil for one of the library's or the
  /// prelude's (or a name of none).
  func declaredType(_ name: String) -> DeclaredType? {
    if let (declaration, fullName) = entryDeclarations[name] {
      // The prelude's own types, checked as it is read, are the library's.
      guard declaration.location.entry != UIKitPrelude.entry else { return nil }
      return DeclaredType(
        name: fullName, kind: declaration.kind,
        isSimpleEnum: declaration.kind == .enum
          && declaration.members.cases.allSatisfy { $0.payload.isEmpty },
        isActor: declaration.inherited.contains { $0.nominalName == Lowerer.actorProtocol },
        genericParameters: declaration.genericParameters, genericRequirements: declaration.genericRequirements
      )
    }
    guard let type = evaluator.types[name], type.location.entry != UIKitPrelude.entry,
      !Library.typeNames.contains(name)
    else { return nil }
    return DeclaredType(
      name: type.name, kind: type.kind,
      isSimpleEnum: type.kind == .enum && type.cases.allSatisfy { $0.payload.isEmpty },
      isActor: type.conformances.contains(Lowerer.actorProtocol),
      genericParameters: type.genericParameters, genericRequirements: type.genericRequirements)
  }

  /// The requirements of the generic parameter `name` in scope (innermost first), or nil when no
  /// generic declaration around the code has a parameter of that name.
  func genericParameterRequirements(_ name: String) -> [GenericRequirement]? {
    for scope in genericScopes.reversed() {
      if let requirements = scope[name] { return requirements }
    }
    return nil
  }

  /// Whether the checker decides conformances to this protocol: the program's own protocols and
  /// these of the library's (not `Sendable`, which a struct has without saying so).
  func decides(_ protocolName: String) -> Bool {
    Self.decidedLibraryProtocols.contains(protocolName) || declaredType(protocolName)?.kind == .protocol
  }

  private static let decidedLibraryProtocols: Set<String> = [
    "Hashable", "Equatable", "Comparable", "CustomStringConvertible", "Identifiable", "CaseIterable", "Error",
  ]

  /// The library's protocols whose own parents are known here, with them.
  private static let libraryProtocolParents: [String: [String]] = [
    "Hashable": ["Equatable"], "Comparable": ["Equatable"], "Equatable": [], "CustomStringConvertible": [],
    "CustomDebugStringConvertible": [], "Identifiable": [], "CaseIterable": [], "Error": ["Sendable"],
    "LocalizedError": ["Error"], "Sendable": [], "Codable": ["Encodable", "Decodable"], "Encodable": [],
    "Decodable": [], Lowerer.actorProtocol: ["Sendable"],
  ]

  /// The library's values the checker knows, with the decided protocols each conforms to.
  private static let libraryConformances: [String: Set<String>] = {
    let plain: Set<String> = ["Hashable", "Equatable", "Comparable", "CustomStringConvertible"]
    return [
      "Int": plain, "Double": plain, "String": plain, "Character": plain, "UUID": plain, "Date": plain,
      "Bool": ["Hashable", "Equatable", "CustomStringConvertible"],
    ]
  }()

  /// The raw value types an enum may declare first (`enum Kind: String`), which are no parents.
  private static let rawValueTypes: Set<String> = ["Int", "String", "Double", "Character"]

  /// Whether `type` conforms to `protocolName` (a protocol the checker decides).
  func conformance(of type: TypeName, to protocolName: String) -> Conformance {
    let equality = protocolName == "Hashable" || protocolName == "Equatable"
    switch type {
    case .array(let element): return equality ? conformance(of: element, to: protocolName) : .unknown
    case .optional(let wrapped): return equality ? conformance(of: wrapped, to: protocolName) : .unknown
    case .dictionary(_, let value): return equality ? conformance(of: value, to: protocolName) : .unknown
    case .named("Set", let arguments) where arguments.count == 1 && !isShadowed("Set"):
      return equality ? .conforms : .unknown
    case .named(let name, let arguments):
      if let requirements = genericParameterRequirements(name) {
        return arguments.isEmpty ? conformance(ofParameter: name, requirements, to: protocolName) : .unknown
      }
      if let target = entryAliases[name] ?? evaluator.aliases[name], arguments.isEmpty, target != type {
        return conformance(of: target, to: protocolName)
      }
      if let declared = declaredType(name) {
        // Written bare, a generic type's arguments are not known: swiftc would name them.
        guard declared.genericParameters.count == arguments.count else { return .unknown }
        let shown = TypeName.named(declared.name, arguments).sugared
        return conformance(ofDeclared: declared, shown: shown, to: protocolName)
      }
      guard arguments.isEmpty, let innate = Self.libraryConformances[name],
        name != "Date" || evaluator.isPreludeType(name)
      else { return .unknown }
      if innate.contains(protocolName) { return .conforms }
      // An extension may have added it (`extension Int: Describable {}`).
      return closure(of: pendingParents(of: name), reaching: protocolName, asRawEnum: false)
        .map { $0 ? .conforms : .fails(name) } ?? .unknown
    default:
      return .unknown
    }
  }

  /// A type of the program's: by the protocols and superclass it declares (and theirs), and the
  /// conformances Swift gives an enum without payloads.
  private func conformance(ofDeclared declared: DeclaredType, shown: String, to protocolName: String)
    -> Conformance
  {
    guard declared.kind != .protocol else { return .unknown }
    if declared.isSimpleEnum, protocolName == "Hashable" || protocolName == "Equatable" { return .conforms }
    guard
      let reaches = closure(
        of: parents(of: declared), reaching: protocolName, asRawEnum: declared.kind == .enum)
    else { return .unknown }
    return reaches ? .conforms : .fails(shown)
  }

  /// A generic parameter: by its own constraints, which are all a value of it is known to have.
  private func conformance(
    ofParameter name: String, _ requirements: [GenericRequirement], to protocolName: String
  ) -> Conformance {
    var constraints: [String] = []
    for requirement in requirements {
      switch requirement.kind {
      case .conforms(let constraint): constraints.append(constraint)
      case .sameType: return .unknown
      }
    }
    guard let reaches = closure(of: constraints, reaching: protocolName, asRawEnum: false) else {
      return .unknown
    }
    return reaches ? .conforms : .fails(name)
  }

  /// The parents a declared type names (its declaration's and its extensions', under its full
  /// name and the one it was looked up by).
  private func parents(of declared: DeclaredType) -> [String] {
    let bare = declared.name.split(separator: ".").last.map(String.init) ?? declared.name
    return pendingParents(of: declared.name) + (bare == declared.name ? [] : pendingParents(of: bare))
  }

  /// Whether the protocols and classes `parents` name, and theirs, include `protocolName`; nil
  /// when one of them is not known here (a class or protocol of the library's it may come
  /// through). An enum's first parent may be its raw value type.
  private func closure(of parents: [String], reaching protocolName: String, asRawEnum: Bool) -> Bool? {
    let found = ancestors(parents, asRawEnum: asRawEnum)
    if found.names.contains(protocolName) { return true }
    return found.complete ? false : nil
  }

  /// The protocols and classes `parents` name, and theirs; not complete when one of them is not
  /// known here (a class or protocol of the library's, which others may come through).
  func ancestors(_ parents: [String], asRawEnum: Bool) -> (names: Set<String>, complete: Bool) {
    var pending = parents
    var seen: Set<String> = []
    var complete = true
    while let parent = pending.popLast() {
      guard seen.insert(parent).inserted else { continue }
      if let declared = declaredType(parent), declared.kind == .protocol || declared.kind == .class {
        pending += self.parents(of: declared)
      } else if let known = Self.libraryProtocolParents[parent] {
        pending += known
      } else if !(asRawEnum && Self.rawValueTypes.contains(parent)) {
        complete = false
      }
    }
    return (seen, complete)
  }

  /// The protocols and classes a declared type comes from (``ancestors(_:asRawEnum:)``).
  func ancestors(of declared: DeclaredType) -> (names: Set<String>, complete: Bool) {
    ancestors(parents(of: declared), asRawEnum: declared.kind == .enum)
  }

  /// Whether `protocolName` implies `other` (`Hashable` implies `Equatable`), by what is known
  /// of their parents.
  func implies(_ protocolName: String, _ other: String) -> Bool {
    protocolName != other && closure(of: [protocolName], reaching: other, asRawEnum: false) == true
  }

  /// Whether the name is a generic parameter or a type of the program's, not the library's.
  func isShadowed(_ name: String) -> Bool {
    genericParameterRequirements(name) != nil || declaredType(name) != nil
  }
}

extension Checker {
  /// The members the library's protocols require, which a type or protocol adopting them has.
  static let libraryProtocolMembers: [String: Set<String>] = [
    "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
    "Identifiable": ["id"], "Hashable": ["hashValue", "hash"], "CaseIterable": ["allCases"],
    "LocalizedError": ["errorDescription", "localizedDescription"], "Error": ["localizedDescription"],
  ]

  /// Protocols of the standard library whose requirements add no members a method would name bare.
  static let knownProtocols: Set<String> = [
    "Hashable", "Equatable", "Comparable", "CaseIterable", "CustomStringConvertible", "Identifiable", "Error",
    "Codable", "Sendable", "AnyObject", "CustomDebugStringConvertible", "Encodable", "Decodable",
    "LocalizedError", Lowerer.actorProtocol,
  ]
}
