// Source: eon.codes, "Diffable uitableview" (keep identifiers simple: a Diffable struct made from
// each model, typealiases for the data source and snapshot, inactive sections hidden) —
// http://eon.codes/blog/2021/07/23/diffable-uitableview/
// The models are classes the app mutates; the snapshot holds small value copies of what each
// row shows, so a change to a shown field is a new item the diff can see.
import UIKit

final class MyModel {
  let id: Int
  var title: String
  var subtitle: String
  var isArchived = false

  init(id: Int, title: String, subtitle: String) {
    (self.id, self.title, self.subtitle) = (id, title, subtitle)
  }
}

extension MyModel {
  struct Diffable: Hashable {
    let id: Int
    let title: String
    let subtitle: String

    init(model: MyModel) {
      self.id = model.id
      self.title = model.title
      self.subtitle = model.subtitle
    }
  }
}

enum ListSection: Hashable {
  case active
  case archived
}

fileprivate typealias ModelDataSource = UITableViewDiffableDataSource<ListSection, MyModel.Diffable>
fileprivate typealias ModelSnapshot = NSDiffableDataSourceSnapshot<ListSection, MyModel.Diffable>

final class ModelListViewController: UIViewController {
  let tableView = UITableView()
  fileprivate var dataSource: ModelDataSource!
  var models: [MyModel] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "model")
    dataSource = ModelDataSource(tableView: tableView) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "model", for: indexPath)
      cell.textLabel?.text = item.title
      cell.detailTextLabel?.text = item.subtitle
      return cell
    }
  }

  func reload() {
    var snapshot = ModelSnapshot()
    let active = models.filter { !$0.isArchived }.map(MyModel.Diffable.init)
    let archived = models.filter(\.isArchived).map(MyModel.Diffable.init)
    if !active.isEmpty {
      snapshot.appendSections([.active])
      snapshot.appendItems(active, toSection: .active)
    }
    if !archived.isEmpty {
      snapshot.appendSections([.archived])
      snapshot.appendItems(archived, toSection: .archived)
    }
    dataSource.apply(snapshot)
  }
}

let list = ModelListViewController()
list.loadViewIfNeeded()
list.models = [
  MyModel(id: 1, title: "Report", subtitle: "draft"), MyModel(id: 2, title: "Slides", subtitle: "v1"),
]
list.reload()
list.models[0].subtitle = "final"
list.reload()
list.models[1].isArchived = true
list.reload()
print(list.dataSource.snapshot().sectionIdentifiers)
