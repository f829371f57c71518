import DiffableKit

/// The short syntax's working snapshot is the program's global `snapshot`, so that the two
/// languages edit one snapshot (`new` and `appendItems 1 2`, then `dataSource.apply(snapshot)`;
/// or `var snapshot = dataSource.snapshot()`, then `moveItem 2 after 1`). The session keeps it;
/// the program's variable follows it before each entry and gives it back after, when the program
/// changed it. A global `snapshot` the program declares as anything else hides the session's.
extension Evaluator {
  /// The name the short syntax gives its working snapshot.
  static let workingSnapshotName = "snapshot"

  /// Before an entry: the program's `snapshot` takes what the session's working snapshot holds
  /// (a short-syntax command may have changed it). Not a change of the program: the session's
  /// undo already covers the command that made it.
  func takeWorkingSnapshot() {
    guard sessionObjects != nil, let working = uikit?.workingSnapshot() else { return }
    let name = Self.workingSnapshotName
    guard let binding = globals.bindings[name] else {
      globals.bindings[name] = Binding(
        value: .snapshot(programSnapshot(of: working, like: nil)), isLet: false)
      return
    }
    guard case .snapshot(let mine) = binding.value, !holds(working, mine) else { return }
    globals.bindings[name]?.value = .snapshot(programSnapshot(of: working, like: mine))
  }

  /// After an entry that ran to its end: the session's working snapshot takes what the program's
  /// `snapshot` holds, if the entry changed it. Returns false when the session refused it.
  func giveWorkingSnapshot() -> Bool {
    guard sessionObjects != nil, let host = uikit, let working = host.workingSnapshot(),
      case .snapshot(let mine)? = globals.bindings[Self.workingSnapshotName]?.value, !holds(working, mine)
    else { return true }
    return host.keepWorkingSnapshot(
      WorkingSnapshot(
        mine.kit, sectionType: mine.sectionType?.description, itemType: mine.itemType?.description))
  }

  /// Whether the program's snapshot holds the session's working snapshot already: the same
  /// identifiers with the same values (an item appended again keeps its identity and takes the
  /// new value), and the same element types.
  private func holds(_ working: WorkingSnapshot, _ mine: SnapshotValue) -> Bool {
    func sameValues(_ a: some Sequence<SnapshotIdentifier>, _ b: some Sequence<SnapshotIdentifier>) -> Bool {
      zip(a, b).allSatisfy { $0.value == $1.value }
    }
    return working.sectionType == mine.sectionType?.description
      && working.itemType == mine.itemType?.description
      && working.snapshot == mine.kit
      && sameValues(working.snapshot.sectionIdentifiers, mine.kit.sectionIdentifiers)
      // The same storage holds the same identifier objects: no item to compare (an entry that
      // leaves a snapshot of a million items alone costs nothing for it).
      && (working.snapshot.sharesItemStorage(with: mine.kit)
        || sameValues(working.snapshot.lazyItemIdentifiers, mine.kit.lazyItemIdentifiers))
  }

  /// The working snapshot as a value of the program: the identifiers the session holds, the
  /// program's values of them it had before (`previous`), and its element types as written.
  private func programSnapshot(of working: WorkingSnapshot, like previous: SnapshotValue?) -> SnapshotValue {
    func type(_ written: String?, _ known: TypeName?) -> TypeName? {
      guard let written else { return nil }
      if let known, known.description == written { return known }
      return written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? .named(written, []) : nil
    }
    var value = previous ?? SnapshotValue()
    value.kit = working.snapshot
    value.sectionType = type(working.sectionType, previous?.sectionType)
    value.itemType = type(working.itemType, previous?.itemType)
    return value
  }
}
