/// The UIKit stand-ins that plain Swift can say, declared in Swift and run by the interpreter
/// before the program's first entry: `IndexPath`, the cell and its labels, list content
/// configurations, view controllers, and colors, fonts and images as inert values. A program
/// subclasses them as it subclasses its own classes. What needs the session (`UITableView`, the
/// data source, the main queue) is native (Library+UIKit.swift).
///
/// Choices where a stand-in cannot be UIKit: a dequeued cell is always a new one (UIKit may hand
/// back a reused cell that still shows an earlier row's text); `contentConfiguration` holds a
/// `UIListContentConfiguration` (UIKit's property is `(any UIContentConfiguration)?`).
enum UIKitPrelude {
  /// The name the stand-ins' locations carry.
  static let file = "UIKit"

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
      static func systemFont(ofSize size: Double) -> UIFont { UIFont() }
      static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont() }
    }

    struct UIImage {
      init?(named name: String) {}
      init?(systemName name: String) {}
    }

    class NSCoder {}

    class UIView {
      var backgroundColor: UIColor?
      var isHidden = false
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
      let reuseIdentifier: String?
      var textLabel: UILabel? = UILabel()
      var detailTextLabel: UILabel?
      var imageView: UIImageView? = UIImageView()
      var accessoryType = AccessoryType.none
      var selectionStyle = SelectionStyle.default
      var contentConfiguration: UIListContentConfiguration?

      init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        if style != .default { detailTextLabel = UILabel() }
      }

      func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    }

    class UIViewController {
      var title: String?
      var view: UIView! = UIView()
      private(set) var isViewLoaded = false
      init() {}
      func viewDidLoad() {}
      func viewWillAppear(_ animated: Bool) {}
      func viewDidAppear(_ animated: Bool) {}
      func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
      }
    }

    class UITableViewController: UIViewController {
      var tableView: UITableView! = UITableView()
    }
    """
}
