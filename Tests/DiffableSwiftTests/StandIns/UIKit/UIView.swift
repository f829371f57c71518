/// A view: a frame, a background, subviews. Nothing is drawn.
open class UIView {
  /// The view's frame in its superview.
  open var frame: CGRect
  /// The background colour.
  open var backgroundColor: UIColor?
  /// Whether the view is hidden.
  open var isHidden = false
  /// Whether Auto Layout makes constraints from the autoresizing mask.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How opaque the view is.
  open var alpha: CGFloat = 1
  /// Whether subviews are clipped to the bounds.
  open var clipsToBounds = false
  /// The tint of its controls.
  open var tintColor: UIColor?
  /// What the view draws with (kept, not drawn).
  open lazy var layer = CALayer()
  /// The views added to this one, in order.
  public private(set) var subviews: [UIView] = []
  /// The view this one was added to.
  public private(set) weak var superview: UIView?

  /// The window the view is in, if any.
  open var window: UIWindow? { self as? UIWindow ?? superview?.window }

  /// A view with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// A view with an empty frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Adds a view on top of the others.
  open func addSubview(_ view: UIView) {
    subviews.append(view)
    view.superview = self
  }

  /// Lays the view out now (nothing to lay out here).
  open func layoutIfNeeded() {}

  /// Asks for a layout pass (nothing to lay out here).
  open func setNeedsLayout() {}

  /// The view's frame in its own coordinates.
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}

/// A window: the view at the root of what is on screen.
open class UIWindow: UIView {}

/// A label's text and how it is drawn.
open class UILabel: UIView {
  /// The text shown.
  open var text: String?
  /// The text's colour.
  open var textColor: UIColor?
  /// The text's font.
  open var font: UIFont?
  /// The most lines the text takes (0: as many as it needs).
  open var numberOfLines = 1
}

/// An image view.
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?
}

/// A colour: a name only.
open class UIColor: @unchecked Sendable {
  private let name: String

  private init(_ name: String) {
    self.name = name
  }

  /// The colour of primary text.
  public static let label = UIColor("label")
  /// The colour of secondary text.
  public static let secondaryLabel = UIColor("secondaryLabel")
  /// The colour of tertiary text.
  public static let tertiaryLabel = UIColor("tertiaryLabel")
  /// The background of a screen.
  public static let systemBackground = UIColor("systemBackground")
  /// The background of grouped content.
  public static let secondarySystemBackground = UIColor("secondarySystemBackground")
  /// The system's blue.
  public static let systemBlue = UIColor("systemBlue")
  /// The system's red.
  public static let systemRed = UIColor("systemRed")
  /// The system's green.
  public static let systemGreen = UIColor("systemGreen")
  /// The system's orange.
  public static let systemOrange = UIColor("systemOrange")
  /// The system's yellow.
  public static let systemYellow = UIColor("systemYellow")
  /// The system's grey.
  public static let systemGray = UIColor("systemGray")
  /// Red.
  public static let red = UIColor("red")
  /// Black.
  public static let black = UIColor("black")
  /// White.
  public static let white = UIColor("white")
  /// No colour.
  public static let clear = UIColor("clear")
}

/// A font: a size only.
open class UIFont: @unchecked Sendable {
  /// The font's point size.
  public let pointSize: CGFloat

  private init(pointSize: CGFloat) {
    self.pointSize = pointSize
  }

  /// The system font at `fontSize` points.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }

  /// The bold system font at `fontSize` points.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
}

/// An image: its name only.
open class UIImage {
  /// The name it was made from.
  public let name: String

  /// An image from the app's assets.
  public init?(named name: String) {
    self.name = name
  }

  /// An SF Symbol.
  public init?(systemName name: String) {
    self.name = name
  }
}
