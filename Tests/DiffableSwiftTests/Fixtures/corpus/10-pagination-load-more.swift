// Source: NSScreencast episode 315, "UITableView Prefetching" (paging a beer list, with a
// loading row while the next page comes) — https://nsscreencast.com/episodes/315-tableview-prefetching
// Pages of beers arrive one after another; a loading row sits under the list until the last
// page, and each page is appended to what the data source already shows.
import UIKit

struct Beer: Hashable {
  let id: Int
  let name: String
}

struct Page {
  let beers: [Beer]
  let totalResults: Int
}

final class BeerClient {
  private let allBeers = (1...7).map { Beer(id: $0, name: "Beer #\($0)") }

  func fetchBeers(page: Int, pageSize: Int = 3, completion: (Page) -> Void) {
    let start = (page - 1) * pageSize
    let end = min(start + pageSize, allBeers.count)
    completion(Page(beers: Array(allBeers[start..<end]), totalResults: allBeers.count))
  }
}

final class BeerListViewController: UITableViewController {
  enum Section {
    case beers
    case loading
  }

  enum Row: Hashable {
    case beer(Beer)
    case loadingIndicator
  }

  let client = BeerClient()
  var dataSource: UITableViewDiffableDataSource<Section, Row>!
  var currentPage = 1
  var totalBeerCount = 0
  var isFetching = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Beers"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    dataSource = UITableViewDiffableDataSource<Section, Row>(tableView: tableView) {
      tableView, indexPath, row in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      switch row {
      case .beer(let beer):
        cell.textLabel?.text = beer.name
      case .loadingIndicator:
        cell.textLabel?.text = "Loading…"
      }
      return cell
    }
    loadBeers()
  }

  var loadedCount: Int {
    dataSource.snapshot().numberOfItems(inSection: .beers)
  }

  func loadBeers() {
    guard !isFetching else { return }
    isFetching = true
    defer { isFetching = false }
    client.fetchBeers(page: currentPage) { page in
      totalBeerCount = page.totalResults
      var snapshot = currentPage == 1 ? NSDiffableDataSourceSnapshot<Section, Row>() : dataSource.snapshot()
      if currentPage == 1 {
        snapshot.appendSections([.beers, .loading])
      }
      snapshot.appendItems(page.beers.map(Row.beer), toSection: .beers)
      let hasMore = snapshot.numberOfItems(inSection: .beers) < totalBeerCount
      if hasMore && snapshot.numberOfItems(inSection: .loading) == 0 {
        snapshot.appendItems([.loadingIndicator], toSection: .loading)
      } else if !hasMore {
        snapshot.deleteItems([.loadingIndicator])
      }
      dataSource.apply(snapshot, animatingDifferences: currentPage > 1)
      currentPage += 1
    }
  }

  // What the table view's prefetching asks for when the loading row comes near.
  func willDisplayRow(at indexPath: IndexPath) {
    if dataSource.itemIdentifier(for: indexPath) == .loadingIndicator {
      loadBeers()
    }
  }
}

let beers = BeerListViewController()
beers.loadViewIfNeeded()
while beers.loadedCount < beers.totalBeerCount {
  beers.willDisplayRow(at: IndexPath(row: 0, section: 1))
}
print("loaded \(beers.loadedCount) of \(beers.totalBeerCount) in \(beers.currentPage - 1) pages")
