import DiffableEngine

extension Outcome {
  /// Creates an outcome of the command `kind`, under the name the catalog gives it.
  init(_ kind: CommandKind, body: Body = .none) {
    self.init(command: kind.spec.name, body: body)
  }

  /// Creates a failed outcome of the command `kind`.
  init(_ kind: CommandKind, error: SessionError) {
    self.init(command: kind.spec.name, error: error)
  }
}
