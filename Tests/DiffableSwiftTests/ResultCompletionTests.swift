import DiffableEngine
import DiffableShell
import Testing

/// App code that pages through a list with a completion handler taking a `Result`: each page it
/// loads is applied, a failure is handled by its case, and a failure that traps changes nothing.
@Suite("Result in a completion handler")
struct ResultCompletionTests {
  static let loader = """
    struct Item: Hashable { let id: Int }
    enum Section { case main }
    enum LoadError: Error { case offline, badPage(Int) }
    typealias Completion = (Result<[Item], LoadError>) -> Void
    func loadPage(_ page: Int, completion: @escaping Completion) {
      guard page < 3 else { completion(.failure(.badPage(page))); return }
      completion(.success((page * 10..<page * 10 + 2).map { Item(id: $0) }))
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.main])
    """

  @Test func eachLoadedPageIsAppliedAndAFailureTakesItsCase() {
    let session = SwiftSession()
    session.enter(Self.loader)
    let output = session.enter(
      """
      for page in [1, 2, 5] {
        loadPage(page) { result in
          switch result {
          case .success(let items):
            snapshot.appendItems(items)
            dataSource.apply(snapshot)
          case .failure(.badPage(let page)):
            print("no page", page)
          case .failure(let error):
            print("failed:", error)
          }
        }
      }
      """)
    #expect(output.contains("no page 5"), "\(output)")
    #expect(
      session.state.dataSource.snapshot.itemIdentifiers.map(\.description)
        == ["Item(id: 10)", "Item(id: 11)", "Item(id: 20)", "Item(id: 21)"])
  }

  @Test func aFailureThatTrapsChangesNothing() {
    let session = SwiftSession()
    session.enter(Self.loader)
    let output = session.enter(
      """
      for page in [1, 5] {
        loadPage(page) { result in
          snapshot.appendItems(try! result.get())
          dataSource.apply(snapshot)
        }
      }
      """)
    #expect(
      output.contains {
        $0.contains("Fatal error: 'try!' expression unexpectedly raised an error: main.LoadError.badPage(5)")
      }, "\(output)")
    #expect(session.state.dataSource.snapshot.itemIdentifiers.isEmpty)
    #expect(session.items.isEmpty)
  }
}
