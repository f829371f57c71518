// Source: Khoa Pham (onmyway133), "How to group array by property in Swift" (countries grouped by
// their initial) — https://onmyway133.com/posts/how-to-group-array-by-property-in-swift/
// Countries grouped by their first letter, one section per initial, with the initials as header
// titles from a data source subclass.
import UIKit

struct Country: Hashable {
  let name: String
}

struct Group {
  let initial: String
  let countries: [Country]
}

final class CountryDataSource: UITableViewDiffableDataSource<String, Country> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    snapshot().sectionIdentifiers[section]
  }
}

final class CountryListViewController: UIViewController {
  let tableView = UITableView()
  var dataSource: CountryDataSource!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "country")
    dataSource = CountryDataSource(tableView: tableView) { tableView, indexPath, country in
      let cell = tableView.dequeueReusableCell(withIdentifier: "country", for: indexPath)
      cell.textLabel?.text = country.name
      return cell
    }
  }

  func groups(countries: [Country]) -> [Group] {
    let dictionary = Dictionary(grouping: countries, by: { String($0.name.prefix(1)) })
    let groups =
      dictionary
      .map({ (key: String, value: [Country]) -> Group in
        return Group(initial: key, countries: value)
      })
      .sorted(by: { $0.initial < $1.initial })
    return groups
  }

  func show(_ countries: [Country]) {
    var snapshot = NSDiffableDataSourceSnapshot<String, Country>()
    for group in groups(countries: countries) {
      snapshot.appendSections([group.initial])
      snapshot.appendItems(group.countries, toSection: group.initial)
    }
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  var headerTitles: [String?] {
    (0..<dataSource.numberOfSections(in: tableView)).map {
      dataSource.tableView(tableView, titleForHeaderInSection: $0)
    }
  }
}

let countries = CountryListViewController()
countries.loadViewIfNeeded()
countries.show(["Norway", "Nepal", "Peru", "Chad", "Poland"].map(Country.init))
print(countries.headerTitles)
countries.show(["Norway", "Peru", "Chad", "Poland", "Cuba", "Oman"].map(Country.init))
print(countries.headerTitles)
