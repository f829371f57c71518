import DiffableKit

@testable import DiffableEngine
@testable import DiffableShell

/// The session's own account of its applies, to compare with an export read back: the
/// recording replayed in a fresh session, each successful snapshot command noted as a call on
/// the snapshot the session's bindings say it edited (the working one, under its name).
enum SessionCalls {
  static func applies(of recording: SessionRecording) -> AppliedCalls {
    var settings = Settings()
    settings.iOS = recording.iOS
    var session = Session(settings: settings)
    var calls: [String: [SnapshotCall]] = ["snapshot": []]
    var applies: AppliedCalls = []
    for step in recording.steps where !step.isNarration {
      if step.startsSession {
        session = Session(settings: session.settings)
        calls["snapshot"] = []
      }
      let (sessionBefore, callsBefore, appliesBefore) = (session, calls, applies)
      defer {
        if step.wasTakenBack { (session, calls, applies) = (sessionBefore, callsBefore, appliesBefore) }
      }
      for operation in step.operations ?? [] {
        guard session.perform(operation, phrasing: ShortSyntaxPhrasing()).ok else { continue }
        switch operation {
        case .bindSnapshot(let name, let source, _):
          switch source {
          case .empty: calls[name] = []
          case .applied: calls[name] = [.fromDataSource]
          case .copy(let other): calls[name] = calls[other] ?? []
          case .value(let snapshot, _): calls[name] = rebuilt(snapshot)
          }
        case .edit(let edit, let name): calls[name, default: []].append(call(for: edit))
        case .apply(let name, _), .applyUsingReloadData(let name): applies.append(calls[name] ?? [])
        // Interpreted Swift applies snapshot values, which the export builds again from nothing.
        case .applyValue(let snapshot, _), .applyValueUsingReloadData(let snapshot):
          applies.append(rebuilt(snapshot))
        default: break
        }
      }
      for command in step.commands {
        var inner = command
        while case .tryOptional(let wrapped) = inner { inner = wrapped }
        let before = session.state
        var scratch = session.state
        let call = snapshotCall(inner, resolvingIn: &scratch)
        guard session.execute(command).ok else { continue }
        let working = SnapshotsAndTable.workingName
        switch inner {
        case .new: calls[working] = []
        case .snapshot: calls[working] = [.fromDataSource]
        case .apply, .applySnapshotUsingReloadData, .mode(.diffable): applies.append(calls[working] ?? [])
        case .reset: calls["snapshot"] = []
        case .undo, .redo:
          let state = session.state
          if state.dataSource.snapshot != before.dataSource.snapshot {
            calls["snapshot"] = rebuilt(state.dataSource.snapshot.withoutMarks)
            applies.append(calls["snapshot"]!)
          }
          let old = before.snapshots.named
          for (name, snapshot) in state.snapshots.named where old[name] != snapshot {
            calls[name] = rebuilt(snapshot)
          }
        default:
          if let call { calls[working, default: []].append(call) }
        }
      }
    }
    return applies
  }

  /// The calls that build `snapshot` from nothing (as the export writes after an undo).
  private static func rebuilt(_ snapshot: Snapshot) -> [SnapshotCall] {
    var calls: [SnapshotCall] = []
    if snapshot.numberOfSections > 0 {
      calls.append(SnapshotCall(name: "appendSections", arguments: [list(snapshot.sectionIdentifiers)]))
    }
    for (section, items) in zip(snapshot.sectionIdentifiers, snapshot.itemIdentifiersBySection)
    where !items.isEmpty {
      calls.append(
        SnapshotCall(
          name: "appendItems", arguments: [list(items), .init(label: "toSection", value: section.value)]))
    }
    let marks = [
      ("reloadSections", snapshot.reloadedSectionIdentifiers),
      ("reloadItems", snapshot.reloadedItemIdentifiers),
      ("reconfigureItems", snapshot.reconfiguredItemIdentifiers),
    ]
    for (name, marked) in marks where !marked.isEmpty {
      calls.append(SnapshotCall(name: name, arguments: [list(marked)]))
    }
    return calls
  }

  private static func list(_ identifiers: [SnapshotIdentifier]) -> SnapshotCall.Argument {
    SnapshotCall.Argument(label: nil, value: .array(identifiers.map(\.value)))
  }

  /// The snapshot call a command makes, its values resolved as the session resolves them.
  private static func snapshotCall(_ command: Command, resolvingIn state: inout SessionState) -> SnapshotCall?
  {
    switch command {
    case .appendSections, .insertSections, .deleteSections, .moveSection, .reloadSections, .appendItems,
      .insertItems, .moveItem, .deleteItems, .deleteAllItems, .reloadItems, .reconfigureItems:
      return (try? state.resolveEdit(command)).map(call(for:))
    default: return nil
    }
  }

  /// The call an engine edit makes on a snapshot.
  private static func call(for edit: SnapshotEdit) -> SnapshotCall {
    func list(_ values: [Value]) -> SnapshotCall.Argument { .init(label: nil, value: .array(values)) }
    func placed(_ placement: EditPlacement, _ kind: String) -> SnapshotCall.Argument {
      switch placement {
      case .before(let anchor): .init(label: "before" + kind, value: anchor)
      case .after(let anchor): .init(label: "after" + kind, value: anchor)
      }
    }
    let (name, arguments): (String, [SnapshotCall.Argument]) =
      switch edit {
      case .appendSections(let sections): ("appendSections", [list(sections)])
      case .insertSections(let sections, let placement):
        ("insertSections", [list(sections), placed(placement, "Section")])
      case .deleteSections(let sections): ("deleteSections", [list(sections)])
      case .moveSection(let section, let placement):
        ("moveSection", [.init(label: nil, value: section), placed(placement, "Section")])
      case .reloadSections(let sections): ("reloadSections", [list(sections)])
      case .appendItems(let items, nil): ("appendItems", [list(items)])
      case .appendItems(let items, let section?):
        ("appendItems", [list(items), .init(label: "toSection", value: section)])
      case .insertItems(let items, let placement): ("insertItems", [list(items), placed(placement, "Item")])
      case .moveItem(let item, let placement):
        ("moveItem", [.init(label: nil, value: item), placed(placement, "Item")])
      case .deleteItems(let items): ("deleteItems", [list(items)])
      case .deleteAllItems: ("deleteAllItems", [])
      case .reloadItems(let items): ("reloadItems", [list(items)])
      case .reconfigureItems(let items): ("reconfigureItems", [list(items)])
      }
    return SnapshotCall(name: name, arguments: arguments)
  }
}
