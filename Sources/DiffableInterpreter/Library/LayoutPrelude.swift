/// Auto Layout and layers as a view controller's `viewDidLoad` uses them around its table view,
/// declared in Swift and run with the other stand-ins (``UIKitPrelude``): constraints are made,
/// activated and kept, and a layer keeps what it is set to; nothing is laid out or drawn here
/// (diffable draws rows, not frames), so a program that reads a frame after layout reads zero.
///
/// Each kind of anchor takes only its own kind, as UIKit's generic `NSLayoutAnchor` does: a
/// top anchor constrained to a leading one is refused as the compiler refuses it. A priority's
/// raw value and a layer's shadow opacity, `Float`s in UIKit, are `Double`s here (diffable runs
/// no `Float`; the literals app code writes for them print alike).
extension UIKitPrelude {
  static let layoutSource = """
    struct UILayoutPriority: Hashable {
      let rawValue: Double
      init(_ rawValue: Double) { self.rawValue = rawValue }
      init(rawValue: Double) { self.rawValue = rawValue }
      static let required = UILayoutPriority(1000)
      static let defaultHigh = UILayoutPriority(750)
      static let defaultLow = UILayoutPriority(250)
      static let fittingSizeLevel = UILayoutPriority(50)
    }

    class NSLayoutConstraint {
      var isActive = false
      var constant: CGFloat
      var multiplier: CGFloat
      var priority = UILayoutPriority.required
      var identifier: String?
      init(constant: CGFloat, multiplier: CGFloat) {
        self.constant = constant
        self.multiplier = multiplier
      }
      static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
      }
      static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
      }
    }

    class NSLayoutXAxisAnchor {
      static var standIn: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
      }
      func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0)
        -> NSLayoutConstraint
      {
        NSLayoutConstraint(constant: c, multiplier: 1)
      }
      func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0)
        -> NSLayoutConstraint
      {
        NSLayoutConstraint(constant: c, multiplier: 1)
      }
      func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
      {
        NSLayoutConstraint(constant: 8, multiplier: multiplier)
      }
    }

    class NSLayoutYAxisAnchor {
      static var standIn: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
      func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
      }
      func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0)
        -> NSLayoutConstraint
      {
        NSLayoutConstraint(constant: c, multiplier: 1)
      }
      func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0)
        -> NSLayoutConstraint
      {
        NSLayoutConstraint(constant: c, multiplier: 1)
      }
      func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
      {
        NSLayoutConstraint(constant: 8, multiplier: multiplier)
      }
    }

    class NSLayoutDimension {
      static var standIn: NSLayoutDimension { NSLayoutDimension() }
      func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
      }
      func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
      }
      func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
      }
      func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0)
        -> NSLayoutConstraint
      {
        NSLayoutConstraint(constant: c, multiplier: m)
      }
    }

    class UILayoutGuide {
      static var standIn: UILayoutGuide { UILayoutGuide() }
      var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
      var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
      var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
      var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
      var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    }

    struct CGColor {}

    extension UIColor {
      var cgColor: CGColor { CGColor() }
    }

    class CALayer {
      static var standIn: CALayer { CALayer() }
      var cornerRadius: CGFloat = 0
      var masksToBounds = false
      var borderWidth: CGFloat = 0
      var borderColor: CGColor?
      var shadowColor: CGColor?
      var shadowOpacity: Double = 0
      var shadowRadius: CGFloat = 3
      var shadowOffset = CGSize(width: 0, height: -3)
    }

    // A view's anchors and guides are made when asked for (every cell is a view: none keeps them).
    extension UIView {
      var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
      var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
      var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
      var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
      var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
      var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
      var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
      var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
      var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
      var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
      func layoutIfNeeded() {}
      func setNeedsLayout() {}
    }
    """
}
