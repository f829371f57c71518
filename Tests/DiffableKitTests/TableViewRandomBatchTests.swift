import Testing

@testable import DiffableKit

/// A random model edit and the batch that tells a table about it, built the way UIKit
/// reads batches: deletes and reloads at old positions, inserts at new ones, moves from old
/// to new with the rows that stay keeping their order. An edit has moves or reloads, not
/// both: UIKit places a reloaded row by the deletes and inserts alone, so a reload next to
/// moves lands elsewhere (see `TableViewAppliesValidBatches`).
struct RandomEdit {
  var before: [[String]] = []
  var after: [[String]] = []
  var calls: [TableViewCall] = []
  var expectedContents: [[String]] = []
  var expectedTitles: [String] = []

  private enum Row {
    case stays(label: String, old: IndexPath, rendered: Bool)
    case moved(label: String, old: IndexPath)
    case new(label: String)
  }

  init(using rng: inout SplitMix64) {
    before = (0..<Int.random(in: 0...5, using: &rng)).map { section in
      (0..<Int.random(in: 0...6, using: &rng)).map { "o\(section).\($0)" }
    }
    let deletedSections = before.indices.filter { _ in Double.random(in: 0..<1, using: &rng) < 0.15 }
    // The sections after the update: surviving old ones in order, new ones anywhere.
    var order: [Int?] = before.indices.filter { !deletedSections.contains($0) }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      order.insert(nil, at: Int.random(in: 0...order.count, using: &rng))
    }
    let surviving = order.indices.filter { order[$0] != nil }
    var rows = [[Row]](repeating: [], count: order.count)
    var movedIn = [[Row]](repeating: [], count: order.count)
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var reconfigures: [IndexPath] = []
    let withMoves = Bool.random(using: &rng)
    for (new, old) in order.enumerated() {
      guard let old else { continue }
      for (row, label) in before[old].enumerated() {
        let at = IndexPath(row: row, section: old)
        switch Double.random(in: 0..<1, using: &rng) {
        case ..<0.15: deletes.append(at)
        case ..<0.25 where withMoves:
          movedIn[surviving.randomElement(using: &rng)!].append(.moved(label: label, old: at))
        case 0.25..<0.35 where !withMoves:
          reloads.append(at)
          rows[new].append(.stays(label: label, old: at, rendered: true))
        case ..<0.42:
          reconfigures.append(at)
          rows[new].append(.stays(label: label, old: at, rendered: true))
        default: rows[new].append(.stays(label: label, old: at, rendered: false))
        }
      }
    }
    var counter = 0
    for new in surviving {
      var extras = movedIn[new]
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        counter += 1
        extras.append(.new(label: "n\(counter)"))
      }
      for extra in extras { rows[new].insert(extra, at: Int.random(in: 0...rows[new].count, using: &rng)) }
    }
    var inserts: [IndexPath] = []
    var moves: [TableViewCall] = []
    for (new, old) in order.enumerated() {
      guard old != nil else {
        let labels = (0..<Int.random(in: 0...3, using: &rng)).map { "s\(new).\($0)" }
        after.append(labels)
        expectedContents.append(labels.map { "\($0) v2" })
        expectedTitles.append("S\(new) v2")
        continue
      }
      var labels: [String] = []
      var contents: [String] = []
      for (index, row) in rows[new].enumerated() {
        let at = IndexPath(row: index, section: new)
        switch row {
        case .stays(let label, _, let rendered):
          labels.append(label)
          contents.append("\(label) v\(rendered ? 2 : 1)")
        case .moved(let label, let old):
          labels.append(label)
          contents.append("\(label) v1")
          moves.append(.moveRow(old, to: at))
        case .new(let label):
          labels.append(label)
          contents.append("\(label) v2")
          inserts.append(at)
        }
      }
      after.append(labels)
      expectedContents.append(contents)
      expectedTitles.append("S\(order[new]!) v1")
    }
    calls = moves
    if !deletedSections.isEmpty { calls.append(.deleteSections(deletedSections)) }
    let insertedSections = order.indices.filter { order[$0] == nil }
    if !insertedSections.isEmpty { calls.append(.insertSections(insertedSections)) }
    if !deletes.isEmpty { calls.append(.deleteRows(deletes.shuffled(using: &rng))) }
    if !inserts.isEmpty { calls.append(.insertRows(inserts.shuffled(using: &rng))) }
    if !reloads.isEmpty { calls.append(.reloadRows(reloads)) }
    if !reconfigures.isEmpty { calls.append(.reconfigureRows(reconfigures)) }
    calls.shuffle(using: &rng)
  }
}

/// Random model edits told to the table correctly always pass and leave it showing the
/// model, with fresh cells exactly where UIKit renders them.
@Suite struct TableViewRandomBatches {
  @Test func aCorrectBatchShowsTheNewModel() throws {
    var rng = SplitMix64(seed: 2024)
    for _ in 0..<500 {
      let edit = RandomEdit(using: &rng)
      let table = try applying(edit.before, edit.calls, after: edit.after)
      #expect(table.contents == edit.expectedContents, "\(edit.calls)")
      #expect(table.titles == edit.expectedTitles, "\(edit.calls)")
    }
  }

  @Test func forgettingOneDeletedRowIsRejected() {
    var rng = SplitMix64(seed: 7)
    var checked = 0
    for _ in 0..<500 {
      var edit = RandomEdit(using: &rng)
      guard let index = edit.calls.firstIndex(where: { if case .deleteRows = $0 { true } else { false } }),
        case .deleteRows(let paths) = edit.calls[index]
      else { continue }
      edit.calls[index] = .deleteRows(Array(paths.dropLast()))
      // Usually the row count; a reload placed by the missing delete can fail first.
      #expect(failure(edit.before, edit.calls, after: edit.after) != nil, "\(edit.calls)")
      checked += 1
    }
    #expect(checked > 100)
  }
}
