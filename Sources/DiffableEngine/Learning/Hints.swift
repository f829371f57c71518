import DiffableKit

/// One-line hints printed after an apply, each only when its mistake shows in the apply:
/// stale cells, every row deleted and inserted again (`UUID()` identifiers, or whole values
/// as identifiers while fields change), an edited value turned into a delete and an insert,
/// and a reload that could not do what it was meant to.
enum Hints {
  /// The hints for `change`.
  /// - Parameter iOS: the behaviour profile, for the fix they suggest.
  /// - Complexity: O(rows) to compare each row's cell with its item, plus O(k) expected for
  ///   k changed and marked items.
  /// - Throws: ``Interrupted`` when `interruption` asked to stop.
  static func after(
    _ change: AppliedChange, iOS: Int, phrasing: any Phrasing, interruption: Interruption
  ) throws(Interrupted)
    -> [String]
  {
    let facts = try ApplyFacts(change, interruption: interruption)
    let refresh = BehaviourProfile.refreshCall(iOS: iOS)
    var hints: [String] = []
    var counter = interruption.counter()
    if let stale = try staleCells(facts, refresh: refresh, counter: &counter) { hints.append(stale) }
    if let everything = everythingReplaced(facts, phrasing: phrasing) {
      hints.append(everything)
    } else if let edit = editedValues(facts, refresh: refresh, phrasing: phrasing) {
      hints.append(edit)
    }
    hints += reloads(facts)
    return hints
  }

  /// Cells left showing an older value by this apply.
  private static func staleCells(
    _ facts: ApplyFacts, refresh: String, counter: inout InterruptionCounter
  ) throws(Interrupted) -> String? {
    let stale = try StaleCell.all(in: facts.change.tableAfter, showing: facts.new, counter: &counter).filter {
      facts.old.storedItem($0.current)?.content != $0.current.content
    }
    guard let first = stale.first else { return nil }
    let fields = stale.flatMap(\.changes.names).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    let ignored = Words.and(fields)
    let paths =
      stale.prefix(5).map(\.path.description).joined(separator: ", ") + (stale.count > 5 ? ", …" : "")
    if stale.allSatisfy(\.isSameInstance) {
      let hashed = Set(facts.executedRule(of: first.current)?.hashed.flatMap(\.reads) ?? [])
      return instancesChangedInPlace(
        stale, fields: fields, rehashed: fields.filter(hashed.contains), paths: paths, refresh: refresh)
    }
    if fields.isEmpty {
      // The values' fields are unknown here (an identity the client worked out itself, as the
      // Swift interpreter does by running hash(into:) and ==): what == ignores cannot be named.
      if stale.count == 1 {
        return
          "stale cell at \(first.path): \(first.changeText) changed, but == finds the new value equal to "
          + "the old one, so apply sent the row nothing; \(refresh) it, or make == compare what the cell shows "
          + "(`explain` says more)"
      }
      return
        "\(stale.count) stale cells (\(paths)): their values changed, but == finds each new value equal to "
        + "the old one, so apply sent those rows nothing; \(refresh) them, or make == compare what the cells "
        + "show (`explain` says more)"
    }
    if let rule = facts.executedRule(of: first.current), case let reasons = rule.reasons(changed: fields),
      !reasons.compared.isEmpty
    {
      // == read what changed, and what it compares came out the same (`name.lowercased()`).
      let but = Self.comparedTheSame(reasons, plural: stale.count > 1)
      if stale.count == 1 {
        return
          "stale cell at \(first.path): \(first.changeText) changed, but \(but), so apply sent the row nothing; "
          + "\(refresh) it, or make == compare what the cell shows (`explain` says more)"
      }
      return
        "\(stale.count) stale cells (\(paths)): \(ignored) changed, but \(but), so apply sent those rows "
        + "nothing; \(refresh) them, or make == compare what the cells show (`explain` says more)"
    }
    if stale.count == 1 {
      return
        "stale cell at \(first.path): \(first.changeText) changed, but == ignores \(ignored), so apply sent "
        + "the row nothing; \(refresh) it, or compare \(ignored) in == (`explain` says more)"
    }
    return
      "\(stale.count) stale cells (\(paths)): \(ignored) changed, but == ignores \(fields.count == 1 ? "it" : "them"), "
      + "so apply sent those rows nothing; \(refresh) them, or compare \(ignored) in == (`explain` says more)"
  }

  /// Cells of objects (instances of a class) changed in place: both snapshots hold the very
  /// object, which apply compares with itself, so no `==` could have told the change. When
  /// `hash(into:)` reads what changed (`rehashed`), the snapshot files the object under a hash it
  /// no longer has, which breaks lookups by it: the fix starts with hashing what never changes.
  private static func instancesChangedInPlace(
    _ stale: [StaleCell], fields: [String], rehashed: [String], paths: String, refresh: String
  ) -> String {
    let first = stale[0]
    let what = fields.isEmpty ? "its fields" : Words.and(fields)
    let fix =
      rehashed.isEmpty
      ? "\(refresh) \(stale.count == 1 ? "it" : "them") after changing \(stale.count == 1 ? "it" : "them")"
      : "as hash(into:) reads \(Words.and(rehashed)), the snapshot files the object under a hash it no "
        + "longer has, where a lookup (\(refresh), indexPath(for:)) may not find it: hash what never changes (an "
        + "id), then \(refresh) after a change"
    if stale.count == 1 {
      return
        "stale cell at \(first.path): \(first.changeText) changed in place, in the \(first.typeName) instance both "
        + "snapshots hold: apply compares the object with itself, so it sent the row nothing, whatever == "
        + "compares; \(fix) (`explain` says more)"
    }
    return
      "\(stale.count) stale cells (\(paths)): \(what) changed in place, in instances both snapshots hold: apply "
      + "compares each object with itself, so it sent those rows nothing, whatever == compares; \(fix) "
      + "(`explain` says more)"
  }

  /// `== compares name.lowercased(), the same for the old and new value, and ignores count`: why
  /// a value whose properties changed is still == under a rule run as code.
  static func comparedTheSame(_ reasons: (compared: [String], ignored: [String]), plural: Bool) -> String {
    "== compares \(Words.and(reasons.compared)), the same for the old and new value\(plural ? "s" : "")"
      + (reasons.ignored.isEmpty ? "" : ", and ignores \(Words.and(reasons.ignored))")
  }

  /// Every row of the surviving sections deleted and inserted again, as edited values.
  private static func everythingReplaced(_ facts: ApplyFacts, phrasing: any Phrasing) -> String? {
    let deleted = facts.change.diff.deletedItems
    let rowsInDeletedSections = facts.change.diff.deletedSections.reduce(0) { count, section in
      count + ((try? facts.old.numberOfItems(inSection: section.id)) ?? 0)
    }
    // Every row outside the deleted sections was deleted, and each looks edited.
    guard deleted.count >= 2, deleted.count == facts.old.numberOfItems - rowsInDeletedSections,
      deleted.allSatisfy({ facts.pairByOld[$0.id] != nil })
    else { return nil }
    let pairs = deleted.compactMap { facts.pairByOld[$0.id] }
    if let field = uuidField(in: pairs) {
      return
        "every row was deleted and inserted again: each rebuild gave the items a new \(field) from UUID(), "
        + "so no new item is == to an old one (no real diff, cell state lost); keep \(field) stable (from your "
        + "model or database, not UUID() in init)"
    }
    let changed = Set(pairs.flatMap(\.changes.names))
    let type = facts.change.identityType(of: pairs[0].new.id)
    let fields = type?.fields.filter(changed.contains) ?? changed.sorted()
    let loss = "so no new item is == to an old one (no real diff, cell state lost)"
    if fields.allSatisfy(EditPairing.isIdentityName) {
      return "every row was deleted and inserted again: their \(Words.and(fields)) changed, \(loss); "
        + "keep \(Words.and(fields)) stable across rebuilds"
    }
    return
      "every row was deleted and inserted again: whole values are the identifiers and \(Words.and(fields)) "
      + "changed, \(loss); " + identityAdvice(pairs[0], type: type, phrasing: phrasing)
  }

  /// Edited values that `==` saw as new items.
  private static func editedValues(_ facts: ApplyFacts, refresh: String, phrasing: any Phrasing) -> String? {
    // A changed id is a new item, not an edit.
    let edits = facts.pairs.filter { !$0.changes.names.contains(where: EditPairing.isIdentityName) }
    guard let first = edits.first else { return nil }
    let type = facts.change.identityType(of: first.new.id)
    let compared = first.changes.names.filter { type?.equalityFields.contains($0) ?? true }
    let subject =
      edits.count == 1
      ? "\(first.old.id) was edited (\(first.changes.listed))"
      : "\(edits.count) edited values (as \(first.old.id): \(first.changes.listed))"
    let verb = edits.count == 1 ? "became" : "became each"
    return "\(subject) and \(verb) a delete + insert, as == compares \(Words.and(compared)): the row was "
      + "replaced by a new cell; to update it in place, "
      + identityAdvice(first, type: type, phrasing: phrasing)
      + " and \(refresh) it"
  }

  /// Reloads of items whose edit made them new, and marks made with another value.
  private static func reloads(_ facts: ApplyFacts) -> [String] {
    var hints: [String] = []
    let marked =
      facts.change.diff.reloadedItems.map { ($0.id, "reloadItems") }
      + facts.change.diff.reconfiguredItems.map { ($0.id, "reconfigureItems") }
    if let (item, command) = marked.first(where: { facts.pairByNew[$0.0] != nil }) {
      hints.append(
        "\(item) was marked by \(command), but its edit made it a new item (== differs from the old value), so "
          + "it was deleted and inserted anyway: \(command) refreshes only an item that stays ==")
    }
    if let (item, command) = marked.first(where: { facts.markValue(of: $0.0) != nil }),
      let mark = facts.markValue(of: item)
    {
      hints.append(
        "\(command) was given \(mark), but a mark does not replace the value in the snapshot: the cell was "
          + "rendered again from \(item); put the new value in the snapshot (build it afresh) and mark that")
    }
    return hints
  }

  /// `make id the identity (hash Payment: id, equal Payment: id)`.
  private static func identityAdvice(_ pair: EditPair, type: StructType?, phrasing: any Phrasing) -> String {
    guard let type else { return "compare only what identifies an item in == and hash(into:)" }
    let identity: [String]
    switch pair.evidence {
    case .idField(let field): identity = [field]
    case .hashFields(let fields): identity = fields
    case .position:
      guard let field = type.fields.first(where: EditPairing.isIdentityName) else {
        return "compare only what identifies an item in == and hash(into:)"
      }
      identity = [field]
    }
    let hash = type.hashFields != identity ? identity : nil
    let equal = type.equalityFields != identity ? identity : nil
    guard hash != nil || equal != nil else { return "keep \(Words.and(identity)) stable across rebuilds" }
    return
      "make \(Words.and(identity)) the identity (\(phrasing.rule(of: type.name, hash: hash, equal: equal)))"
  }

  /// A field that holds a different UUID string on each side of every pair.
  private static func uuidField(in pairs: [EditPair]) -> String? {
    guard let candidates = pairs.first?.changes.filter({ isUUID($0.old) && isUUID($0.new) }).map(\.name)
    else {
      return nil
    }
    return candidates.first { name in
      pairs.allSatisfy { pair in pair.changes.contains { $0.name == name && isUUID($0.old) && isUUID($0.new) }
      }
    }
  }

  /// Whether `value` is a string in UUID form: 8-4-4-4-12 hexadecimal digits.
  static func isUUID(_ value: Value) -> Bool {
    guard case .string(let text) = value else { return false }
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }
}
