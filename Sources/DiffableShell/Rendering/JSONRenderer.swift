import DiffableEngine
import DiffableKit

/// JSON Lines output: one object per command (docs/LANGUAGE.md "JSON output").
public enum JSONRenderer {
  /// The JSON line for `outcome`.
  public static func line(for outcome: Outcome, at location: InputLocation?) -> String {
    var pairs: [(String, JSONValue)] = [("ok", .bool(outcome.ok)), ("command", .string(outcome.command))]
    if let error = outcome.error {
      let diagnostic = error.diagnostic(phrasedBy: outcome.phrasing ?? ShortSyntaxPhrasing())
      var fields: [(String, JSONValue)] = [
        ("code", .string(diagnostic.id)), ("message", .string(Abbreviation.shortened(diagnostic.message))),
      ]
      if let fix = diagnostic.fix { fields.append(("fix", .string(fix))) }
      if let identifiers = error.listedIdentifiers {
        fields.append(("identifiers", .array(identifiers.map(JSONValue.string))))
      }
      if let column = diagnostic.column { fields.append(("column", .number(column))) }
      if let consequence = error.consequence { fields.append(("consequence", .string(consequence))) }
      pairs.append(("error", .object(fields)))
      if outcome.isTried { pairs.append(("tried", .bool(true))) }
    } else {
      switch outcome.body {
      case .none: break
      case .result(let result): pairs.append(("result", json(result)))
      case .diff(let report):
        pairs.append(("diff", json(report.diff)))
        pairs.append(("animated", .bool(report.animated)))
        pairs.append(("reloadData", .bool(report.reloadedData)))
        pairs.append(("ios", .number(report.iOS)))
        pairs.append(("differ", .string(report.differ.rawValue)))
        if let reason = report.reloadReason { pairs.append(("reloadReason", .string(reason.rawValue))) }
        pairs.append(
          ("reloadFallback", report.reloadFallback.map { json($0, isPreview: report.isPreview) } ?? .null))
        if let minimal = report.minimalRowMoves { pairs.append(("minimalRowMoves", .number(minimal))) }
      case .text(let lines): pairs.append(("text", .array(lines.map(JSONValue.string))))
      }
    }
    if !outcome.warnings.isEmpty {
      pairs.append(("warnings", .array(outcome.warnings.map(JSONValue.string))))
    }
    if !outcome.hints.isEmpty { pairs.append(("hints", .array(outcome.hints.map(JSONValue.string)))) }
    if let location, !location.isInteractive {
      pairs.append(("file", .string(location.file)))
      pairs.append(("line", .number(location.line)))
    }
    return JSONValue.object(pairs).text
  }

  static func json(_ result: QueryResult) -> JSONValue {
    switch result {
    case .number(let value): .number(value)
    case .identifier(let id): id.map { .string($0.description) } ?? .null
    case .identifiers(let ids): .array(ids.map { .string($0.description) })
    case .indexPath(let path): path.map(json) ?? .null
    case .none: .null
    }
  }

  static func json(_ path: IndexPath) -> JSONValue { .array([.number(path.section), .number(path.row)]) }

  /// A row move: `item`, `from`, `to` (index paths); several section moves: `sections`, each
  /// `id`, `from`, `to`.
  static func json(_ fallback: ReloadFallback, isPreview: Bool) -> JSONValue {
    var pairs: [(String, JSONValue)] = []
    if let move = fallback.row {
      pairs = [("item", .string(move.id.description)), ("from", json(move.from)), ("to", json(move.to))]
    } else {
      let moves = fallback.sections.map { move -> JSONValue in
        .object([
          ("id", .string(move.id.description)), ("from", .number(move.from)), ("to", .number(move.to)),
        ])
      }
      pairs = [("sections", .array(moves))]
    }
    return .object(
      pairs + [
        ("because", .string(fallback.kind.rawValue)), ("moves", .number(fallback.moveCount)),
        ("text", .string(DiffNotes.fallbackLine(fallback, isPreview: isPreview))),
      ])
  }

  static func json(_ diff: Diff) -> JSONValue {
    func changes(_ list: [Diff.Change<Int>]) -> JSONValue {
      .array(list.map { .object([("id", .string($0.id.description)), ("at", .number($0.at))]) })
    }
    func changes(_ list: [Diff.Change<IndexPath>]) -> JSONValue {
      .array(list.map { .object([("id", .string($0.id.description)), ("at", json($0.at))]) })
    }
    let sections: JSONValue = .object([
      ("deleted", changes(diff.deletedSections)), ("inserted", changes(diff.insertedSections)),
      (
        "moved",
        .array(
          diff.movedSections.map {
            .object([("id", .string($0.id.description)), ("from", .number($0.from)), ("to", .number($0.to))])
          })
      ),
      ("reloaded", changes(diff.reloadedSections)),
    ])
    let items: JSONValue = .object([
      ("deleted", changes(diff.deletedItems)), ("inserted", changes(diff.insertedItems)),
      (
        "moved",
        .array(
          diff.movedItems.enumerated().map { index, move in
            var fields: [(String, JSONValue)] = [
              ("id", .string(move.id.description)), ("from", json(move.from)), ("to", json(move.to)),
            ]
            if index < diff.movedItemReasons.count {
              fields.append(("reason", .string(diff.movedItemReasons[index].rawValue)))
            }
            return .object(fields)
          })
      ),
      ("reloaded", changes(diff.reloadedItems)), ("reconfigured", changes(diff.reconfiguredItems)),
    ])
    return .object([("sections", sections), ("items", items)])
  }
}
