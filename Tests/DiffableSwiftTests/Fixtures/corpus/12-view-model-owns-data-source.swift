// Source: Cocoacasts, "Building Reactive Applications With Combine: Combine and Diffable Data
// Sources" (the week view model owns the diffable data source) —
// https://cocoacasts.com/building-reactive-applications-with-combine-combine-and-diffable-data-sources
// The view controller hands its table view to the view model, which makes the data source and
// applies a new snapshot whenever its weather data changes (here through a closure).
import UIKit

struct WeatherDayData: Hashable {
  let day: String
  let high: Int
  let low: Int

  func hash(into hasher: inout Hasher) {
    hasher.combine(day)
    hasher.combine(high)
    hasher.combine(low)
  }
}

final class WeekViewModel {
  private var dataSource: UITableViewDiffableDataSource<Int, WeatherDayData>?
  private(set) var weatherData: [WeatherDayData] = [] {
    didSet { applySnapshot() }
  }
  var didApply: ((Int) -> Void)?

  func bind(to tableView: UITableView) {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "day")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, data in
      let cell = tableView.dequeueReusableCell(withIdentifier: "day", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = data.day
      content.secondaryText = "\(data.low)° – \(data.high)°"
      cell.contentConfiguration = content
      return cell
    }
  }

  func receive(_ forecast: [(String, Int, Int)]) {
    weatherData = forecast.map { WeatherDayData(day: $0.0, high: $0.1, low: $0.2) }
  }

  private func applySnapshot() {
    guard let dataSource else { return }
    var snapshot = NSDiffableDataSourceSnapshot<Int, WeatherDayData>()
    snapshot.appendSections([0])
    snapshot.appendItems(weatherData)
    dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
      self?.didApply?(snapshot.numberOfItems)
    }
  }
}

final class WeekViewController: UIViewController {
  let tableView = UITableView()
  let viewModel = WeekViewModel()
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    viewModel.bind(to: tableView)
    viewModel.didApply = { [weak self] count in
      self?.log.append("\(count) days")
    }
  }
}

let week = WeekViewController()
week.loadViewIfNeeded()
week.viewModel.receive([("Mon", 21, 12), ("Tue", 19, 11), ("Wed", 23, 14)])
week.viewModel.receive([("Tue", 19, 11), ("Wed", 24, 14), ("Thu", 22, 13)])
print(week.log)
