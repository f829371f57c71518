import DiffableKit

extension SessionState {
  /// `apply`: diffs the working snapshot against the applied one and drives the table view.
  mutating func apply(animated: Bool, settings: Settings) throws(ShellError) -> Outcome {
    try checkHashContract(settings: settings)
    if !animated && settings.iOS < 15 {
      // Before iOS 15, apply without animation was a reloadData: no diff reached the table.
      return try applyUsingReloadData(command: "apply", settings: settings, reason: .notAnimatedBeforeIOS15)
    }
    if !animated && !dataSource.tableView.hasPerformedInitialUpdate {
      // iOS 15+: a table that never updated is reloaded, not diffed into (UIKIT.md §4.4).
      return try applyUsingReloadData(command: "apply", settings: settings, reason: .notAnimatedFirstApply)
    }
    let old = dataSource.snapshot
    let tableBefore = dataSource.tableView
    let templates = self
    let diff: Diff
    do {
      diff = try dataSource.apply(working, differ: .uikit) { item, _ in templates.cellContent(for: item) }
    } catch {
      throw ShellError(
        code: error.code, message: error.reason,
        fix: "the diff did not validate in the table view; this is a bug in diffable, please report it",
        isUIKitException: true)
    }
    let change = AppliedChange(
      old: old, new: working, diff: diff, tableBefore: tableBefore, registry: registry,
      tableAfter: dataSource.tableView)
    lastApply = change
    var outcome = Outcome(
      command: "apply",
      body: .diff(
        DiffReport(
          diff: diff, old: old, new: working, isPreview: false, animated: animated, reloadedData: false,
          iOS: settings.iOS)))
    outcome.hints = Hints.after(change, iOS: settings.iOS)
    return outcome
  }

  /// `applySnapshotUsingReloadData` (and apply without animation before iOS 15).
  mutating func applyUsingReloadData(
    command: String, settings: Settings, reason: ReloadReason = .usingReloadData
  ) throws(ShellError) -> Outcome {
    try checkHashContract(settings: settings)
    let old = dataSource.snapshot
    let tableBefore = dataSource.tableView
    let templates = self
    dataSource.applyUsingReloadData(working) { item, _ in templates.cellContent(for: item) }
    let diff = Diff(uikitFrom: old, to: working)
    lastApply = AppliedChange(
      old: old, new: working, diff: diff, tableBefore: tableBefore, registry: registry,
      tableAfter: dataSource.tableView, reloadedData: true)
    var report = DiffReport(
      diff: diff, old: old, new: working, isPreview: false, animated: false, reloadedData: true,
      iOS: settings.iOS)
    report.reloadReason = reason
    return Outcome(command: command, body: .diff(report))
  }

  /// `diff`: what apply would send, changing nothing; `diff --minimal`: the fewest calls.
  func preview(differ: Differ, settings: Settings) throws(ShellError) -> Outcome {
    let diff = differ.diff(from: dataSource.snapshot, to: working)
    return Outcome(
      command: "diff",
      body: .diff(
        DiffReport(
          diff: diff, old: dataSource.snapshot, new: working, isPreview: true, animated: true,
          reloadedData: false,
          iOS: settings.iOS, differ: differ)))
  }

  /// UIKit (apps built with the iOS 15 SDK) asserts when a snapshot holds identifiers that
  /// are `==` but hash differently.
  func checkHashContract(settings: Settings) throws(ShellError) {
    // The items are walked section by section, not flattened: apply runs this every time, and
    // the registry returns at once when no rule breaks the contract.
    let pairs = [
      ("section", registry.equalIdentifiersWithDifferentHashes(in: working.sectionIdentifiers)),
      ("item", registry.equalIdentifiersWithDifferentHashes(in: working.itemIdentifiersBySection.joined())),
    ]
    for (kind, pair) in pairs {
      guard let (first, second) = pair else { continue }
      // Which of these a device shows depends on where the two hashes land in the hash table
      // (UIKIT.md §4.1); diffable keeps one outcome so that transcripts repeat.
      let duplicate = SnapshotError.duplicateIdentifiers([second], kind: kind == "item" ? .item : .section)
        .message(iOS: settings.iOS)
      let calls = kind == "item" ? "appendItems / insertItems" : "appendSections / insertSections"
      throw ShellError(
        code: "equalIdentifiersHaveDifferentHashValues",
        message:
          "Diffable data source detected \(kind) identifiers that are equal but have different hash values. "
          + "Two identifiers which compare as equal must return the same hash value. You must fix this in the "
          + "Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. "
          + "Identifiers that are equal but have different hash values: (\(first)) and (\(second))",
        fix: "hash(into:) must combine only fields that == compares: `hash \(first.value.typeName): "
          + "\(registry[first.value.typeName]?.equalityFields.joined(separator: ", ") ?? "...")`",
        isUIKitException: true,
        consequence:
          "here nothing was changed. On a device the outcome is undefined (it depends on where the "
          + "two hashes land): this crash at apply (apps built with the iOS 15 SDK or later), or a crash "
          + "earlier at \(calls) with '\(duplicate)', or no crash and one of the two \(kind)s lost")
    }
  }
}
