/// An error as people read it, whichever layer found it (the short syntax's parser, the Swift
/// front end, the engine): a stable id for JSON and tests, the message, the fix, and the
/// column in the entry it points at. The renderers print this; ``SessionError`` is the engine's
/// typed error, and each client makes its own diagnostics for what it finds before the engine
/// runs (the Swift interpreter's errors, swift-syntax's diagnostics).
public struct Diagnostic: Hashable, Sendable {
  /// A stable camelCase id: `noSections`, `cannotFind`, `swiftSyntax`.
  public var id: String
  /// What went wrong, in one line (a Swift message may start with `LINE:COLUMN: `).
  public var message: String
  /// One sentence on how to fix it.
  public var fix: String?
  /// The 1-based column it points at, counted over the whole entry in characters.
  public var column: Int?

  /// The id of what UIKit raised in a front end's code (the app's crash on a device).
  public static let uncaughtExceptionID = "uncaughtException"

  /// A diagnostic.
  public init(id: String, message: String, fix: String?, column: Int?) {
    self.id = id
    self.message = message
    self.fix = fix
    self.column = column
  }
}

extension SessionError {
  /// The error as people read it, its fix in `phrasing`'s words.
  public func diagnostic(phrasedBy phrasing: any Phrasing) -> Diagnostic {
    Diagnostic(id: code, message: message, fix: fix(phrasedBy: phrasing), column: column)
  }
}
