/// A member of UIKit's API that the engine performs, with what the engine knows of it: its
/// name (what outcomes and JSON call it, whichever language asked), the iOS version that
/// brought it, what it does while the table is classic, and whether it changes state.
///
/// The short syntax's catalog takes these from here for its commands that call the API, so a
/// name or an availability is written once.
public enum APIMember: String, Hashable, Sendable, CaseIterable {
  // NSDiffableDataSourceSnapshot's edits.
  case appendSections, insertSections, deleteSections, moveSection, reloadSections
  case appendItems, insertItems, moveItem, deleteItems, deleteAllItems, reloadItems, reconfigureItems
  // NSDiffableDataSourceSnapshot's and the data source's queries.
  case numberOfSections, numberOfItems, sectionIdentifiers, itemIdentifiers, indexOfSection, indexOfItem
  case sectionIdentifier, itemIdentifier, indexPath
  case reloadedItemIdentifiers, reconfiguredItemIdentifiers, reloadedSectionIdentifiers
  // UITableViewDiffableDataSource.
  case apply, applySnapshotUsingReloadData
  // UITableView, told by hand in classic mode.
  case tableViewInsertRows = "tableView.insertRows"
  case tableViewDeleteRows = "tableView.deleteRows"
  case tableViewMoveRow = "tableView.moveRow"
  case tableViewReloadRows = "tableView.reloadRows"
  case tableViewReconfigureRows = "tableView.reconfigureRows"
  case tableViewInsertSections = "tableView.insertSections"
  case tableViewDeleteSections = "tableView.deleteSections"
  case tableViewMoveSection = "tableView.moveSection"
  case tableViewReloadSections = "tableView.reloadSections"
  case tableViewReloadData = "tableView.reloadData"
  case tableViewBeginUpdates = "tableView.beginUpdates"
  case tableViewEndUpdates = "tableView.endUpdates"
  case tableViewPerformBatchUpdates = "tableView.performBatchUpdates"

  /// The name outcomes and JSON give it: `appendItems`, `tableView.moveRow`.
  public var name: String { rawValue }

  /// The iOS version that brought it, when later than iOS 13, the oldest profile
  /// (../shared/API.md).
  public var introduced: IntroducedAPI? {
    switch self {
    case .reconfigureItems: IntroducedAPI("reconfigureItems(_:)", iOS: 15, instead: "reloadItems")
    case .reloadedItemIdentifiers: IntroducedAPI("reloadedItemIdentifiers", iOS: 15)
    case .reconfiguredItemIdentifiers: IntroducedAPI("reconfiguredItemIdentifiers", iOS: 15)
    case .reloadedSectionIdentifiers: IntroducedAPI("reloadedSectionIdentifiers", iOS: 15)
    case .applySnapshotUsingReloadData: IntroducedAPI("applySnapshotUsingReloadData(_:)", iOS: 15)
    case .tableViewReconfigureRows:
      IntroducedAPI("reconfigureRows(at:)", iOS: 15, instead: APIMember.tableViewReloadRows.name)
    default: nil
    }
  }

  /// What it does while the table view's data source is a plain `UITableViewDataSource`.
  public var classic: ClassicPolicy {
    switch self {
    case .appendSections, .insertSections, .deleteSections, .moveSection, .appendItems, .insertItems,
      .moveItem, .deleteItems, .deleteAllItems:
      .editsModel
    case .reloadSections, .reloadItems, .reconfigureItems: .rejectsMarks
    case .itemIdentifier, .indexPath, .apply, .applySnapshotUsingReloadData: .needsDiffableDataSource
    case .numberOfSections, .numberOfItems, .sectionIdentifiers, .itemIdentifiers, .indexOfSection,
      .indexOfItem, .sectionIdentifier, .reloadedItemIdentifiers, .reconfiguredItemIdentifiers,
      .reloadedSectionIdentifiers:
      .sameInBothModes
    case .tableViewInsertRows, .tableViewDeleteRows, .tableViewMoveRow, .tableViewReloadRows,
      .tableViewReconfigureRows, .tableViewInsertSections, .tableViewDeleteSections, .tableViewMoveSection,
      .tableViewReloadSections, .tableViewReloadData, .tableViewBeginUpdates, .tableViewEndUpdates,
      .tableViewPerformBatchUpdates:
      .classicOnly
    }
  }

  /// Whether a success can change the session's state (and so is a step of undo): every
  /// member but the queries.
  public var changesState: Bool {
    switch classic {
    case .sameInBothModes: false
    default: !(self == .itemIdentifier || self == .indexPath)
    }
  }

  /// What the session checks before a call of it runs, and whether it commits.
  public var rules: TransactionRules {
    TransactionRules(changesState: changesState, classic: classic, introduced: introduced)
  }
}

/// An API that iOS 13, the oldest profile, did not have.
public struct IntroducedAPI: Hashable, Sendable {
  /// The API as Swift spells it (`reconfigureItems(_:)`).
  public let api: String
  /// The first iOS version that has it.
  public let version: Int
  /// What the older versions had instead, when something comes close.
  public let instead: String?

  /// An API first in iOS `version`.
  public init(_ api: String, iOS version: Int, instead: String? = nil) {
    self.api = api
    self.version = version
    self.instead = instead
  }
}

/// What an operation does while the table view's data source is a plain
/// `UITableViewDataSource` over the model (`mode classic`).
public enum ClassicPolicy: Hashable, Sendable {
  /// The same as in diffable mode.
  case sameInBothModes
  /// Changes the model (the working snapshot) and tells the table nothing; a hint names the
  /// calls that would tell it.
  case editsModel
  /// A mark that only a diffable data source's next apply reads: an error in classic mode.
  case rejectsMarks
  /// Belongs to `UITableViewDiffableDataSource`: an error in classic mode.
  case needsDiffableDataSource
  /// Prints the model and whether the table shows it.
  case printsModel
  /// A `tableView.*` call: only classic mode has a table told by hand.
  case classicOnly
}

/// What ``Session/transact(name:rules:_:)`` checks before an operation runs, and whether it
/// commits.
public struct TransactionRules: Sendable {
  /// Whether a success is a step of undo.
  public var changesState: Bool
  /// What the operation does in classic mode.
  public var classic: ClassicPolicy
  /// The iOS version that brought the API, when later than 13.
  public var introduced: IntroducedAPI?

  /// Rules for an operation.
  public init(changesState: Bool, classic: ClassicPolicy, introduced: IntroducedAPI? = nil) {
    self.changesState = changesState
    self.classic = classic
    self.introduced = introduced
  }
}
