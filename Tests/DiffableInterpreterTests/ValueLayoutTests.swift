import Testing

@testable import DiffableInterpreter

/// Every runtime value, and every element of an array of them, costs ``Value``'s stride: a
/// payload that grows past two words makes every array of a program's values larger, and a loop
/// that builds one slower (a snapshot's 128-byte payload once made every value 128 bytes).
@Suite("Runtime values stay three words")
struct ValueLayoutTests {
  @Test func aValueIsThreeWords() {
    #expect(MemoryLayout<Value>.stride <= 3 * MemoryLayout<Int>.size)
    #expect(MemoryLayout<Value?>.stride <= 3 * MemoryLayout<Int>.size)
  }

  @Test func inlinePayloadsAreTwoWordsAtMost() {
    #expect(MemoryLayout<StructValue>.size <= 2 * MemoryLayout<Int>.size)
    #expect(MemoryLayout<HashedStore>.size <= MemoryLayout<Int>.size)
  }

  /// A variable's binding is its value, two flags side by side (`isLet`, `optionality`), its
  /// declared type and its observers' box: six words, copied in and out of every scope.
  @Test func aBindingIsSixWords() {
    #expect(MemoryLayout<Binding>.stride <= 6 * MemoryLayout<Int>.size)
  }

  @Test func aStructKeepsItsTypeNameWhenAFieldIsAdded() {
    var instance = StructValue(typeName: "Row", fields: ["id": .int(1)])
    instance.fields["title"] = .string("a")
    #expect(instance.typeName == "Row")
    #expect(instance.fields.keys == ["id", "title"])
  }

  @Test func aCopiedDictionaryIsIndependent() {
    var first = HashedStore()
    first.append(.int(1), hash: .int(1), value: .string("one"))
    var second = first
    second.setValue(.string("uno"), at: 0)
    second.append(.int(2), hash: .int(2), value: .string("two"))
    #expect(first.count == 1)
    guard case .string(let text) = first.values[0] else {
      Issue.record("the first store's value changed kind")
      return
    }
    #expect(text == "one")
    #expect(second.count == 2)
  }
}
