import DiffableKit

extension SessionState {
  /// `apply`: diffs the working snapshot against the applied one and drives the table view.
  /// `interruption` is asked inside the diff's and the table's long loops (Ctrl-C).
  mutating func apply(
    animated: Bool, settings: Settings, interruption: Interruption = .never
  ) throws(ShellError) -> Outcome {
    try checkHashContract(settings: settings)
    if !animated && settings.iOS < 15 {
      // Before iOS 15, apply without animation was a reloadData: no diff reached the table.
      return try applyUsingReloadData(
        command: "apply", settings: settings, reason: .notAnimatedBeforeIOS15, interruption: interruption)
    }
    if !animated && !dataSource.tableView.hasPerformedInitialUpdate {
      // iOS 15+: a table that never updated is reloaded, not diffed into (UIKIT.md §4.4).
      return try applyUsingReloadData(
        command: "apply", settings: settings, reason: .notAnimatedFirstApply, interruption: interruption)
    }
    let old = dataSource.snapshot
    let tableBefore = dataSource.tableView
    let provider = cellProvider
    let diff: Diff
    do {
      diff = try dataSource.apply(working, differ: .uikit, interruption: interruption) { item, _ in
        provider.content(for: item)
      }
    } catch .interrupted {
      throw .interrupted
    } catch {
      throw .diffDidNotValidate(error)
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
    do {
      outcome.hints = try Hints.after(change, iOS: settings.iOS, interruption: interruption)
    } catch {
      throw .interrupted
    }
    return outcome
  }

  /// `applySnapshotUsingReloadData` (and apply without animation before iOS 15).
  mutating func applyUsingReloadData(
    command: String, settings: Settings, reason: ReloadReason = .usingReloadData,
    interruption: Interruption = .never
  ) throws(ShellError) -> Outcome {
    try checkHashContract(settings: settings)
    let old = dataSource.snapshot
    let tableBefore = dataSource.tableView
    let provider = cellProvider
    let diff: Diff
    do {
      try dataSource.applyUsingReloadData(working, interruption: interruption) { item, _ in
        provider.content(for: item)
      }
      diff = try Diff(uikitFrom: old, to: working, interruption: interruption)
    } catch {
      throw .interrupted
    }
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
  func preview(differ: Differ, settings: Settings, interruption: Interruption = .never) throws(ShellError)
    -> Outcome
  {
    let diff: Diff
    do {
      diff = try differ.diff(from: dataSource.snapshot, to: working, interruption: interruption)
    } catch {
      throw .interrupted
    }
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
      (IdentifierKind.section, registry.equalIdentifiersWithDifferentHashes(in: working.sectionIdentifiers)),
      (.item, registry.equalIdentifiersWithDifferentHashes(in: working.itemIdentifiersBySection.joined())),
    ]
    for (kind, pair) in pairs {
      guard let (first, second) = pair else { continue }
      throw .hashContract(
        first, second, kind: kind, equalityFields: registry[first.value.typeName]?.equalityFields,
        iOS: settings.iOS)
    }
  }
}
