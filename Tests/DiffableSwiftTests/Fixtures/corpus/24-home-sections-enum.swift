// Source: Adam Wareing, "A ViewModel driven DiffableDataSource implementation" (sections and items
// as enums with associated values, built by a view model) —
// https://adamwareing241.medium.com/a-viewmodel-driven-diffabledatasource-implementation-0863e0f7a33e
// The view model builds the whole snapshot from its state: a banner, a "for you" section and a
// suggested section whose header model says whether it is featured.
import UIKit

struct SuggestedSectionModel: Hashable {
  let title: String
  let isFeatured: Bool
}

enum HomeSection: Hashable {
  case banner
  case forYou
  case suggested(SuggestedSectionModel)
}

enum HomeItem: Hashable {
  case banner(String)
  case article(id: Int, title: String)
}

final class HomeViewModel {
  var bannerText: String? = "Spring sale"
  var forYou: [(Int, String)] = [(1, "Ten quick dinners"), (2, "Repotting basics")]
  var suggested: [(Int, String)] = [(3, "Sourdough at home")]
  var featured = false

  func makeSnapshot() -> NSDiffableDataSourceSnapshot<HomeSection, HomeItem> {
    var snapshot = NSDiffableDataSourceSnapshot<HomeSection, HomeItem>()
    if let bannerText {
      snapshot.appendSections([.banner])
      snapshot.appendItems([.banner(bannerText)], toSection: .banner)
    }
    snapshot.appendSections([.forYou])
    snapshot.appendItems(forYou.map { HomeItem.article(id: $0.0, title: $0.1) }, toSection: .forYou)
    let suggestedSection = HomeSection.suggested(
      SuggestedSectionModel(title: "Suggested", isFeatured: featured))
    snapshot.appendSections([suggestedSection])
    snapshot.appendItems(
      suggested.map { HomeItem.article(id: $0.0, title: $0.1) }, toSection: suggestedSection)
    return snapshot
  }
}

final class HomeViewController: UIViewController {
  let tableView = UITableView()
  let viewModel = HomeViewModel()
  var dataSource: UITableViewDiffableDataSource<HomeSection, HomeItem>!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "home")
    dataSource = UITableViewDiffableDataSource<HomeSection, HomeItem>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "home", for: indexPath)
      switch item {
      case .banner(let text):
        cell.textLabel?.text = text.uppercased()
      case .article(_, let title):
        cell.textLabel?.text = title
      }
      return cell
    }
    render(animated: false)
  }

  func render(animated: Bool = true) {
    dataSource.apply(viewModel.makeSnapshot(), animatingDifferences: animated)
  }
}

let home = HomeViewController()
home.loadViewIfNeeded()
home.viewModel.featured = true
home.viewModel.suggested.append((4, "Balcony tomatoes"))
home.render()
home.viewModel.bannerText = nil
home.viewModel.forYou.removeFirst()
home.render()
print(home.dataSource.snapshot().sectionIdentifiers.count, "sections")
