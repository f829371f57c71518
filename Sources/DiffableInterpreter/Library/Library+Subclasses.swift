/// Subclasses of the UIKit classes the interpreter runs natively (`final class DataSource:
/// UITableViewDiffableDataSource<Section, Item>`): an instance is the program's object, with the
/// native object in a field no Swift name can reach; the subclass's methods come first, and the
/// native class's (`apply`, `snapshot()`, `itemIdentifier(for:)`) answer the rest, called on the
/// instance or bare inside its methods.
///
/// After an apply, the table asks a subclass that overrides `tableView(_:titleForHeaderInSection:)`
/// for the title of each section, and `show` draws them; the session calls no other override.
extension Evaluator {
  /// The field of an instance that holds its native object.
  static let nativeField = "$native"

  /// The native methods of a data source, which a subclass's methods may call bare.
  static let dataSourceMethodNames: Set<String> = [
    "apply", "applySnapshotUsingReloadData", "snapshot", "itemIdentifier", "indexPath", "numberOfSections",
    "sectionIdentifier", "index",
  ]

  /// The native properties of a data source, which a subclass's methods may name bare too.
  static let dataSourcePropertyNames: Set<String> = ["defaultRowAnimation"]

  /// The native class `typeName` descends from, with its generic arguments, if any.
  func nativeBase(of typeName: String) -> TypeName? {
    for owner in lookupChain(of: typeName) {
      if let base = types[owner]?.nativeBase { return base }
    }
    return nil
  }

  /// The native object of an instance of a subclass of a native class, if it is one.
  func nativeObject(of value: Value) -> UIKitObject? {
    guard case .object(let object) = value, case .uikit(let native)? = object.fields[Self.nativeField] else {
      return nil
    }
    return native
  }

  /// The UIKit object `value` is, or is the program's instance around (a subclass's), through
  /// one optional (a `UITableView!`), if any.
  func uikitObject(of value: Value) -> UIKitObject? {
    guard let value = value.unwrappedOnce else { return nil }
    if case .uikit(let object) = value { return object }
    return nativeObject(of: value)
  }

  /// After an apply by `dataSource`: the titles its subclass's
  /// `tableView(_:titleForHeaderInSection:)` answers for each of the `sections` on screen, given
  /// to the session (nothing when it has no such override).
  func askSectionTitles(
    of dataSource: UIKitObject, sections: Int, host: any UIKitHost, at location: SourceLocation
  ) throws {
    let labels: [String?] = [nil, "titleForHeaderInSection"]
    guard let owner = dataSource.owner, let tableView = dataSource.tableView,
      let override = findMethod("tableView", labels: labels, in: owner.typeName, isStatic: false)
    else { return }
    var titles: [String?] = []
    for section in 0..<sections {
      var receiver = Value.object(owner)
      let arguments = labels.map {
        Argument(label: $0, value: Expression(kind: .discard, location: location))
      }
      let title = try invoke(
        override.declaration, owner: override.owner, self: &receiver, [.uikit(tableView), .int(section)],
        arguments, at: location)
      guard case .string(let text)? = title.unwrappedOnce else {
        titles.append(nil)
        continue
      }
      titles.append(text)
    }
    guard host.showSectionTitles(titles, at: location) else { throw InterpreterError.reported(at: location) }
  }

  /// `super.name(arguments)` in a method of the program's subclass of a native class (the data
  /// source): the native method, or a refusal that names it when diffable does not run it; nil
  /// when `self` is no such instance.
  func callNativeBase(
    _ name: String, _ arguments: [Argument], in environment: Environment, at location: SourceLocation
  )
    throws -> Value?
  {
    guard let instance = environment.scope(declaring: "self")?.bindings["self"]?.value,
      case .object(let object) = instance, let base = nativeBase(of: object.typeName),
      let native = nativeObject(of: instance)
    else { return nil }
    let values = try evaluateArguments(arguments, for: nil, in: environment)
    let labels = arguments.map(\.label)
    if let result = try uikitMethod(native, name, values, labels: labels, at: location) { return result }
    let written = "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    throw InterpreterError.checkFailed(
      "diffable does not run super.\(written) of '\(base.nominalName ?? native.kind.rawValue)' yet",
      at: location)
  }

  /// A native method of the instance `value` as a function value (`snapshot` named bare inside
  /// an override), or nil.
  func nativeMethod(of value: Value, _ name: String) -> Value? {
    guard let native = nativeObject(of: value), Self.dataSourceMethodNames.contains(name) else { return nil }
    return .function(
      .builtin(name) { [unowned self] values, labels, location in
        guard let result = try self.uikitMethod(native, name, values, labels: labels, at: location) else {
          throw InterpreterError.checkFailed(
            "no method '\(name)' of '\(native.kind.rawValue)' takes these arguments", at: location)
        }
        return result
      })
  }
}

extension Evaluator {
  /// `#selector(name)`: the prelude's inert `Selector`, holding the method's name as written.
  /// Target-action pairs are kept, not sent: nothing here taps a button.
  func selector(named name: String, at location: SourceLocation) throws -> Value {
    let argument = Argument(
      label: nil, value: Expression(kind: .literalValue(.string(name)), location: location))
    return try construct("Selector", [argument], in: globals, receiver: nil, at: location)
  }
}
