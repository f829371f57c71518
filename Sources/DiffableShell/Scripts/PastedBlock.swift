import DiffableEngine

/// Text pasted at the prompt (the terminal's bracketed paste): Swift pasted whole runs as one
/// entry, as the compiler reads a file, instead of line by line as typed.
public enum PastedBlock {
  /// The pasted lines as one entry, when the first entry they make is the front end's, no other
  /// is a command of the short syntax (a line the front end does not claim by its shape, such as
  /// `.sorted()` continuing a chain, belongs to the program), and the last one is complete; nil
  /// otherwise (short syntax, a mix, a block left open), and the lines are then taken one by one
  /// as if typed.
  public static func wholeEntry(_ lines: [String], frontEnd: (any FrontEnd)?) -> String? {
    guard let frontEnd, lines.count > 1 else { return nil }
    var gathered = ContinuedLines(frontEnd: frontEnd)
    var sawEntry = false
    func belongs(_ logical: String) -> Bool {
      guard !logical.allSatisfy(\.isWhitespace) else { return true }
      defer { sawEntry = true }
      return gathered.claims(logical) || (sawEntry && (try? CommandParser.parse(logical)) == nil)
    }
    for line in lines {
      if let held = gathered.release(before: line), !belongs(held) { return nil }
      guard let logical = gathered.add(line) else { continue }
      guard belongs(logical) else { return nil }
      _ = gathered.hold(logical)
    }
    if let rest = gathered.flush(), !belongs(rest) || frontEnd.needsContinuation(rest) { return nil }
    return sawEntry ? lines.joined(separator: "\n") : nil
  }
}
