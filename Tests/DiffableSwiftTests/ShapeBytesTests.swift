import Testing

@testable import DiffableEngine
@testable import DiffableSwift

@Suite("The shape rule read on bytes agrees with the rule read on characters")
struct ShapeBytesTests {
  /// Lines near every branch of the rule, in ASCII (read as bytes) and not.
  static let lines = [
    "", " ", "\t\n", "appendItems 1 2 3 to s5", "moveItem 4 after 9", "apply", "show", "  let a = 1",
    "\nvar x", "letter = 2", "let", "struct Payment: Hashable {", "struct Payment { id, title } hash(id)",
    "struct T { let a }", "// note", "  /* note", "/ x", "print(a)", "print (a)", "a.b.c(d)", "a..b(c)",
    "a.(b)", "a?.b = 1", "a[0] = 2", "a[0 = 2", "a[0](1)", "x<Int>()", "x<Int = 1", "x = 1", "x == 1",
    "x += 1", "x -= 1", "x *= 1", "x=1", "x==1", "x =", "x\t= 1", "x.y", "x. y = 1", "@MainActor",
    "@MainActor final class A {}", "@foo = 1", "_a = 1", "9 = 1", "snapshot.itemIdentifiers",
    "tableView.deleteRows [0, 0]", "tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"c\")",
    "tableView.reloadData()", "tableView.performBatchUpdates({", "echo (hi)", "hash Payment: id",
    "appendItems Payment(id: 1, title: \"a\")", "café = 1", "appendItems café", "x\r\n= 1", "\r\nlet a",
    "x = 1 # é", "x\u{301} = 1", "x \u{301}= 1", "for x in xs {", "if a {", "else {", "import UIKit",
    "items.forEach { print($0) }", "items.forEach{", "a.$b.sink { }", "a.$b(1)", "a.$ = 1", "a.$$b = 1",
    "a {",
    "café.forEach { }", "a.$b { é }", "[1, 2].forEach { print($0) }", "\"a\".count", "[", "  [é].first",
  ]

  @Test(arguments: lines) func bothReadingsAgree(line: String) {
    #expect(
      SwiftShape.isSwift(line, shortSyntaxReads: shortSyntaxReads)
        == SwiftShape.isSwiftByCharacters(line, shortSyntaxReads: shortSyntaxReads))
  }

  @Test func plainASCIILinesAreReadAsBytes() {
    var line = "appendItems 1 2 3 to s5"
    #expect(line.withUTF8 { SwiftShape.asciiVerdict($0) } == .notSwift)
    line = "snapshot.appendItems([1], toSection: .main)"
    #expect(line.withUTF8 { SwiftShape.asciiVerdict($0) } == .swift)
    line = "appendItems café"
    #expect(line.withUTF8 { SwiftShape.asciiVerdict($0) } == .characters)
  }
}
