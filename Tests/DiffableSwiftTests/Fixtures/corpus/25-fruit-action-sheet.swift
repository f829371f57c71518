// Source: iOS Academy, "Diffable Data Source (Swift 5, Xcode 12, TableView) - iOS 2020" (an action
// sheet adds fruits to a table without reloadData) —
// https://videodb.org/diffable-data-source-swift-5-xcode-12-tableview-ios-2020/Q2SmtfaxuW8
// Each choice in the action sheet appends a fruit and applies the whole list again.
import UIKit

enum Section {
  case first
}

struct Fruit: Hashable {
  let title: String
}

final class FruitsViewController: UIViewController, UITableViewDelegate {
  let tableView: UITableView = {
    let table = UITableView()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    return table
  }()

  var dataSource: UITableViewDiffableDataSource<Section, Fruit>!
  var fruits = [Fruit]()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.delegate = self
    dataSource = UITableViewDiffableDataSource<Section, Fruit>(
      tableView: tableView,
      cellProvider: {
        tableView, indexPath, model -> UITableViewCell? in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = model.title
        return cell
      })
    title = "My Fruits"
  }

  func didTapAdd(choosing choice: Int) {
    let options = (1...100).map { Fruit(title: "Fruit \($0)") }
    fruits.append(options[choice])
    updateDataSource()
  }

  func updateDataSource() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Fruit>()
    snapshot.appendSections([.first])
    snapshot.appendItems(fruits)
    dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let fruit = dataSource.itemIdentifier(for: indexPath) else { return }
    print(fruit.title)
  }
}

let fruits = FruitsViewController()
fruits.loadViewIfNeeded()
fruits.didTapAdd(choosing: 4)
fruits.didTapAdd(choosing: 0)
fruits.didTapAdd(choosing: 41)
fruits.tableView(fruits.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
