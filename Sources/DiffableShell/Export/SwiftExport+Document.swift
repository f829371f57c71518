import DiffableEngine
import DiffableKit

extension SwiftExportWriter {
  /// The whole file.
  func document(name: String) -> String {
    let className = Self.className(for: name)
    var lines = SwiftCode.comment(
      name + ": a diffable session as an XCTest, written by diffable's `export swift`.")
    lines += [
      "//",
      "// Add it to the unit test target of an iOS app in Xcode and run it on a simulator (iOS 15 or",
      "// later): each XCTAssertEqual checks, against the real UIKit, the rows diffable predicted the",
      "// table view would show after an apply (stale cells included). Lines that failed in diffable",
      "// are comments: on a device most of them crash the app; uncomment one to see it. It holds the",
      "// session since it began or since its last `reset`.",
      "",
      "import UIKit",
      "import XCTest",
      "",
      "// The snapshot's identifiers must be Sendable (iOS 17 SDK), and AnyHashable's conformance is",
      "// unavailable: this test makes and applies every snapshot on the main actor, so it states one.",
      "extension AnyHashable: @retroactive @unchecked Sendable {}",
      "",
    ]
    lines += enumOrder.compactMap { enums[$0] }.flatMap(SwiftCode.declaration(of:))
    lines += code.declarations(types: typeOrder.compactMap { ruleVersions[$0] })
    lines += code.contentFunction(templates: templates)
    lines += [
      "",
      "@MainActor",
      "final class \(className): XCTestCase {",
      "  var window: UIWindow!",
      "  var tableView: UITableView!",
      "  var dataSource: UITableViewDiffableDataSource<AnyHashable, AnyHashable>!",
      "  var \(Self.propertyName) = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()",
      "",
      "  /// A tall window, so that every row of a small table has a cell on screen.",
      "  func makeTable() {",
      "    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 30_000))",
      "    tableView = UITableView(frame: window.bounds, style: .plain)",
      "    tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"cell\")",
      "    window.addSubview(tableView)",
      "    window.isHidden = false",
      "    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in",
      "      let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)",
      "      var configuration = cell.defaultContentConfiguration()",
      "      configuration.text = content(of: item)",
      "      cell.contentConfiguration = configuration",
      "      return cell",
      "    }",
      "    \(Self.propertyName) = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()",
      "  }",
      "",
      "  /// The text of each row's cell as the table view shows it now, section by section.",
      "  func shownRows() -> [[String]] {",
      "    tableView.layoutIfNeeded()",
      "    return (0..<tableView.numberOfSections).map { section in",
      "      (0..<tableView.numberOfRows(inSection: section)).map { row in",
      "        let cell = tableView.cellForRow(at: IndexPath(row: row, section: section))",
      "        return (cell?.contentConfiguration as? UIListContentConfiguration)?.text ?? \"(no cell)\"",
      "      }",
      "    }",
      "  }",
      "",
      "  /// The number of rows in each section.",
      "  func shownRowCounts() -> [Int] {",
      "    (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }",
      "  }",
      "",
      "  func testSession() async throws {",
      "    makeTable()",
    ]
    lines += body.map { $0.isEmpty ? "" : "    " + $0 }
    lines += ["  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// `lesson-01.swift` → `Lesson01Tests`.
  static func className(for fileName: String) -> String {
    let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
    let words = base.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if name.isEmpty || name.first?.isNumber == true { name = "Session" + name }
    return name + "Tests"
  }
}
