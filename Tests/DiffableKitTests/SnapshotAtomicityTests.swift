import Testing

@testable import DiffableKit

/// A call that UIKit rejects, run on a snapshot with sections, items and every kind of mark.
struct Misuse: Sendable, CustomTestStringConvertible {
  let name: String
  let code: String
  let call: @Sendable (inout Snapshot) throws -> Void

  var testDescription: String { name }

  /// main: 1 2 3 | other: 4 5 | empty:, with 2 and 4 reloaded, 5 reconfigured and other
  /// reloaded.
  static func fixture() throws -> Snapshot {
    var snapshot = try SnapshotFixture.make(["main": [1, 2, 3], "other": [4, 5], "empty": []])
    try snapshot.reloadItems([2, 4])
    try snapshot.reconfigureItems([5])
    try snapshot.reloadSections(["other"])
    return snapshot
  }

  static let all: [Misuse] = [
    // Run on the fixture after deleteAllItems(), which keeps the marks.
    Misuse(name: "appendItems with no sections", code: "noSections") { try $0.appendItems([9]) },
    Misuse(name: "appendItems with a repeat", code: "duplicateIdentifiers") { try $0.appendItems([9, 9]) },
    Misuse(name: "appendItems of an existing item with a repeat", code: "duplicateIdentifiers") {
      try $0.appendItems([4, 9, 4], toSection: "main")
    },
    Misuse(name: "appendItems of an existing item to an absent section", code: "destinationNotFound") {
      try $0.appendItems([9, 1], toSection: "gone")
    },
    Misuse(name: "insertItems with a repeat", code: "duplicateIdentifiers") {
      try $0.insertItems([9, 1, 9], .after(2))
    },
    Misuse(name: "insertItems of an existing item before an absent one", code: "destinationNotFound") {
      try $0.insertItems([4, 9], .before(8))
    },
    Misuse(name: "insertItems after an inserted item", code: "destinationInInsertedList") {
      try $0.insertItems([1, 9], .after(1))
    },
    Misuse(name: "deleteItems with a repeat", code: "duplicateIdentifiers") {
      try $0.deleteItems([1, 2, 1])
    },
    Misuse(name: "moveItem after itself", code: "moveRelativeToItself") { try $0.moveItem(1, .after(1)) },
    Misuse(name: "moveItem of an absent item", code: "sourceNotFound") { try $0.moveItem(9, .before(1)) },
    Misuse(name: "moveItem before an absent item", code: "destinationNotFound") {
      try $0.moveItem(1, .before(9))
    },
    Misuse(name: "reloadItems with an absent item after a present one", code: "reloadOfMissingItem") {
      try $0.reloadItems([3, 9])
    },
    Misuse(name: "reloadItems with a repeat", code: "duplicateIdentifiers") { try $0.reloadItems([3, 3]) },
    Misuse(name: "reconfigureItems with an absent item", code: "reconfigureOfMissingItem") {
      try $0.reconfigureItems([1, 9])
    },
    Misuse(name: "appendSections of an existing section", code: "sectionAlreadyExists") {
      try $0.appendSections(["new", "main"])
    },
    Misuse(name: "appendSections with a repeat", code: "duplicateIdentifiers") {
      try $0.appendSections(["new", "new"])
    },
    Misuse(name: "insertSections of an existing section", code: "sectionAlreadyExists") {
      try $0.insertSections(["new", "other"], .after("main"))
    },
    Misuse(name: "insertSections before an absent section", code: "destinationNotFound") {
      try $0.insertSections(["new"], .before("gone"))
    },
    Misuse(name: "insertSections after an inserted section", code: "destinationInInsertedList") {
      try $0.insertSections(["new", "main"], .after("main"))
    },
    Misuse(name: "deleteSections with a repeat", code: "duplicateIdentifiers") {
      try $0.deleteSections(["main", "other", "main"])
    },
    Misuse(name: "moveSection before itself", code: "moveRelativeToItself") {
      try $0.moveSection("main", .before("main"))
    },
    Misuse(name: "moveSection of an absent section", code: "sourceNotFound") {
      try $0.moveSection("gone", .after("main"))
    },
    Misuse(name: "moveSection after an absent section", code: "destinationNotFound") {
      try $0.moveSection("main", .after("gone"))
    },
    Misuse(name: "reloadSections with an absent section", code: "reloadOfMissingSection") {
      try $0.reloadSections(["main", "gone"])
    },
  ]
}

@Suite("A rejected snapshot call changes nothing")
struct SnapshotAtomicityTests {
  @Test("sections, items, owners and marks are as before the call", arguments: Misuse.all)
  func unchanged(misuse: Misuse) throws {
    var snapshot = try Misuse.fixture()
    if misuse.code == "noSections" { snapshot.deleteAllItems() }
    let before = snapshot
    let error = SnapshotFixture.failure { try misuse.call(&snapshot) }
    #expect(error?.code == misuse.code)
    #expect(snapshot == before)
    #expect(SnapshotState(snapshot) == SnapshotState(before))
  }

  @Test("a failed call on a value-changed item keeps the stored value")
  func storedValueKept() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    var snapshot = try SnapshotFixture.make([
      "main": [registry.identifier(for: SnapshotFixture.payment(1, "Fare"))]
    ])
    let before = SnapshotState(snapshot)
    let edited = registry.identifier(for: SnapshotFixture.payment(1, "Toll"))
    #expect(SnapshotFixture.failure { try snapshot.appendItems([edited], toSection: "gone") } != nil)
    #expect(SnapshotFixture.failure { try snapshot.insertItems([edited], .before(9)) } != nil)
    #expect(SnapshotState(snapshot) == before)
  }

  @Test(
    "thousands of random calls agree with the reference model and keep the invariants",
    arguments: [1, 2, 3, 42, 20_240_601] as [UInt64])
  func random(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    var snapshot = Snapshot()
    var reference = ReferenceSnapshot()
    var codes: Set<String> = []
    var successes = 0
    for step in 0..<3000 {
      let operation = SnapshotOperation.random(using: &generator)
      let before = snapshot
      let context = "seed \(seed), step \(step): \(operation)"
      let actual: Result<SnapshotOperation.Outcome, SnapshotError> = Result { () throws(SnapshotError) in
        try operation.run(on: &snapshot)
      }
      let expected: Result<SnapshotOperation.Outcome, SnapshotError> = Result { () throws(SnapshotError) in
        try reference.run(operation)
      }
      guard actual == expected else {
        Issue.record("\(context): got \(actual), the reference gives \(expected)")
        return
      }
      switch actual {
      case .success: successes += 1
      case .failure(let error):
        codes.insert(error.code)
        guard snapshot == before, SnapshotState(snapshot) == SnapshotState(before) else {
          Issue.record("\(context): failed with \(error.code) but changed the snapshot")
          return
        }
      }
      guard SnapshotState(snapshot) == reference.state else {
        Issue.record("\(context): \(SnapshotState(snapshot)) but the reference holds \(reference.state)")
        return
      }
      let violations = Self.invariantViolations(snapshot)
      guard violations.isEmpty else {
        Issue.record("\(context): \(violations.joined(separator: "; "))")
        return
      }
    }
    // The draw must reach both outcomes and every kind of rejection, or the test proves little.
    #expect(successes > 600)
    #expect(
      codes == [
        "noSections", "duplicateIdentifiers", "sectionAlreadyExists", "destinationNotFound", "sourceNotFound",
        "destinationInInsertedList", "moveRelativeToItself", "reloadOfMissingItem",
        "reconfigureOfMissingItem",
        "reloadOfMissingSection",
      ])
  }

  /// What is wrong with the snapshot's internal bookkeeping, if anything.
  static func invariantViolations(_ snapshot: Snapshot) -> [String] {
    var problems: [String] = []
    if snapshot.itemsBySection.count != snapshot.sections.count {
      problems.append("\(snapshot.itemsBySection.count) item lists for \(snapshot.sections.count) sections")
    }
    var seen: Set<SnapshotIdentifier> = []
    var global = 0
    for (sectionIndex, (section, items)) in zip(snapshot.sections, snapshot.itemsBySection).enumerated() {
      let labels = items.labels
      if zip(labels, labels.dropFirst()).contains(where: { $0 >= $1 }) {
        problems.append("the labels of section \(section) are not ascending")
      }
      for (row, item) in items.elements.enumerated() {
        if !seen.insert(item).inserted { problems.append("\(item) is in more than one section") }
        if snapshot.placeOfItem[item]?.section.description != section.description {
          problems.append(
            "placeOfItem[\(item)] is \(String(describing: snapshot.placeOfItem[item])), not in \(section)")
        }
        if snapshot.placeOfItem[item]?.label != labels[row] {
          problems.append("placeOfItem[\(item)] has not the label the tree has")
        }
        if snapshot.indexPath(of: item) != IndexPath(row: row, section: sectionIndex) {
          problems.append("indexPath(of: \(item)) is wrong")
        }
        if snapshot.indexOfItem(item) != global { problems.append("indexOfItem(\(item)) is not \(global)") }
        global += 1
      }
    }
    if seen.count != snapshot.placeOfItem.count {
      problems.append("placeOfItem holds \(snapshot.placeOfItem.count) items, the sections \(seen.count)")
    }
    let sum = snapshot.sections.reduce(0) { $0 + ((try? snapshot.numberOfItems(inSection: $1)) ?? -1_000) }
    if snapshot.numberOfItems != sum || snapshot.numberOfItems != global {
      problems.append("numberOfItems \(snapshot.numberOfItems), sections hold \(sum)")
    }
    if snapshot.itemIdentifiers.count != global { problems.append("itemIdentifiers has the wrong length") }
    return problems
  }
}
