/// The controls around a table as a view controller sets them up, declared in Swift and run with
/// the other stand-ins (``UIKitPrelude``): bar buttons, buttons, refresh controls and menus, with
/// their target-action pairs (`#selector`, which has no Objective-C runtime here to call) and
/// their `UIAction`s (closures, which `sendActions(for:)` runs, as UIKit does when a person taps).
/// Nobody taps here: a program that wants a tap calls `sendActions(for:)` or the method itself.
///
/// The stand-ins' own code names nested types in full (`UIBarButtonItem.Style`): a program's
/// nested type of the same short name is what the program's code means by it.
extension UIKitPrelude {
  /// Declared before the views (a navigation item and a view controller hold bar buttons).
  static let barItemsSource = """
    // A method named for a target-action pair (`#selector(refresh)`), kept as written.
    struct Selector: Hashable, CustomStringConvertible {
      let name: String
      init(_ name: String) { self.name = name }
      var description: String { name }
    }

    class UIMenuElement {
      let title: String
      var image: UIImage?
      init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
      }
    }

    // An action with its handler: run when a control it belongs to sends it.
    class UIAction: UIMenuElement {
      struct Attributes: Hashable {
        let rawValue: Int
        static let disabled = UIAction.Attributes(rawValue: 1)
        static let destructive = UIAction.Attributes(rawValue: 2)
        static let hidden = UIAction.Attributes(rawValue: 4)
      }
      enum State { case off, on, mixed }
      let handler: (UIAction) -> Void
      var attributes: UIAction.Attributes = UIAction.Attributes(rawValue: 0)
      var state: UIAction.State = UIAction.State.off
      init(
        title: String = "", image: UIImage? = nil, attributes: UIAction.Attributes = UIAction.Attributes(rawValue: 0),
        state: UIAction.State = UIAction.State.off, handler: @escaping (UIAction) -> Void
      ) {
        self.handler = handler
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
      }
    }

    class UIMenu: UIMenuElement {
      let children: [UIMenuElement]
      init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
      }
    }

    // A row's context menu, as `tableView(_:contextMenuConfigurationForRowAt:point:)` returns it:
    // kept; nobody long-presses here, so its providers run when the program calls them.
    class UIContextMenuConfiguration {
      let identifier: Any?
      let previewProvider: (() -> UIViewController?)?
      let actionProvider: (([UIMenuElement]) -> UIMenu?)?
      init(
        identifier: Any? = nil, previewProvider: (() -> UIViewController?)? = nil,
        actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
      ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
      }
    }

    class UIBarButtonItem {
      var title: String?
      var image: UIImage?
      var style: UIBarButtonItem.Style = .plain
      var isEnabled = true
      var action: Selector?
      var primaryAction: UIAction?
      var menu: UIMenu?
      // `UIBarButtonItem()` is the next but one, with every default.
      init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.action = action
      }
      init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.title = title
        self.style = style
        self.action = action
      }
      init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.image = image
        self.style = style
        self.action = action
      }
      init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.primaryAction = primaryAction
        self.menu = menu
      }
      init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
      }
    }

    extension UIBarButtonItem {
      enum SystemItem {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close
      }
      enum Style { case plain, done }
    }
    """

  /// Declared after the views they subclass.
  static let controlsSource = """
    class UIControl: UIView {
      struct Event: Hashable {
        let rawValue: Int
        static let touchUpInside = UIControl.Event(rawValue: 1 << 6)
        static let valueChanged = UIControl.Event(rawValue: 1 << 12)
        static let primaryActionTriggered = UIControl.Event(rawValue: 1 << 13)
        static let editingChanged = UIControl.Event(rawValue: 1 << 17)
      }
      struct State: Hashable {
        let rawValue: Int
        static let normal = UIControl.State(rawValue: 0)
        static let highlighted = UIControl.State(rawValue: 1)
        static let disabled = UIControl.State(rawValue: 2)
        static let selected = UIControl.State(rawValue: 4)
      }
      var isEnabled = true
      var isSelected = false
      private(set) var actions: [(action: Selector, event: UIControl.Event)] = []
      private var handlers: [(action: UIAction, event: UIControl.Event)] = []
      func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        actions.append((action: action, event: controlEvents))
      }
      func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.event == controlEvents && (action == nil || $0.action == action) }
      }
      func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        handlers.append((action: action, event: controlEvents))
      }
      // Runs the actions added for `controlEvents`, in order (a #selector's method is not called:
      // there is no Objective-C runtime to call it by name).
      func sendActions(for controlEvents: UIControl.Event) {
        for (action, event) in handlers where event == controlEvents { action.handler(action) }
      }
    }

    class UIRefreshControl: UIControl {
      private(set) var isRefreshing = false
      var attributedTitle: String?
      override init() {}
      func beginRefreshing() { isRefreshing = true }
      func endRefreshing() { isRefreshing = false }
    }

    class UIButton: UIControl {
      enum ButtonType { case custom, system, detailDisclosure, contactAdd, close }
      private var titles: [Int: String] = [:]
      var menu: UIMenu?
      var showsMenuAsPrimaryAction = false
      init(type buttonType: UIButton.ButtonType) {}
      init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        super.init()
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: UIControl.State.normal)
        addAction(primaryAction, for: UIControl.Event.primaryActionTriggered)
      }
      override init() {}
      func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
      func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    }

    """
}
