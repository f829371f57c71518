import DiffableKit

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
      for command in step.commands {
        var inner = command
        while case .tryOptional(let wrapped) = inner { inner = wrapped }
        let before = session.state
        var scratch = session.state
        let call = snapshotCall(inner, resolvingIn: &scratch)
        guard session.execute(command).ok else { continue }
        let working = before.bindings.workingName
        switch inner {
        case .bind(let name, .snapshot(let source, _)):
          switch source {
          case .empty: calls[name] = []
          case .applied: calls[name] = [.fromDataSource]
          case .copy(let other): calls[name] = calls[other] ?? []
          }
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
          var old = before.bindings.snapshots
          old[before.bindings.workingName] = before.working
          var new = state.bindings.snapshots
          new[state.bindings.workingName] = state.working
          for (name, snapshot) in new where old[name] != snapshot { calls[name] = rebuilt(snapshot) }
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

  private static func list(_ identifiers: [Identifier]) -> SnapshotCall.Argument {
    SnapshotCall.Argument(label: nil, value: .array(identifiers.map(\.value)))
  }

  /// The snapshot call a command makes, its values resolved as the session resolves them.
  private static func snapshotCall(_ command: Command, resolvingIn state: inout SessionState) -> SnapshotCall?
  {
    func list(_ expressions: [ValueExpression]) -> SnapshotCall.Argument? {
      (try? state.identifiers(expressions)).map { .init(label: nil, value: .array($0.map(\.value))) }
    }
    func one(_ expression: ValueExpression, _ label: String?) -> SnapshotCall.Argument? {
      (try? state.identifier(expression)).map { .init(label: label, value: $0.value) }
    }
    func placed(_ placement: PlacementExpression, _ kind: String) -> SnapshotCall.Argument? {
      switch placement {
      case .before(let anchor): one(anchor, "before" + kind)
      case .after(let anchor): one(anchor, "after" + kind)
      }
    }
    func call(_ name: String, _ arguments: SnapshotCall.Argument?...) -> SnapshotCall? {
      let present = arguments.compactMap { $0 }
      return present.count == arguments.count ? SnapshotCall(name: name, arguments: present) : nil
    }
    switch command {
    case .appendSections(let sections): return call("appendSections", list(sections))
    case .insertSections(let sections, let placement):
      return call("insertSections", list(sections), placed(placement, "Section"))
    case .deleteSections(let sections): return call("deleteSections", list(sections))
    case .moveSection(let section, let placement):
      return call("moveSection", one(section, nil), placed(placement, "Section"))
    case .reloadSections(let sections): return call("reloadSections", list(sections))
    case .appendItems(let items, nil): return call("appendItems", list(items))
    case .appendItems(let items, let section?):
      return call("appendItems", list(items), one(section, "toSection"))
    case .insertItems(let items, let placement):
      return call("insertItems", list(items), placed(placement, "Item"))
    case .moveItem(let item, let placement):
      return call("moveItem", one(item, nil), placed(placement, "Item"))
    case .deleteItems(let items): return call("deleteItems", list(items))
    case .deleteAllItems: return call("deleteAllItems")
    case .reloadItems(let items): return call("reloadItems", list(items))
    case .reconfigureItems(let items): return call("reconfigureItems", list(items))
    default: return nil
    }
  }
}
