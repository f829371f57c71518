/// A declared enum type: its cases in order, each with its raw value or associated values.
///
/// An enum's `Hashable` conformance is always Swift's synthesized one: two values are equal
/// when they are the same case and their associated values are equal (each compared by its own
/// type's rule), so an enum has no rule to change.
///
/// ```swift
/// let section = EnumType(name: "Section", rawType: "String",
///                        cases: [EnumCase(name: "apples", rawValue: .string("Apples"))])
/// section.isCaseIterable  // false unless declared `: CaseIterable`
/// ```
public struct EnumType: Hashable, Sendable {
  /// The type's name, as written in the declaration.
  public let name: String
  /// The raw type (`String`, `Int`) of `enum Section: String`, or `nil`.
  public let rawType: String?
  /// The cases, in declared order.
  public let cases: [EnumCase]
  /// Whether the type conforms to `CaseIterable` (it then has `allCases`).
  public let isCaseIterable: Bool

  /// Declares an enum type.
  /// - Throws: ``TypeError/duplicateField(type:field:)`` when a case is declared twice.
  public init(name: String, rawType: String? = nil, cases: [EnumCase], isCaseIterable: Bool = false)
    throws(TypeError)
  {
    var seen = Set<String>()
    for enumCase in cases where !seen.insert(enumCase.name).inserted {
      throw .duplicateCase(type: name, name: enumCase.name)
    }
    self.name = name
    self.rawType = rawType
    self.cases = cases
    self.isCaseIterable = isCaseIterable
  }

  /// The case named `name`.
  public subscript(caseNamed name: String) -> EnumCase? { cases.first { $0.name == name } }

  /// The value of a case without associated values.
  public func value(of enumCase: EnumCase) -> Value {
    .enumCase(EnumValue(type: name, caseName: enumCase.name))
  }

  /// Every case as a value, in declared order (`allCases`); cases with associated values
  /// are left out, as Swift cannot synthesize `allCases` for them.
  public var allCases: [Value] {
    cases.filter { $0.payloadLabels.isEmpty }.map(value(of:))
  }

  /// How the declaration reads back: `enum Section: String, CaseIterable { apples, oranges }`.
  public var declarationDescription: String {
    var conformances: [String] = []
    if let rawType { conformances.append(rawType) }
    if isCaseIterable { conformances.append("CaseIterable") }
    let header = conformances.isEmpty ? name : "\(name): \(conformances.joined(separator: ", "))"
    return "enum \(header) { \(cases.map(\.description).joined(separator: ", ")) }"
  }
}

/// One case of an ``EnumType``.
public struct EnumCase: Hashable, Sendable {
  /// The case's name (`apples`).
  public let name: String
  /// Its raw value (`"Apples"`), when the enum has a raw type.
  public let rawValue: Value?
  /// One entry per associated value: its label, or `nil` for an unlabelled one.
  public let payloadLabels: [String?]
  /// The associated values' types as written (`PaymentDetailsModel`), when known.
  public let payloadTypes: [String]

  /// Creates a case.
  public init(
    name: String, rawValue: Value? = nil, payloadLabels: [String?] = [], payloadTypes: [String] = []
  ) {
    self.name = name
    self.rawValue = rawValue
    self.payloadLabels = payloadLabels
    self.payloadTypes = payloadTypes
  }
}

extension EnumCase: CustomStringConvertible {
  /// `apples = "Apples"`, `payment(_)`, `main`.
  public var description: String {
    if let rawValue { return "\(name) = \(rawValue)" }
    if payloadLabels.isEmpty { return name }
    return name + "(" + payloadLabels.map { $0 ?? "_" }.joined(separator: ", ") + ")"
  }
}

/// A value of a declared enum type: the case and its associated values.
public struct EnumValue: Hashable, Sendable {
  /// The enum's name.
  public var typeName: String
  /// The case's name.
  public var caseName: String
  /// The associated values, in order.
  public var payload: [Value]
  /// Their labels, parallel to ``payload`` (`nil` for an unlabelled one).
  public var payloadLabels: [String?]

  /// Creates an enum value; `payloadLabels` must be parallel to `payload`.
  public init(type typeName: String, caseName: String, payload: [Value] = [], payloadLabels: [String?] = []) {
    precondition(payload.count == payloadLabels.count, "one label per associated value")
    self.typeName = typeName
    self.caseName = caseName
    self.payload = payload
    self.payloadLabels = payloadLabels
  }
}

extension EnumValue: CustomStringConvertible {
  /// As Swift prints it: `apples`, `payment(PaymentDetailsModel(id: 1, ...))`.
  public var description: String {
    guard !payload.isEmpty else { return caseName }
    let parts = zip(payloadLabels, payload).map { label, value in
      label.map { "\($0): \(value)" } ?? "\(value)"
    }
    return caseName + "(" + parts.joined(separator: ", ") + ")"
  }
}
