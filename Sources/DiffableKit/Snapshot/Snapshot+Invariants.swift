/// The snapshot's invariants, checked after every edit in debug builds (as swift-collections'
/// `_checkInvariants`): a broken index shows at the edit that broke it, not at a later apply.
extension Snapshot {
  /// Whether edits check the invariants: in debug builds, for snapshots of at most
  /// ``invariantCheckLimit`` items (the check reads every item, and the tests at a million
  /// items would take hours).
  #if DEBUG
    static let checksInvariants = true
  #else
    static let checksInvariants = false
  #endif

  /// The largest snapshot whose edits check the invariants.
  static let invariantCheckLimit = 5_000

  /// The first invariant that does not hold, in words; `nil` when all hold:
  /// - one item list per section;
  /// - each item's place (section and label) recorded in the index, and nothing else there;
  /// - the index filing the very identifier the section's list holds, and naming the very
  ///   section `sections` holds (it retains neither: see ``ItemIndex``);
  /// - labels strictly increasing within each section;
  /// - the index's trie well formed (``PlaceTrie/invariantViolation()``).
  ///
  /// Marks are not among them: they are UIKit's pending list, which keeps an identifier
  /// deleted after it was marked (docs/UIKIT.md §1.1); an apply drops what is gone.
  /// - Complexity: O(n) in the items.
  func invariantViolation() -> String? {
    guard itemsBySection.count == sections.count else {
      return "\(itemsBySection.count) item lists for \(sections.count) sections"
    }
    var total = 0
    for (section, list) in zip(sections, itemsBySection) {
      let labels = list.labels
      let items = list.elements
      guard labels.count == items.count, labels.count == list.count else {
        return "section \(section): \(labels.count) labels, \(items.count) items, count \(list.count)"
      }
      for index in labels.indices.dropFirst() where labels[index - 1] >= labels[index] {
        return "section \(section): labels out of order at row \(index)"
      }
      for (label, item) in zip(labels, items) {
        let entry = placeOfItem.entry(for: item)
        if entry?.place != ItemPlace(section: section, label: label) {
          return
            "item \(item): the index says \(String(describing: entry?.place)), the section \(section) "
            + "holds it with label \(label)"
        }
        if entry?.item.isIdentical(to: item) != true || entry?.place.names(section) != true {
          return "item \(item): the index files another identifier or section object than the snapshot holds"
        }
      }
      total += items.count
    }
    guard placeOfItem.count == total else {
      return "the index holds \(placeOfItem.count) items, the sections \(total)"
    }
    return placeOfItem.invariantViolation().map { "the index: \($0)" }
  }

  /// Stops the program when an invariant does not hold, in debug builds (see
  /// ``checksInvariants``); does nothing otherwise.
  func checkInvariantsIfEnabled() {
    guard Self.checksInvariants, numberOfItems <= Self.invariantCheckLimit else { return }
    if let violation = invariantViolation() { preconditionFailure("snapshot invariant broken: \(violation)") }
  }
}
