/// One row of the simulated table view: the item it shows and the content the cell provider
/// rendered for it when the row was last inserted, reloaded or reconfigured.
///
/// A cell rendered by a ``CellRenderer`` keeps the renderer and the item, not the text: both
/// are immutable, so the text it reads back is the one rendered then (a stale cell stays
/// stale), and a million cells do not hold a million strings.
public struct Cell: Hashable, Sendable {
  /// The item as it was when the cell was rendered (its fields may since have changed).
  public var item: SnapshotIdentifier {
    get { shown }
    set {
      // The content stays what was rendered, whatever item the cell is given afterwards.
      if case .rendered(let renderer) = source { source = .text(Text(renderer.content(for: shown))) }
      shown = newValue
    }
  }

  /// The rendered content.
  public var content: String {
    get {
      switch source {
      case .text(let text): text.string
      case .rendered(let renderer): renderer.content(for: shown)
      }
    }
    set { source = .text(Text(newValue)) }
  }

  private var shown: SnapshotIdentifier
  private var source: Source

  /// Where the content comes from: a text given as such, or the renderer `shown` was
  /// rendered with (which renders it again, the same, when asked). Both are references, so
  /// a cell takes 16 bytes.
  private enum Source: Sendable {
    case text(Text)
    case rendered(CellRenderer)
  }

  /// A text given as such, boxed (see ``Source``).
  private final class Text: Sendable {
    let string: String
    init(_ string: String) { self.string = string }
  }

  /// Creates a cell showing `content`.
  public init(item: SnapshotIdentifier, content: String) {
    shown = item
    source = .text(Text(content))
  }

  /// A cell for `item` rendered by `renderer`: its content is `renderer.content(for: item)`.
  public init(item: SnapshotIdentifier, renderedBy renderer: CellRenderer) {
    shown = item
    source = .rendered(renderer)
  }

  /// Equal when the items are equal and the contents read the same.
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    lhs.shown == rhs.shown && lhs.content == rhs.content
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(shown)
    hasher.combine(content)
  }
}

/// A cell provider that depends on the item alone and never changes, as the session's cell
/// templates at the moment of an apply: cells it renders keep it and read their content
/// from it when asked (see ``Cell``), instead of each holding a string.
///
/// `render` must return the same text for the same item every time it is called.
public final class CellRenderer: Sendable {
  private let render: @Sendable (SnapshotIdentifier) -> String

  /// A renderer calling `render`.
  public init(_ render: @escaping @Sendable (SnapshotIdentifier) -> String) { self.render = render }

  /// The content of a cell showing `item`.
  public func content(for item: SnapshotIdentifier) -> String { render(item) }
}
