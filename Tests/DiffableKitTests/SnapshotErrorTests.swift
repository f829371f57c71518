import Testing

@testable import DiffableKit

/// The snapshot error `body` throws, or `nil`.
private func rejection(_ body: () throws -> Void) -> SnapshotError? { SnapshotFixture.failure(body) }

/// main: 1 2 3 | other: 4 | empty:
private func fixture() throws -> Snapshot {
  try SnapshotFixture.make(["main": [1, 2, 3], "other": [4], "empty": []])
}

@Suite("Snapshot misuse: UIKit's messages and codes")
struct SnapshotMisuseTests {
  @Test("appendItems with no sections")
  func noSections() {
    var snapshot = Snapshot()
    for error in [
      rejection { try snapshot.appendItems([1]) },
      rejection { try snapshot.appendItems([1], toSection: "main") },
    ] {
      #expect(error == .noSections)
      #expect(
        error?.message() == "There are currently no sections in the data source. Please add a section first.")
      #expect(error?.code == "noSections")
    }
  }

  @Test("the same item twice in one call lists each repeat once, in order")
  func duplicateItems() throws {
    var snapshot = try fixture()
    let error = rejection { try snapshot.appendItems([7, 8, 7, 9, 8, 7]) }
    #expect(error == .duplicateIdentifiers([7, 8], kind: .item))
    #expect(
      error?.message() == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(7, 8)}")
    #expect(error?.code == "duplicateIdentifiers")
  }

  @Test("the same section twice in one call")
  func duplicateSections() throws {
    var snapshot = try fixture()
    let error = rejection { try snapshot.appendSections(["x", "x"]) }
    #expect(
      error?.message() == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(x)}")
    #expect(error?.code == "duplicateIdentifiers")
  }

  @Test("iOS 13 words the duplicate message without the kind or the list; iOS 14 as today")
  func duplicateWordingByVersion() {
    let error = SnapshotError.duplicateIdentifiers([7], kind: .item)
    #expect(error.message(iOS: 13) == "Fatal: supplied identifiers are not unique.")
    #expect(
      SnapshotError.duplicateIdentifiers(["x"], kind: .section).message(iOS: 13)
        == "Fatal: supplied identifiers are not unique.")
    #expect(
      error.message(iOS: 14)
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(7)}")
    #expect(error.description == error.message(iOS: 18))
  }

  @Test("every call that takes a list rejects repeats")
  func duplicatesEverywhere() throws {
    var snapshot = try fixture()
    let item = SnapshotError.duplicateIdentifiers([1], kind: .item)
    let section = SnapshotError.duplicateIdentifiers(["main"], kind: .section)
    #expect(rejection { try snapshot.insertItems([1, 1], .before(2)) } == item)
    #expect(rejection { try snapshot.deleteItems([1, 1]) } == item)
    #expect(rejection { try snapshot.reloadItems([1, 1]) } == item)
    #expect(rejection { try snapshot.reconfigureItems([1, 1]) } == item)
    #expect(rejection { try snapshot.insertSections(["main", "main"], .after("other")) } == section)
    #expect(rejection { try snapshot.deleteSections(["main", "main"]) } == section)
    #expect(rejection { try snapshot.reloadSections(["main", "main"]) } == section)
  }

  @Test("a struct identifier prints in full inside a message")
  func structInMessage() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    var snapshot = try fixture()
    let fare = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    #expect(
      rejection { try snapshot.appendItems([fare, 1, fare]) }?.message()
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
        + #"{(Payment(id: 1, title: "Fare", price: 10))}"#)
  }

  @Test("appending or inserting a section that exists: singular wording, the section bare")
  func sectionExistsOne() throws {
    var snapshot = try fixture()
    let error = rejection { try snapshot.appendSections(["new", "other"]) }
    #expect(error == .sectionAlreadyExists(["other"]))
    #expect(
      error?.message()
        == "Diffable data source detected an attempt to insert or append 1 section identifier that already "
        + "exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already "
        + "exists: other")
    #expect(error?.code == "sectionAlreadyExists")
  }

  @Test("several sections that exist: plural wording, the sections as a list")
  func sectionExistsSeveral() throws {
    var snapshot = try fixture()
    let error = rejection { try snapshot.insertSections(["empty", "new", "main"], .after("other")) }
    #expect(error == .sectionAlreadyExists(["empty", "main"]))
    #expect(
      error?.message()
        == "Diffable data source detected an attempt to insert or append 2 section identifiers that already "
        + "exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already "
        + "exist: (empty, main)")
  }

  @Test(
    "an absent destination or source names UIKit's failed parameter",
    arguments: [
      ("appendItems to an absent section", "section", "destinationNotFound"),
      ("insertItems before an absent item", "section", "destinationNotFound"),
      ("insertItems after an absent item", "section", "destinationNotFound"),
      ("insertSections before an absent section", "insertIndex", "destinationNotFound"),
      ("insertSections after an absent section", "insertIndex", "destinationNotFound"),
      ("moveItem of an absent item", "fromIndex", "sourceNotFound"),
      ("moveItem after an absent item", "toIndex", "destinationNotFound"),
      ("moveSection of an absent section", "fromSection", "sourceNotFound"),
      ("moveSection before an absent section", "toSection", "destinationNotFound"),
    ])
  func notFound(call: String, parameter: String, code: String) throws {
    var snapshot = try fixture()
    let error =
      switch call {
      case "appendItems to an absent section": rejection { try snapshot.appendItems([9], toSection: "gone") }
      case "insertItems before an absent item": rejection { try snapshot.insertItems([9], .before(8)) }
      case "insertItems after an absent item": rejection { try snapshot.insertItems([9, 10], .after(8)) }
      case "insertSections before an absent section":
        rejection { try snapshot.insertSections(["x"], .before("gone")) }
      case "insertSections after an absent section":
        rejection { try snapshot.insertSections(["x", "y"], .after("gone")) }
      case "moveItem of an absent item": rejection { try snapshot.moveItem(9, .after(1)) }
      case "moveItem after an absent item": rejection { try snapshot.moveItem(1, .after(9)) }
      case "moveSection of an absent section": rejection { try snapshot.moveSection("gone", .before("main")) }
      default: rejection { try snapshot.moveSection("main", .before("gone")) }
      }
    #expect(error == .parameterNotFound(parameter))
    #expect(error?.message() == "Invalid parameter not satisfying: \(parameter) != NSNotFound")
    #expect(error?.code == code)
  }

  @Test("inserting items relative to one of the inserted items")
  func itemDestinationInList() throws {
    var snapshot = try fixture()
    let error = rejection { try snapshot.insertItems([8, 9], .after(9)) }
    #expect(error == .destinationInInsertedList(9, kind: .item))
    #expect(
      error?.message()
        == "Invalid update: destination for insertion operation [9] is in the insertion identifier list "
        + "for update.")
    #expect(error?.code == "destinationInInsertedList")
  }

  @Test("inserting sections relative to one of the inserted sections (no final period, as UIKit)")
  func sectionDestinationInList() throws {
    var snapshot = try fixture()
    let error = rejection { try snapshot.insertSections(["x", "main"], .before("main")) }
    #expect(error == .destinationInInsertedList("main", kind: .section))
    #expect(
      error?.message()
        == "Invalid update: destination for section operation [main] is in the inserted section list "
        + "for update")
    #expect(error?.code == "destinationInInsertedList")
  }

  @Test("moving an item or a section relative to itself")
  func moveRelativeToItself() throws {
    var snapshot = try fixture()
    let item = rejection { try snapshot.moveItem(2, .before(2)) }
    #expect(
      item?.message() == "Invalid update: destination for item move is the same as the source [2] for update."
    )
    #expect(item?.code == "moveRelativeToItself")
    let section = rejection { try snapshot.moveSection("main", .after("main")) }
    #expect(
      section?.message()
        == "Invalid update: destination for section move is the same as the source [main] for update.")
    #expect(section?.code == "moveRelativeToItself")
  }

  @Test("reloading or reconfiguring what is not in the snapshot names the first absent identifier")
  func missingMarks() throws {
    var snapshot = try fixture()
    let reload = rejection { try snapshot.reloadItems([1, SnapshotFixture.string("x"), 9]) }
    #expect(
      reload?.message() == #"Attempted to reload item identifier that does not exist in the snapshot: "x""#)
    #expect(reload?.code == "reloadOfMissingItem")
    let reconfigure = rejection { try snapshot.reconfigureItems([9]) }
    #expect(
      reconfigure?.message()
        == "Attempted to reconfigure item identifier that does not exist in the snapshot: 9")
    #expect(reconfigure?.code == "reconfigureOfMissingItem")
    let section = rejection { try snapshot.reloadSections(["main", "gone"]) }
    #expect(
      section?.message() == "Attempted to reload section identifier that does not exist in the snapshot: gone"
    )
    #expect(section?.code == "reloadOfMissingSection")
  }

  @Test("an item is not a section: reloading an item identifier as a section fails")
  func separateSpaces() throws {
    var snapshot = try fixture()
    #expect(rejection { try snapshot.reloadSections([1]) } == .reloadOfMissingSection(1))
    #expect(rejection { try snapshot.reloadItems(["main"]) } == .reloadOfMissingItem("main"))
  }
}

@Suite("Snapshot misuse: the order of UIKit's checks")
struct SnapshotCheckOrderTests {
  @Test("no sections is checked before repeats and before the section")
  func noSectionsFirst() {
    var snapshot = Snapshot()
    #expect(rejection { try snapshot.appendItems([1, 1], toSection: "gone") } == .noSections)
  }

  @Test("repeats are checked before the destination")
  func duplicatesBeforeDestination() throws {
    var snapshot = try fixture()
    #expect(
      rejection { try snapshot.appendItems([9, 9], toSection: "gone") }
        == .duplicateIdentifiers([9], kind: .item))
    #expect(
      rejection { try snapshot.insertItems([9, 9], .after(9)) } == .duplicateIdentifiers([9], kind: .item))
    #expect(
      rejection { try snapshot.insertSections(["x", "x"], .after("gone")) }
        == .duplicateIdentifiers(["x"], kind: .section))
    #expect(
      rejection { try snapshot.appendSections(["main", "main"]) }
        == .duplicateIdentifiers(["main"], kind: .section))
  }

  @Test("a destination in the inserted list is reported before an absent destination")
  func destinationInListBeforeAbsent() throws {
    var snapshot = try fixture()
    #expect(
      rejection { try snapshot.insertItems([8, 9], .before(8)) } == .destinationInInsertedList(8, kind: .item)
    )
    #expect(
      rejection { try snapshot.insertSections(["x", "y"], .after("y")) }
        == .destinationInInsertedList("y", kind: .section))
  }

  @Test("an absent destination is reported before sections that already exist")
  func destinationBeforeExisting() throws {
    var snapshot = try fixture()
    #expect(
      rejection { try snapshot.insertSections(["main"], .after("gone")) } == .parameterNotFound("insertIndex")
    )
  }

  @Test("a move checks itself first, then the source, then the destination")
  func moveOrder() throws {
    var snapshot = try fixture()
    #expect(rejection { try snapshot.moveItem(9, .after(9)) } == .moveRelativeToItself(9, kind: .item))
    #expect(rejection { try snapshot.moveItem(9, .after(8)) } == .parameterNotFound("fromIndex"))
    #expect(
      rejection { try snapshot.moveSection("gone", .after("lost")) } == .parameterNotFound("fromSection"))
    #expect(
      rejection { try snapshot.moveSection("lost", .before("lost")) }
        == .moveRelativeToItself("lost", kind: .section))
  }

  @Test("repeats are checked before absent identifiers in reloads")
  func reloadOrder() throws {
    var snapshot = try fixture()
    #expect(rejection { try snapshot.reloadItems([9, 9]) } == .duplicateIdentifiers([9], kind: .item))
    #expect(
      rejection { try snapshot.reloadSections(["gone", "gone"]) }
        == .duplicateIdentifiers(["gone"], kind: .section))
  }
}
