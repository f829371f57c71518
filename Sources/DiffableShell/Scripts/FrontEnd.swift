/// A second way into the session beside the short syntax (the Swift front end, in its own
/// module): the shell hands it every entry whose shape it claims, and it runs the entry,
/// performing the engine's typed operations (``EngineOperation``) through the shell.
public protocol FrontEnd: Sendable {
  /// Whether `text` (an entry, or the first lines of one) is written in this front end's
  /// language. `wholeFile` is true for a file the front end owns (`FILE.swift`).
  func claims(_ text: String, wholeFile: Bool) -> Bool
  /// Whether a claimed entry is still open and needs another line.
  func needsContinuation(_ text: String) -> Bool
  /// Whether a complete entry ends with an `if` block that a next line starting with `else`
  /// would continue (Swift allows `}` and `else` on separate lines).
  func awaitsElse(_ text: String) -> Bool
  /// Whether a script file is written in this front end's language (by its name).
  func ownsFile(named path: String) -> Bool
  /// Runs a claimed entry; its operations go through ``Shell/perform(_:at:column:interactive:)``.
  func run(_ text: String, location: InputLocation, interactive: Bool, in shell: Shell)
  /// The language's words for the engine's hints and fixes.
  var phrasing: any Phrasing { get }
}

extension FrontEnd {
  /// No `else` continues an entry unless the front end says so.
  public func awaitsElse(_ text: String) -> Bool { false }
}
