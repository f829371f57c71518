import DiffableKit

/// A digest of everything a diff lists (every change, its identifier as text and its
/// positions, and the reasons of UIKit's moves), the same in every process and build: two
/// builds whose digests agree on the same snapshots sent the same diff.
///
/// FNV-1a over 64 bits; not a cryptographic hash, only a check that nothing changed.
struct DiffDigest: CustomStringConvertible {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  init(_ diff: Diff) {
    addList(1, diff.deletedSections) { [$0.at] }
    addList(2, diff.insertedSections) { [$0.at] }
    addList(3, diff.movedSections) { [$0.from, $0.to] }
    addList(4, diff.reloadedSections) { [$0.at] }
    addList(5, diff.deletedItems) { [$0.at.section, $0.at.row] }
    addList(6, diff.insertedItems) { [$0.at.section, $0.at.row] }
    addList(7, diff.movedItems) { [$0.from.section, $0.from.row, $0.to.section, $0.to.row] }
    addList(8, diff.reloadedItems) { [$0.at.section, $0.at.row] }
    addList(9, diff.reconfiguredItems) { [$0.at.section, $0.at.row] }
    add(10)
    add(diff.movedItemReasons.count)
    for reason in diff.movedItemReasons { add(reason.rawValue) }
  }

  /// Sixteen hexadecimal digits.
  var description: String {
    let digits = String(state, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  private mutating func addList<Change>(
    _ tag: Int, _ changes: [Change], positions: (Change) -> [Int]
  ) where Change: DigestibleChange {
    add(tag)
    add(changes.count)
    for change in changes {
      add(change.id.description)
      for position in positions(change) { add(position) }
    }
  }

  private mutating func add(_ value: Int) {
    withUnsafeBytes(of: Int64(value).littleEndian) { for byte in $0 { add(byte) } }
  }

  private mutating func add(_ text: String) {
    add(text.utf8.count)
    for byte in text.utf8 { add(byte) }
  }

  private mutating func add(_ byte: UInt8) {
    state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }
}

/// A change or move of a diff, by its identifier.
protocol DigestibleChange { var id: SnapshotIdentifier { get } }
extension Diff.Change: DigestibleChange {}
extension Diff.Move: DigestibleChange {}
