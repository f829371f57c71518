import OrderedCollections

/// Where an insert or move puts its identifiers, relative to an existing one.
public enum Placement: Hashable, Sendable {
  /// Immediately before the destination (`beforeItem:` / `beforeSection:`).
  case before(SnapshotIdentifier)
  /// Immediately after the destination (`afterItem:` / `afterSection:`).
  case after(SnapshotIdentifier)

  /// The identifier the placement is relative to.
  public var destination: SnapshotIdentifier {
    switch self {
    case .before(let id), .after(let id): id
    }
  }
}

// MARK: - Sections

extension Snapshot {
  /// Appends sections at the end, as `appendSections(_:)`.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:kind:)`` for a repeat in `identifiers`;
  ///   ``SnapshotError/sectionAlreadyExists(_:)`` for a section already in the snapshot.
  /// - Complexity: O(k) for k identifiers.
  public mutating func appendSections(_ identifiers: [SnapshotIdentifier]) throws(SnapshotError) {
    defer { checkInvariantsIfEnabled() }
    try Self.requireUnique(identifiers, kind: .section)
    try requireNewSections(identifiers)
    for section in identifiers {
      sections.append(section)
      itemsBySection.append(ItemList())
    }
  }

  /// Inserts sections before or after an existing one, as `insertSections(_:beforeSection:)`.
  /// - Throws: ``SnapshotError`` for repeats, a destination among the inserted sections, an
  ///   absent destination, or a section already present.
  /// - Complexity: O(number of sections).
  public mutating func insertSections(_ identifiers: [SnapshotIdentifier], _ placement: Placement)
    throws(SnapshotError)
  {
    defer { checkInvariantsIfEnabled() }
    try Self.requireUnique(identifiers, kind: .section)
    if identifiers.contains(placement.destination) {
      throw .destinationInInsertedList(placement.destination, kind: .section)
    }
    guard let destination = sections.firstIndex(of: placement.destination) else {
      throw .parameterNotFound("insertIndex")
    }
    try requireNewSections(identifiers)
    let at = placement.isAfter ? destination + 1 : destination
    sections.insert(contentsOf: identifiers, at: at)
    itemsBySection.insert(contentsOf: repeatElement(ItemList(), count: identifiers.count), at: at)
  }

  /// Deletes sections and their items, as `deleteSections(_:)`. Absent sections are
  /// ignored, as UIKit does; they are returned so that a hint can name them.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:kind:)`` for a repeat in `identifiers`.
  /// - Complexity: O(k + number of sections + the items deleted).
  @discardableResult
  public mutating func deleteSections(_ identifiers: [SnapshotIdentifier]) throws(SnapshotError)
    -> [SnapshotIdentifier]
  {
    defer { checkInvariantsIfEnabled() }
    try Self.requireUnique(identifiers, kind: .section)
    let absent = identifiers.filter { !sections.contains($0) }
    guard absent.count < identifiers.count else { return absent }
    let doomed = Set(identifiers)
    // One pass that keeps the survivors: removing sections one at a time would shift the
    // ordered set once per deleted section, O(sections²) when many go.
    var keptSections: [SnapshotIdentifier] = []
    var keptItems: [ItemList] = []
    keptSections.reserveCapacity(sections.count - (identifiers.count - absent.count))
    keptItems.reserveCapacity(keptSections.capacity)
    for (section, items) in zip(sections, itemsBySection) {
      if doomed.contains(section) {
        items.forEachLeaf { _, leafItems in
          for item in leafItems { placeOfItem[item] = nil }
        }
      } else {
        keptSections.append(section)
        keptItems.append(items)
      }
    }
    sections = OrderedSet(uncheckedUniqueElements: keptSections)
    itemsBySection = ChunkedArray(keptItems)
    return absent
  }

  /// Moves a section before or after another, as `moveSection(_:beforeSection:)`.
  ///
  /// The section keeps the value it was added with (the items still name it), even when
  /// `section` is an equal value whose other fields differ.
  /// - Throws: ``SnapshotError`` when the section is moved relative to itself
  ///   or either section is absent (source checked first).
  /// - Complexity: O(number of sections).
  public mutating func moveSection(_ section: SnapshotIdentifier, _ placement: Placement)
    throws(SnapshotError)
  {
    defer { checkInvariantsIfEnabled() }
    if section == placement.destination { throw .moveRelativeToItself(section, kind: .section) }
    guard let from = sections.firstIndex(of: section) else { throw .parameterNotFound("fromSection") }
    guard sections.contains(placement.destination) else { throw .parameterNotFound("toSection") }
    let items = itemsBySection.remove(at: from)
    let stored = sections.remove(at: from)
    let destination = sections.firstIndex(of: placement.destination)!
    let at = placement.isAfter ? destination + 1 : destination
    sections.insert(stored, at: at)
    itemsBySection.insert(items, at: at)
  }

  /// Marks sections to be reloaded by the next apply, as `reloadSections(_:)`.
  /// - Throws: ``SnapshotError/reloadOfMissingSection(_:)`` for an absent section.
  /// - Complexity: O(k) for k identifiers.
  public mutating func reloadSections(_ identifiers: [SnapshotIdentifier]) throws(SnapshotError) {
    defer { checkInvariantsIfEnabled() }
    try Self.requireUnique(identifiers, kind: .section)
    if let missing = identifiers.first(where: { !sections.contains($0) }) {
      throw .reloadOfMissingSection(missing)
    }
    reloadedSections.append(contentsOf: identifiers)
  }

  private func requireNewSections(_ identifiers: [SnapshotIdentifier]) throws(SnapshotError) {
    let existing = identifiers.filter { sections.contains($0) }
    if !existing.isEmpty { throw .sectionAlreadyExists(existing) }
  }
}

// MARK: - Items

extension Snapshot {
  /// Appends items to a section (the last one when `section` is `nil`), as
  /// `appendItems(_:toSection:)`. Items already in the snapshot are moved into place and
  /// reported as a warning, as UIKit logs IDENTIFIER_ALREADY_EXISTS.
  /// - Throws: ``SnapshotError/noSections`` first, then repeats in `identifiers`, then an
  ///   absent `section`.
  /// - Complexity: O(k log n) for k items.
  @discardableResult
  public mutating func appendItems(
    _ identifiers: [SnapshotIdentifier], toSection section: SnapshotIdentifier? = nil
  )
    throws(SnapshotError) -> [SnapshotWarning]
  {
    try appendItems(identifiers, toSection: section, somePresent: true).warnings
  }

  /// ``appendItems(_:toSection:)``, also returning the index of the section appended to;
  /// `somePresent` is `false` when the caller knows that none of `identifiers` is in the
  /// snapshot (then none is looked up to be moved).
  mutating func appendItems(
    _ identifiers: [SnapshotIdentifier], toSection section: SnapshotIdentifier?, somePresent: Bool
  ) throws(SnapshotError) -> (warnings: [SnapshotWarning], section: Int) {
    defer { checkInvariantsIfEnabled() }
    guard !sections.isEmpty else { throw .noSections }
    try Self.requireUnique(identifiers, kind: .item)
    guard let index = sections.firstIndex(of: section ?? sections.last!) else {
      throw .parameterNotFound("section")
    }
    // The stored section, not the caller's `section`: an equal value may carry other fields,
    // and sectionIdentifier(containingItem:) must answer with the value sectionIdentifiers has.
    let warnings = somePresent ? removeExisting(identifiers) : []
    append(identifiers, toSectionAt: index)
    return (warnings, index)
  }

  /// Inserts items before or after an existing item, into that item's section, as
  /// `insertItems(_:beforeItem:)`. Items already in the snapshot are moved into place, with
  /// a warning.
  /// - Throws: ``SnapshotError`` for repeats, a destination among the inserted items, or an
  ///   absent destination.
  /// - Complexity: O(k log n) for k items.
  @discardableResult
  public mutating func insertItems(_ identifiers: [SnapshotIdentifier], _ placement: Placement)
    throws(SnapshotError) -> [SnapshotWarning]
  {
    defer { checkInvariantsIfEnabled() }
    try Self.requireUnique(identifiers, kind: .item)
    if identifiers.contains(placement.destination) {
      throw .destinationInInsertedList(placement.destination, kind: .item)
    }
    guard placeOfItem[placement.destination] != nil else { throw .parameterNotFound("section") }
    let warnings = removeExisting(identifiers)
    insert(identifiers, placement)
    return warnings
  }

  /// Deletes items, as `deleteItems(_:)`. Absent items are ignored, as UIKit does; they are
  /// returned so that a hint can name them.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:kind:)`` for a repeat in `identifiers`.
  /// - Complexity: O(k log n) for k identifiers.
  @discardableResult
  public mutating func deleteItems(_ identifiers: [SnapshotIdentifier]) throws(SnapshotError)
    -> [SnapshotIdentifier]
  {
    defer { checkInvariantsIfEnabled() }
    try Self.requireUnique(identifiers, kind: .item)
    var absent: [SnapshotIdentifier] = []
    for item in identifiers {
      guard let place = placeOfItem.removeValue(forKey: item) else {
        absent.append(item)
        continue
      }
      removeFromSection(place)
    }
    return absent
  }

  /// Removes every section and item, as `deleteAllItems()` (which empties sections too).
  /// Marks stay: UIKit derives them from every reload call made on the snapshot value, and
  /// the next apply drops the ones whose identifiers are gone.
  public mutating func deleteAllItems() {
    defer { checkInvariantsIfEnabled() }
    sections = []
    itemsBySection = []
    placeOfItem = ItemIndex()
  }

  /// Moves an item before or after another, possibly into another section, as
  /// `moveItem(_:beforeItem:)`.
  /// - Throws: ``SnapshotError`` when the item is moved relative to itself or either item is
  ///   absent (source checked first).
  /// - Complexity: O(log n).
  public mutating func moveItem(_ item: SnapshotIdentifier, _ placement: Placement) throws(SnapshotError) {
    defer { checkInvariantsIfEnabled() }
    if item == placement.destination { throw .moveRelativeToItself(item, kind: .item) }
    guard let place = placeOfItem[item] else { throw .parameterNotFound("fromIndex") }
    guard let destination = placeOfItem[placement.destination] else { throw .parameterNotFound("toIndex") }
    let stored = removeFromSection(place)
    placeOfItem[item] = nil
    // The destination's place stands: taking an item out relabels nothing.
    insert([stored], placement, at: destination)
  }

  /// Marks items to be reloaded (a new cell) by the next apply, as `reloadItems(_:)`.
  /// - Throws: ``SnapshotError/reloadOfMissingItem(_:)`` for an absent item.
  /// - Complexity: O(k) for k identifiers.
  public mutating func reloadItems(_ identifiers: [SnapshotIdentifier]) throws(SnapshotError) {
    defer { checkInvariantsIfEnabled() }
    try Self.requireUnique(identifiers, kind: .item)
    if let missing = identifiers.first(where: { placeOfItem[$0] == nil }) {
      throw .reloadOfMissingItem(missing)
    }
    reloadedItems.append(contentsOf: identifiers)
  }

  /// Marks items to be reconfigured (the same cell, configured again) by the next apply, as
  /// `reconfigureItems(_:)` (iOS 15+).
  /// - Throws: ``SnapshotError/reconfigureOfMissingItem(_:)`` for an absent item.
  /// - Complexity: O(k) for k identifiers.
  public mutating func reconfigureItems(_ identifiers: [SnapshotIdentifier]) throws(SnapshotError) {
    defer { checkInvariantsIfEnabled() }
    try Self.requireUnique(identifiers, kind: .item)
    if let missing = identifiers.first(where: { placeOfItem[$0] == nil }) {
      throw .reconfigureOfMissingItem(missing)
    }
    reconfiguredItems.append(contentsOf: identifiers)
  }

  /// Removes the items of `identifiers` that are already present, returning the warning
  /// UIKit logs for them.
  private mutating func removeExisting(_ identifiers: [SnapshotIdentifier]) -> [SnapshotWarning] {
    let existing = identifiers.filter { placeOfItem[$0] != nil }
    guard !existing.isEmpty else { return [] }
    deleteItems(unique: existing)
    return [.identifierAlreadyExists(existing)]
  }

  private mutating func deleteItems(unique identifiers: [SnapshotIdentifier]) {
    do { try deleteItems(identifiers) } catch { preconditionFailure("identifiers were checked unique") }
  }

  /// Inserts items (absent from the snapshot) next to a present destination item.
  private mutating func insert(_ identifiers: [SnapshotIdentifier], _ placement: Placement) {
    insert(identifiers, placement, at: placeOfItem[placement.destination]!)
  }

  /// Inserts items (absent from the snapshot) next to the destination item, which is at `place`.
  private mutating func insert(
    _ identifiers: [SnapshotIdentifier], _ placement: Placement, at place: ItemPlace
  ) {
    let index = sections.firstIndex(of: place.section)!
    let destination = itemsBySection[index].row(ofLabel: place.label)!
    insert(identifiers, intoSectionAt: index, row: placement.isAfter ? destination + 1 : destination)
  }
}

// MARK: - Shared checks

extension Snapshot {
  static func requireUnique(_ identifiers: [SnapshotIdentifier], kind: IdentifierKind) throws(SnapshotError) {
    guard identifiers.count > 1 else { return }
    // A few identifiers (a line of a script) are compared pairwise, with no set to allocate;
    // the set below finds the repeats, in order, when there are any.
    if identifiers.count <= 8 {
      let hasRepeat = identifiers.indices.contains { index in
        identifiers[..<index].contains(identifiers[index])
      }
      guard hasRepeat else { return }
    }
    var seen = Set<SnapshotIdentifier>(minimumCapacity: identifiers.count)
    var repeated: OrderedSet<SnapshotIdentifier> = []
    for identifier in identifiers where !seen.insert(identifier).inserted {
      repeated.append(identifier)
    }
    if !repeated.isEmpty { throw .duplicateIdentifiers(repeated.elements, kind: kind) }
  }

  /// The same snapshot with every identifier re-derived by `rekey` (after a Hashable rule
  /// changed).
  /// - Throws: ``SnapshotError/identifiersNotUnique(_:_:kind:)`` when two identifiers become
  ///   equal under the new rule.
  public func rekeyed(_ rekey: (SnapshotIdentifier) -> SnapshotIdentifier) throws(SnapshotError) -> Snapshot {
    var result = Snapshot()
    var firstItem: [SnapshotIdentifier: SnapshotIdentifier] = [:]
    for (section, items) in zip(sections, itemsBySection) {
      let newSection = rekey(section)
      if let clash = result.sections.firstIndex(of: newSection) {
        throw .identifiersNotUnique(result.sections[clash], section, kind: .section)
      }
      result.sections.append(newSection)
      result.itemsBySection.append(ItemList())
      var newItems: [SnapshotIdentifier] = []
      newItems.reserveCapacity(items.count)
      for item in items.elements {
        let newItem = rekey(item)
        if let earlier = firstItem.updateValue(item, forKey: newItem) {
          throw .identifiersNotUnique(earlier, item, kind: .item)
        }
        newItems.append(newItem)
      }
      result.append(newItems, toSectionAt: result.sections.count - 1)
    }
    result.reloadedItems = OrderedSet(reloadedItems.map(rekey))
    result.reconfiguredItems = OrderedSet(reconfiguredItems.map(rekey))
    result.reloadedSections = OrderedSet(reloadedSections.map(rekey))
    return result
  }
}

extension Placement {
  var isAfter: Bool {
    if case .after = self { return true }
    return false
  }
}

extension OrderedSet {
  /// Inserts elements known to be absent at `index`.
  /// - Complexity: O(count + k): one element is inserted in place, several by rebuilding.
  mutating func insert(contentsOf newElements: [Element], at index: Int) {
    if newElements.isEmpty { return }
    if newElements.count == 1 {
      insert(newElements[0], at: index)
      return
    }
    var elements = self.elements
    elements.insert(contentsOf: newElements, at: index)
    self = OrderedSet(uncheckedUniqueElements: elements)
  }
}
