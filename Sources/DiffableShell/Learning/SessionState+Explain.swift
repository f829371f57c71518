import DiffableKit

extension SessionState {
  /// `explain [ITEM]`: why the last apply treated each item (or `item`) as it did.
  /// - Throws: ``ShellError`` when nothing has been applied yet, or `item` does not resolve.
  /// `interruption` is asked inside its long loops (Ctrl-C).
  mutating func explain(
    _ item: ValueExpression?, settings: Settings, interruption: Interruption = .never
  ) throws(ShellError) -> Outcome {
    guard let lastApply else {
      throw .nothingToExplain
    }
    let focus = try item.map { expression throws(ShellError) in try identifier(expression) }
    do {
      let lines = try Explanation.lines(
        for: lastApply, item: focus, iOS: settings.iOS, phrasing: types.phrasing(of:),
        interruption: interruption)
      return Outcome(.explain, body: .text(lines))
    } catch {
      throw .interrupted
    }
  }
}
