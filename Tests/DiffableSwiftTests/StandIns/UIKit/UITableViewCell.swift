/// A table view cell: labels in the style it was made with (iOS 3 to 13's way), or a content
/// configuration (iOS 14's), which wins when set.
open class UITableViewCell: UIView {
  /// The layout of the cell's labels.
  public enum CellStyle: Sendable {
    /// A text label alone (no detail label).
    case `default`
    /// Text on the left, detail on the right.
    case value1
    /// A blue detail on the left, text beside it.
    case value2
    /// Text with a detail under it.
    case subtitle
  }

  /// The control at the trailing edge.
  public enum AccessoryType: Sendable {
    /// Nothing.
    case none
    /// A chevron.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Sendable {
    /// Not highlighted.
    case none
    /// Blue.
    case blue
    /// Grey.
    case gray
    /// The system's choice.
    case `default`
  }

  /// What editing does to a row.
  public enum EditingStyle: Sendable {
    /// Nothing.
    case none
    /// Deletes it.
    case delete
    /// Inserts one.
    case insert
  }

  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?
  /// The main label.
  public let textLabel: UILabel?
  /// The detail label; `nil` in the `.default` style.
  public let detailTextLabel: UILabel?
  /// The image at the leading edge.
  public let imageView: UIImageView?
  /// The view a custom cell adds its subviews to.
  public private(set) lazy var contentView = UIView()
  /// The control at the trailing edge.
  open var accessoryType = AccessoryType.none
  /// How the cell looks when selected.
  open var selectionStyle = SelectionStyle.default
  /// What the cell shows (iOS 14); replaces the labels when set.
  open var contentConfiguration: (any UIContentConfiguration)?

  /// A cell whose labels are laid out in `style`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    textLabel = UILabel()
    detailTextLabel = style == .default ? nil : UILabel()
    imageView = UIImageView()
    super.init(frame: .zero)
  }

  /// A cell from a storyboard; the stand-in has none.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Called before the cell is handed out again.
  open func prepareForReuse() {}

  /// An empty list configuration in the cell's default style.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The text the row shows, as the interpreter reads it: the configuration's text and secondary
  /// text when it has one, else the labels', joined by " — " when both are there.
  var shownText: String {
    let parts: [String?]
    if let configuration = contentConfiguration as? UIListContentConfiguration {
      parts = [configuration.text, configuration.secondaryText]
    } else {
      parts = [textLabel?.text, detailTextLabel?.text]
    }
    return parts.compactMap { $0 }.joined(separator: " — ")
  }
}

/// What a view shows, as a value (iOS 14).
public protocol UIContentConfiguration {}

/// The content of a list cell: its text, secondary text and image.
public struct UIListContentConfiguration: UIContentConfiguration {
  /// How a text is drawn.
  public struct TextProperties {
    /// The colour.
    public var color: UIColor = .label
    /// The font.
    public var font: UIFont = .systemFont(ofSize: 17)
    /// The most lines (0: as many as it needs).
    public var numberOfLines = 0
  }

  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?
  /// How the primary text is drawn.
  public var textProperties = TextProperties()
  /// How the secondary text is drawn.
  public var secondaryTextProperties = TextProperties()

  private init() {}

  /// A plain cell's configuration.
  public static func cell() -> Self { Self() }
  /// A configuration with the secondary text under the text.
  public static func subtitleCell() -> Self { Self() }
  /// A configuration with the secondary text at the trailing edge.
  public static func valueCell() -> Self { Self() }
  /// A configuration for a grouped section's header.
  public static func groupedHeader() -> Self { Self() }
}
