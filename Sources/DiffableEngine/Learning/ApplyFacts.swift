import DiffableKit

/// The facts of one apply, indexed for `explain` and the hints: where each identifier was
/// and is, what the diff did with it, which edits passed for new items, which marks applied.
struct ApplyFacts {
  let change: AppliedChange
  private(set) var deleted: [SnapshotIdentifier: IndexPath] = [:]
  private(set) var inserted: [SnapshotIdentifier: IndexPath] = [:]
  private(set) var moved: [SnapshotIdentifier: Diff.Move<IndexPath>] = [:]
  private(set) var insertedSections: [SnapshotIdentifier: Int] = [:]
  private(set) var deletedSections: [SnapshotIdentifier: Int] = [:]
  private(set) var movedSections: [SnapshotIdentifier: Diff.Move<Int>] = [:]
  /// Why UIKit's differ moved each moved item.
  private(set) var moveReasons: [SnapshotIdentifier: ItemMoveReason] = [:]
  private(set) var reloadedSections: [SnapshotIdentifier: Int] = [:]
  private(set) var reloaded: [SnapshotIdentifier: IndexPath] = [:]
  private(set) var reconfigured: [SnapshotIdentifier: IndexPath] = [:]
  /// Edited values that became a delete and an insert, by their new and their old value.
  private(set) var pairs: [EditPair] = []
  private(set) var pairByNew: [SnapshotIdentifier: EditPair] = [:]
  private(set) var pairByOld: [SnapshotIdentifier: EditPair] = [:]
  /// Marks made with a value other than the one the snapshot holds.
  private(set) var differingMarks: [SnapshotIdentifier: SnapshotIdentifier] = [:]

  /// Indexes the changes of `change`, asking `interruption` every ``Interruption/stride``
  /// changes (a million inserted rows take a while).
  /// - Throws: ``Interrupted`` when it asked to stop.
  /// - Complexity: O(k) expected for k changed and marked identifiers.
  init(_ change: AppliedChange, interruption: Interruption) throws(Interrupted) {
    self.change = change
    let diff = change.diff
    var counter = interruption.counter()
    deleted = try Self.index(diff.deletedItems, &counter)
    inserted = try Self.index(diff.insertedItems, &counter)
    for (move, reason) in zip(diff.movedItems, diff.movedItemReasons) where moved[move.id] == nil {
      try counter.tick()
      moved[move.id] = move
      moveReasons[move.id] = reason
    }
    // The minimal differ gives no reasons.
    for move in diff.movedItems.dropFirst(diff.movedItemReasons.count) where moved[move.id] == nil {
      try counter.tick()
      moved[move.id] = move
    }
    insertedSections = try Self.index(diff.insertedSections, &counter)
    deletedSections = try Self.index(diff.deletedSections, &counter)
    movedSections = Dictionary(
      diff.movedSections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    reloadedSections = try Self.index(diff.reloadedSections, &counter)
    reloaded = try Self.index(diff.reloadedItems, &counter)
    reconfigured = try Self.index(diff.reconfiguredItems, &counter)
    try interruption.checkpoint()
    pairs = EditPairing.pairs(in: change)
    try interruption.checkpoint()
    for pair in pairs {
      pairByNew[pair.new.id] = pair
      pairByOld[pair.old.id] = pair
    }
    for mark in change.new.reloadedItemIdentifiers + change.new.reconfiguredItemIdentifiers {
      // One object (changed in place since the snapshot took it) is rendered as it is now.
      if let stored = change.new.storedItem(mark), stored.content != mark.content,
        stored.instance == nil || stored.instance != mark.instance, differingMarks[mark] == nil
      {
        differingMarks[mark] = mark
      }
    }
  }

  var old: Snapshot { change.old }
  package var new: Snapshot { change.new }

  /// Where `item` was in the old snapshot, and where it is in the new one.
  func oldPath(_ item: SnapshotIdentifier) -> IndexPath? { change.old.indexPath(of: item) }
  func newPath(_ item: SnapshotIdentifier) -> IndexPath? { change.new.indexPath(of: item) }

  /// The section identifier at `index` of the old or the new snapshot.
  func oldSection(_ index: Int) -> SnapshotIdentifier { old.sectionIdentifiers[index] }
  func newSection(_ index: Int) -> SnapshotIdentifier { new.sectionIdentifiers[index] }

  /// The type of a struct identifier under the rules in force at the apply.
  func structType(of identifier: SnapshotIdentifier) -> StructType? {
    guard case .structure(let value) = identifier.content, let type = change.registry[value.typeName],
      type.fields == value.fieldNames
    else { return nil }
    return type
  }

  /// The rule run as code of a struct identifier's type, when its client declared one.
  func executedRule(of identifier: SnapshotIdentifier) -> ExecutedRule? {
    guard case .structure(let value) = identifier.content else { return nil }
    return change.executedRules[value.typeName]
  }

  /// The value a reload or reconfigure mark was made with, when it differs from the value
  /// the snapshot holds (a mark does not replace the stored value).
  func markValue(of item: SnapshotIdentifier) -> SnapshotIdentifier? { differingMarks[item] }

  private static func index<Position>(
    _ changes: [Diff.Change<Position>], _ counter: inout InterruptionCounter
  ) throws(Interrupted) -> [SnapshotIdentifier: Position] {
    var index: [SnapshotIdentifier: Position] = [:]
    index.reserveCapacity(changes.count)
    for change in changes where index[change.id] == nil {
      try counter.tick()
      index[change.id] = change.at
    }
    return index
  }
}

/// What the last `apply` did, kept for `explain`.
public struct AppliedChange: Sendable {
  /// The applied snapshot before.
  public var old: Snapshot
  /// The snapshot applied.
  public var new: Snapshot
  /// The diff it produced.
  public var diff: Diff
  /// The table view before the apply (cells with the content they showed).
  public var tableBefore: TableView
  /// The type rules in force at the time.
  public var registry: TypeRegistry
  /// The rules run as code in force at the time, by type name.
  public var executedRules: [String: ExecutedRule] = [:]
  /// The table view right after the apply (later commands, such as classic-mode calls, may
  /// change the table without an apply).
  public var tableAfter = TableView()
  /// Whether the table was reloaded without a diff (`applySnapshotUsingReloadData`, or
  /// `animatingDifferences: false` before iOS 15): every cell was rendered again.
  public var reloadedData = false
}

extension AppliedChange {
  /// The rule of fields a struct identifier's type was declared with, or, for a type whose rule is
  /// run as code, the stored properties its bodies read as one: to pair and explain edited values
  /// only (the client keys such values by running the bodies).
  func identityType(of identifier: SnapshotIdentifier) -> StructType? {
    guard case .structure(let value) = identifier.content else { return nil }
    if let type = registry[value.typeName] { return type.fields == value.fieldNames ? type : nil }
    guard let rule = executedRules[value.typeName], !rule.isNeverEqual else { return nil }
    let hashed = Set(rule.hashed.flatMap(\.reads))
    let compared = rule.equalityReads
    return try? StructType(
      name: value.typeName, fields: value.fieldNames, hashFields: value.fieldNames.filter(hashed.contains),
      equalityFields: value.fieldNames.filter(compared.contains))
  }
}
