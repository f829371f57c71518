// Source: Jayesh Kawli, "iOS 13 - Diffable Data source for Table View and Collection View" (a
// searchable list of countries) — https://jayeshkawli.com/ios-13-diffable-data-source-for-uitableview-and-uicollectionview/
// The search bar's delegate filters the countries by prefix and applies; cancelling brings the
// whole list back.
import UIKit

enum Section {
  case main
}

struct Country: Hashable {
  let name: String
  let code: String

  func hash(into hasher: inout Hasher) {
    hasher.combine(code)
  }

  static func == (lhs: Country, rhs: Country) -> Bool {
    lhs.code == rhs.code
  }
}

final class CountriesViewController: UIViewController, UISearchBarDelegate {
  let tableView = UITableView()
  let searchBar = UISearchBar()
  var dataSource: UITableViewDiffableDataSource<Section, Country>!
  let countries: [Country] = [
    Country(name: "Argentina", code: "AR"),
    Country(name: "Austria", code: "AT"),
    Country(name: "Brazil", code: "BR"),
    Country(name: "Canada", code: "CA"),
    Country(name: "Chile", code: "CL"),
    Country(name: "India", code: "IN"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    searchBar.delegate = self
    searchBar.placeholder = "Search countries"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "country")
    dataSource = UITableViewDiffableDataSource<Section, Country>(tableView: tableView) {
      tableView, indexPath, country in
      let cell = tableView.dequeueReusableCell(withIdentifier: "country", for: indexPath)
      cell.textLabel?.text = "\(country.name) (\(country.code))"
      return cell
    }
    update(with: countries, animate: false)
  }

  func update(with countries: [Country], animate: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Country>()
    snapshot.appendSections([.main])
    snapshot.appendItems(countries, toSection: .main)
    dataSource.apply(snapshot, animatingDifferences: animate)
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    let query = searchText.trimmingCharacters(in: .whitespaces).lowercased()
    let filtered = query.isEmpty ? countries : countries.filter { $0.name.lowercased().hasPrefix(query) }
    update(with: filtered)
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    searchBar.text = nil
    update(with: countries)
  }
}

let search = CountriesViewController()
search.loadViewIfNeeded()
for query in ["a", "au", " c"] {
  search.searchBar(search.searchBar, textDidChange: query)
}
print(search.dataSource.snapshot().itemIdentifiers.map(\.code))
search.searchBarCancelButtonClicked(search.searchBar)
print(search.dataSource.snapshot().numberOfItems)
