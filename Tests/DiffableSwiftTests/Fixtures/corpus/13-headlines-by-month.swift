// Source: Ralf Ebert, "Grouping UITableView cells into sections" (headlines grouped by month with
// Dictionary(grouping:by:)) — https://www.ralfebert.de/ios-examples/uikit/uitableviewcontroller/grouping-sections
// The headlines are grouped by month into sections, sorted; a new headline in a new month
// inserts a section in its place.
import UIKit

struct Headline: Hashable {
  let id: Int
  let title: String
  let date: String  // yyyy-MM-dd
}

struct MonthSection: Hashable {
  let month: String
  let headlines: [Headline]

  static func group(headlines: [Headline]) -> [MonthSection] {
    let groups = Dictionary(grouping: headlines) { headline in
      String(headline.date.prefix(7))
    }
    return groups.map { month, headlines in
      MonthSection(month: month, headlines: headlines.sorted { $0.date < $1.date })
    }
    .sorted { $0.month > $1.month }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(month)
  }

  static func == (lhs: MonthSection, rhs: MonthSection) -> Bool {
    lhs.month == rhs.month
  }
}

final class StoriesTableViewController: UITableViewController {
  var headlines = [
    Headline(id: 1, title: "Ferry timetable changes", date: "2019-08-03"),
    Headline(id: 2, title: "Harbour festival opens", date: "2019-09-14"),
    Headline(id: 3, title: "New library wing", date: "2019-08-21"),
    Headline(id: 4, title: "Bridge repairs finished", date: "2019-09-02"),
  ]
  var sections: [MonthSection] = []
  var dataSource: UITableViewDiffableDataSource<MonthSection, Headline>!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "headline")
    dataSource = UITableViewDiffableDataSource<MonthSection, Headline>(tableView: tableView) {
      tableView, indexPath, headline in
      let cell = tableView.dequeueReusableCell(withIdentifier: "headline", for: indexPath)
      cell.textLabel?.text = headline.title
      return cell
    }
    applySnapshot(animatingDifferences: false)
  }

  func applySnapshot(animatingDifferences: Bool = true) {
    sections = MonthSection.group(headlines: headlines)
    var snapshot = NSDiffableDataSourceSnapshot<MonthSection, Headline>()
    snapshot.appendSections(sections)
    for section in sections {
      snapshot.appendItems(section.headlines, toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  func add(_ headline: Headline) {
    headlines.append(headline)
    applySnapshot()
  }
}

let stories = StoriesTableViewController()
stories.loadViewIfNeeded()
print(stories.sections.map { "\($0.month): \($0.headlines.count)" })
stories.add(Headline(id: 5, title: "Autumn market", date: "2019-10-01"))
stories.add(Headline(id: 6, title: "Tram line extended", date: "2019-08-30"))
print(stories.sections.map(\.month))
