// Source: Apple, "applySnapshotUsingReloadData(_:completion:)" (iOS 15: reset the table without
// diffing) — https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/applysnapshotusingreloaddata(_:completion:)
// An inbox applies new mail with a diff, and a pull to refresh that replaces everything resets
// the table with a reload instead; the completion handler counts what was shown.
import UIKit

struct Message: Hashable {
  let id: Int
  let subject: String
}

final class InboxViewController: UITableViewController {
  enum Section {
    case inbox
  }

  private var dataSource: UITableViewDiffableDataSource<Section, Message>!
  private(set) var shownCounts: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    dataSource = UITableViewDiffableDataSource<Section, Message>(tableView: tableView!) {
      tableView, indexPath, message in
      let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      cell.textLabel?.text = message.subject
      return cell
    }
  }

  private func snapshot(of messages: [Message]) -> NSDiffableDataSourceSnapshot<Section, Message> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
    snapshot.appendSections([.inbox])
    snapshot.appendItems(messages, toSection: .inbox)
    return snapshot
  }

  func receive(_ messages: [Message]) {
    dataSource.apply(snapshot(of: messages), animatingDifferences: true) {
      self.shownCounts.append(messages.count)
    }
  }

  func refreshControlDidPull(_ messages: [Message]) {
    dataSource.applySnapshotUsingReloadData(snapshot(of: messages)) {
      self.shownCounts.append(messages.count)
    }
  }
}

let inbox = InboxViewController(style: .plain)
inbox.loadViewIfNeeded()
let hello = Message(id: 1, subject: "Hello")
let invoice = Message(id: 2, subject: "Invoice")
inbox.receive([hello])
inbox.receive([invoice, hello])
inbox.refreshControlDidPull([Message(id: 3, subject: "Welcome back"), invoice])
print(inbox.shownCounts)
