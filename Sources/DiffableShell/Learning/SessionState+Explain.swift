import DiffableKit

extension SessionState {
  /// `explain [ITEM]`: why the last apply treated each item (or `item`) as it did.
  /// - Throws: ``ShellError`` when nothing has been applied yet, or `item` does not resolve.
  mutating func explain(_ item: ValueExpression?, settings: Settings) throws(ShellError) -> Outcome {
    guard let lastApply else {
      throw ShellError(
        code: "nothingToExplain", message: "nothing has been applied yet",
        fix: "explain tells why the last apply did what it did: edit the snapshot, apply, then explain")
    }
    let focus = try item.map { expression throws(ShellError) in try identifier(expression) }
    return Outcome(
      command: "explain", body: .text(Explanation.lines(for: lastApply, item: focus, iOS: settings.iOS)))
  }
}
