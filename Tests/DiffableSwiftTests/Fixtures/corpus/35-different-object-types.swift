// Source: Empty Theory, "Using iOS Diffable Data Sources with Different Object Types" (a fruit
// stand with apples, oranges and a closed message as AnyHashable items) —
// https://emptytheory.com/2021/01/11/using-ios-diffable-data-sources-with-different-object-types/
// Items of three types in one snapshot of AnyHashable; the cell provider casts each item to find
// its type, and a rainy day replaces the stand's sections with a single message.
import UIKit

struct Apple: Hashable {
  var name: String
  var coreThickness: Int
}

struct Orange: Hashable {
  var name: String
  var peelThickness: Int
}

struct EmptyData: Hashable {
  let emptyMessage = "We're sorry! The fruit stand is closed due to inclement weather!"
}

enum FruitSection: String, CaseIterable {
  case apples = "Apples"
  case oranges = "Oranges"
  case closed = "Closed"
}

extension NSDiffableDataSourceSnapshot {
  mutating func appendSectionIfNeeded(_ identifier: SectionIdentifierType) {
    if sectionIdentifiers.contains(identifier) { return }
    appendSections([identifier])
  }
}

final class FruitStandViewController: UIViewController {
  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<FruitSection, AnyHashable>!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    dataSource = UITableViewDiffableDataSource<FruitSection, AnyHashable>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
      if let apple = item as? Apple {
        cell.textLabel?.text = "\(apple.name), core \(apple.coreThickness)"
      } else if let orange = item as? Orange {
        cell.textLabel?.text = "\(orange.name), peel \(orange.peelThickness)"
      } else if let empty = item as? EmptyData {
        cell.textLabel?.text = empty.emptyMessage
      }
      return cell
    }
  }

  func update(apples: [Apple], oranges: [Orange], isRaining: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<FruitSection, AnyHashable>()
    if isRaining {
      snapshot.appendSections([.closed])
      snapshot.appendItems([EmptyData()], toSection: .closed)
    } else {
      for apple in apples {
        snapshot.appendSectionIfNeeded(.apples)
        snapshot.appendItems([apple], toSection: .apples)
      }
      for orange in oranges {
        snapshot.appendSectionIfNeeded(.oranges)
        snapshot.appendItems([orange], toSection: .oranges)
      }
    }
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

let stand = FruitStandViewController()
stand.loadViewIfNeeded()
stand.update(
  apples: [Apple(name: "Gala", coreThickness: 3)], oranges: [Orange(name: "Navel", peelThickness: 2)],
  isRaining: false)
stand.update(
  apples: [Apple(name: "Gala", coreThickness: 3), Apple(name: "Fuji", coreThickness: 4)], oranges: [],
  isRaining: false)
stand.update(apples: [], oranges: [], isRaining: true)
print(stand.dataSource.snapshot().sectionIdentifiers.map(\.rawValue))
