import Testing

@testable import DiffableKit

/// Swift's hashValue of an identifier, what a hash table's bucket is chosen by.
private func hashOf(_ identifier: SnapshotIdentifier) -> Int { identifier.hashValue }

/// Whether an identifier holds its number inline, with no box.
private func isInline(_ identifier: SnapshotIdentifier) -> Bool {
  if case .small = identifier.representation { return true }
  return false
}

@Suite("Values of different types are different identifiers")
struct IdentifierTypeTests {
  @Test("1, \"1\" and .one are three identifiers, as with AnyHashable")
  func intStringSymbol() {
    let identifiers = [
      SnapshotIdentifier(.int(1)), SnapshotIdentifier(.string("1")), SnapshotIdentifier(.symbol("one")),
    ]
    #expect(Set(identifiers).count == 3)
    #expect(SnapshotIdentifier(.string("one")) != SnapshotIdentifier(.symbol("one")))
  }

  @Test("an Int and a Double of the same number are one identifier, a Bool differs, as with AnyHashable")
  func numbers() {
    #expect(SnapshotIdentifier(.int(1)) == SnapshotIdentifier(.double(1)))
    #expect(
      Set([SnapshotIdentifier(.int(1)), SnapshotIdentifier(.double(1)), SnapshotIdentifier(.string("1"))])
        .count == 2)
    #expect(SnapshotIdentifier(.int(1)) != SnapshotIdentifier(.bool(true)))
    #expect(SnapshotIdentifier(.int(0)) != SnapshotIdentifier(.bool(false)))
  }

  @Test(
    "an Int kept as a number alone is the identifier of the whole Double, the shown Int and the Int in a Set")
  func intStorage() {
    let int = SnapshotIdentifier(.int(-7))
    #expect(isInline(int))
    #expect(int.value == .int(-7) && int.localityNumber == -7)
    // Beyond Int32's range, the number is boxed: an IntStorage.
    let large = SnapshotIdentifier(.int(Int(Int32.max) + 1))
    guard case .boxed(let storage) = large.representation else {
      Issue.record("\(large) is not boxed")
      return
    }
    #expect(storage is SnapshotIdentifier.IntStorage && large.value == .int(Int(Int32.max) + 1))
    for number in [-7, Int(Int32.min), Int(Int32.max), Int(Int32.max) + 1, Int.min] {
      let int = SnapshotIdentifier(.int(number))
      let shownInt = int.shown(as: .string("shown"))
      for equal in [SnapshotIdentifier(.double(Double(number))), SnapshotIdentifier(.int(number)), shownInt] {
        #expect(int == equal && equal == int, "\(number)")
        #expect(hashOf(int) == hashOf(equal), "\(number)")
        #expect(shownInt == equal && equal == shownInt, "\(number)")
      }
      #expect(int != SnapshotIdentifier(.int(number &+ 1)) && int != SnapshotIdentifier(.string("\(number)")))
      #expect(shownInt != SnapshotIdentifier(.int(number &+ 1)))
    }
    #expect(int != SnapshotIdentifier(.int(7)) && int != SnapshotIdentifier(.double(-7.5)))
    var random = SplitMix64(seed: 9)
    let samples =
      [0, 1, -1, Int.min, Int.max] + (0..<1_000).map { _ in Int(bitPattern: UInt(random.next())) }
    for number in samples {
      #expect(SnapshotIdentifier.number(ofIntKeyHash: SnapshotIdentifier.intKeyHash(number)) == number)
      #expect(SnapshotIdentifier(.int(number)).value == .int(number))
    }
    let numbers = Set((-500..<500).map { SnapshotIdentifier(.int($0)) })
    #expect(numbers.count == 1_000 && numbers.contains(SnapshotIdentifier(.double(499))))
  }

  @Test("equal plain values are one identifier with one hash")
  func equalPlainValues() {
    #expect(SnapshotIdentifier(.string("Fare")) == SnapshotIdentifier(.string("Fare")))
    #expect(hashOf(SnapshotIdentifier(.double(9.99))) == hashOf(SnapshotIdentifier(.double(9.99))))
    #expect(SnapshotIdentifier(.symbol("main")) == ("main" as SnapshotIdentifier))
  }

  @Test("struct values of different types with the same fields differ")
  func structTypes() throws {
    var registry = try SnapshotFixture.payments()
    registry.declare(try StructType(name: "Refund", fields: ["id", "title", "price"]))
    let refund = Value.structure(
      StructValue(
        type: "Refund", fieldNames: ["id", "title", "price"], fields: [.int(1), .string("Fare"), .int(10)]))
    #expect(registry.identifier(for: refund) != registry.identifier(for: SnapshotFixture.payment(1, "Fare")))
  }
}

@Suite("Struct identity follows the Hashable rule")
struct StructIdentityTests {
  @Test("synthesized: a changed title is a different identifier")
  func synthesized() throws {
    let registry = try SnapshotFixture.payments()
    let fare = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    #expect(fare == registry.identifier(for: SnapshotFixture.payment(1, "Fare")))
    #expect(fare != registry.identifier(for: SnapshotFixture.payment(1, "Toll")))
    #expect(registry["Payment"]?.isSynthesized == true)
  }

  @Test("hash(id) equal(id): a changed title is the same identifier, keeping its own value")
  func byID() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    let fare = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    let toll = registry.identifier(for: SnapshotFixture.payment(1, "Toll", price: 12))
    #expect(fare == toll)
    #expect(hashOf(fare) == hashOf(toll))
    #expect(toll.value == SnapshotFixture.payment(1, "Toll", price: 12))
    #expect(fare != registry.identifier(for: SnapshotFixture.payment(2, "Fare")))
    #expect(registry["Payment"]?.ignoredByEquality == ["title", "price"])
  }

  @Test("hash(id) with synthesized ==: every field still decides identity, and the rule is valid")
  func hashSubset() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"])
    let fare = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    #expect(fare != registry.identifier(for: SnapshotFixture.payment(1, "Toll")))
    #expect(registry["Payment"]?.contractWarning == nil)
  }

  @Test("hash(id) equal(title): values that are == but hash differently are different identifiers")
  func brokenRuleIdentity() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["title"])
    let first = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    #expect(first != registry.identifier(for: SnapshotFixture.payment(2, "Fare")))
    #expect(first != registry.identifier(for: SnapshotFixture.payment(1, "Toll")))
    #expect(first == registry.identifier(for: SnapshotFixture.payment(1, "Fare", price: 99)))
  }

  @Test("struct identities read in place (hash and == on some fields) agree with their projections")
  func identityFieldsComparedInPlace() throws {
    // Several rules over the same values, and identifiers made before and after the type was
    // declared again with other identity fields: every pair is equal exactly when the
    // projections of their identities are.
    var identifiers: [SnapshotIdentifier] = []
    for rule in [(["id"], ["id"]), (["id"], ["title"]), (["id", "price"], ["id", "price"])] {
      let registry = try SnapshotFixture.payments(hash: rule.0, equal: rule.1)
      for (id, title, price) in [(1, "Fare", 10), (1, "Toll", 10), (2, "Fare", 10), (1, "Fare", 12)] {
        identifiers.append(registry.identifier(for: SnapshotFixture.payment(id, title, price: price)))
      }
    }
    // The same type declared with its fields in another order: the identity fields are at
    // other positions, and their names are compared.
    var reordered = TypeRegistry()
    reordered.declare(
      try StructType(
        name: "Payment", fields: ["price", "id", "title"], hashFields: ["id"], equalityFields: ["id"]))
    for (id, title) in [(1, "Fare"), (2, "Fare")] {
      identifiers.append(
        reordered.identifier(
          for: .structure(
            StructValue(
              type: "Payment", fieldNames: ["price", "id", "title"],
              fields: [.int(10), .int(id), .string(title)]))))
    }
    var refunds = TypeRegistry()
    refunds.declare(
      try StructType(
        name: "Refund", fields: ["id", "title", "price"], hashFields: ["id"], equalityFields: ["id"]))
    identifiers.append(
      refunds.identifier(
        for: .structure(
          StructValue(
            type: "Refund", fieldNames: ["id", "title", "price"],
            fields: [.int(1), .string("Fare"), .int(10)]))))
    for first in identifiers {
      for second in identifiers {
        let expected =
          first.isIdentical(to: second) || (first.keyHash == second.keyHash && first.key == second.key)
        #expect((first == second) == expected, "\(first) and \(second)")
        guard case .boxed(let left) = first.representation, case .boxed(let right) = second.representation
        else {
          continue
        }
        #expect(left.hasSameKey(as: right) == (left.key == right.key))
      }
    }
  }

  @Test("a struct with no fields has one identifier for all its values")
  func emptyStruct() throws {
    var registry = TypeRegistry()
    let empty = try StructType(name: "EmptyData", fields: [])
    registry.declare(empty)
    let value = Value.structure(StructValue(type: "EmptyData", fieldNames: [], fields: []))
    #expect(registry.identifier(for: value) == registry.identifier(for: value))
    #expect(empty.isSynthesized)
    #expect(empty.contractWarning == nil)
    #expect(empty.identityFieldIndexes.isEmpty)
  }

  @Test("a struct of an undeclared type, or with other fields than declared, is compared by every field")
  func undeclared() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    let other = { (title: String) in
      Value.structure(
        StructValue(type: "Payment", fieldNames: ["id", "title"], fields: [.int(1), .string(title)]))
    }
    #expect(registry.identifier(for: other("Fare")) != registry.identifier(for: other("Toll")))
    let stranger = { (title: String) in
      Value.structure(
        StructValue(type: "Stranger", fieldNames: ["id", "title"], fields: [.int(1), .string(title)]))
    }
    #expect(registry.identifier(for: stranger("Fare")) != registry.identifier(for: stranger("Toll")))
  }

  @Test("an identity of fewer fields never equals a value that holds just those fields")
  func projectionIsNotAValue() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    let projected = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    let short = Value.structure(StructValue(type: "Payment", fieldNames: ["id"], fields: [.int(1)]))
    #expect(projected != registry.identifier(for: short))
    #expect(projected != SnapshotIdentifier(short))
  }

  @Test("a changed rule applies to identifiers made after it, and rekeyed re-derives old ones")
  func ruleChange() throws {
    var registry = try SnapshotFixture.payments()
    let fare = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    try registry.setRule(of: "Payment", hashFields: ["id"], equalityFields: ["id"])
    let toll = registry.identifier(for: SnapshotFixture.payment(1, "Toll"))
    #expect(registry.rekeyed(fare) == toll)
    #expect(registry.rekeyed(fare).value == fare.value)
  }
}

@Suite("Rules that break Hashable's contract")
struct ContractWarningTests {
  @Test("hash(id) equal(title): the warning names 'id', the field hashed but ignored by ==")
  func namesHashedField() throws {
    let type = try StructType(
      name: "Payment", fields: ["id", "title", "price"], hashFields: ["id"], equalityFields: ["title"])
    #expect(type.hashedButNotCompared == ["id"])
    #expect(
      type.contractWarning
        == "Payment breaks Hashable's contract: hash(into:) combines the field 'id', which == ignores, "
        + "so two values that are == can hash differently. The components used for hashing must be the "
        + "same as the components compared in ==.")
  }

  @Test("several offending fields are listed in declared order")
  func plural() throws {
    let type = try StructType(
      name: "Payment", fields: ["id", "title", "price"], hashFields: ["title", "id"],
      equalityFields: ["price"])
    #expect(type.hashFields == ["id", "title"])
    #expect(
      type.contractWarning?.hasPrefix(
        "Payment breaks Hashable's contract: hash(into:) combines the fields 'id', 'title', which == ignores,"
      ) == true)
  }

  @Test(
    "valid rules carry no warning",
    arguments: [(["id"], ["id"]), (["id"], ["id", "title"]), ([], ["title"])])
  func valid(hash: [String], equal: [String]) throws {
    let type = try StructType(
      name: "Payment", fields: ["id", "title", "price"], hashFields: hash, equalityFields: equal)
    #expect(type.contractWarning == nil)
  }

  @Test("the registry finds the first pair that is == but hashes differently")
  func equalWithDifferentHashes() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["title"])
    let values = [
      SnapshotFixture.payment(1, "Fare"), SnapshotFixture.payment(3, "Toll"),
      SnapshotFixture.payment(2, "Fare"),
      SnapshotFixture.payment(4, "Toll"),
    ].map(registry.identifier(for:))
    let pair = registry.equalIdentifiersWithDifferentHashes(in: values)
    #expect(pair?.0.description == #"Payment(id: 1, title: "Fare", price: 10)"#)
    #expect(pair?.1.description == #"Payment(id: 2, title: "Fare", price: 10)"#)
  }

  @Test("no pair when no value is == to another, or when the rule is valid")
  func noPair() throws {
    let broken = try SnapshotFixture.payments(hash: ["id"], equal: ["title"])
    let distinct = [SnapshotFixture.payment(1, "Fare"), SnapshotFixture.payment(2, "Toll")]
    #expect(broken.equalIdentifiersWithDifferentHashes(in: distinct.map(broken.identifier(for:))) == nil)
    let valid = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    let sameID = [SnapshotFixture.payment(1, "Fare"), SnapshotFixture.payment(2, "Fare")]
    #expect(valid.equalIdentifiersWithDifferentHashes(in: sameID.map(valid.identifier(for:))) == nil)
  }
}

@Suite("Declaration and rule errors")
struct TypeErrorTests {
  @Test("a field declared twice")
  func duplicateField() {
    #expect(throws: TypeError.duplicateField(type: "Payment", field: "id")) {
      try StructType(name: "Payment", fields: ["id", "title", "id"])
    }
    #expect(
      TypeError.duplicateField(type: "Payment", field: "id").description
        == "struct Payment declares the field 'id' twice")
  }

  @Test("a rule naming an unknown field lists the type's fields")
  func unknownField() throws {
    var registry = try SnapshotFixture.payments()
    #expect(
      throws: TypeError.unknownField(type: "Payment", field: "amount", fields: ["id", "title", "price"])
    ) {
      try registry.setRule(of: "Payment", hashFields: ["amount"])
    }
    #expect(
      TypeError.unknownField(type: "Payment", field: "amount", fields: ["id", "title", "price"]).description
        == "Payment has no field 'amount' (its fields: id, title, price)")
    #expect(
      TypeError.unknownField(type: "EmptyData", field: "id", fields: []).description
        == "EmptyData has no field 'id' (its fields: none)")
    #expect(registry["Payment"]?.isSynthesized == true)
  }

  @Test("a rule for an undeclared type")
  func unknownType() {
    var registry = TypeRegistry()
    #expect(throws: TypeError.unknownType("Payment")) { try registry.setRule(of: "Payment", hashFields: []) }
    #expect(TypeError.unknownType("Payment").code == "unknownType")
  }

  @Test("the rule prints as the Swift it stands for")
  func ruleDescription() throws {
    #expect(
      try SnapshotFixture.payments()["Payment"]?.ruleDescription
        == "synthesized Hashable (hash and == use every field)")
    #expect(
      try SnapshotFixture.payments(hash: ["id"], equal: ["id", "title"])["Payment"]?.ruleDescription
        == "hash(id) equal(id, title)")
  }
}

@Suite("Rekeying a snapshot after a rule change")
struct SnapshotRekeyTests {
  /// main: Payment 1 "Fare", Payment 2 "Fare" | other: Payment 3 "Toll", built under `registry`.
  func payments(_ registry: TypeRegistry) throws -> Snapshot {
    let ids = [(1, "Fare"), (2, "Fare"), (3, "Toll")].map {
      registry.identifier(for: SnapshotFixture.payment($0, $1))
    }
    var snapshot = try SnapshotFixture.make(["main": [ids[0], ids[1]], "other": [ids[2]]])
    try snapshot.reloadItems([ids[2]])
    return snapshot
  }

  @Test("narrowing identity to id: the same layout and marks, found by id alone afterwards")
  func narrow() throws {
    var registry = try SnapshotFixture.payments()
    let snapshot = try payments(registry)
    try registry.setRule(of: "Payment", hashFields: ["id"], equalityFields: ["id"])
    let rekeyed = try snapshot.rekeyed(registry.rekeyed)
    #expect(SnapshotState(rekeyed) == SnapshotState(snapshot))
    let renamed = registry.identifier(for: SnapshotFixture.payment(3, "Refund"))
    #expect(rekeyed.indexOfItem(renamed) == 2)
    #expect(rekeyed.reloadedItemIdentifiers == [renamed])
    #expect(snapshot.indexOfItem(renamed) == nil)
  }

  @Test("two items that become equal: UIKit's not-unique error, naming both, in snapshot order")
  func itemClash() throws {
    var registry = try SnapshotFixture.payments()
    let snapshot = try payments(registry)
    try registry.setRule(of: "Payment", hashFields: ["title"], equalityFields: ["title"])
    let error = SnapshotFixture.failure { _ = try snapshot.rekeyed(registry.rekeyed) }
    #expect(error?.code == "identifiersNotUnique")
    #expect(
      error?.message()
        == "Diffable data source detected item identifiers that are not unique. You cannot add multiple "
        + "identifiers to the same snapshot that compare as equal. This probably also means you have an "
        + "issue in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these "
        + "identifiers, that causes equal identifiers to return different hash values. Identifiers that are "
        + #"not unique: (Payment(id: 1, title: "Fare", price: 10)) and "#
        + #"(Payment(id: 2, title: "Fare", price: 10))"#)
  }

  @Test("two sections that become equal: the section form of the error")
  func sectionClash() throws {
    var registry = try SnapshotFixture.payments()
    var snapshot = Snapshot()
    try snapshot.appendSections([1, 2].map { registry.identifier(for: SnapshotFixture.payment($0, "Fare")) })
    try registry.setRule(of: "Payment", hashFields: [], equalityFields: [])
    let error = SnapshotFixture.failure { _ = try snapshot.rekeyed(registry.rekeyed) }
    #expect(
      error?.message().hasPrefix("Diffable data source detected section identifiers that are not unique.")
        == true)
    #expect(
      error?.message().hasSuffix(
        #"Identifiers that are not unique: (Payment(id: 1, title: "Fare", price: 10)) and "#
          + #"(Payment(id: 2, title: "Fare", price: 10))"#) == true)
  }

  @Test("a section and an item that become equal do not clash: the spaces are separate")
  func separateSpaces() throws {
    var registry = try SnapshotFixture.payments()
    let section = registry.identifier(for: SnapshotFixture.payment(1, "Group"))
    let item = registry.identifier(for: SnapshotFixture.payment(1, "Row"))
    let snapshot = try SnapshotFixture.make([section: [item]])
    try registry.setRule(of: "Payment", hashFields: ["id"], equalityFields: ["id"])
    let rekeyed = try snapshot.rekeyed(registry.rekeyed)
    #expect(rekeyed.numberOfSections == 1 && rekeyed.numberOfItems == 1)
  }
}
