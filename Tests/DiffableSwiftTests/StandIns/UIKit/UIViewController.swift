/// A screen's controller: its view is loaded the first time it is asked for, and then
/// `viewDidLoad()` runs, as UIKit does.
open class UIViewController {
  /// The title the navigation bar shows.
  open var title: String?
  /// The navigation bar's items for this screen.
  public let navigationItem = UINavigationItem()
  /// Whether the view is loaded.
  public private(set) var isViewLoaded = false
  private var loadedView: UIView?

  /// A controller whose view is made in code (`nil`, `nil`: no nib).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// A controller from a storyboard; the stand-in has none.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A controller whose view is made in code.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The root view, loaded (and `viewDidLoad()` run) the first time it is asked for.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Makes the root view.
  open func loadView() {
    loadedView = UIView()
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once the view has appeared.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called once the view has disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether the controller is editing (its Edit button toggles it).
  open var isEditing = false

  /// The Edit button, which toggles editing.
  public let editButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)

  /// Starts or ends editing.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// The controller presented over this one.
  public private(set) var presentedViewController: UIViewController?

  /// The navigation controller this one is in (none here).
  open var navigationController: UINavigationController? { nil }

  /// Presents a controller; its completion runs at once.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    presentedViewController = viewControllerToPresent
    completion?()
  }

  /// Dismisses the presented controller; its completion runs at once.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = nil
    completion?()
  }

  /// Loads the view unless it is loaded.
  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    loadView()
    viewDidLoad()
    viewDidLoadFinished()
  }

  /// What the controller does once `viewDidLoad()` has run (a table view controller's table
  /// loads its rows, as it does when it appears).
  func viewDidLoadFinished() {}
}

/// A controller whose view is a table view.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The table view, made in the controller's style; the controller is its data source.
  open var tableView: UITableView!

  /// A controller with a table view in `style`.
  public init(style: UITableView.Style) {
    tableView = UITableView(frame: .zero, style: style)
    super.init(nibName: nil, bundle: nil)
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// One section, unless a subclass says otherwise.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No rows, unless a subclass says otherwise.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A subclass that has rows gives their cells.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title, unless a subclass says otherwise.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// Nothing happens on a tap, unless a subclass says otherwise.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  override func viewDidLoadFinished() {
    tableView.layoutIfNeeded()
  }

  /// A controller with a plain table view.
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(style: .plain)
  }

  /// A controller from a storyboard; the stand-in has none.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The table view is the root view.
  open override func loadView() {
    view = tableView
  }

  /// Editing the controller edits its table.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.isEditing = editing
  }
}

/// The navigation bar's items for a screen.
open class UINavigationItem {
  /// The title shown.
  open var title: String?
  /// The search controller shown in the bar.
  open var searchController: UISearchController?
  /// Whether the search bar hides when the content scrolls.
  open var hidesSearchBarWhenScrolling = true
  /// The buttons at the bar's ends.
  open var rightBarButtonItem: UIBarButtonItem?
  open var leftBarButtonItem: UIBarButtonItem?
  open var rightBarButtonItems: [UIBarButtonItem]?
  open var leftBarButtonItems: [UIBarButtonItem]?
}

/// A search bar: its text, and the delegate told of each change the person types.
open class UISearchBar: UIView {
  /// The text typed.
  open var text: String?
  /// The text shown while empty.
  open var placeholder: String?
  /// Told of the person's edits.
  open weak var delegate: (any UISearchBarDelegate)?
}

/// What a search bar tells about the person's typing.
public protocol UISearchBarDelegate: AnyObject {
  /// The text changed.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The person tapped Cancel.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// Nothing, unless the delegate says otherwise.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Nothing, unless the delegate says otherwise.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search controller: a search bar whose text an updater is told of.
open class UISearchController: UIViewController {
  /// The search bar.
  public let searchBar = UISearchBar()
  /// Told of each change of the search bar's text.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// Whether the content dims while searching.
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the search is shown.
  open var isActive = false

  /// A search controller whose results show in `searchResultsController` (`nil`: in place).
  public init(searchResultsController: UIViewController?) {
    super.init(nibName: nil, bundle: nil)
  }

  /// A search controller whose results show in place.
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }

  /// A controller from a storyboard; the stand-in has none.
  public required init?(coder: NSCoder) {
    return nil
  }
}

/// What a search controller tells about the search.
public protocol UISearchResultsUpdating: AnyObject {
  /// The search bar's text changed.
  func updateSearchResults(for searchController: UISearchController)
}
