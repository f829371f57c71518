/// How a client language writes the few things the engine's hints and fixes tell a person to
/// do: change a type's Hashable rule, start from an empty or the applied snapshot, add a first
/// section. The engine knows no language, so each front end gives its own words (a Swift user
/// reads Swift, a user of the short syntax its commands); the rest of a hint is about UIKit and
/// reads the same in both.
public protocol Phrasing: Sendable {
  /// Making `hash` (when given) the fields `hash(into:)` combines and `equal` (when given) the
  /// fields `==` compares, for `type`.
  func rule(of type: String, hash: [String]?, equal: [String]?) -> String
  /// Starting from an empty snapshot.
  var freshSnapshot: String { get }
  /// Starting from a copy of what the data source applied.
  var appliedSnapshot: String { get }
  /// Adding a first section, then the items.
  var sectionThenItems: String { get }
}
