// Source: Roberto Sampaio, "First steps with UITableViewDiffableDataSource — Part 2" (a diary
// whose notes can be edited through a data source subclass) —
// https://medium.com/my-ios-studies-en/first-steps-with-uitableviewdiffabledatasource-part-2-d870b9f427bf
// The data source subclass says every row can be edited; a swipe to delete removes the note from
// the diary and applies a snapshot without it.
import UIKit

struct Note: Hashable {
  let id: Int
  var text: String
}

protocol DiaryDelegate: AnyObject {
  func deleteNote(at indexPath: IndexPath)
}

final class DiaryDataSource: UITableViewDiffableDataSource<Int, Note> {
  weak var delegate: DiaryDelegate?

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    delegate?.deleteNote(at: indexPath)
  }
}

final class DiaryViewController: UIViewController, DiaryDelegate {
  let tableView = UITableView()
  var dataSource: DiaryDataSource!
  var notes = [
    Note(id: 1, text: "Bought a plant"),
    Note(id: 2, text: "Rained all day"),
    Note(id: 3, text: "Finished the book"),
    Note(id: 4, text: "Called grandma"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    dataSource = DiaryDataSource(tableView: tableView) { tableView, indexPath, note in
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
      cell.textLabel?.text = note.text
      return cell
    }
    dataSource.delegate = self
    updateSnapshot(animatingDifferences: false)
  }

  func updateSnapshot(animatingDifferences: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Note>()
    snapshot.appendSections([0])
    snapshot.appendItems(notes)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  func deleteNote(at indexPath: IndexPath) {
    guard let note = dataSource.itemIdentifier(for: indexPath) else { return }
    notes.removeAll { $0.id == note.id }
    updateSnapshot()
  }
}

let diary = DiaryViewController()
diary.loadViewIfNeeded()
let swiped = IndexPath(row: 1, section: 0)
if diary.dataSource.tableView(diary.tableView, canEditRowAt: swiped) {
  diary.dataSource.tableView(diary.tableView, commit: .delete, forRowAt: swiped)
}
diary.dataSource.tableView(diary.tableView, commit: .delete, forRowAt: IndexPath(row: 2, section: 0))
diary.dataSource.tableView(diary.tableView, commit: .insert, forRowAt: IndexPath(row: 0, section: 0))
print(diary.notes.map(\.text))
