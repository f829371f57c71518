import DiffableEngine
import DiffableKit

/// Text output for people: the diff grouped by UITableView call, UIKit's message for every
/// error with a plain line on the fix, warnings and hints set apart. Colour only when asked.
public struct TextRenderer: Sendable {
  /// Whether to use ANSI colours.
  public var color: Bool
  /// The width of the prompt a typed line stands behind, so that a parse error's caret lands
  /// under the column it names; 0 when no prompt is shown. The executable knows its prompt.
  public var promptWidth: Int
  /// Creates a renderer.
  public init(color: Bool, promptWidth: Int = 0) {
    self.color = color
    self.promptWidth = promptWidth
  }

  /// The lines printed for `outcome`.
  public func lines(for outcome: Outcome, at location: InputLocation?) -> [String] {
    var lines: [String] = []
    if let error = outcome.error {
      lines += errorLines(
        error, at: location, tried: outcome.isTried, phrasing: outcome.phrasing ?? ShortSyntaxPhrasing())
    } else {
      switch outcome.body {
      case .none: break
      case .result(let result): lines.append(Self.text(of: result))
      case .diff(let report): lines += diffLines(report)
      case .text(let text): lines += text
      }
    }
    lines += outcome.warnings.map { paint("warning: ", .yellow) + $0 }
    lines += outcome.hints.map { paint("hint: ", .cyan) + $0 }
    return lines
  }

  /// A query result as text: `3`, `nil`, `[1, 2]`, `[0, 1]`.
  public static func text(of result: QueryResult) -> String {
    switch result {
    case .number(let value): String(value)
    case .identifier(let id): id?.description ?? "nil"
    case .identifiers(let ids): "[" + ids.map(\.description).joined(separator: ", ") + "]"
    case .indexPath(let path): path?.description ?? "nil"
    case .none: "nil"
    }
  }

  func errorLines(
    _ error: SessionError, at location: InputLocation?, tried: Bool,
    phrasing: any Phrasing = ShortSyntaxPhrasing()
  ) -> [String] {
    var lines: [String] = []
    let diagnostic = error.diagnostic(phrasedBy: phrasing)
    let label = paint(tried ? "error (try?): " : "error: ", .red)
    let message = Abbreviation.shortened(diagnostic.message)
    let notes = notes(for: diagnostic, crash: error.crashNote)
    guard let location else { return [label + message] + notes }
    // The physical line the error is on, when a logical line spans several.
    let physical = location.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var offset = 0
    var column = diagnostic.column ?? 1
    while offset < physical.count - 1, column > physical[offset].count + 1 {
      column -= physical[offset].count + 1
      offset += 1
    }
    // A long line is shown around the error's column.
    let (source, sourceColumn) = Abbreviation.excerpt(physical[offset], column: column)
    let caret = String(repeating: " ", count: max(0, sourceColumn - 1)) + "^"
    if location.isInteractive {
      lines.append(label + message)
      if diagnostic.column != nil {
        // A single typed line is still on screen: the caret goes right under it, behind the prompt.
        if physical.count == 1 && source == physical[offset] {
          lines.append(String(repeating: " ", count: promptWidth) + caret)
        } else {
          lines += ["    " + source, "    " + caret]
        }
      }
    } else {
      lines.append("\(location.file):\(location.line + offset): " + label + message)
      lines.append("    " + source)
      if diagnostic.column != nil { lines.append("    " + caret) }
    }
    return lines + notes
  }

  /// The lines under an error: what the crash means on a device, then the fix.
  private func notes(for diagnostic: Diagnostic, crash: String?) -> [String] {
    var lines: [String] = []
    if let crash { lines.append("  " + crash) }
    if let fix = diagnostic.fix {
      lines.append("  " + paint("fix: ", .green) + Abbreviation.shortened(fix))
    }
    return lines
  }

  func diffLines(_ report: DiffReport) -> [String] {
    let diff = report.diff
    let summary = DiffSummary.text(of: diff)
    let header: String
    if report.isPreview && report.differ == .minimal {
      header = "diff --minimal: the fewest calls would make " + summary + " (UIKit sends `diff`)"
    } else if report.isPreview {
      header = "diff: apply would make " + summary
    } else if report.reloadedData {
      header = "reloadData: the table view was reloaded without a diff and no animation (" + summary + ")"
    } else {
      header = "apply (\(report.animated ? "animated" : "not animated")): " + summary
    }
    guard !report.reloadedData else { return [header] + DiffNotes.lines(for: report) }
    var rows: [(call: String, where: String, id: String, tone: Tone)] = []
    for (change, size) in zip(diff.deletedSections, report.deletedSectionSizes) {
      rows.append(("deleteSections", "\(change.at)", change.id.description + Self.withItems(size), .red))
    }
    for (change, size) in zip(diff.insertedSections, report.insertedSectionSizes) {
      rows.append(("insertSections", "\(change.at)", change.id.description + Self.withItems(size), .green))
    }
    for move in diff.movedSections {
      rows.append(("moveSection", "\(move.from) → \(move.to)", move.id.description, .yellow))
    }
    for change in diff.deletedItems {
      rows.append(("deleteRows", "\(change.at)", change.id.description, .red))
    }
    for change in diff.insertedItems {
      rows.append(("insertRows", "\(change.at)", change.id.description, .green))
    }
    for move in diff.movedItems {
      rows.append(("moveRow", "\(move.from) → \(move.to)", move.id.description, .yellow))
    }
    for change in diff.reloadedSections {
      rows.append(("reloadSections", "\(change.at)", change.id.description, .cyan))
    }
    for change in diff.reloadedItems {
      rows.append(("reloadRows", "\(change.at)", change.id.description, .cyan))
    }
    for change in diff.reconfiguredItems {
      rows.append(("reconfigureRows", "\(change.at)", change.id.description, .cyan))
    }
    let shown = rows.prefix(DiffNotes.lineLimit)
    // Each width is measured once, and each line written into one string.
    let callWidths = shown.map { $0.call.displayWidth }
    let whereWidths = shown.map { $0.where.displayWidth }
    let callWidth = callWidths.max() ?? 0
    let whereWidth = whereWidths.max() ?? 0
    var lines = [header]
    lines.reserveCapacity(shown.count + 2)
    for (index, row) in shown.enumerated() {
      var line = "  "
      line.reserveCapacity(callWidth + whereWidth + row.where.utf8.count + row.id.utf8.count + 16)
      if color { line += "\u{1B}[" + row.tone.rawValue + "m" }
      line += row.call
      Self.pad(&line, by: callWidth - callWidths[index])
      if color { line += "\u{1B}[0m" }
      line += "  "
      line += row.where
      Self.pad(&line, by: whereWidth - whereWidths[index])
      line += "  "
      line += row.id
      lines.append(line)
    }
    if rows.count > shown.count {
      lines.append("  … and \(rows.count - shown.count) more (--format json lists them all)")
    }
    return lines + DiffNotes.lines(for: report)
  }

  /// Appends `count` blanks to `line` (none when `count` is not positive), as
  /// ``Swift/String/padding(to:)`` pads a text short of its column.
  static func pad(_ line: inout String, by count: Int) {
    guard count > 0 else { return }
    line += count < blanks.count ? blanks[count] : String(repeating: " ", count: count)
  }

  /// `blanks[n]`: n blanks, made once (`String(repeating:count:)` costs more than the append).
  private static let blanks = (0..<64).map { String(repeating: " ", count: $0) }

  /// `  (with 3 items)`: what a section insert or delete brings along.
  static func withItems(_ count: Int) -> String {
    count == 0 ? "" : "  (with its \(count) item\(count == 1 ? "" : "s"))"
  }

  enum Tone: String {
    case red = "31", green = "32", yellow = "33", cyan = "36"
  }

  func paint(_ text: String, _ tone: Tone) -> String {
    color ? "\u{1B}[\(tone.rawValue)m\(text)\u{1B}[0m" : text
  }
}
