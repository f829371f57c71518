// Source: Swift Senpai (Lee Kah Seng), "The Modern Ways to Reload Your Table and Collection View
// Cells" — https://swiftsenpai.com/development/modern-ways-reload-cells
// Reference-type items: tapping a hero appends a star to the object's name; the snapshot still
// holds the same object, so the app reloads that item for its cell to show the new name.
import UIKit

final class Superhero: Hashable {
  var name: String
  let id: Int

  init(name: String, id: Int) {
    self.name = name
    self.id = id
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  static func == (lhs: Superhero, rhs: Superhero) -> Bool {
    lhs.id == rhs.id
  }
}

enum Section {
  case main
}

final class HeroRatingViewController: UIViewController, UITableViewDelegate {
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<Section, Superhero>!
  let heroArray = [
    Superhero(name: "Spider-Man", id: 1),
    Superhero(name: "Superman", id: 2),
    Superhero(name: "Batman", id: 3),
    Superhero(name: "Wonder Woman", id: 4),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "hero")
    dataSource = UITableViewDiffableDataSource<Section, Superhero>(tableView: tableView) {
      tableView, indexPath, hero in
      let cell = tableView.dequeueReusableCell(withIdentifier: "hero", for: indexPath)
      cell.textLabel?.text = hero.name
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Superhero>()
    snapshot.appendSections([.main])
    snapshot.appendItems(heroArray, toSection: .main)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let selectedHero = dataSource.itemIdentifier(for: indexPath) else { return }
    selectedHero.name += "★"
    var newSnapshot = dataSource.snapshot()
    newSnapshot.reloadItems([selectedHero])
    dataSource.apply(newSnapshot)
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

let rating = HeroRatingViewController()
rating.loadViewIfNeeded()
rating.tableView(rating.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
rating.tableView(rating.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
rating.tableView(rating.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
print(rating.heroArray.map(\.name))
