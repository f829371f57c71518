// Source: Swift Senpai (Lee Kah Seng), "Table and Collection View Cells Reload Improvements in
// iOS 15" — https://swiftsenpai.com/development/cells-reload-improvements-ios-15/
// The WWDC21 way: the snapshot holds each hero's id, the heroes live in the view controller, and
// a change to one is a reconfigure of its id (the same cell, configured again).
import UIKit

struct Superhero: Identifiable {
  let id: String
  var name: String
  var rating = 0
}

final class HeroListViewController: UIViewController, UITableViewDelegate {
  enum Section {
    case main
  }

  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<Section, Superhero.ID>!
  var heroes: [Superhero] = ["Spider-Man", "Superman", "Batman", "Thor"].map {
    Superhero(id: $0.lowercased(), name: $0)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "hero")
    dataSource = UITableViewDiffableDataSource<Section, Superhero.ID>(tableView: tableView) {
      [unowned self] tableView, indexPath, heroID in
      let cell = tableView.dequeueReusableCell(withIdentifier: "hero", for: indexPath)
      let hero = self.heroes.first { $0.id == heroID }!
      cell.textLabel?.text = hero.name + String(repeating: "★", count: hero.rating)
      return cell
    }
    applySnapshot(animatingDifferences: false)
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Superhero.ID>()
    snapshot.appendSections([.main])
    snapshot.appendItems(heroes.map(\.id), toSection: .main)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let heroID = dataSource.itemIdentifier(for: indexPath),
      let index = heroes.firstIndex(where: { $0.id == heroID })
    else { return }
    heroes[index].rating += 1
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([heroID])
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

let list = HeroListViewController()
list.loadViewIfNeeded()
list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 3, section: 0))
print(list.heroes.map { "\($0.name): \($0.rating)" })
