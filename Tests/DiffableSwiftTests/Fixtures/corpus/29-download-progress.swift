// Source: Tyler Fox (UIKit engineer), thread on reconfiguring cells in iOS 15 (reconfigure
// updates the existing cell; reload replaces it with a new one) —
// https://threadreaderapp.com/thread/1403908057185144832.html
// Downloads report progress: each step reconfigures the row (the same cell, updated); a finished
// download changes the kind of cell it needs, so that row is reloaded instead.
import UIKit

final class DownloadsViewController: UIViewController {
  enum Section {
    case downloads
  }

  struct Download {
    let id: String
    var progress: Double
    var isFinished: Bool { progress >= 1 }
  }

  let tableView = UITableView()
  var dataSource: UITableViewDiffableDataSource<Section, String>!
  var downloads: [String: Download] = [:]
  var order: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "progress")
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "finished")
    dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) {
      [unowned self] tableView, indexPath, id in
      let download = self.downloads[id]!
      let identifier = download.isFinished ? "finished" : "progress"
      let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = id
      content.secondaryText = download.isFinished ? "Open" : "\(Int(download.progress * 100))%"
      cell.contentConfiguration = content
      return cell
    }
  }

  func start(_ id: String) {
    downloads[id] = Download(id: id, progress: 0)
    order.append(id)
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.downloads])
    snapshot.appendItems(order)
    dataSource.apply(snapshot)
  }

  func report(_ id: String, progress: Double) {
    guard var download = downloads[id] else { return }
    let wasFinished = download.isFinished
    download.progress = min(progress, 1)
    downloads[id] = download
    var snapshot = dataSource.snapshot()
    if download.isFinished != wasFinished {
      snapshot.reloadItems([id])
    } else {
      snapshot.reconfigureItems([id])
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

let downloads = DownloadsViewController()
downloads.loadViewIfNeeded()
downloads.start("video.mov")
downloads.start("notes.pdf")
for progress in [0.25, 0.5, 1.0] {
  downloads.report("video.mov", progress: progress)
}
print(downloads.order.map { "\($0): \(downloads.downloads[$0]!.progress)" })
