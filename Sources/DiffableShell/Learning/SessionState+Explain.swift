import DiffableKit

extension SessionState {
  /// `explain [ITEM]`: why the last apply treated each item (or `item`) as it did.
  /// - Throws: ``ShellError`` when nothing has been applied yet, or `item` does not resolve.
  mutating func explain(_ item: ValueExpression?, settings: Settings) throws(ShellError) -> Outcome {
    guard let lastApply else {
      throw .nothingToExplain
    }
    let focus = try item.map { expression throws(ShellError) in try identifier(expression) }
    return Outcome(
      .explain, body: .text(Explanation.lines(for: lastApply, item: focus, iOS: settings.iOS)))
  }
}
