// Source: "SwiftList: how to build lists using Combine and diffable data source" (a demo app shown
// on iosexample.com) — https://iosexample.com/simple-lists-with-combine-and-diffable-data-source-integrations/
// A shared feed, an ObservableObject whose posts are @Published; the view controller subscribes
// to $posts and stores the subscription; the data source is keyed by Post.ID, so a post whose
// likes change keeps its row and is reconfigured, as the demo's notes advise. (The demo receives
// on the main queue; here the feed already publishes there, so the subscription sinks directly.)
import Combine
import UIKit

struct Post: Identifiable, Hashable {
  let id: Int
  var title: String
  var likes: Int
}

final class PostFeed: ObservableObject {
  static let shared = PostFeed()
  private init() {}

  @Published var posts = [Post]()

  func like(_ id: Post.ID) {
    guard let index = posts.firstIndex(where: { $0.id == id }) else { return }
    posts[index].likes += 1
  }
}

final class PostViewController: UITableViewController {
  private var subscriptions = Set<AnyCancellable>()
  private var dataSource: UITableViewDiffableDataSource<Int, Post.ID>!
  private var postsByID: [Post.ID: Post] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) {
      [unowned self] tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
      let post = self.postsByID[id]!
      var content = cell.defaultContentConfiguration()
      content.text = post.title
      content.secondaryText = "\(post.likes) likes"
      cell.contentConfiguration = content
      return cell
    }
    setupSubscriptions()
  }

  private func setupSubscriptions() {
    PostFeed.shared.$posts
      .dropFirst()
      .sink { [weak self] posts in self?.render(posts) }
      .store(in: &subscriptions)
  }

  private func render(_ posts: [Post]) {
    let changed = posts.filter { post in postsByID[post.id].map { $0 != post } ?? false }.map(\.id)
    postsByID = Dictionary(uniqueKeysWithValues: posts.map { ($0.id, $0) })
    var snapshot = NSDiffableDataSourceSnapshot<Int, Post.ID>()
    snapshot.appendSections([0])
    snapshot.appendItems(posts.map(\.id))
    let known = Set(dataSource.snapshot().itemIdentifiers)
    snapshot.reconfigureItems(changed.filter { known.contains($0) })
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

let controller = PostViewController()
controller.loadViewIfNeeded()
PostFeed.shared.posts = [
  Post(id: 1, title: "Diffable data sources", likes: 3),
  Post(id: 2, title: "Combine in UIKit", likes: 5),
]
PostFeed.shared.like(2)
PostFeed.shared.posts.removeFirst()
print(controller.tableView.numberOfRows(inSection: 0))
