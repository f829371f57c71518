/// Subclasses of the UIKit classes the interpreter runs natively (`final class DataSource:
/// UITableViewDiffableDataSource<Section, Item>`): an instance is the program's object, with the
/// native object in a field no Swift name can reach; the subclass's methods come first, and the
/// native class's (`apply`, `snapshot()`, `itemIdentifier(for:)`) answer the rest, called on the
/// instance or bare inside its methods.
///
/// Not yet: the session does not call the subclass's overrides itself (its
/// `tableView(_:titleForHeaderInSection:)` does not set the header titles `show` draws).
extension Evaluator {
  /// The field of an instance that holds its native object.
  static let nativeField = "$native"

  /// The native methods of a data source, which a subclass's methods may call bare.
  static let dataSourceMethodNames: Set<String> = [
    "apply", "applySnapshotUsingReloadData", "snapshot", "itemIdentifier", "indexPath", "numberOfSections",
  ]

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
