import DiffableKit
import Foundation

/// What the program's UIKit calls reach: the session that keeps the data source's state and
/// the table view, and reports what an apply sent the table. The interpreter knows no session;
/// its front end is the host. Each call's `location` is the program's call (or declaration)
/// that made it, where the host shows the session's refusal.
public protocol UIKitHost: AnyObject {
  /// `dataSource.apply(snapshot, animatingDifferences:)`, whose rows' cells `cells` makes (it
  /// runs the data source's cell provider). Returns false when the session refused it (UIKit's
  /// crash, a failed cell provider, an interruption), after reporting why: the entry then
  /// stops there. Without `cells` (a data source with no cell provider), the session draws the rows.
  func apply(
    _ snapshot: DiffableKit.Snapshot, animatingDifferences: Bool, cells: ProgramCells?,
    at location: SourceLocation
  ) -> Bool
  /// `dataSource.applySnapshotUsingReloadData(snapshot)`, reported as
  /// ``apply(_:animatingDifferences:cells:)``.
  func applyUsingReloadData(
    _ snapshot: DiffableKit.Snapshot, cells: ProgramCells?, at location: SourceLocation
  ) -> Bool
  /// `tableView.reloadData()`: the table asks the data source for every row again, whose cells
  /// `cells` makes (without it, the session draws the rows). Returns false when the session
  /// refused it, after reporting why.
  func reloadData(cells: ProgramCells?, at location: SourceLocation) -> Bool
  /// Cells the program changed itself: the row at each path shows its new content. Returns
  /// false when the session refused it, after reporting why.
  func editCells(_ cells: [(path: DiffableKit.IndexPath, content: String)], at location: SourceLocation)
    -> Bool
  /// A table whose data source is the program's own object: its load (`call` nil) or one of its
  /// `tableView.*` calls, checked against what `rows` answers (the program's methods), whose
  /// first error `failure` gives. Returns false when the session refused it (UIKit's crash, a
  /// failure of the program's methods), after reporting why.
  func programTable(
    _ call: ProgramTableCall?, rows: any TableViewDataSource, failure: @escaping () -> InterpreterError?,
    at location: SourceLocation
  ) -> Bool
  /// The row counts by section of the program's own table (the one whose data source is the
  /// program's), as the session shows it, or nil when it has not loaded.
  func programTableRowCounts() -> [Int]?
  /// What the data source applied last (`dataSource.snapshot()`), as the session keeps it.
  func appliedSnapshot() -> DiffableKit.Snapshot
  /// The titles a data source subclass's `tableView(_:titleForHeaderInSection:)` answered for
  /// the sections on screen after an apply, one per section. Returns false when the session
  /// refused them (after reporting why).
  func showSectionTitles(_ titles: [String?], at location: SourceLocation) -> Bool
  /// Declares a struct of the program whose Hashable rule is plain fields (the session announces
  /// it). Returns false when the session refused it (after reporting why).
  func declare(structure: StructType, at location: SourceLocation) -> Bool
  /// Declares a struct of the program whose `hash(into:)` or `==` is run as code: the session
  /// announces what they compare and explains stale cells with it. Returns false when refused.
  func declare(executedRule: ExecutedRule, at location: SourceLocation) -> Bool
  /// Declares an enum of the program (the session announces it). Returns false when refused.
  func declare(enumeration: EnumType, at location: SourceLocation) -> Bool
  /// Declares a `typealias` of the program (the session announces it). Returns false when refused.
  func declare(alias: String, for target: String, at location: SourceLocation) -> Bool
  /// The identifier the session keys `value` by, under the rules of the types it was declared.
  func identifier(for value: DiffableKit.Value) -> SnapshotIdentifier
  /// The short syntax's working snapshot (the program's global `snapshot`), or nil when the
  /// session has none to share.
  func workingSnapshot() -> WorkingSnapshot?
  /// Makes `snapshot` the short syntax's working snapshot. Returns false when the session refused
  /// it (after reporting why).
  func keepWorkingSnapshot(_ snapshot: WorkingSnapshot) -> Bool
  /// A warning printed as the session prints UIKit's console log, about `method` (an item
  /// appended again is moved into place; a `hash(into:)` that breaks Hashable's contract).
  func log(_ warning: String, in method: String)
}

extension UIKitHost {
  /// A session without a working snapshot shares none.
  public func workingSnapshot() -> WorkingSnapshot? { nil }
  /// A session without a working snapshot keeps none.
  public func keepWorkingSnapshot(_ snapshot: WorkingSnapshot) -> Bool { true }
  /// A host without a console drops UIKit's logs.
  public func log(_ warning: String, in method: String) {}
}

/// The snapshot the short syntax's commands edit, which is the program's global `snapshot`: its
/// identifiers, and its element types as written (nil when the short syntax made it untyped).
public struct WorkingSnapshot {
  /// Its identifiers, sections and marks.
  public var snapshot: DiffableKit.Snapshot
  /// The section identifier type as written, if written.
  public var sectionType: String?
  /// The item identifier type as written, if written.
  public var itemType: String?

  /// The working snapshot `snapshot`, of the element types written (nil: untyped).
  public init(_ snapshot: DiffableKit.Snapshot, sectionType: String?, itemType: String?) {
    (self.snapshot, self.sectionType, self.itemType) = (snapshot, sectionType, itemType)
  }
}

/// An instance of a framework class the interpreter runs natively: a `UITableView`, a
/// `UITableViewDiffableDataSource` with its identifier types, its cell provider and the program's
/// values of what it applied, the main queue, or a number or date formatter (around Foundation's).
/// A class, as UIKit's are: every name for it sees one object.
final class UIKitObject {
  enum Kind: String {
    case tableView = "UITableView"
    case dataSource = "UITableViewDiffableDataSource"
    case mainQueue = "DispatchQueue"
    case numberFormatter = "NumberFormatter"
    case dateFormatter = "DateFormatter"
  }

  let kind: Kind
  /// A queue of `DispatchQueue.global()` rather than the main queue: its work is queued as the
  /// main queue's is, and `sync` runs it at once.
  var isGlobalQueue = false
  /// The program's instance this object is the native part of (a data source subclass's).
  weak var owner: Object?
  /// A data source's table view.
  var tableView: UIKitObject?
  /// A table view's data source: the diffable data source made with it, last (UIKit holds it
  /// weakly too).
  weak var dataSource: UIKitObject?
  /// A table view's data source when it is the program's own object (a view controller that
  /// answers `tableView(_:numberOfRowsInSection:)`), not a diffable data source.
  weak var programDataSource: Object?
  /// A table view's cells that the program may reach (see ``TableCells``).
  var cells = TableCells()
  /// A table view's cell classes by reuse identifier (`register(_:forCellReuseIdentifier:)`).
  var registeredCells: [String: String] = [:]
  /// The properties a program may set that change nothing diffable draws (a table view's
  /// `delegate`, `rowHeight`, `isEditing`...), with their values; the kind's own list says
  /// which there are and what they start as (``UIKitObject/settingDefaults(of:)``).
  var settings: [String: Value] = [:]
  var sectionType: TypeName?
  var itemType: TypeName?
  /// A number or date formatter's Foundation formatter, which its properties and methods reach.
  var formatter: Formatter?
  /// The closure that makes a row's cell (kept; diffable runs it when it draws rows).
  var cellProvider: Value?
  /// The program's value of every identifier an apply ever gave the session (the latest one for
  /// each identity): `snapshot()` reads the session's applied snapshot, which a failed entry
  /// takes back, and hands back these values for its identifiers.
  var values: [SnapshotIdentifier: Value] = [:]

  init(_ kind: Kind) {
    self.kind = kind
    settings = Self.settingDefaults(of: kind)
  }

  /// Each kind's settable properties that change nothing diffable draws, as UIKit starts them.
  static func settingDefaults(of kind: Kind) -> [String: Value] {
    if kind == .dataSource {
      // How rows animate in and out: the table view's concern, which diffable does not draw.
      return [
        "defaultRowAnimation": .enumCase(
          EnumValue(typeName: "UITableView.RowAnimation", caseName: "automatic", payload: []))
      ]
    }
    guard kind == .tableView else { return [:] }
    return [
      "delegate": .optional(nil), "prefetchDataSource": .optional(nil), "dragDelegate": .optional(nil),
      "dropDelegate": .optional(nil), "dragInteractionEnabled": .bool(false), "rowHeight": .double(44),
      "estimatedRowHeight": .double(44), "sectionHeaderTopPadding": .double(0),
      "allowsSelection": .bool(true),
      "allowsMultipleSelection": .bool(false), "allowsMultipleSelectionDuringEditing": .bool(false),
      "isEditing": .bool(false), "isHidden": .bool(false), "backgroundColor": .optional(nil),
      "tableHeaderView": .optional(nil), "tableFooterView": .optional(nil), "refreshControl": .optional(nil),
      "translatesAutoresizingMaskIntoConstraints": .bool(true), "isScrollEnabled": .bool(true),
      "showsVerticalScrollIndicator": .bool(true), "showsHorizontalScrollIndicator": .bool(true),
      "alwaysBounceVertical": .bool(false), "cellLayoutMarginsFollowReadableWidth": .bool(false),
      "sectionHeaderHeight": .double(-1), "sectionFooterHeight": .double(-1),
      "estimatedSectionHeaderHeight": .double(-1), "estimatedSectionFooterHeight": .double(-1),
      "backgroundView": .optional(nil), "separatorColor": .optional(nil), "tintColor": .optional(nil),
      "separatorStyle": .enumCase(
        EnumValue(typeName: "UITableViewCell.SeparatorStyle", caseName: "singleLine", payload: [])),
      "keyboardDismissMode": .enumCase(
        EnumValue(typeName: "UIScrollView.KeyboardDismissMode", caseName: "none", payload: [])),
    ]
  }

  /// The settings whose values are structs of the stand-ins (``UIKitPrelude``), made when first
  /// read or set, as the type's static member named beside it (a table view's `frame` starts as
  /// `CGRect.zero`).
  static let structSettings: [String: (type: String, member: String)] = [
    "frame": ("CGRect", "zero"), "bounds": ("CGRect", "zero"), "contentOffset": ("CGPoint", "zero"),
    "contentInset": ("UIEdgeInsets", "zero"), "separatorInset": ("UIEdgeInsets", "zero"),
    // Its layer and Auto Layout's anchors and guides (LayoutPrelude.swift), as any view's.
    "layer": ("CALayer", "standIn"), "safeAreaLayoutGuide": ("UILayoutGuide", "standIn"),
    "layoutMarginsGuide": ("UILayoutGuide", "standIn"),
    "topAnchor": ("NSLayoutYAxisAnchor", "standIn"), "bottomAnchor": ("NSLayoutYAxisAnchor", "standIn"),
    "centerYAnchor": ("NSLayoutYAxisAnchor", "standIn"), "leadingAnchor": ("NSLayoutXAxisAnchor", "standIn"),
    "trailingAnchor": ("NSLayoutXAxisAnchor", "standIn"), "leftAnchor": ("NSLayoutXAxisAnchor", "standIn"),
    "rightAnchor": ("NSLayoutXAxisAnchor", "standIn"), "centerXAnchor": ("NSLayoutXAxisAnchor", "standIn"),
    "widthAnchor": ("NSLayoutDimension", "standIn"), "heightAnchor": ("NSLayoutDimension", "standIn"),
  ]
}

/// The cells of one apply, made by the program's cell provider: the session asks for the cell of
/// each row its table view asks for.
public final class ProgramCells {
  /// What the provider gave for one row.
  public enum Cell {
    /// A cell showing `text` (its text, or its text and secondary text).
    case text(String)
    /// `nil`, which UIKit does not allow.
    case none
    /// The provider's code failed (it trapped, threw, or was interrupted).
    case failed(InterpreterError)
  }

  private let make: (SnapshotIdentifier, DiffableKit.IndexPath) -> Cell

  init(_ make: @escaping (SnapshotIdentifier, DiffableKit.IndexPath) -> Cell) { self.make = make }

  /// Runs the provider for `item` at `indexPath`.
  public func cell(for item: SnapshotIdentifier, at indexPath: DiffableKit.IndexPath) -> Cell {
    make(item, indexPath)
  }
}

/// The session's own data source and its table view, which a program may use without declaring
/// them (`dataSource.apply(snapshot)` in code shown without its view controller). The data source
/// has no cell provider: the session draws its rows as it draws the short syntax's.
final class SessionObjects {
  let tableView = UIKitObject(.tableView)
  let dataSource = UIKitObject(.dataSource)

  init() {
    dataSource.tableView = tableView
    tableView.dataSource = dataSource
  }

  /// The object `name` stands for, or nil.
  func object(named name: String) -> UIKitObject? {
    switch name {
    case "dataSource": dataSource
    case "tableView": tableView
    default: nil
    }
  }
}

/// The cells a table view shows that its data source's cell provider made, kept so that the
/// program can ask for them (`cellForRow(at:)`, `visibleCells`) and change them itself, as a
/// device's table view keeps the cells of its visible rows (here every row is visible); and the
/// selected rows.
///
/// They are kept only once the program has code that asks for them (``Evaluator/keepsCells``):
/// a cell object takes about 3 KB, and a table of a million rows would keep a million.
struct TableCells {
  /// A cell the provider made, with what it showed when the table last took its content.
  struct Shown {
    let cell: Object
    var content: String
  }

  /// The cells by the item of their row: a row keeps its cell when it moves, and gets a new one
  /// when it is inserted, reloaded or reconfigured.
  var shown: [SnapshotIdentifier: Shown] = [:]
  /// The items whose cells the table handed to the program: their changes are looked for
  /// after each entry and before each apply.
  var handedOut: Set<SnapshotIdentifier> = []
  /// The items of the selected rows (`selectRow(at:animated:scrollPosition:)`): a selection
  /// follows its row's item when the row moves, and is gone with it.
  var selected: Set<SnapshotIdentifier> = []
  /// Whether a table whose data source is the program's has loaded its rows from it.
  var loadedFromProgram = false
  /// The calls of a `performBatchUpdates` block under way, gathered to go to the session as one.
  var batchCalls: [ProgramTableCall]?
}

/// A `tableView.*` call of a table whose data source is the program's own object.
public indirect enum ProgramTableCall {
  /// An update: `insertRows(at:with:)`, `deleteSections(_:with:)`, `moveRow(at:to:)`...
  case update(TableViewCall)
  case reloadData
  case beginUpdates
  case endUpdates
  /// `performBatchUpdates { }` with the calls made in its block.
  case performBatchUpdates([ProgramTableCall])
}
