/// The session's own operations beside UIKit's API (``APIMember``), named as outcomes and
/// JSON name them; the short syntax's catalog takes these names for its commands.
public enum SessionCommand: String, Hashable, Sendable, CaseIterable {
  /// Declares a struct and its Hashable rule.
  case declareStruct = "struct"
  /// Gives a type's cells a template.
  case cell
  /// Diffs the working snapshot against the applied one without applying.
  case diff
  /// Switches the table between a diffable and a plain data source.
  case mode
  /// Chooses the section header titles the data source answers.
  case headers
  /// Takes back the last step.
  case undo
  /// Takes an undone step again.
  case redo
  /// Changes a setting.
  case set
  /// Starts a new session.
  case reset

  /// The name outcomes and JSON give it.
  public var name: String { rawValue }
}

extension Outcome {
  /// An outcome of a call of `member`.
  init(_ member: APIMember, body: Body = .none) {
    self.init(command: member.name, body: body)
  }

  /// A failed call of `member`.
  init(_ member: APIMember, error: SessionError) {
    self.init(command: member.name, error: error)
  }

  /// An outcome of the session's own `command`.
  init(_ command: SessionCommand, body: Body = .none) {
    self.init(command: command.name, body: body)
  }

  /// A failed `command`.
  init(_ command: SessionCommand, error: SessionError) {
    self.init(command: command.name, error: error)
  }
}
