import DiffableKit

// Classic mode's place in the interpreter: `mode`, and what a snapshot command does to the
// model while the table's data source is a plain UITableViewDataSource (``Session`` applies
// the catalog's classic-mode policy).

extension SessionState {
  // MARK: - Mode

  package mutating func switchMode(to mode: TableMode) throws(SessionError) -> Outcome {
    switch (mode, classic) {
    case (.classic, nil):
      let model = ModelRows(self)
      classic = ClassicTable(loadedFrom: model)
      return Outcome(
        .mode,
        body: .text([
          "classic mode: the table view's data source is a plain UITableViewDataSource over the model "
            + "(the working snapshot)",
          "snapshot commands change the model at once and tell the table nothing; tableView.* calls tell it",
          "the table view loaded the model: \(ClassicDrawing.counts(model.rowCounts))",
        ]))
    case (.diffable, let table?):
      if let batch = table.openBatch { throw .openBatchAtModeChange(calls: batch.calls.count) }
      let provider = cellProvider
      dataSource.applyUsingReloadData(working) { item, _ in provider.content(for: item) }
      classic = nil
      return Outcome(
        .mode,
        body: .text([
          "diffable mode: a UITableViewDiffableDataSource drives the table view again; the model is its "
            + "snapshot, applied with reloadData (\(ClassicDrawing.counts(ModelRows(self).rowCounts)))",
          "apply diffs the working snapshot against it from here",
        ]))
    case (.classic, _?), (.diffable, nil):
      return Outcome(.mode, body: .text(["already in \(mode.rawValue) mode"]))
    }
  }

  // MARK: - The model

  /// A snapshot command in classic mode: it changes the model and tells the table nothing.
  /// When the table showed the model until now, a hint names the calls that would tell it.
  mutating func editModel(_ perform: (inout SessionState) throws(SessionError) -> Outcome)
    throws(SessionError)
    -> Outcome
  {
    let oldModel = working
    // Only a table that showed the model can be told by the diff of this one edit.
    let tableShowedModel =
      classic.map { ($0.openBatch?.calls.isEmpty ?? true) && $0.table.matches(ModelRows(self)) } ?? false
    var outcome = try perform(&self)
    if tableShowedModel {
      let update = Diff(from: oldModel, to: working).batchUpdate
      if !update.calls.isEmpty { outcome.hints.append(ClassicHints.untold(update)) }
    }
    return outcome
  }
}

/// The hints classic mode adds to model edits.
enum ClassicHints {
  /// The most index paths a suggested call lists before `reloadData` is suggested instead.
  static let suggestionLimit = 12

  /// The model changed while the table showed it: the calls that would tell the table.
  static func untold(_ update: BatchUpdate) -> String {
    let paths = update.calls.reduce(0) { count, call in
      switch call {
      case .moveRow, .moveSection: count + 1
      case .deleteSections(let list), .insertSections(let list), .reloadSections(let list): count + list.count
      case .deleteRows(let list), .insertRows(let list), .reloadRows(let list), .reconfigureRows(let list):
        count + list.count
      }
    }
    let tell = paths <= suggestionLimit ? update.text : "tableView.reloadData (\(paths) changes)"
    return "the model changed and the table view was not told; this tells it: \(tell)"
  }
}
