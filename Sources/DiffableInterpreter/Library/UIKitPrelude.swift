import Foundation

/// The UIKit stand-ins that plain Swift can say, declared in Swift and run by the interpreter
/// before the program's first entry: `IndexPath`, the cell and its labels, list content
/// configurations, view controllers and their navigation items, search bars and controllers
/// (which never search: nobody types into them), and colors, fonts, images and geometry as
/// inert values. A program
/// subclasses them as it subclasses its own classes. What needs the session (`UITableView`, the
/// data source, the main queue) is native (Library+UIKit.swift).
///
/// Foundation's stand-ins come first (``foundationSource``).
///
/// Choices where a stand-in cannot be UIKit: a dequeued cell is always a new one (UIKit may hand
/// back a reused cell that still shows an earlier row's text); `contentConfiguration` holds a
/// `UIListContentConfiguration` (UIKit's property is `(any UIContentConfiguration)?`).
enum UIKitPrelude {
  /// The name the stand-ins' locations carry.
  static let file = "UIKit"

  /// The prelude parsed, lowered and checked, once for the process: every interpreter runs the
  /// same tree (running it changes nothing in it), so a new interpreter costs its declarations
  /// only (the fuzzer and the tests make thousands).
  static func compiled() throws -> [Statement] {
    try cache.statements {
      try Interpreter.compile(
        [
          resultSource, foundationSource, concurrencySource, combineSource, barItemsSource, source,
          controlsSource,
          layoutSource, formattingSource, calendarSource,
        ].joined(
          separator: "\n"),
        file: file, entry: entry,
        knowing: Evaluator())
    }
  }

  private static let cache = CompiledOnce()

  /// The compiled statements, made by the first interpreter that asks (behind a lock: tests run
  /// interpreters on several threads at once).
  private final class CompiledOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var compiled: [Statement]?

    func statements(_ compile: () throws -> [Statement]) rethrows -> [Statement] {
      lock.lock()
      defer { lock.unlock() }
      if let compiled { return compiled }
      let made = try compile()
      compiled = made
      return made
    }
  }

  /// The number of the prelude's entry (the program's entries count from 1).
  static let entry = -1

  static let source = """
    struct IndexPath: Hashable, CustomStringConvertible {
      var section: Int
      var row: Int
      var item: Int {
        get { row }
        set { row = newValue }
      }
      init(row: Int, section: Int) {
        self.row = row
        self.section = section
      }
      init(item: Int, section: Int) {
        self.row = item
        self.section = section
      }
      var description: String { "[\\(section), \\(row)]" }
    }

    struct UIColor {
      static let label = UIColor()
      static let secondaryLabel = UIColor()
      static let tertiaryLabel = UIColor()
      static let systemBackground = UIColor()
      static let secondarySystemBackground = UIColor()
      static let systemBlue = UIColor()
      static let systemRed = UIColor()
      static let systemGreen = UIColor()
      static let systemOrange = UIColor()
      static let systemYellow = UIColor()
      static let systemGray = UIColor()
      static let red = UIColor()
      static let green = UIColor()
      static let blue = UIColor()
      static let orange = UIColor()
      static let black = UIColor()
      static let white = UIColor()
      static let gray = UIColor()
      static let lightGray = UIColor()
      static let clear = UIColor()
    }

    struct UIFont {
      enum TextStyle {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
      }
      struct Weight: Hashable {
        let rawValue: Double
        static let regular = UIFont.Weight(rawValue: 0)
        static let medium = UIFont.Weight(rawValue: 0.23)
        static let semibold = UIFont.Weight(rawValue: 0.3)
        static let bold = UIFont.Weight(rawValue: 0.4)
        static let light = UIFont.Weight(rawValue: -0.4)
      }
      static func systemFont(ofSize size: Double) -> UIFont { UIFont() }
      static func systemFont(ofSize size: Double, weight: UIFont.Weight) -> UIFont { UIFont() }
      static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont() }
      static func italicSystemFont(ofSize size: Double) -> UIFont { UIFont() }
      static func monospacedDigitSystemFont(ofSize size: Double, weight: UIFont.Weight) -> UIFont { UIFont() }
      static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
    }

    struct UIImage {
      init?(named name: String) {}
      init?(systemName name: String) {}
    }

    class NSCoder {}

    class Bundle {
      static let main = Bundle()
    }

    typealias CGFloat = Double

    struct CGPoint {
      var x: Double = 0
      var y: Double = 0
      static let zero = CGPoint()
    }

    struct CGSize {
      var width: Double = 0
      var height: Double = 0
      static let zero = CGSize()
    }

    struct CGRect {
      var origin = CGPoint()
      var size = CGSize()
      static let zero = CGRect()
      init() {}
      init(x: Double, y: Double, width: Double, height: Double) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
      }
    }

    // The sections a table view's section updates take (`IndexSet(integer: 1)`, or `[1]`).
    struct IndexSet: Hashable {
      var indexes: [Int]
      init() { indexes = [] }
      init(integer: Int) { indexes = [integer] }
      init(_ indexes: [Int]) { self.indexes = indexes }
    }

    struct UIEdgeInsets {
      var top: Double = 0
      var left: Double = 0
      var bottom: Double = 0
      var right: Double = 0
      static let zero = UIEdgeInsets()
    }

    extension UITableView {
      // A row or header height the table works out from its content.
      static let automaticDimension: Double = -1
      enum Style {
        case plain, grouped, insetGrouped
      }
      enum RowAnimation {
        case fade, right, left, top, bottom, none, middle, automatic
      }
      enum ScrollPosition {
        case none, top, middle, bottom
      }
    }

    // A table view's scrolling settings (`tableView.keyboardDismissMode = .onDrag`), which change
    // nothing diffable draws.
    enum UIScrollView {
      enum KeyboardDismissMode {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
      }
    }

    // Swipe actions (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`): made and kept;
    // nobody swipes here, so a handler runs when the program calls it.
    class UIContextualAction {
      enum Style {
        case normal, destructive
      }
      typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
      let style: Style
      var title: String?
      var backgroundColor: UIColor?
      var image: UIImage?
      let handler: Handler
      init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
      }
    }

    class UISwipeActionsConfiguration {
      let actions: [UIContextualAction]
      var performsFirstActionWithFullSwipe = true
      init(actions: [UIContextualAction]) {
        self.actions = actions
      }
    }

    // `DispatchQueue.main.asyncAfter(deadline: .now() + 1)`: the time is not modeled (the work
    // runs after the entry, as `async`'s does).
    struct DispatchTime {
      static func now() -> DispatchTime { DispatchTime() }
      static func + (lhs: DispatchTime, rhs: Any) -> DispatchTime { lhs }
    }
    enum DispatchTimeInterval {
      case seconds(Int), milliseconds(Int), microseconds(Int), nanoseconds(Int), never
    }
    // `DispatchQueue.global(qos: .userInitiated)`: the class is kept; the work runs in turn.
    struct DispatchQoS {
      enum QoSClass {
        case background, utility, `default`, userInitiated, userInteractive, unspecified
      }
    }

    // Foundation's character sets as `trimmingCharacters(in:)` and `components(separatedBy:)`
    // take them: the library reads the name (or the characters) and asks Foundation.
    struct CharacterSet {
      static let whitespaces = CharacterSet(named: "whitespaces")
      static let newlines = CharacterSet(named: "newlines")
      static let whitespacesAndNewlines = CharacterSet(named: "whitespacesAndNewlines")
      static let punctuationCharacters = CharacterSet(named: "punctuationCharacters")
      static let decimalDigits = CharacterSet(named: "decimalDigits")
      static let letters = CharacterSet(named: "letters")
      static let lowercaseLetters = CharacterSet(named: "lowercaseLetters")
      static let uppercaseLetters = CharacterSet(named: "uppercaseLetters")
      static let alphanumerics = CharacterSet(named: "alphanumerics")
      static let symbols = CharacterSet(named: "symbols")
      let name: String
      let characters: String
      let isInverted: Bool
      init(named name: String) {
        self.name = name
        self.characters = ""
        self.isInverted = false
      }
      init(charactersIn string: String) {
        self.name = ""
        self.characters = string
        self.isInverted = false
      }
      init(name: String, characters: String, isInverted: Bool) {
        self.name = name
        self.characters = characters
        self.isInverted = isInverted
      }
      var inverted: CharacterSet { CharacterSet(name: name, characters: characters, isInverted: !isInverted) }
    }

    protocol UITableViewDelegate: AnyObject {}
    protocol UITableViewDataSource: AnyObject {}
    protocol UISearchBarDelegate: AnyObject {}
    protocol UISearchResultsUpdating: AnyObject {}

    class UIView {
      var backgroundColor: UIColor?
      var frame = CGRect()
      var bounds = CGRect()
      var isHidden = false
      var alpha: CGFloat = 1
      var clipsToBounds = false
      var tintColor: UIColor?
      var translatesAutoresizingMaskIntoConstraints = true
      lazy var layer = CALayer()
      func addSubview(_ view: Any) {}
    }

    class UILabel: UIView {
      var text: String?
      var textColor: UIColor?
      var font: UIFont?
      var numberOfLines = 1
    }

    class UIImageView: UIView {
      var image: UIImage?
    }

    struct UIListContentConfiguration {
      var text: String?
      var secondaryText: String?
      var image: UIImage?
      static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
      static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
      static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    }

    class UITableViewCell: UIView {
      enum CellStyle {
        case `default`, value1, value2, subtitle
      }
      enum AccessoryType {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
      }
      enum SelectionStyle {
        case none, blue, gray, `default`
      }
      enum EditingStyle {
        case none, delete, insert
      }
      enum SeparatorStyle {
        case none, singleLine, singleLineEtched
      }
      let reuseIdentifier: String?
      var textLabel: UILabel? = UILabel()
      var detailTextLabel: UILabel?
      var imageView: UIImageView? = UIImageView()
      var accessoryType: AccessoryType = .none
      var selectionStyle: SelectionStyle = .default
      var contentConfiguration: UIListContentConfiguration?
      lazy var contentView = UIView()

      init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        if style != .default { detailTextLabel = UILabel() }
      }

      convenience init() { self.init(style: .default, reuseIdentifier: nil) }

      func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    }

    class UINavigationItem {
      var title: String?
      var searchController: UISearchController?
      var hidesSearchBarWhenScrolling = true
      var rightBarButtonItem: UIBarButtonItem?
      var leftBarButtonItem: UIBarButtonItem?
      var rightBarButtonItems: [UIBarButtonItem]?
      var leftBarButtonItems: [UIBarButtonItem]?
      var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
      enum LargeTitleDisplayMode { case automatic, always, never }
    }

    class UIViewController {
      var title: String?
      var view: UIView! = UIView()
      let navigationItem = UINavigationItem()
      private(set) var isViewLoaded = false
      init() {}
      init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
      func viewDidLoad() {}
      func viewWillAppear(_ animated: Bool) {}
      func viewDidAppear(_ animated: Bool) {}
      func viewWillDisappear(_ animated: Bool) {}
      func viewDidDisappear(_ animated: Bool) {}
      func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
      }
      // Editing, as the bar's Edit button toggles it.
      var isEditing = false
      let editButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
      func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
      // Presentation changes nothing diffable draws: a presented controller is kept, its
      // completion runs at once.
      private(set) var presentedViewController: UIViewController?
      var navigationController: UINavigationController? { nil }
      func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        completion?()
      }
      func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
      }
    }

    class UINavigationController: UIViewController {
      private(set) var viewControllers: [UIViewController] = []
      init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
      }
      var topViewController: UIViewController? { viewControllers.last }
      func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
      }
      @discardableResult func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
      }
    }

    // Its table view's data source is the controller, which answers the rows when a subclass
    // declares tableView(_:numberOfRowsInSection:) (a diffable data source made over the table
    // replaces it); the table loads them once the view has loaded, as it does when it appears.
    class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
      var tableView: UITableView! = UITableView()
      override init() {
        super.init()
        tableView.dataSource = self
      }
      init(style: UITableView.Style) {
        super.init()
        tableView.dataSource = self
      }
      override func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        super.loadViewIfNeeded()
        tableView.layoutIfNeeded()
      }
      override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.isEditing = editing
      }
    }

    class UISearchBar: UIView {
      var text: String?
      var placeholder: String?
      weak var delegate: UISearchBarDelegate?
    }

    class UISearchController: UIViewController {
      let searchBar = UISearchBar()
      weak var searchResultsUpdater: UISearchResultsUpdating?
      var obscuresBackgroundDuringPresentation = true
      init(searchResultsController: UIViewController?) { super.init() }
    }
    """
}
