import DiffableEngine
import DiffableKit
import SwiftSyntax

extension SwiftRun {
  /// A call on a snapshot written as a statement: an edit of that snapshot; `nil` for any
  /// other call (a query, evaluated as an expression).
  func snapshotStatement(
    _ name: String, of snapshotName: String, _ call: FunctionCallExprSyntax, at node: some SyntaxProtocol
  )
    throws(SwiftError) -> SnapshotEdit?
  {
    let arguments = Array(call.arguments)
    func label(_ index: Int) -> String? {
      arguments.indices.contains(index) ? arguments[index].label?.text : nil
    }
    func items(_ index: Int, as role: ElementRole? = nil) throws(SwiftError) -> [Value] {
      guard arguments.indices.contains(index) else {
        throw SwiftError(call, "\(name) needs an array of identifiers")
      }
      let expression = arguments[index].expression
      guard let role else { return try elements(expression) }
      return try identifiers(expression, as: role, of: snapshotName)
    }
    func one(_ index: Int) throws(SwiftError) -> Value {
      guard arguments.indices.contains(index) else { throw SwiftError(call, "\(name) needs an identifier") }
      return try value(arguments[index].expression)
    }
    func placement(_ before: String, _ after: String) throws(SwiftError) -> EditPlacement {
      switch label(1) {
      case before: return .before(try one(1))
      case after: return .after(try one(1))
      default: throw SwiftError(call, "\(name) needs \(before): or \(after):")
      }
    }
    func expectArguments(_ count: Int) throws(SwiftError) {
      if arguments.count > count { throw SwiftError(arguments[count], "extra argument in call to \(name)") }
      if let first = arguments.first, let written = first.label {
        throw SwiftError(first, "extraneous argument label '\(written.text):' in call to \(name)")
      }
    }
    let command: SnapshotEdit
    switch name {
    case "appendSections":
      try expectArguments(1)
      command = .appendSections(try items(0, as: .section))
    case "appendItems":
      try expectArguments(2)
      if arguments.count == 2 && label(1) != "toSection" {
        throw SwiftError(arguments[1], "expected toSection:")
      }
      // `toSection: nil` is UIKit's default: the last section.
      let section = arguments.count == 2 ? try one(1) : nil
      command = .appendItems(try items(0, as: .item), toSection: section == .nilValue ? nil : section)
    case "insertSections":
      try expectArguments(2)
      command = .insertSections(try items(0, as: .section), try placement("beforeSection", "afterSection"))
    case "insertItems":
      try expectArguments(2)
      command = .insertItems(try items(0, as: .item), try placement("beforeItem", "afterItem"))
    case "moveSection":
      try expectArguments(2)
      command = .moveSection(try one(0), try placement("beforeSection", "afterSection"))
    case "moveItem":
      try expectArguments(2)
      command = .moveItem(try one(0), try placement("beforeItem", "afterItem"))
    case "deleteSections":
      try expectArguments(1)
      command = .deleteSections(try items(0))
    case "deleteItems":
      try expectArguments(1)
      command = .deleteItems(try items(0))
    case "deleteAllItems":
      try expectNoArguments(call)
      command = .deleteAllItems
    case "reloadSections":
      try expectArguments(1)
      command = .reloadSections(try items(0))
    case "reloadItems":
      try expectArguments(1)
      command = .reloadItems(try items(0))
    case "reconfigureItems":
      try expectArguments(1)
      command = .reconfigureItems(try items(0))
    default:
      return nil
    }
    try requireMutable(snapshotName, at: node)
    return command
  }

  func requireMutable(_ name: String, at node: some SyntaxProtocol) throws(SwiftError) {
    guard state.bindings.isMutable(name) else { throw SwiftError.immutable(node, name) }
  }

  /// Queries of a snapshot inside an expression.
  func snapshotQuery(
    _ name: String, of snapshotName: String, _ call: FunctionCallExprSyntax, at node: MemberAccessExprSyntax
  )
    throws(SwiftError) -> Value
  {
    let snapshot = snapshot(named: snapshotName)
    func identifier() throws(SwiftError) -> DiffableKit.SnapshotIdentifier {
      registry.identifier(for: try onlyArgument(call))
    }
    // The label each query takes, as UIKit declares it (`nil`: none).
    let labels: [String: String?] = [
      "numberOfItems": "inSection", "itemIdentifiers": "inSection", "indexOfItem": nil, "indexOfSection": nil,
      "sectionIdentifier": "containingItem",
    ]
    if let expected = labels[name], let argument = call.arguments.first, argument.label?.text != expected {
      let have = argument.label.map { "'\($0.text):'" } ?? "no label"
      throw SwiftError(
        argument,
        "incorrect argument label in call to \(name) (have \(have), expected \(expected.map { "'\($0):'" } ?? "none"))"
      )
    }
    do {
      switch name {
      case "numberOfItems": return .int(try snapshot.numberOfItems(inSection: try identifier()))
      case "itemIdentifiers":
        return .array(try snapshot.itemIdentifiers(inSection: try identifier()).map(\.value))
      case "indexOfItem": return snapshot.indexOfItem(try identifier()).map(Value.int) ?? .nilValue
      case "indexOfSection": return snapshot.indexOfSection(try identifier()).map(Value.int) ?? .nilValue
      case "sectionIdentifier":
        return snapshot.sectionIdentifier(containingItem: try identifier())?.value ?? .nilValue
      default: break
      }
    } catch let error as SnapshotError {
      throw SwiftError(call, String(describing: error))
    } catch let error as SwiftError {
      throw error
    } catch {
      throw SwiftError(call, String(describing: error))
    }
    throw SwiftError(node, "\(name) changes the snapshot: write it as a statement of its own")
  }

  /// `dataSource.snapshot()` and `dataSource.itemIdentifier(for:)` inside an expression.
  func dataSourceCall(_ name: String, _ call: FunctionCallExprSyntax, at node: MemberAccessExprSyntax)
    throws(SwiftError) -> Evaluated
  {
    switch name {
    case "snapshot":
      try expectNoArguments(call)
      return .newSnapshot(.applied)
    case "itemIdentifier":
      guard let argument = call.arguments.first, argument.label?.text == "for",
        let path = argument.expression.as(FunctionCallExprSyntax.self),
        path.calledExpression.trimmedDescription == "IndexPath", path.arguments.count == 2
      else { throw SwiftError(call, "write dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))") }
      // IndexPath(row:section:) or IndexPath(item:section:), in that order, as Foundation declares them.
      let parts = Array(path.arguments)
      guard ["row", "item"].contains(parts[0].label?.text), parts[1].label?.text == "section" else {
        throw SwiftError(
          path, "write IndexPath(row: ROW, section: SECTION) or IndexPath(item: ITEM, section: SECTION)")
      }
      let indexPath = IndexPath(row: try int(parts[0].expression), section: try int(parts[1].expression))
      return .value(state.dataSource.itemIdentifier(for: indexPath)?.value ?? .nilValue)
    case "apply", "applySnapshotUsingReloadData":
      throw SwiftError(node, "\(name) returns nothing: write it as a statement of its own")
    default:
      throw SwiftError.noMember(node.declName, name, of: "UITableViewDiffableDataSource")
    }
  }

  /// `dataSource.apply(snapshot, animatingDifferences: true)` and friends as statements.
  func dataSourceStatement(_ name: String, _ call: FunctionCallExprSyntax, at node: some SyntaxProtocol)
    throws(SwiftError) -> EngineOperation?
  {
    guard name == "apply" || name == "applySnapshotUsingReloadData" else { return nil }
    guard let first = call.arguments.first, first.label == nil else {
      throw SwiftError(call, "\(name) needs the snapshot to apply: dataSource.\(name)(snapshot)")
    }
    let snapshotName: String
    switch try evaluate(first.expression) {
    case .snapshot(let name): snapshotName = name
    case .newSnapshot(let source):
      throw SwiftError.unsupported(
        first, "applying a snapshot made in place (\(Self.spelling(of: source))); bind it with var first")
    case let other:
      throw SwiftError.typeMismatch(first.expression, expected: "a snapshot", got: describeEvaluated(other))
    }
    var animated = true
    for argument in call.arguments.dropFirst() {
      switch argument.label?.text {
      case "animatingDifferences" where name == "apply": animated = try bool(argument.expression)
      case "completion": break
      default: throw SwiftError(argument, "extra argument in call to \(name)")
      }
    }
    return name == "apply"
      ? .apply(snapshot: snapshotName, animatingDifferences: animated)
      : .applyUsingReloadData(snapshot: snapshotName)
  }

  func describeEvaluated(_ evaluated: Evaluated) -> String {
    switch evaluated {
    case .value(let value): describe(value)
    case .snapshot(let name): "the snapshot '\(name)'"
    case .newSnapshot: "a snapshot"
    case .dataSource: "the data source"
    case .type(let name): "the type \(name)"
    case .uikit(let name): "UIKit's \(name)"
    }
  }

  /// How `source` is written in Swift, for messages.
  static func spelling(of source: SnapshotSource) -> String {
    switch source {
    case .empty: "NSDiffableDataSourceSnapshot()"
    case .applied: "dataSource.snapshot()"
    case .copy(let name): name
    case .value: SnapshotsAndTable.workingName
    }
  }
}
