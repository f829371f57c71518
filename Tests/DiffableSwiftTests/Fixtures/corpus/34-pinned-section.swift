// Source: Apple, "moveSection(_:afterSection:)" and "moveSection(_:beforeSection:)" of
// NSDiffableDataSourceSnapshot — https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/movesection(_:aftersection:)
// Notes in folders, one section per folder; pinning a folder moves its section to the top, and
// unpinning puts it back after the one it followed.
import UIKit

struct Folder: Hashable {
  let name: String
}

struct Note: Hashable {
  let id: Int
  let title: String
}

final class NotesViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .grouped)
  var dataSource: UITableViewDiffableDataSource<Folder, Note>!
  let folders = [Folder(name: "Work"), Folder(name: "Home"), Folder(name: "Travel")]
  let notes: [Folder: [Note]] = [
    Folder(name: "Work"): [Note(id: 1, title: "Standup")],
    Folder(name: "Home"): [Note(id: 2, title: "Groceries"), Note(id: 3, title: "Plumber")],
    Folder(name: "Travel"): [Note(id: 4, title: "Passport")],
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    dataSource = UITableViewDiffableDataSource<Folder, Note>(tableView: tableView) {
      tableView, indexPath, note in
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
      cell.textLabel?.text = note.title
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Folder, Note>()
    snapshot.appendSections(folders)
    for folder in folders {
      snapshot.appendItems(notes[folder] ?? [], toSection: folder)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func pin(_ folder: Folder) {
    var snapshot = dataSource.snapshot()
    guard let first = snapshot.sectionIdentifiers.first, first != folder else { return }
    snapshot.moveSection(folder, beforeSection: first)
    dataSource.apply(snapshot)
  }

  func unpin(_ folder: Folder) {
    guard let index = folders.firstIndex(of: folder), index > 0 else { return }
    var snapshot = dataSource.snapshot()
    snapshot.moveSection(folder, afterSection: folders[index - 1])
    dataSource.apply(snapshot)
  }
}

let notes = NotesViewController()
notes.loadViewIfNeeded()
notes.pin(Folder(name: "Travel"))
print(notes.dataSource.snapshot().sectionIdentifiers.map(\.name))
notes.unpin(Folder(name: "Travel"))
print(notes.dataSource.snapshot().sectionIdentifiers.map(\.name))
