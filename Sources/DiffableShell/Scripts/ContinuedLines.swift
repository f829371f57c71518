import DiffableEngine

/// Gathers physical lines into logical ones: a line ending in `\` or with an unclosed `(`,
/// `[` or `{` continues on the next (docs/LANGUAGE.md "Lines"). The prompt, scripts and standard
/// input all read lines through it.
///
/// Each physical line is lexed once and appended once, so a logical line of n bytes costs
/// O(n) however many lines it spans. A front end (Swift) is asked about the entry when
/// diffable's rule ends it, and then on every line while it keeps a claimed entry open (an
/// unclosed Swift string or comment): an entry diffable's rule continues is not shown to it
/// line by line, which would cost O(n) per line.
public struct ContinuedLines: Sendable {
  /// The lines gathered so far, joined with "\n", the trailing `\` of each but the last
  /// dropped.
  private var joined = ""
  /// The last line added, whose trailing `\` is dropped only when another line follows.
  private var pending: String?
  private var scanner = LogicalLines.Scanner()
  /// The front end claimed the entry and keeps it open.
  private var isOpenInFrontEnd = false
  /// A complete entry that ended with an `if` block's `}`, held until the next line shows
  /// whether it starts with `else` (see ``hold(_:)``).
  private var held: String?
  /// The front end, held by reference: `add` binds it for every line.
  private let reference: FrontEndReference?
  private let wholeFile: Bool
  /// The last text the front end was asked about and its answer: the entry `add` returns is
  /// then asked about again by ``hold(_:)`` and by the runner (``claims(_:)``), not the front end.
  private var lastClaim: (text: String, claimed: Bool)?

  /// An empty buffer; with a `frontEnd`, an entry it claims continues by its rule (a Swift
  /// block until it is complete). `wholeFile`: the lines come from a file the front end owns.
  public init(frontEnd: (any FrontEnd)? = nil, wholeFile: Bool = false) {
    self.init(frontEnd: frontEnd.map(FrontEndReference.init), wholeFile: wholeFile)
  }

  /// The buffer of ``init(frontEnd:wholeFile:)``, for a front end the shell holds already.
  init(frontEnd: FrontEndReference?, wholeFile: Bool) {
    self.reference = frontEnd
    self.wholeFile = wholeFile
  }

  /// Whether no line is waiting for its continuation (and no entry is held for an `else`).
  public var isEmpty: Bool { pending == nil && held == nil }

  /// Holds `logical`, an entry `add` just returned, when it ends with an `if` block that a
  /// next line beginning with `else` would continue: Swift allows `}` and `else` on separate
  /// lines, and a line at a time cannot see ahead. Returns `false` (and holds nothing) for any
  /// other entry, which runs at once. Pass every next line to ``release(before:)`` first.
  public mutating func hold(_ logical: String) -> Bool {
    // The claim is read first, from ``add(_:)``'s answer: most entries are not the front end's.
    guard claims(logical), let reference, reference.frontEnd.awaitsElse(logical) else {
      return false
    }
    held = logical
    return true
  }

  /// Whether the front end claims `text` (an entry ``add(_:)`` returned), remembered from
  /// `add` when it asked about the same text; `false` without a front end.
  public func claims(_ text: String) -> Bool {
    if let lastClaim, lastClaim.text == text { return lastClaim.claimed }
    return reference?.frontEnd.claims(text, wholeFile: wholeFile) ?? false
  }

  /// Called with each line before ``add(_:)``: when an entry is held and `line` begins with
  /// `else`, the entry is reopened (the line continues it) and `nil` is returned; otherwise the
  /// held entry is returned, to run before `line` is added.
  public mutating func release(before line: String) -> String? {
    guard let entry = held else { return nil }
    held = nil
    guard reference?.frontEnd.beginsWithElse(line) == true else { return entry }
    joined = entry + "\n"
    isOpenInFrontEnd = true
    return nil
  }

  /// Whether a line of one plain edit (``PlainLine``) would be a whole entry that the front
  /// end, if any, leaves to the short syntax (``FrontEnd/leavesPlainEdits``): then the caller
  /// runs such a line at once, as ``add(_:)`` would have returned it, and adds nothing. `false`
  /// while an entry is gathered or held: then pass every line to ``add(_:)``.
  ///
  /// Such a line holds no bracket or `\`, so it ends its entry, and the front end does not claim
  /// it: neither needs asking (most lines of a long script).
  var takesPlainEdits: Bool {
    pending == nil && joined.isEmpty && held == nil && !wholeFile
      && (reference?.frontEnd.leavesPlainEdits ?? true)
  }

  /// Adds a physical line; returns the logical line when it is complete.
  ///
  /// A line that starts an entry and surely ends it (``LogicalLines/Scanner/surelyEnds(_:)``)
  /// is not lexed here, unless the front end keeps the entry open: the scanner then reads it
  /// after all, as the lines that follow continue from it.
  public mutating func add(_ line: String) -> String? {
    let unscanned = pending == nil && joined.isEmpty && LogicalLines.Scanner.surelyEnds(line)
    if let pending {
      joined += pending.hasSuffix("\\") ? pending.dropLast() : Substring(pending)
      joined += "\n"
    }
    pending = line
    let continues = unscanned ? false : scanner.add(line)
    if let reference, !continues || isOpenInFrontEnd || wholeFile {
      // A one-line entry (nearly every one) is `line` itself, not a copy.
      let text = joined.isEmpty ? line : joined + line
      let claimed = reference.frontEnd.claims(text, wholeFile: wholeFile)
      lastClaim = (text, claimed)
      if claimed {
        // In a file the front end owns, comment lines go with the entry after them.
        let frontEnd = reference.frontEnd
        if frontEnd.needsContinuation(text) || (wholeFile && frontEnd.isOnlyComments(text)) {
          if unscanned { _ = scanner.add(line) }
          isOpenInFrontEnd = true
          return nil
        }
        return flush()
      }
      isOpenInFrontEnd = false
    }
    return continues ? nil : flush()
  }

  /// What was gathered, as it stands (at the end of input), emptying the buffer.
  public mutating func flush() -> String? {
    defer { discard() }
    guard let pending else { return held }
    return joined.isEmpty ? pending : joined + pending
  }

  /// Drops what was gathered (Ctrl-C).
  public mutating func discard() {
    joined = ""
    pending = nil
    scanner = LogicalLines.Scanner()
    isOpenInFrontEnd = false
    held = nil
  }
}
