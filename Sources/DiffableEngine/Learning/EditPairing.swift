import DiffableKit

/// A deleted value and an inserted value that look like one item, edited: the same struct
/// type, and the same hash fields, the same `id`, or the same row. An `==` that compares the
/// edited fields made UIKit delete the row and insert a new one instead of updating it.
struct EditPair: Sendable {
  /// Why the two values pass for one item.
  enum Evidence: Sendable {
    /// The fields `hash(into:)` combines are equal (and are fewer than all the fields).
    case hashFields([String])
    /// A field that names the identity (`id`, `userID`) is equal.
    case idField(String)
    /// The deleted row and the inserted row are at the same index path.
    case position

    /// `the same id`, `the same id and kind, which hash(into:) combines`, `at the same row`.
    var description: String {
      switch self {
      case .hashFields(let fields):
        "the same \(Words.and(fields)), which hash(into:) combines"
      case .idField(let field): "the same \(field)"
      case .position: "at the same row"
      }
    }
  }

  /// The value deleted, at its old index path.
  let old: Diff.Change<IndexPath>
  /// The value inserted, at its new index path.
  package let new: Diff.Change<IndexPath>
  /// Why they pair.
  let evidence: Evidence
  /// The fields that differ, old → new.
  let changes: [FieldChange]
}

/// Finds the ``EditPair``s among an apply's deleted and inserted items.
enum EditPairing {
  private struct Key: Hashable {
    var type: String
    var parts: [Value]
  }

  /// Pairs deleted and inserted struct values that look like one item: first by equal hash
  /// fields, then by an equal `id`-like field, then by the same index path (only values that
  /// still agree on some field). Each value pairs at most once; order follows the diff.
  /// - Complexity: O(n) expected for n deleted and inserted items.
  static func pairs(in change: AppliedChange) -> [EditPair] {
    let deleted = change.diff.deletedItems.filter { isStruct($0.id) }
    let inserted = change.diff.insertedItems.filter { isStruct($0.id) }
    guard !deleted.isEmpty, !inserted.isEmpty else { return [] }
    var usedOld = Set<Int>(), usedNew = Set<Int>()
    var pairs: [EditPair] = []

    func pass(
      evidence: (StructType) -> EditPair.Evidence?,
      key: (Diff.Change<IndexPath>, StructType, EditPair.Evidence) -> Key?,
      requireSharedField: Bool = false
    ) {
      var candidates: [Key: [Int]] = [:]
      for (index, item) in inserted.enumerated() where !usedNew.contains(index) {
        guard let type = change.identityType(of: item.id), let why = evidence(type),
          let key = key(item, type, why)
        else { continue }
        candidates[key, default: []].append(index)
      }
      for (oldIndex, item) in deleted.enumerated() where !usedOld.contains(oldIndex) {
        guard let type = change.identityType(of: item.id), let why = evidence(type),
          let key = key(item, type, why),
          let newIndex = candidates[key]?.first(where: {
            !usedNew.contains($0)
              && (!requireSharedField || FieldChange.shareAField(item.id.content, inserted[$0].id.content))
          })
        else { continue }
        usedOld.insert(oldIndex)
        usedNew.insert(newIndex)
        pairs.append(
          EditPair(
            old: item, new: inserted[newIndex], evidence: why,
            changes: FieldChange.between(item.id.content, inserted[newIndex].id.content)))
      }
    }

    pass(
      evidence: { type in
        type.hashFields.isEmpty || type.hashFields.count == type.fields.count
          ? nil : .hashFields(type.hashFields)
      },
      key: { item, type, _ in fieldsKey(item.id, type.hashFields) })
    pass(
      evidence: { type in type.fields.first(where: isIdentityName).map { .idField($0) } },
      key: { item, _, why in
        guard case .idField(let field) = why else { return nil }
        return fieldsKey(item.id, [field])
      })
    pass(
      evidence: { _ in .position },
      key: { item, type, _ in Key(type: type.name, parts: [.int(item.at.section), .int(item.at.row)]) },
      requireSharedField: true)
    return pairs.sorted { $0.new.at < $1.new.at }
  }

  /// `id`, `ID`, `userID`, `paymentId`: a field name that says it is the identity.
  static func isIdentityName(_ name: String) -> Bool {
    name.lowercased() == "id" || (name.count > 2 && (name.hasSuffix("ID") || name.hasSuffix("Id")))
  }

  private static func isStruct(_ identifier: SnapshotIdentifier) -> Bool {
    if case .structure = identifier.content { return true }
    return false
  }

  private static func fieldsKey(_ identifier: SnapshotIdentifier, _ fields: [String]) -> Key? {
    guard case .structure(let value) = identifier.content else { return nil }
    return Key(type: value.typeName, parts: fields.compactMap { value[field: $0] })
  }
}
