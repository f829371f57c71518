// Source: Apple, WWDC19 session 220 "Advances in UI Data Sources", its Wi-Fi settings sample
// (WiFiSettingsViewController) — https://developer.apple.com/videos/play/wwdc2019/220/
// A settings screen with a configuration section and a list of networks: turning Wi-Fi off
// removes the networks section, and each scan applies the networks found, sorted by name.
import UIKit

final class WiFiController {
  struct Network: Hashable {
    let name: String
    let identifier: Int

    func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    static func == (lhs: Network, rhs: Network) -> Bool {
      lhs.identifier == rhs.identifier
    }
  }

  var wifiEnabled = true
  private(set) var availableNetworks: [Network] = []
  private var scans: [[String]] = [
    ["Home", "Cafe", "Library"],
    ["Home", "Library", "Airport", "Bakery"],
    ["Bakery", "Home"],
  ]
  private var known: [String: Int] = [:]

  func scanForNetworks() {
    guard !scans.isEmpty else { return }
    let names = scans.removeFirst()
    availableNetworks = names.map { name in
      if let identifier = known[name] {
        return Network(name: name, identifier: identifier)
      }
      let identifier = known.count + 1
      known[name] = identifier
      return Network(name: name, identifier: identifier)
    }
  }
}

final class WiFiSettingsViewController: UIViewController {
  enum Section: CaseIterable {
    case config, networks
  }

  enum ItemType {
    case wifiEnabled, currentNetwork, availableNetwork
  }

  struct Item: Hashable {
    let title: String
    let type: ItemType
    let network: WiFiController.Network?

    init(title: String, type: ItemType) {
      self.title = title
      self.type = type
      self.network = nil
    }

    init(network: WiFiController.Network) {
      self.title = network.name
      self.type = .availableNetwork
      self.network = network
    }

    var isConfig: Bool {
      type != .availableNetwork
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(title)
      hasher.combine(isConfig)
    }

    static func == (lhs: Item, rhs: Item) -> Bool {
      lhs.title == rhs.title && lhs.isConfig == rhs.isConfig
    }
  }

  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  var dataSource: UITableViewDiffableDataSource<Section, Item>!
  let wifiController = WiFiController()
  lazy var configurationItems: [Item] = [
    Item(title: "Wi-Fi", type: .wifiEnabled),
    Item(title: "breeno-net", type: .currentNetwork),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Wi-Fi"
    configureDataSource()
    updateUI(animated: false)
  }

  func configureDataSource() {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "wifi")
    dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) {
      [weak self] tableView, indexPath, item in
      guard let self else { return nil }
      let cell = tableView.dequeueReusableCell(withIdentifier: "wifi", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      if item.type == .wifiEnabled {
        content.secondaryText = self.wifiController.wifiEnabled ? "On" : "Off"
      }
      cell.contentConfiguration = content
      cell.accessoryType = item.type == .currentNetwork ? .checkmark : .detailButton
      return cell
    }
  }

  func updateUI(animated: Bool = true) {
    let configItems = configurationItems.filter {
      !(!wifiController.wifiEnabled && $0.type == .currentNetwork)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.config])
    snapshot.appendItems(configItems, toSection: .config)
    if wifiController.wifiEnabled {
      let sortedNetworks = wifiController.availableNetworks.sorted { $0.name < $1.name }
      snapshot.appendSections([.networks])
      snapshot.appendItems(sortedNetworks.map { Item(network: $0) }, toSection: .networks)
    }
    dataSource.apply(snapshot, animatingDifferences: animated)
  }

  func toggleWiFi(_ isOn: Bool) {
    wifiController.wifiEnabled = isOn
    updateUI()
  }
}

let settings = WiFiSettingsViewController()
settings.loadViewIfNeeded()
settings.wifiController.scanForNetworks()
settings.updateUI()
settings.wifiController.scanForNetworks()
settings.updateUI()
settings.toggleWiFi(false)
print("sections:", settings.dataSource.snapshot().sectionIdentifiers)
settings.toggleWiFi(true)
settings.wifiController.scanForNetworks()
settings.updateUI()
print(settings.dataSource.snapshot().itemIdentifiers.map(\.title))
