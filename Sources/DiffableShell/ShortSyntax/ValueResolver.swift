import DiffableEngine
import DiffableKit

extension SessionState {
  /// Turns a written value into a model value: struct arguments checked against the declared
  /// type, `UUID()` generated.
  /// - Throws: a ``SessionError`` naming the unknown type, the missing or extra argument, or
  ///   the mislabelled field.
  mutating func resolve(_ expression: ValueExpression) throws(SessionError) -> Value {
    switch expression {
    case .int(let value): return .int(value)
    case .double(let value): return .double(value)
    case .bool(let value): return .bool(value)
    case .string(let value): return .string(value)
    case .symbol(let name):
      // Once Swift has declared `enum Section { case main }`, `main` is that case (a session
      // that declared no enum, as a short-syntax script, has nothing to look up).
      guard !types.registry.enums.isEmpty else { return .symbol(name) }
      let enums = types.registry.enumsWithCase(named: name)
      if enums.count == 1, let enumCase = enums[0][caseNamed: name] { return enums[0].value(of: enumCase) }
      return .symbol(name)
    case .uuid: return .string(uuids.next())
    case .structure(let typeName, let arguments):
      guard let type = types.registry[typeName] else {
        throw .valueOfUnknownType(typeName, declared: types.registry.typeNames)
      }
      guard arguments.count == type.fields.count else {
        throw .wrongArgumentCount(type: type, given: arguments.count)
      }
      var fields: [Value] = []
      for (field, argument) in zip(type.fields, arguments) {
        if let label = argument.label, label != field {
          throw .wrongLabel(label, field: field, type: type)
        }
        fields.append(try resolve(argument.value))
      }
      return .structure(StructValue(type: typeName, fieldNames: type.fields, fields: fields))
    }
  }

  /// The identifier of a written value under the current rules.
  mutating func identifier(_ expression: ValueExpression) throws(SessionError) -> SnapshotIdentifier {
    let value = try resolve(expression)
    return types.registry.identifier(for: value)
  }

  /// The identifiers of written values, in order.
  mutating func identifiers(_ expressions: [ValueExpression]) throws(SessionError) -> [SnapshotIdentifier] {
    var result: [SnapshotIdentifier] = []
    result.reserveCapacity(expressions.count)
    for expression in expressions { result.append(try identifier(expression)) }
    return result
  }

  /// A query with its identifiers resolved.
  mutating func resolved(_ query: Query) throws(SessionError) -> SnapshotQuery {
    switch query {
    case .numberOfSections: .numberOfSections
    case .numberOfItems(let section):
      .numberOfItems(inSection: try section.map { e throws(SessionError) in try identifier(e) })
    case .sectionIdentifiers: .sectionIdentifiers
    case .itemIdentifiers(let section):
      .itemIdentifiers(inSection: try section.map { e throws(SessionError) in try identifier(e) })
    case .indexOfSection(let section): .indexOfSection(try identifier(section))
    case .indexOfItem(let item): .indexOfItem(try identifier(item))
    case .sectionIdentifierContainingItem(let item): .sectionIdentifierContainingItem(try identifier(item))
    case .itemIdentifierFor(let indexPath): .itemIdentifierFor(indexPath)
    case .indexPathFor(let item): .indexPathFor(try identifier(item))
    case .reloadedItemIdentifiers: .reloadedItemIdentifiers
    case .reconfiguredItemIdentifiers: .reconfiguredItemIdentifiers
    case .reloadedSectionIdentifiers: .reloadedSectionIdentifiers
    }
  }

  /// A placement with its destination resolved.
  mutating func placement(_ expression: PlacementExpression) throws(SessionError) -> Placement {
    switch expression {
    case .before(let value): .before(try identifier(value))
    case .after(let value): .after(try identifier(value))
    }
  }

}

extension SessionState {
  /// The engine's edit for a snapshot command of the short syntax, its words resolved into
  /// values in the order they are written (`UUID()` draws from the seeded sequence).
  /// - Precondition: `command` is a snapshot edit.
  mutating func resolveEdit(_ command: Command) throws(SessionError) -> SnapshotEdit {
    func values(_ expressions: [ValueExpression]) throws(SessionError) -> [Value] {
      var result: [Value] = []
      result.reserveCapacity(expressions.count)
      for expression in expressions { result.append(try resolve(expression)) }
      return result
    }
    func placed(_ placement: PlacementExpression) throws(SessionError) -> EditPlacement {
      switch placement {
      case .before(let value): .before(try resolve(value))
      case .after(let value): .after(try resolve(value))
      }
    }
    switch command {
    case .appendSections(let sections): return .appendSections(try values(sections))
    case .insertSections(let sections, let placement):
      let resolved = try values(sections)
      return .insertSections(resolved, try placed(placement))
    case .deleteSections(let sections): return .deleteSections(try values(sections))
    case .moveSection(let section, let placement):
      let resolved = try resolve(section)
      return .moveSection(resolved, try placed(placement))
    case .reloadSections(let sections): return .reloadSections(try values(sections))
    case .appendItems(let items, let section):
      let resolved = try values(items)
      return .appendItems(
        resolved, toSection: try section.map { section throws(SessionError) in try resolve(section) })
    case .insertItems(let items, let placement):
      let resolved = try values(items)
      return .insertItems(resolved, try placed(placement))
    case .moveItem(let item, let placement):
      let resolved = try resolve(item)
      return .moveItem(resolved, try placed(placement))
    case .deleteItems(let items): return .deleteItems(try values(items))
    case .deleteAllItems: return .deleteAllItems
    case .reloadItems(let items): return .reloadItems(try values(items))
    case .reconfigureItems(let items): return .reconfigureItems(try values(items))
    default: preconditionFailure("\(command.name) is not a snapshot edit")
    }
  }
}

extension Command {
  /// The identifiers a snapshot command names besides those it adds, for the hint on a bare
  /// word that fails where its String would have been found.
  var namedIdentifiers: [ValueExpression] {
    switch self {
    case .insertSections(_, let placement), .insertItems(_, let placement): [placement.anchor]
    case .appendItems(_, let section): section.map { [$0] } ?? []
    case .moveSection(let moved, let placement), .moveItem(let moved, let placement):
      [moved, placement.anchor]
    case .deleteSections(let named), .reloadSections(let named), .deleteItems(let named),
      .reloadItems(let named), .reconfigureItems(let named):
      named
    default: []
    }
  }
}
