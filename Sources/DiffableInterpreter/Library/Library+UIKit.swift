import DiffableKit

/// The UIKit stand-ins' API: `UITableView()`, `UITableViewDiffableDataSource(tableView:cellProvider:)`,
/// the data source's `apply`, `applySnapshotUsingReloadData` and `snapshot()`, which reach the
/// session through the interpreter's ``UIKitHost``, and `DispatchQueue.main.async`.
extension Evaluator {
  /// A new UIKit object of `name`, or nil when `name` is not one the stand-ins make this way.
  func constructUIKit(
    _ type: TypeName, _ values: [Value], _ arguments: [Argument], at location: SourceLocation
  ) throws -> Value? {
    guard case .named(let name, let generics) = type else { return nil }
    switch name {
    case "UITableView":
      // The frame and the style change nothing diffable draws.
      guard [[], ["frame"], ["frame", "style"]].contains(arguments.map(\.label)) else {
        throw InterpreterError.checkFailed(
          "diffable makes a table view as UITableView() or UITableView(frame:style:)", at: location)
      }
      return .uikit(UIKitObject(.tableView))
    case "UITableViewDiffableDataSource":
      guard generics.count == 2 else {
        throw InterpreterError.checkFailed(
          "generic parameter 'SectionIdentifierType' could not be inferred", at: location)
      }
      guard arguments.count == 2, arguments[0].label == "tableView",
        arguments[1].label == "cellProvider" || arguments[1].isTrailingClosure,
        // A `UITableView!` (a table view controller's) is unwrapped, as the compiler does.
        case .uikit(let tableView)? = values[0].unwrappedOnce, tableView.kind == .tableView
      else {
        throw InterpreterError.checkFailed(
          "write UITableViewDiffableDataSource<Section, Item>(tableView: tableView) { tableView, indexPath, item in ... }",
          at: location)
      }
      let dataSource = UIKitObject(.dataSource)
      dataSource.tableView = tableView
      // UIKit's initializer makes it the table's data source (in place of any other).
      tableView.dataSource = dataSource
      tableView.programDataSource = nil
      dataSource.sectionType = generics[0]
      dataSource.itemType = generics[1]
      dataSource.cellProvider = values[1]
      return .uikit(dataSource)
    default:
      return try constructFormatter(name, labels: arguments.map(\.label), at: location)
    }
  }

  /// The types the arguments of a UIKit initializer are read as (`.zero` is a `CGRect` there),
  /// or nil for another type.
  static func uikitArgumentTypes(ofInitializer typeName: String?, labels: [String?]) -> [TypeName?]? {
    guard typeName == "UITableView", labels.first == "frame" else { return nil }
    return [.named("CGRect", []), .named("UITableView.Style", [])]
  }

  /// A method of a UIKit object, or nil when it has none of that name and labels.
  func uikitMethod(
    _ object: UIKitObject, _ name: String, _ values: [Value], labels: [String?], at location: SourceLocation
  ) throws -> Value? {
    if object.kind == .tableView {
      return try tableViewMethod(object, name, values, labels: labels, at: location)
    }
    if object.formatter != nil {
      return try formatterMethod(object, name, values, labels: labels, at: location)
    }
    if object.kind == .mainQueue {
      // asyncAfter's delay is not waited: its work runs after the entry, in order with
      // async's (a choice: diffable has no clock to wait on).
      if name == "asyncAfter", labels == ["deadline", "execute"] {
        mainQueue.append((values[1], location, true))
        return .void
      }
      if name == "sync", labels == ["execute"], object.isGlobalQueue {
        return try callValue(values[0], [], at: location)
      }
      guard name == "async", labels == ["execute"] else { return nil }
      mainQueue.append((values[0], location, false))
      return .void
    }
    guard object.kind == .dataSource else { return nil }
    if let answer = try dataSourceQuery(object, name, values, labels: labels, at: location) { return answer }
    switch (name, labels) {
    case ("snapshot", []):
      guard let host = uikit else { throw InterpreterError.noUIKitHost(at: location) }
      var snapshot = SnapshotValue(sectionType: object.sectionType, itemType: object.itemType)
      snapshot.kit = host.appliedSnapshot().withoutMarks
      snapshot.values = object.values
      return .snapshot(snapshot)
    case ("apply", [nil]), ("apply", [nil, "animatingDifferences"]),
      ("apply", [nil, "animatingDifferences", "completion"]):
      let animated = labels.count > 1 ? try isTrue(values[1], at: location) : true
      return try apply(
        values[0], of: object, completion: labels.count == 3 ? values[2] : nil, reloadsData: false,
        at: location
      ) {
        $0.apply($1, animatingDifferences: animated, cells: $2, at: location)
      }
    case ("applySnapshotUsingReloadData", [nil]), ("applySnapshotUsingReloadData", [nil, "completion"]):
      return try apply(
        values[0], of: object, completion: labels.count == 2 ? values[1] : nil, reloadsData: true,
        at: location
      ) {
        $0.applyUsingReloadData($1, cells: $2, at: location)
      }
    default:
      return nil
    }
  }

  /// An apply of `value` by the data source `object` through the session (`applying`), then its
  /// completion handler; nil when `value` is not a snapshot.
  private func apply(
    _ value: Value, of object: UIKitObject, completion: Value?, reloadsData: Bool,
    at location: SourceLocation,
    applying: (any UIKitHost, DiffableKit.Snapshot, ProgramCells?) -> Bool
  ) throws -> Value? {
    guard case .snapshot(let snapshot) = value else { return nil }
    guard let host = uikit else { throw InterpreterError.noUIKitHost(at: location) }
    if object === sessionObjects?.dataSource {
      // The session's data source takes the types of what it is given.
      (object.sectionType, object.itemType) = (snapshot.sectionType, snapshot.itemType)
    }
    try checkSnapshotType(snapshot, appliedBy: object, at: location)
    try checkEachIdentifierEqualsItself(snapshot.kit, at: location)
    // What the program changed in cells it holds shows before the apply's report.
    try showEditedCells(at: location)
    // Without a cell provider, the session draws the rows.
    let cells = programCells(of: object, values: snapshot, at: location)
    cellsOfApply = [:]
    defer { cellsOfApply = [:] }
    guard applying(host, objectsAsTheyAreNow(in: snapshot), cells) else {
      throw InterpreterError.reported(at: location)
    }
    tableDidUpdate(object.tableView, showing: host.appliedSnapshot(), reloadedData: reloadsData)
    if object.values.isEmpty {
      object.values = snapshot.values
    } else {
      object.values.merge(snapshot.values) { _, written in written }
    }
    try askSectionTitles(of: object, sections: snapshot.kit.numberOfSections, host: host, at: location)
    if let completion { try runCompletion(completion, at: location) }
    return .void
  }

  /// UIKit's validator asks each identifier whether it is `==` to itself before an apply, and
  /// raises for one that is not (its type's `==` is not reflexive).
  private func checkEachIdentifierEqualsItself(_ snapshot: DiffableKit.Snapshot, at location: SourceLocation)
    throws
  {
    guard !identities.selfUnequal.isEmpty else { return }
    // A class's identifier is equal to any identifier of the same identity, whatever it shows.
    let unequal = Set(identities.selfUnequal.map { SnapshotIdentifier(value: .int($0), identity: .int($0)) })
    let found =
      snapshot.sectionIdentifiers.first(where: unequal.contains).map { ($0, IdentifierKind.section) }
      ?? snapshot.lazyItemIdentifiers.first(where: unequal.contains).map { ($0, IdentifierKind.item) }
    guard let (identifier, kind) = found else { return }
    throw InterpreterError.uncaughtException(
      SnapshotError.identifierNotEqualToItself(identifier, kind: kind).message(), at: location)
  }

  /// Refuses a snapshot whose identifier types are not the data source's, as the compiler does.
  private func checkSnapshotType(
    _ snapshot: SnapshotValue, appliedBy object: UIKitObject, at location: SourceLocation
  )
    throws
  {
    func resolved(_ type: TypeName?) -> String? {
      type.map { type in type.nominalName.map(resolvedTypeName) ?? type.description }
    }
    let given = [resolved(snapshot.sectionType), resolved(snapshot.itemType)]
    let expected = [resolved(object.sectionType), resolved(object.itemType)]
    guard !given.contains(nil), !expected.contains(nil), given != expected else { return }
    throw InterpreterError.checkFailed(
      "cannot convert value of type '\(snapshot.typeDescription)' to expected argument type "
        + "'NSDiffableDataSourceSnapshot<\(object.sectionType?.description ?? "_"), \(object.itemType?.description ?? "_")>'",
      at: location)
  }

  /// An apply's completion handler, run once the apply is done (diffable's choice: at once, as
  /// the apply itself ends; UIKit runs it after the animation, on the main queue).
  private func runCompletion(_ completion: Value, at location: SourceLocation) throws {
    if case .optional(nil) = completion { return }
    _ = try callValue(completion.unwrappedOnce ?? completion, [], at: location)
  }

  /// `DispatchQueue.main`, the queue the stand-ins have.
  func mainQueueValue(_ typeName: String, _ name: String) -> Value? {
    guard typeName == "DispatchQueue", name == "main", !declaresType(typeName) else { return nil }
    return .uikit(UIKitObject(.mainQueue))
  }

  /// `DispatchQueue.global()` and `.global(qos:)`: a queue whose `async` work runs after the
  /// entry, in turn with the main queue's (a choice: one thread runs the program here, so work
  /// that a device runs alongside runs in order, never at the same time); nil for any other call.
  func globalQueue(_ typeName: String, _ name: String, _ arguments: [Argument], in environment: Environment)
    throws -> Value?
  {
    guard typeName == "DispatchQueue", name == "global", !declaresType(typeName),
      arguments.count <= 1, arguments.allSatisfy({ $0.label == "qos" })
    else { return nil }
    for argument in arguments {
      _ = try evaluate(argument.value, in: environment, expecting: .named("DispatchQoS.QoSClass", []))
    }
    let queue = UIKitObject(.mainQueue)
    queue.isGlobalQueue = true
    return .uikit(queue)
  }

  /// Runs what the entry queued on the main queue, in order, as the main run loop would once the
  /// entry's code returns (diffable's model of it: before the next entry). Work queued by
  /// `asyncAfter` comes after the work queued by `async`, each in the order it was queued: the
  /// delays themselves are not compared (a choice: diffable keeps no clock).
  func drainMainQueue() throws {
    while !mainQueue.isEmpty {
      let next = mainQueue.firstIndex { !$0.delayed } ?? 0
      let (work, location, _) = mainQueue.remove(at: next)
      _ = try callValue(work, [], at: location)
    }
  }
}
