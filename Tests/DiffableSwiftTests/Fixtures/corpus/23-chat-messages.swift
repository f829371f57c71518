// Source: Ali Akhtar, "UITableView Diffable DataSource Part 1" (use cases from a real project:
// inserting at the top and at the bottom of a list) —
// https://ali-akhtar.medium.com/uitableview-diffable-datasource-part-1-13a24e8f23d8
// A chat screen: new messages go at the bottom, older ones loaded on scroll go above the first,
// and a message being sent is replaced by its delivered copy.
import UIKit

struct Message: Hashable {
  enum State: Hashable {
    case sending
    case delivered
  }

  let id: Int
  let text: String
  var state: State
}

final class ChatViewController: UIViewController {
  enum Section {
    case messages
  }

  let tableView = UITableView()
  private(set) var dataSource: UITableViewDiffableDataSource<Section, Message>!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "bubble")
    dataSource = UITableViewDiffableDataSource<Section, Message>(tableView: tableView) {
      tableView, indexPath, message in
      let cell = tableView.dequeueReusableCell(withIdentifier: "bubble", for: indexPath)
      cell.textLabel?.text = message.state == .sending ? "\(message.text) …" : message.text
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
    snapshot.appendSections([.messages])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func append(_ messages: [Message]) {
    var snapshot = dataSource.snapshot()
    snapshot.appendItems(messages, toSection: .messages)
    dataSource.apply(snapshot)
  }

  func prependOlder(_ messages: [Message]) {
    var snapshot = dataSource.snapshot()
    if let first = snapshot.itemIdentifiers.first {
      snapshot.insertItems(messages, beforeItem: first)
    } else {
      snapshot.appendItems(messages)
    }
    dataSource.apply(snapshot)
  }

  func markDelivered(_ message: Message) {
    var snapshot = dataSource.snapshot()
    var delivered = message
    delivered.state = .delivered
    snapshot.insertItems([delivered], afterItem: message)
    snapshot.deleteItems([message])
    dataSource.apply(snapshot)
  }
}

let chat = ChatViewController()
chat.loadViewIfNeeded()
let question = Message(id: 10, text: "Lunch?", state: .delivered)
let reply = Message(id: 11, text: "Sure, 1pm", state: .sending)
chat.append([question, reply])
chat.prependOlder([
  Message(id: 8, text: "Morning!", state: .delivered), Message(id: 9, text: "Hi", state: .delivered),
])
chat.markDelivered(reply)
print(chat.dataSource.snapshot().itemIdentifiers.map { "\($0.id) \($0.state)" })
