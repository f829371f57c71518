import Testing

@testable import DiffableKit

@Suite("Value display text, as docs/LANGUAGE.md writes values")
struct ValueDisplayTests {
  @Test(
    "each kind of value prints as it is written",
    arguments: [
      (Value.symbol("main"), "main"),
      (.int(42), "42"),
      (.int(-3), "-3"),
      (.int(0), "0"),
      (.double(9.99), "9.99"),
      (.double(-0.5), "-0.5"),
      (.bool(true), "true"),
      (.bool(false), "false"),
      (.string("Fare"), #""Fare""#),
      (.string(""), #""""#),
      (.string("Fare total"), #""Fare total""#),
    ])
  func display(value: Value, text: String) {
    #expect(value.description == text)
  }

  @Test("a whole Double keeps its decimal point, so it does not read back as an Int")
  func wholeDouble() {
    #expect(Value.double(10).description == "10.0")
  }

  @Test("quotes, backslashes, newlines and tabs print as Swift escapes")
  func escapes() {
    #expect(Value.string("say \"hi\"").description == #""say \"hi\"""#)
    #expect(Value.string(#"C:\dir"#).description == #""C:\\dir""#)
    #expect(Value.string("a\nb\tc").description == #""a\nb\tc""#)
  }

  @Test("other control characters print as \\u{...} escapes")
  func controlCharacters() {
    #expect(Value.string("\u{1}").description == #""\u{1}""#)
    #expect(Value.string("\u{1B}[0m").description == #""\u{1b}[0m""#)
    #expect(Value.string("\u{7F}").description == #""\u{7f}""#)
  }

  @Test("non-ASCII text prints as it is")
  func unicode() {
    #expect(Value.string("café ✓ 🎉").description == "\"café ✓ 🎉\"")
  }

  @Test("a struct value prints every field, in declared order, labelled")
  func structValue() {
    #expect(SnapshotFixture.payment(1, "Fare").description == #"Payment(id: 1, title: "Fare", price: 10)"#)
    let nested = Value.structure(
      StructValue(
        type: "Row", fieldNames: ["payment", "rate", "paid"],
        fields: [SnapshotFixture.payment(2, "Toll", price: 3), .double(9.99), .bool(false)]))
    #expect(
      nested.description == #"Row(payment: Payment(id: 2, title: "Toll", price: 3), rate: 9.99, paid: false)"#
    )
  }

  @Test("a struct with no fields prints empty parentheses")
  func emptyStruct() {
    #expect(
      Value.structure(StructValue(type: "EmptyData", fieldNames: [], fields: [])).description == "EmptyData()"
    )
  }

  @Test("an identifier prints its full value, not only its identity fields")
  func identifierDisplay() throws {
    let registry = try SnapshotFixture.payments(hash: ["id"], equal: ["id"])
    let identifier = registry.identifier(for: SnapshotFixture.payment(1, "Fare"))
    #expect(identifier.description == #"Payment(id: 1, title: "Fare", price: 10)"#)
    #expect(SnapshotIdentifier(.string("1")).description == #""1""#)
    #expect(("main" as SnapshotIdentifier).description == "main")
  }
}

@Suite("Value type names and fields")
struct ValueTypeTests {
  @Test(
    "each value names its Swift type",
    arguments: [
      (Value.int(1), "Int"), (.double(1), "Double"), (.bool(true), "Bool"), (.string("a"), "String"),
      (.symbol("main"), "Symbol"), (SnapshotFixture.payment(1, "Fare"), "Payment"),
    ])
  func typeName(value: Value, name: String) {
    #expect(value.typeName == name)
  }

  @Test("a struct value's field is found by name; an unknown name gives nil")
  func fieldLookup() {
    guard case .structure(let payment) = SnapshotFixture.payment(1, "Fare", price: 12) else {
      Issue.record("payment is not a struct value")
      return
    }
    #expect(payment[field: "title"] == .string("Fare"))
    #expect(payment[field: "price"] == .int(12))
    #expect(payment[field: "amount"] == nil)
  }

  @Test("literals make Int and symbol identifiers")
  func literals() {
    let one: SnapshotIdentifier = 1
    let main: SnapshotIdentifier = "main"
    #expect(one.value == .int(1))
    #expect(main.value == .symbol("main"))
  }
}

@Suite("Index paths")
struct IndexPathTests {
  @Test("an index path prints as [section, row]")
  func display() {
    #expect(IndexPath(row: 2, section: 1).description == "[1, 2]")
  }

  @Test("index paths order by section, then row")
  func order() {
    let paths = [IndexPath(row: 0, section: 1), IndexPath(row: 5, section: 0), IndexPath(row: 1, section: 0)]
    #expect(paths.sorted().map(\.description) == ["[0, 1]", "[0, 5]", "[1, 0]"])
  }
}
