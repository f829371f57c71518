// Bar buttons, menus, controls and navigation, as the interpreter's stand-ins declare them
// (ControlsPrelude.swift): kept, never tapped; `sendActions(for:)` runs a control's actions.

/// A method named for a target-action pair (`#selector` needs Objective-C, which swiftc has not
/// on Linux: a program here passes `nil` or makes one by name).
public struct Selector: Hashable, Sendable, CustomStringConvertible {
  /// The method's name.
  public let name: String
  /// The selector of the method `name`.
  public init(_ name: String) { self.name = name }
  /// The method's name.
  public var description: String { name }
}

/// A bar button: its title or system item, and its target-action pair (kept, never tapped).
open class UIBarButtonItem {
  /// The system's buttons.
  public enum SystemItem: Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
    case close
  }
  /// How the title is drawn.
  public enum Style: Sendable { case plain, done }

  /// The title shown.
  open var title: String?
  /// How the title is drawn.
  open var style: Style = .plain
  /// Whether it can be tapped.
  open var isEnabled = true
  /// The method a tap calls on the target.
  open var action: Selector?
  /// The image shown.
  open var image: UIImage?
  /// The action a tap runs (iOS 14).
  open var primaryAction: UIAction?
  /// The menu it shows.
  open var menu: UIMenu?

  /// A system button.
  public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.action = action
  }
  /// A button with a title.
  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.title = title
    self.style = style
    self.action = action
  }
  /// A button with an image.
  public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.image = image
    self.style = style
    self.action = action
  }
  /// A system button running `primaryAction` or showing `menu`.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.primaryAction = primaryAction
    self.menu = menu
  }
  /// A button with a title or an image, running `primaryAction` or showing `menu`.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }
}

/// A stack of controllers, the top one on screen (nothing is on screen here).
open class UINavigationController: UIViewController {
  /// The stack, bottom first.
  public private(set) var viewControllers: [UIViewController] = []

  /// A stack of `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
  }

  /// A controller from a storyboard; the stand-in has none.
  public required init?(coder: NSCoder) { nil }

  /// The controller on top.
  open var topViewController: UIViewController? { viewControllers.last }

  /// Pushes a controller on the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }

  /// Pops the top controller unless it is the root.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    viewControllers.count > 1 ? viewControllers.removeLast() : nil
  }
}

/// An element of a menu: its title and image.
open class UIMenuElement {
  /// The title shown.
  public let title: String
  /// The image shown.
  open var image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }
}

/// An action and its handler, run when a control it belongs to sends it.
open class UIAction: UIMenuElement {
  /// How the action is drawn and whether it can run.
  public struct Attributes: Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Attributes of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Drawn greyed out; not run.
    public static let disabled = Attributes(rawValue: 1)
    /// Drawn in red.
    public static let destructive = Attributes(rawValue: 2)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 4)
  }

  /// Whether a checkmark is shown.
  public enum State: Sendable { case off, on, mixed }

  /// What the action does.
  public let handler: (UIAction) -> Void
  /// How the action is drawn.
  open var attributes: Attributes
  /// Its checkmark.
  open var state: State

  /// An action running `handler`.
  public init(
    title: String = "", image: UIImage? = nil, attributes: Attributes = Attributes(rawValue: 0),
    state: State = .off, handler: @escaping (UIAction) -> Void
  ) {
    self.handler = handler
    self.attributes = attributes
    self.state = state
    super.init(title: title, image: image)
  }
}

/// A menu of actions and menus.
open class UIMenu: UIMenuElement {
  /// What the menu holds, in order.
  public let children: [UIMenuElement]

  /// A menu of `children`.
  public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title, image: image)
  }
}

/// A control: its target-action pairs (kept) and its actions, run by `sendActions(for:)`.
open class UIControl: UIView {
  /// What a person does to a control.
  public struct Event: Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// A tap that ends inside.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A value changed (a refresh control pulled).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Text edited.
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  /// How a control is drawn.
  public struct State: Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Normal.
    public static let normal = State(rawValue: 0)
    /// Pressed.
    public static let highlighted = State(rawValue: 1)
    /// Not enabled.
    public static let disabled = State(rawValue: 2)
    /// Selected.
    public static let selected = State(rawValue: 4)
  }

  /// Whether it can be used.
  open var isEnabled = true
  /// Whether it is selected.
  open var isSelected = false
  /// The target-action pairs, in order.
  public private(set) var actions: [(action: Selector, event: Event)] = []
  private var handlers: [(action: UIAction, event: Event)] = []

  /// Adds a target-action pair (kept: nothing calls a selector here).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    actions.append((action: action, event: controlEvents))
  }

  /// Removes target-action pairs.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    actions.removeAll { $0.event == controlEvents && (action == nil || $0.action == action) }
  }

  /// Adds an action run for `controlEvents`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    handlers.append((action: action, event: controlEvents))
  }

  /// Runs the actions added for `controlEvents`, in order.
  open func sendActions(for controlEvents: Event) {
    for (action, event) in handlers where event == controlEvents { action.handler(action) }
  }
}

/// The control a person pulls to refresh.
open class UIRefreshControl: UIControl {
  /// Whether it is refreshing.
  public private(set) var isRefreshing = false
  /// The title shown while refreshing.
  open var attributedTitle: String?

  /// Starts refreshing.
  open func beginRefreshing() { isRefreshing = true }

  /// Ends refreshing.
  open func endRefreshing() { isRefreshing = false }
}

/// A button: its titles by state, its menu and actions.
open class UIButton: UIControl {
  /// The kind of button.
  public enum ButtonType: Sendable { case custom, system, detailDisclosure, contactAdd, close }

  private var titles: [Int: String] = [:]
  /// The menu it shows.
  open var menu: UIMenu?
  /// Whether a tap shows the menu.
  open var showsMenuAsPrimaryAction = false

  /// A button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
  }

  /// A button whose title and main action are `primaryAction`'s.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
    guard let primaryAction else { return }
    setTitle(primaryAction.title, for: .normal)
    addAction(primaryAction, for: .primaryActionTriggered)
  }

  /// Sets the title shown in `state`.
  open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }

  /// The title shown in `state`.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
}
