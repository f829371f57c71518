import DiffableEngine

/// The short syntax's words (the commands a person types at the prompt).
public struct ShortSyntaxPhrasing: Phrasing {
  /// The short syntax's phrasing.
  public init() {}

  /// `` `hash Payment: id` and `equal Payment: id` ``
  public func rule(of type: String, hash: [String]?, equal: [String]?) -> String {
    var commands: [String] = []
    if let hash {
      commands.append("`\(CommandKind.setHash.spec.name) \(type): \(hash.joined(separator: ", "))`")
    }
    if let equal {
      commands.append("`\(CommandKind.setEqual.spec.name) \(type): \(equal.joined(separator: ", "))`")
    }
    return commands.joined(separator: " and ")
  }

  /// `` `new` ``
  public var freshSnapshot: String { "`\(CommandKind.new.spec.name)`" }

  /// `` `snapshot`, i.e. dataSource.snapshot() ``
  public var appliedSnapshot: String { "`\(CommandKind.snapshot.spec.name)`, i.e. dataSource.snapshot()" }

  /// `appendSections main, then appendItems`
  public var sectionThenItems: String { "appendSections main, then appendItems" }
}
