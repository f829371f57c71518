import DiffableKit

/// The identifiers of the symbols that name sections (`main`, `s79`), each made once: a symbol
/// is its own identity under any Hashable rule, and a long script names the section it appends
/// to on every line (made anew, its identifier was an allocation and a hash of the name each
/// time; and the one made when the section was appended is the very one the snapshot stores,
/// which a lookup then finds at once).
struct SymbolIdentifiers: Sendable {
  /// The most symbols kept: past it, a symbol's identifier is made each time it is named.
  static let capacity = 4_096

  private var made: [String: SnapshotIdentifier] = [:]

  /// The identifier of `value` under `registry`'s rules: for a symbol, the one made the first
  /// time it was named.
  mutating func identifier(for value: Value, registry: TypeRegistry) -> SnapshotIdentifier {
    guard case .symbol(let name) = value else { return registry.identifier(for: value) }
    if let identifier = made[name] { return identifier }
    let identifier = registry.identifier(for: value)
    if made.count < Self.capacity { made[name] = identifier }
    return identifier
  }
}
