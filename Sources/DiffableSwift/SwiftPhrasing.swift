import DiffableEngine

/// Swift's words for the engine's hints and fixes: a rule is the code of `hash(into:)` and `==`.
public struct SwiftPhrasing: Phrasing {
  /// Swift's phrasing.
  public init() {}

  /// `` `hasher.combine(id)` in hash(into:) and `lhs.id == rhs.id` in == ``
  public func rule(of type: String, hash: [String]?, equal: [String]?) -> String {
    var parts: [String] = []
    if let hash {
      parts.append(
        "`" + hash.map { "hasher.combine(\($0))" }.joined(separator: "; ") + "` in \(type)'s hash(into:)")
    }
    if let equal {
      let compared = equal.isEmpty ? "true" : equal.map { "lhs.\($0) == rhs.\($0)" }.joined(separator: " && ")
      parts.append("`\(compared)` in \(type)'s ==")
    }
    return parts.joined(separator: " and ")
  }

  /// `` `NSDiffableDataSourceSnapshot<Section, Item>()` ``
  public var freshSnapshot: String { "`NSDiffableDataSourceSnapshot<Section, Item>()`" }

  /// `` `dataSource.snapshot()` ``
  public var appliedSnapshot: String { "`dataSource.snapshot()`" }

  /// `snapshot.appendSections([...]) before snapshot.appendItems(...)`
  public var sectionThenItems: String { "snapshot.appendSections([.main]) before snapshot.appendItems(...)" }
}
