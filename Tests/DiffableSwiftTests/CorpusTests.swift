import Testing

/// Real UIKit snippets (Fixtures/corpus: each modelled on a public sample, article or answer it
/// names) print their golden output in diffable, and compiled by swiftc against the UIKit
/// stand-in: the compiled program is the oracle of what diffable must print.
///
/// A snippet diffable does not run as Swift does is kept, its diffable test marked as a known
/// issue of the interpreter (below); its golden output is still the compiled program's, so its
/// compiled test passes and stays unmarked (a known issue that no longer happens fails the test:
/// the mark goes when the interpreter is fixed). Record the golden outputs again with
/// `DIFFABLE_RECORD_CORPUS=1 swift test --filter Corpus`.
@Suite("Corpus: real UIKit snippets print the same in diffable and compiled by swiftc")
struct CorpusTests {
  /// The snippets diffable runs differently from Swift today, and why: the first thing each one
  /// stops at (the report of the branch lists the minimal programs, and what else follows).
  static let knownIssues: [String: String] = [
    "01-mountains-search": "interpreter: no UISearchBar (UISearchBarDelegate)",
    "02-wifi-settings": "interpreter: UITableView(frame: .zero, style: .insetGrouped) is refused",
    "03-insertion-sort":
      "interpreter: the data source's generic arguments are not inferred from the property",
    "04-recipes-favorites":
      "interpreter: the data source's generic arguments are not inferred from the property",
    "06-superhero-rating-reload": "interpreter: tableView.delegate is get-only",
    "07-reconfigure-by-id": "interpreter: tableView.delegate is get-only",
    "08-duplicate-identifiers-crash":
      "interpreter: the data source's generic arguments are not inferred from the property",
    "09-dedup-before-append": "interpreter: Self.staticMethod() is refused",
    "10-pagination-load-more":
      "interpreter: UITableViewController's tableView (UITableView!) is refused by the data source",
    "11-countries-search": "interpreter: no UISearchBar (UISearchBarDelegate)",
    "12-view-model-owns-data-source":
      "interpreter: the data source's generic arguments are not inferred from the property",
    "13-headlines-by-month":
      "interpreter: UITableViewController's tableView (UITableView!) is refused by the data source",
    "14-countries-by-initial":
      "interpreter: no subclass of UITableViewDiffableDataSource (snapshot() not found)",
    "15-drag-to-reorder":
      "interpreter: no subclass of UITableViewDiffableDataSource (itemIdentifier(for:) not found)",
    "16-swipe-to-delete": "interpreter: no UITableViewCell.EditingStyle, no subclass of the data source",
    "17-multiple-selection": "interpreter: UITableView(frame: .zero, style: .insetGrouped) is refused",
    "18-expandable-sections": "interpreter: no dataSource.itemIdentifier(for:)",
    "22-pull-to-refresh-reload-data": "interpreter: UITableViewController(style: .plain) is refused",
    "25-fruit-action-sheet": "interpreter: no UIView.addSubview",
    "26-todo-list": "interpreter: UITableView(frame: .zero, style: .grouped) is refused",
    "27-model-diffable-wrapper": "interpreter: a typealias of the data source type cannot be constructed",
    "32-beginners-guide-sections": "interpreter: UITableViewController(style: .insetGrouped) is refused",
    "33-search-results-updating": "interpreter: no UISearchController (UISearchResultsUpdating)",
    "34-pinned-section": "interpreter: UITableView(frame: .zero, style: .grouped) is refused",
    "35-different-object-types":
      "interpreter: an extension of NSDiffableDataSourceSnapshot does not see its members",
  ]

  @Test(arguments: CorpusRunner.names)
  func diffablePrintsWhatTheSnippetPrints(name: String) throws {
    let expected = try CorpusRunner.expected(name)
    try Self.check(name, knownIssue: Self.knownIssues[name]) {
      let actual = try CorpusRunner.diffableOutput(name)
      #expect(actual == expected, "\(name): \(CorpusRunner.firstDifference(actual, expected))")
    }
  }

  @Test(
    .enabled(if: CorpusRunner.swiftc != nil, "swiftc is not on the PATH"),
    arguments: CorpusRunner.names)
  func theCompiledSnippetPrintsItsGoldenOutput(name: String) throws {
    let actual = try CorpusRunner.compiledOutput(name)
    if CorpusRunner.isRecording { try CorpusRunner.record(actual, for: name) }
    let expected = try CorpusRunner.expected(name)
    #expect(actual == expected, "\(name): \(CorpusRunner.firstDifference(actual, expected))")
  }

  /// Every snippet of the corpus names its source.
  @Test(arguments: CorpusRunner.names)
  func theSnippetNamesItsSource(name: String) throws {
    let header = try CorpusRunner.source(name).prefix(1000)
    #expect(header.contains("// Source: "), "\(name) must say what public source it is modelled on")
  }

  /// Runs `body`, as a known issue when the snippet is listed with one.
  private static func check(_ name: String, knownIssue: String?, _ body: () throws -> Void) throws {
    guard let knownIssue else { return try body() }
    withKnownIssue(Comment(rawValue: knownIssue)) { try body() }
  }
}
