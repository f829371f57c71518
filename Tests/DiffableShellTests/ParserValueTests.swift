import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Values are read as docs/LANGUAGE.md writes them")
struct ParserValueTests {
  /// The single value of `deleteItems VALUE`.
  private func value(_ text: String) throws -> ValueExpression {
    guard case .deleteItems(let values) = try command("deleteItems \(text)"), values.count == 1 else {
      Issue.record("\(text) is not one value")
      return .symbol("")
    }
    return values[0]
  }

  @Test func integers() throws {
    #expect(try value("42") == .int(42))
    #expect(try value("-3") == .int(-3))
    #expect(try value("0") == .int(0))
    #expect(try value("1_000") == .int(1000))
    #expect(try value("0x1F") == .int(31))
    #expect(try value("9223372036854775807") == .int(Int.max))
    #expect(try value("-9223372036854775808") == .int(Int.min))
  }

  /// The lexer reads decimal integers from the bytes: the same values as `Int(_:)` reads from
  /// the literal without its `_`s, and the same error when one does not fit.
  @Test(arguments: [
    "007", "-0", "1__0_", "9_223_372_036_854_775_807", "-9223372036854775808", "9223372036854775808",
    "-9223372036854775809", "99999999999999999999", "-99999999999999999999", "18446744073709551616",
  ])
  func decimalIntegersReadAsIntReadsThem(literal: String) throws {
    let plain = literal.filter { $0 != "_" }
    if let expected = Int(plain) {
      #expect(try value(literal) == .int(expected))
    } else {
      #expect(throws: ParseError(message: "integer '\(plain)' does not fit in an Int", column: 13)) {
        try CommandParser.parse("deleteItems \(literal)")
      }
    }
  }

  @Test func doubles() throws {
    #expect(try value("9.99") == .double(9.99))
    #expect(try value("-1.5") == .double(-1.5))
    #expect(try value("1e3") == .double(1000))
    #expect(try value("2.5E-1") == .double(0.25))
  }

  @Test func booleans() throws {
    #expect(try value("true") == .bool(true))
    #expect(try value("false") == .bool(false))
    #expect(try value(".true") == sym("true"))
    #expect(try value("True") == sym("True"))
  }

  @Test func strings() throws {
    #expect(try value(#""Fare total""#) == .string("Fare total"))
    #expect(try value(#""""#) == .string(""))
    #expect(try value(#""a\"b\\c\nd\te""#) == .string("a\"b\\c\nd\te"))
    #expect(try value(#""\u{1F600}\u{41}""#) == .string("😀A"))
    #expect(
      try value(##""# not a comment; nor a separator""##) == .string("# not a comment; nor a separator"))
    #expect(try value(#""ünïcödé 日本""#) == .string("ünïcödé 日本"))
    // Plain ASCII read at once, then the same text with what sends it the long way after it:
    // an escape, a tab, a non-ASCII letter, a missing closing quote.
    #expect(try value(#""row 42, (id: 7) [x] {y}""#) == .string("row 42, (id: 7) [x] {y}"))
    #expect(try value(#""row 42\n""#) == .string("row 42\n"))
    #expect(try value("\"row\t42\"") == .string("row\t42"))
    #expect(try value(#""row é""#) == .string("row é"))
    #expect(throws: ParseError.self) { try value(#""row 42"#) }
    #expect(throws: ParseError.self) { try value(#""row \q""#) }
  }

  @Test func symbolsWithAndWithoutDotAreTheSame() throws {
    #expect(try value("main") == sym("main"))
    #expect(try value(".main") == sym("main"))
    #expect(try value("_private2") == sym("_private2"))
    #expect(try value("größe") == sym("größe"))
    #expect(try value(".日本") == sym("日本"))
  }

  @Test func structValuesLabelledOrPositional() throws {
    #expect(
      try value(#"Payment(id: 1, title: "Fare", price: 9.99)"#)
        == .structure(
          type: "Payment",
          arguments: [
            .init(label: "id", value: .int(1)), .init(label: "title", value: .string("Fare")),
            .init(label: "price", value: .double(9.99)),
          ]))
    #expect(
      try value(#"Payment(1, "Fare")"#)
        == .structure(
          type: "Payment",
          arguments: [.init(label: nil, value: .int(1)), .init(label: nil, value: .string("Fare"))]))
    #expect(try value("EmptyData()") == .structure(type: "EmptyData", arguments: []))
    #expect(
      try value("Outer(inner: Inner(x: .a))")
        == .structure(
          type: "Outer",
          arguments: [
            .init(
              label: "inner",
              value: .structure(type: "Inner", arguments: [.init(label: "x", value: sym("a"))]))
          ]
        ))
  }

  @Test func uuidIsAFreshValue() throws {
    #expect(try value("UUID()") == .uuid)
    #expect(try command("appendItems UUID() UUID()") == .appendItems([.uuid, .uuid], toSection: nil))
  }

  @Test func aCapitalisedWordWithoutParenthesesIsASymbol() throws {
    #expect(try value("Main") == sym("Main"))
  }

  @Test func valuesOfEveryKindInOneList() throws {
    #expect(
      try command(#"appendItems 1 2.5 true "s" x .y P()"#)
        == .appendItems(
          [
            .int(1), .double(2.5), .bool(true), .string("s"), sym("x"), sym("y"),
            .structure(type: "P", arguments: []),
          ],
          toSection: nil))
  }
}
