import DiffableKit

/// Cells: the table view's `register(_:forCellReuseIdentifier:)` and
/// `dequeueReusableCell(withIdentifier:for:)`, and the data source's cell provider, run for each
/// row the session's table view asks for, whose cell's text is what the row shows.
extension Evaluator {
  /// The cell class every cell class descends from (``UIKitPrelude``).
  static let cellClass = "UITableViewCell"

  /// The cell class a table view dequeues for `identifier`: the one registered for it, or, in the
  /// session's own table view (which stands for a storyboard's), a prototype `UITableViewCell`.
  func cellClass(registeredFor identifier: String, in tableView: UIKitObject) -> String? {
    if let className = tableView.registeredCells[identifier] { return className }
    return tableView === sessionObjects?.tableView ? Self.cellClass : nil
  }

  /// The program's `IndexPath` (``UIKitPrelude``) of a session's index path.
  static func indexPath(_ path: DiffableKit.IndexPath) -> Value {
    .structure(
      StructValue(typeName: "IndexPath", fields: ["section": .int(path.section), "row": .int(path.row)]))
  }

  /// The rows of the section at `section` on screen (the table view's and its data source's
  /// answer), or nil when `section` is not an Int.
  func numberOfRows(inSection section: Value, at location: SourceLocation) throws -> Value? {
    guard case .int(let index) = section else { return nil }
    let applied = try appliedSnapshot(at: location)
    let sections = applied.sectionIdentifiers
    guard sections.indices.contains(index) else {
      // diffable's choice: UIKit's answer for a section the table does not have is not documented.
      throw InterpreterError.fatal(
        "section \(index) is out of range: the table has \(sections.count) sections", at: location)
    }
    return .int((try? applied.numberOfItems(inSection: sections[index])) ?? 0)
  }

  /// The snapshot the session's data source applied last, which its table view shows.
  func appliedSnapshot(at location: SourceLocation) throws -> DiffableKit.Snapshot {
    guard let host = uikit else { throw InterpreterError.noUIKitHost(at: location) }
    return host.appliedSnapshot()
  }

  /// A property of a UIKit object: its table view's section count, or one of its settings.
  func uikitProperty(_ object: UIKitObject, _ name: String, at location: SourceLocation) throws -> Value? {
    if object.kind == .tableView, let value = try tableViewProperty(object, name, at: location) {
      return value
    }
    if object.kind == .tableView, name == "dataSource" {
      guard let dataSource = object.dataSource else { return .optional(nil) }
      // A subclass's instance is the program's object around the native one.
      return .optional(dataSource.owner.map { .object($0) } ?? .uikit(dataSource))
    }
    return try setting(name, of: object, at: location)
  }

  /// A setting of a UIKit object (``UIKitObject/settings``); one whose value is a stand-in's
  /// struct is made when first read or set.
  func setting(_ name: String, of object: UIKitObject, at location: SourceLocation) throws -> Value? {
    if object.formatter != nil { return formatterProperty(name, of: object) }
    if let value = object.settings[name] { return value }
    guard object.kind == .tableView, let (type, member) = UIKitObject.structSettings[name] else { return nil }
    let value = try staticMember(type, member, at: location)
    object.settings[name] = value
    return value
  }

  /// Sets a setting of a UIKit object that ``setting(_:of:at:)`` found: a formatter's on its
  /// Foundation formatter.
  func store(_ value: Value, asSetting name: String, of object: UIKitObject, at location: SourceLocation)
    throws
  {
    guard object.formatter != nil else {
      object.settings[name] = value
      return
    }
    guard try setFormatterProperty(name, to: value, of: object, at: location) else {
      throw InterpreterError.checkFailed(
        "cannot assign value of type '\(value.typeName)' to property '\(name)' of '\(object.kind.rawValue)'",
        at: location)
    }
  }

  /// `dataSource.itemIdentifier(for:)` and `dataSource.indexPath(for:)`: the applied snapshot's
  /// item at an index path, and an item's index path, or nil.
  func dataSourceQuery(
    _ dataSource: UIKitObject, _ name: String, _ values: [Value], labels: [String?],
    at location: SourceLocation
  ) throws -> Value? {
    switch (name, labels) {
    case ("numberOfSections", ["in"]):
      // The table view data source's own answers, which UIKit's table asks for.
      return .int(try appliedSnapshot(at: location).numberOfSections)
    case ("tableView", [nil, "numberOfRowsInSection"]):
      return try numberOfRows(inSection: values[1], at: location)
    case ("itemIdentifier", ["for"]):
      guard case .int(let section)? = values[0].field("section"), case .int(let row)? = values[0].field("row")
      else { return nil }
      let applied = try appliedSnapshot(at: location)
      guard let item = applied.itemIdentifier(at: DiffableKit.IndexPath(row: row, section: section)) else {
        return .optional(nil)
      }
      var snapshot = SnapshotValue(sectionType: dataSource.sectionType, itemType: dataSource.itemType)
      snapshot.values = dataSource.values
      return .optional(programValue(of: item, in: snapshot))
    case ("indexPath", ["for"]):
      let item = try snapshotIdentifier(for: values[0], at: location)
      guard let path = try appliedSnapshot(at: location).indexPath(of: item) else { return .optional(nil) }
      return .optional(Self.indexPath(path))
    case ("sectionIdentifier", ["for"]):
      // iOS 15: the section at an index of the applied snapshot, or nil past its end.
      guard case .int(let index) = values[0] else { return nil }
      let sections = try appliedSnapshot(at: location).sectionIdentifiers
      guard sections.indices.contains(index) else { return .optional(nil) }
      var snapshot = SnapshotValue(sectionType: dataSource.sectionType, itemType: dataSource.itemType)
      snapshot.values = dataSource.values
      return .optional(programValue(of: sections[index], in: snapshot))
    case ("index", ["for"]):
      // iOS 15: a section's index in the applied snapshot, or nil.
      let section = try snapshotIdentifier(for: values[0], at: location)
      return .optional(try appliedSnapshot(at: location).indexOfSection(section).map { .int($0) })
    default:
      return nil
    }
  }

  /// A new cell of the class `className` registered for `identifier`, made as UIKit makes it:
  /// `init(style: .default, reuseIdentifier:)` (diffable's choice: always a new cell, never one
  /// reused with an earlier row's text).
  func newCell(of className: String, identifier: String, at location: SourceLocation) throws -> Value {
    let isStandIn = className == Self.cellClass && isPreludeType(className)
    if isStandIn, let prototype = derived.cellPrototypes[identifier] ?? nil {
      // Counted as the initializer's call is.
      try enterCall(at: location)
      callDepth -= 1
      return .object(prototype.make(generation: generation))
    }
    let cell = try makeCell(of: className, identifier: identifier, at: location)
    if isStandIn, derived.cellPrototypes[identifier] == nil {
      var prototype: CellPrototype?
      if case .object(let object) = cell, object.generation == generation {
        prototype = CellPrototype(object)
      }
      if let found = prototype,
        !lookupChain(of: className).allSatisfy(isPreludeType)
          || !found.objectTypeNames.allSatisfy({
            isPreludeType($0) && lookupChain(of: $0).allSatisfy(isPreludeType)
          })
      {
        prototype = nil
      }
      derived.cellPrototypes[identifier] = .some(prototype)
    }
    return cell
  }

  /// Whether `typeName` is a type of the stand-ins (``UIKitPrelude``) rather than the program's.
  func isPreludeType(_ typeName: String) -> Bool {
    types[typeName]?.location.entry == UIKitPrelude.entry
  }

  /// A new cell made by running its class's `init(style:reuseIdentifier:)`.
  private func makeCell(of className: String, identifier: String, at location: SourceLocation) throws -> Value
  {
    let arguments = [
      Argument(label: "style", value: Expression(kind: .implicitMember("default"), location: location)),
      Argument(
        label: "reuseIdentifier",
        value: Expression(kind: .literalValue(.optional(.string(identifier))), location: location)),
    ]
    return try construct(className, arguments, in: globals, receiver: nil, at: location)
  }

  /// The cell the data source `dataSource`'s provider makes for `item` (the program's value
  /// `value` of it) at `indexPath`, in an apply at `applyAt`.
  func cell(
    of dataSource: UIKitObject, for value: Value, at indexPath: DiffableKit.IndexPath,
    item: SnapshotIdentifier,
    applyAt location: SourceLocation
  ) -> ProgramCells.Cell {
    guard let provider = dataSource.cellProvider, let tableView = dataSource.tableView else {
      return .text(item.value.description)
    }
    do {
      let made = try callValue(provider, [.uikit(tableView), Self.indexPath(indexPath), value], at: location)
      // The closure's `nil` may come wrapped once more by its result type (`UITableViewCell?`).
      var cell = made
      while case .optional(let wrapped) = cell {
        guard let wrapped else { return .none }
        cell = wrapped
      }
      let text = Self.text(of: cell)
      if keepsCells, case .object(let object) = cell {
        cellsOfApply[item] = TableCells.Shown(cell: object, content: text)
      }
      return .text(text)
    } catch let error as InterpreterError {
      return .failed(error)
    } catch {
      return .failed(.fatal("\(error)", at: location))
    }
  }

  /// What a cell shows: its content configuration's text and secondary text when it has one,
  /// else its labels' (both: "text — secondary").
  static func text(of cell: Value) -> String {
    func text(_ value: Value?) -> String? {
      guard case .string(let text)? = value?.unwrappedOnce else { return nil }
      return text
    }
    func label(_ name: String) -> String? { text(cell.field(name)?.unwrappedOnce?.field("text")) }
    let parts: [String?]
    if let configuration = cell.field("contentConfiguration")?.unwrappedOnce {
      parts = [text(configuration.field("text")), text(configuration.field("secondaryText"))]
    } else {
      parts = [label("textLabel"), label("detailTextLabel")]
    }
    return parts.compactMap { $0 }.joined(separator: " — ")
  }
}
