/// The undo record of one entry: every write to a variable or object that existed before the
/// entry began, with the value it had. A failed entry replays it backwards, so that the state is as
/// it was; a successful one drops it. Values made during the entry need no record: nothing older
/// can reach them once the entry is undone.
struct Journal {
  private enum Change {
    case binding(Environment, String, Binding?)
    case field(Object, String, Value?)
    case cells(UIKitObject, TableCells)
  }

  private var changes: [Change] = []
  /// Each variable or field is recorded once per entry: the first old value is the one to restore.
  private var recordedBindings: Set<BindingKey> = []

  private struct BindingKey: Hashable {
    var owner: ObjectIdentifier
    var name: String
  }

  /// The variable or field recorded last: a loop that changes one variable at every turn finds it
  /// here without hashing its name.
  private var lastRecorded: BindingKey?

  /// Whether the variable or field was recorded already; records it if not.
  private mutating func isRecorded(_ key: BindingKey) -> Bool {
    if let lastRecorded, lastRecorded.owner == key.owner, lastRecorded.name == key.name { return true }
    lastRecorded = key
    return !recordedBindings.insert(key).inserted
  }

  /// Records a variable's value before its first change in this entry.
  mutating func willChange(_ environment: Environment, _ name: String) {
    guard !isRecorded(BindingKey(owner: ObjectIdentifier(environment), name: name)) else { return }
    changes.append(.binding(environment, name, environment.bindings[name]))
  }

  /// Records an object's field before its first change in this entry.
  mutating func willChange(_ object: Object, _ name: String) {
    guard !isRecorded(BindingKey(owner: ObjectIdentifier(object), name: name)) else { return }
    changes.append(.field(object, name, object.fields[name]))
  }

  /// Records a table view's cells before their first change in this entry.
  mutating func willChangeCells(of tableView: UIKitObject) {
    guard !isRecorded(BindingKey(owner: ObjectIdentifier(tableView), name: "$cells")) else { return }
    changes.append(.cells(tableView, tableView.cells))
  }

  /// Whether the entry changed nothing that existed before it.
  var isEmpty: Bool { changes.isEmpty }

  /// Puts every recorded variable and field back, newest first, and returns the journal that
  /// puts them forward again (what they held before this undo).
  @discardableResult
  mutating func undo() -> Journal {
    var forward = Journal()
    for change in changes.reversed() {
      switch change {
      case .binding(let environment, let name, let old):
        forward.changes.append(.binding(environment, name, environment.bindings[name]))
        environment.bindings[name] = old
      case .field(let object, let name, let old):
        forward.changes.append(.field(object, name, object.fields[name]))
        object.fields[name] = old
      case .cells(let tableView, let old):
        forward.changes.append(.cells(tableView, tableView.cells))
        tableView.cells = old
      }
    }
    self = Journal()
    return forward
  }

  /// Forgets the record: the entry's changes stay.
  mutating func commit() {
    self = Journal()
  }
}
