import DiffableKit
import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Malformed lines are rejected with what was expected, and where")
struct ParserErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var line: String
    var message: String
    var column: Int
    var suggestion: String? = nil
    var testDescription: String { line }
  }

  @Test(arguments: [
    Case(line: "appendItems a to", message: "expected a section identifier after 'to'", column: 17),
    Case(
      line: "appendItems a toSection: ;",
      message: "expected a section identifier after 'toSection', found ';'", column: 26),
    Case(
      line: "appendSections", message: "expected at least one section identifier after 'appendSections'",
      column: 15),
    Case(
      line: "appendItems", message: "expected at least one item identifier after 'appendItems'", column: 12),
    Case(
      line: "appendItems to: main",
      message: "expected at least one item identifier after 'appendItems', found 'to'", column: 13),
    Case(
      line: "deleteItems ()", message: "expected at least one item identifier after 'deleteItems', found ')'",
      column: 14),
    Case(
      line: "appendItems \"abc",
      message: "unterminated string (the opening '\"' has no closing '\"' on its line)", column: 13),
    Case(line: "appendItems [a, b", message: "expected ']'", column: 18),
    Case(line: "appendItems [a, [b]]", message: "expected an item identifier or ']', found '['", column: 17),
    Case(
      line: "appendItems([a], toSection: main",
      message: "expected ')' to close 'appendItems('", column: 33),
    Case(
      line: "moveItem a b before c",
      message: "expected 'before' or 'after' after the item (moveItem moves exactly one item), found 'b'",
      column: 12),
    Case(
      line: "moveItem a",
      message: "expected 'before' or 'after' after the item (moveItem moves exactly one item)", column: 11),
    Case(line: "moveItem", message: "expected an item identifier after 'moveItem'", column: 9),
    Case(
      line: "moveSection a b after c",
      message:
        "expected 'before' or 'after' after the section (moveSection moves exactly one section), found 'b'",
      column: 15),
    Case(
      line: "insertItems a b", message: "expected 'before' or 'after' after the item identifiers", column: 16),
    Case(
      line: "insertItems a beforeSection b",
      message: "'beforeSection' is for sections; 'insertItems' takes 'before' or 'beforeItem'", column: 15,
      suggestion: "beforeItem"),
    Case(
      line: "insertSections a afterItem: b",
      message: "'afterItem' is for items; 'insertSections' takes 'after' or 'afterSection'", column: 18,
      suggestion: "afterSection"),
    Case(
      line: "appendItems a into: main", message: "unknown label 'into:' for 'appendItems'", column: 15,
      suggestion: nil),
    Case(
      line: "appendItems a toSectin: main", message: "unknown label 'toSectin:' for 'appendItems'",
      column: 15, suggestion: "toSection"),
    Case(line: "apendItems a", message: "unknown command 'apendItems'", column: 1, suggestion: "appendItems"),
    Case(line: "APENDITEMS a", message: "unknown command 'APENDITEMS'", column: 1, suggestion: "appendItems"),
    Case(line: "undo; aply", message: "unknown command 'aply'", column: 7, suggestion: "apply"),
    Case(
      line: "insertRows [0, 0]", message: "unknown command 'insertRows'", column: 1,
      suggestion: "tableView.insertRows"),
    Case(line: "frobnicate", message: "unknown command 'frobnicate'", column: 1),
    Case(
      line: "tableView.insertRow [0, 0]", message: "unknown table view method 'tableView.insertRow'",
      column: 11, suggestion: "tableView.insertRows"),
    Case(line: "deleteAllItems x", message: "'deleteAllItems' takes no arguments, found 'x'", column: 16),
    Case(line: "appendItems a; undo x", message: "'undo' takes no arguments, found 'x'", column: 21),
    Case(line: "apply snapshot now", message: "unexpected 'now' after 'apply'", column: 16),
    Case(
      line: "apply snap",
      message:
        "expected 'snapshot' or 'animatingDifferences' after 'apply', found 'snap' (diffable has one working snapshot, named 'snapshot')",
      column: 7),
    Case(
      line: "apply animatingDifferences: maybe",
      message: "expected true or false after 'animatingDifferences', found 'maybe'", column: 29),
    Case(
      line: "appendItems a to main b", message: "unexpected 'b'; expected ';' or the end of the line",
      column: 23),
    Case(
      line: "numberOfItems main",
      message: "expected 'inSection' before the section identifier ('numberOfItems inSection S')", column: 15),
    Case(
      line: "sectionIdentifier a", message: "expected 'containingItem' after 'sectionIdentifier', found 'a'",
      column: 19),
    Case(
      line: "itemIdentifier for [0]",
      message: "expected a row number after the section in the index path [S, R], found ']'", column: 22),
    Case(
      line: "itemIdentifier for a", message: "expected an index path [S, R] after 'for', found 'a'",
      column: 20),
    Case(line: "explain a b", message: "'explain' takes at most one item identifier, found 'b'", column: 11),
    Case(
      line: "mode fancy", message: "expected one of 'classic', 'diffable' after 'mode', found 'fancy'",
      column: 6),
    Case(
      line: "mode clasic", message: "expected one of 'classic', 'diffable' after 'mode', found 'clasic'",
      column: 6, suggestion: "classic"),
    Case(
      line: "set bail maybe",
      message: "expected one of 'on', 'off', 'true', 'false' after 'set bail', found 'maybe'", column: 10),
    Case(
      line: "set colour on",
      message: "expected one of 'bail', 'format', 'color', 'ios' after 'set', found 'colour'", column: 5,
      suggestion: "color"),
    Case(
      line: "set ios", message: "expected an iOS version number after 'set ios', like 'set ios 15'", column: 8
    ),
    Case(line: "source", message: "expected a file name after 'source'", column: 7),
    Case(
      line: "struct payment { id }",
      message:
        "a struct name starts with a capital letter, so that its values read as values ('payment(...)' would not)",
      column: 8),
    Case(line: "struct P { id", message: "expected a field name or '}' in 'struct P {'", column: 14),
    Case(line: "struct P { id } hash(id) hash(id)", message: "'hash(...)' is given twice", column: 26),
    Case(
      line: "struct P { id } hash()", message: "expected '*' or a field name after 'hash(', found ')'",
      column: 22),
    Case(line: "struct P { id } hash", message: "expected '(' after 'hash'", column: 21),
    Case(line: "hash P:", message: "expected '*' or a field name after 'hash P:'", column: 8),
    Case(
      line: "cell Payment title",
      message: "expected the cell's template after 'cell Payment', a string like \"{title}\", found 'title'",
      column: 14),
    Case(
      line: "appendItems Payment(id: 1 title: 2)",
      message: "expected ',' or ')' in 'Payment(', found 'title'", column: 27),
    Case(line: "appendItems UUID(1)", message: "UUID() takes no arguments, found '1'", column: 18),
    Case(
      line: "appendItems a.b", message: "unexpected '.' after 'a' (write '.name' after a space or a comma)",
      column: 14),
    Case(line: "appendItems . a", message: "expected a name right after '.', found 'a'", column: 15),
    Case(
      line: "appendItems - 3", message: "unexpected '-' (a negative number is written '-3', with no space)",
      column: 13),
    Case(line: "appendItems 3abc", message: "invalid number '3abc'", column: 13),
    Case(
      line: "appendItems 99999999999999999999",
      message: "integer '99999999999999999999' does not fit in an Int", column: 13),
    Case(line: "appendItems 1e999", message: "number '1e999' is too large for a Double", column: 13),
    Case(
      line: #"appendItems "a\qb""#, message: "invalid escape '\\' followed by 'q' in a string", column: 13),
    Case(line: #"appendItems "\u{D800}""#, message: "'\\u{D800}' is not a Unicode scalar value", column: 13),
    Case(
      line: #"appendItems "\u{}""#,
      message: "a '\\u' escape is written '\\u{1F600}' (1 to 8 hexadecimal digits)", column: 13),
    Case(line: #"appendItems "\(x)""#, message: "string interpolation '\\(' is not supported", column: 13),
    Case(line: "appendItems a @", message: "unexpected character '@'", column: 15),
    Case(line: "appendItems a \u{0}", message: "unexpected character U+0000", column: 15),
    Case(line: "appendItems a \u{1B}[31m", message: "unexpected character U+001B", column: 15),
    Case(line: "appendItems a, , b", message: "expected an item identifier after ',', found ','", column: 16),
    Case(line: "try?", message: "expected a command, found the end of the line", column: 5),
    Case(line: "try", message: "expected a command after 'try'", column: 4),
    Case(
      line: "var snap = NSDiffableDataSourceSnapshot()",
      message:
        "expected 'snapshot' after 'var' (diffable has one working snapshot, named 'snapshot'), found 'snap'",
      column: 5),
    Case(
      line: "let snapshot = something()",
      message:
        "expected 'NSDiffableDataSourceSnapshot()' or 'dataSource.snapshot()' after '=', found 'something'",
      column: 16),
    Case(
      line: "var snapshot = NSDiffableDataSourceSnapshot<Section, Item>", message: "expected '()'", column: 59
    ),
    Case(
      line: "tableView.deleteRows",
      message: "expected at least one index path [S, R] after 'tableView.deleteRows'", column: 21),
    Case(
      line: "tableView.deleteRows [0, 0] with .slide",
      message:
        "expected a row animation after 'with' (.fade, .right, .left, .top, .bottom, .none, .middle, .automatic), found 'slide'",
      column: 35),
    Case(
      line: "tableView.deleteRows [0, 0] with .fad",
      message:
        "expected a row animation after 'with' (.fade, .right, .left, .top, .bottom, .none, .middle, .automatic), found 'fad'",
      column: 35, suggestion: ".fade"),
    Case(
      line: "tableView.insertSections",
      message: "expected at least one section number after 'tableView.insertSections'", column: 25),
    Case(line: "tableView.moveRow [0, 1]", message: "expected the destination index path [S, R]", column: 25),
    Case(line: "tableView.moveSection 0", message: "expected the destination section number", column: 24),
    Case(
      line: "tableView.moveSection 0 to", message: "expected the destination section number after 'to'",
      column: 27),
    Case(
      line: "tableView.performBatchUpdates { tableView.reloadData",
      message: "expected '}' to close 'tableView.performBatchUpdates {'", column: 53),
    Case(
      line: "tableView.performBatchUpdates { appendItems a }",
      message:
        "only tableView calls can stand inside 'tableView.performBatchUpdates { }', found 'appendItems'",
      column: 33),
    Case(
      line: "tableView.performBatchUpdates { insertSections 0 reloadData }",
      message: "expected ';', a new line or '}' after the call, found 'reloadData'", column: 50),
    Case(
      line: "tableView.performBatchUpdates { reloadData reloadData }",
      message: "'tableView.reloadData' takes no arguments, found 'reloadData'", column: 44),
    Case(
      line: "tableView.performBatchUpdates", message: "expected '{' after 'tableView.performBatchUpdates'",
      column: 30),
    Case(
      line: "appendItems a \\ b", message: "unexpected '\\'; expected ';' or the end of the line", column: 15),
    Case(line: "apply() // Swift comment", message: "unexpected '/' (a comment starts with '#')", column: 9),
    Case(
      line: "appendItems([a], toSection: main extra)",
      message: "expected ')' to close 'appendItems(', found 'extra'", column: 34),
    Case(
      line: "tableView.deleteSections 0,", message: "unexpected ','; expected ';' or the end of the line",
      column: 27),
    Case(
      line: "tableView",
      message: "expected '.' and a UITableView method after 'tableView', as in 'tableView.reloadData'",
      column: 10),
    Case(
      line: "self.dataSource.apply(snapshot)",
      message: "leave out 'self.': write 'dataSource.apply(snapshot)' or 'tableView.reloadData()'", column: 1),
    Case(
      line: "apply(snapshot, completion: { _ in })", message: "expected 'nil' after 'completion', found '{'",
      column: 29),
    Case(line: ")", message: "expected a command, found ')'", column: 1),
    Case(line: "42", message: "expected a command, found '42'", column: 1),
  ])
  func rejection(_ example: Case) {
    let error = parseError(example.line)
    #expect(error?.message == example.message)
    #expect(error?.column == example.column)
    #expect(error?.suggestion == example.suggestion)
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(parseError("appendItems \"é日本😀\" @")?.column == 20)
    #expect(parseError("appendItems e\u{301} @")?.column == 15)
  }

  @Test func columnsOfAContinuedLineCountTheJoiningNewLine() throws {
    let text = "appendItems a\n  b @"
    let error = try #require(parseError(text))
    #expect(error.column == 19)
    #expect(error.location(in: text) == (line: 2, column: 5))
    #expect(ParseError(message: "x", column: 3).location(in: "abc") == (line: 1, column: 3))
  }

  @Test func anErrorAnywhereRejectsTheWholeLine() {
    #expect(parseError("appendSections main; appendItems a to") != nil)
  }

  @Test func descriptionAddsTheSuggestion() {
    #expect(
      parseError("apendItems a")?.description == "unknown command 'apendItems'; did you mean 'appendItems'?")
    #expect(parseError("frobnicate")?.description == "unknown command 'frobnicate'")
  }
}
