import DiffableKit

/// The part of the session's state that the types make up: the declared struct types with
/// their Hashable rules, and the cell provider's templates. Its operations need nothing
/// else of the session; those that also touch the snapshots (a redeclaration of a type in
/// use, a rule change that re-keys every identifier) are the session state's.
public struct DeclaredTypes: Sendable {
  /// Declared struct types and their Hashable rules.
  public var registry = TypeRegistry()
  /// The rules of the structs whose `hash(into:)` and `==` are run as code, by type name: what
  /// they compare, to explain a stale cell (the client keys their values).
  public var executedRules: [String: ExecutedRule] = [:]
  /// Cell templates by type name (`cell Payment "{title}"`).
  public var cellTemplates: [String: CellTemplate] = [:]
  /// The words of the language each struct was declared in: a fix that changes a type's rule
  /// (`explain`'s) is written in them.
  var phrasingOfType: [String: any Phrasing] = [:]

  /// The words to write a change of `type`'s rule in, when the language that declared it said.
  func phrasing(of type: String) -> (any Phrasing)? { phrasingOfType[type] }

  /// No types, no templates.
  public init() {}

  /// The types a `cell` template may name besides the declared structs.
  static let builtInTypes = ["Int", "Double", "Bool", "String", "Symbol"]

  /// `cell TYPE "TEMPLATE"`: the template for a declared struct or a built-in type, its
  /// placeholders checked against the type's fields; `cell Item.payment "{title}"`: the
  /// template of one enum case, filled from its associated value.
  package mutating func declareCell(_ typeName: String, template: String) throws(SessionError) {
    let fields: [String]
    if let type = registry[typeName] {
      fields = type.fields
    } else if Self.builtInTypes.contains(typeName) {
      fields = []
    } else if let enumCase = enumCase(named: typeName) {
      // One associated value of a declared struct: its fields; otherwise only {value}.
      fields = enumCase.payloadTypes.count == 1 ? registry[enumCase.payloadTypes[0]]?.fields ?? [] : []
    } else {
      throw .cellForUnknownType(typeName, builtIn: Self.builtInTypes)
    }
    cellTemplates[typeName] = try CellTemplate(template, typeName: typeName, fields: fields)
  }

  /// The case named `Enum.case`, if it is one.
  private func enumCase(named name: String) -> EnumCase? {
    guard let dot = name.firstIndex(of: ".") else { return nil }
    return registry.enums[String(name[..<dot])]?[caseNamed: String(name[name.index(after: dot)...])]
  }

  /// The cell provider: the templates alone, for closures that render cells.
  var cellProvider: CellProvider { CellProvider(templates: cellTemplates) }
}

/// The data source's cell provider, as `UITableViewDiffableDataSource(tableView:cellProvider:)`
/// takes it: the cell templates by type name (`cell Payment "{title}"`), and nothing else of
/// the session, so a closure that renders cells captures only these.
struct CellProvider: Sendable {
  /// The templates by type name.
  let templates: [String: CellTemplate]

  /// The content of `item`'s cell: its type's template, or without one what
  /// `cell.textLabel?.text = "\(item)"` shows (strings without quotes).
  func content(for item: SnapshotIdentifier) -> String {
    if case .enumCase(let value) = item.value, let template = templates["\(value.typeName).\(value.caseName)"]
    {
      // A case's template (`cell Item.payment "{title}"`) reads its one associated value.
      return template.render(value.payload.count == 1 ? value.payload[0] : item.value)
    }
    guard let template = templates[item.value.typeName] else { return CellTemplate.plain(item.value) }
    return template.render(item.value)
  }

  /// The provider as the cells on screen keep it: the templates of now, so a cell reads the
  /// content it was rendered with, whatever templates come later.
  var renderer: CellRenderer { CellRenderer { [self] item in content(for: item) } }
}
