/// Auto Layout and layers, as the interpreter's stand-ins declare them (LayoutPrelude.swift):
/// constraints are made, activated and kept; nothing is laid out.

/// How strongly a constraint holds (UIKit's raw value is a `Float`; a `Double` in both stand-ins).
public struct UILayoutPriority: Hashable, Sendable {
  /// The priority, from 1 to 1000.
  public let rawValue: Double
  /// A priority of `rawValue`.
  public init(_ rawValue: Double) { self.rawValue = rawValue }
  /// A priority of `rawValue`.
  public init(rawValue: Double) { self.rawValue = rawValue }
  /// A constraint that must hold.
  public static let required = UILayoutPriority(1000)
  /// A button's resistance to compression.
  public static let defaultHigh = UILayoutPriority(750)
  /// A button's hugging of its content.
  public static let defaultLow = UILayoutPriority(250)
  /// The size that fits the content.
  public static let fittingSizeLevel = UILayoutPriority(50)
}

/// A constraint between two anchors, or of one dimension to a constant.
open class NSLayoutConstraint {
  open var isActive = false
  open var constant: CGFloat
  /// What the other anchor is multiplied by.
  public let multiplier: CGFloat
  open var priority = UILayoutPriority.required
  open var identifier: String?

  init(constant: CGFloat, multiplier: CGFloat) {
    self.constant = constant
    self.multiplier = multiplier
  }

  /// Activates each constraint.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// A horizontal anchor: constrained to horizontal anchors only.
open class NSLayoutXAxisAnchor {
  open func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c, multiplier: 1)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: c, multiplier: 1)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: c, multiplier: 1)
  }
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: 8, multiplier: multiplier)
  }
}

/// A vertical anchor: constrained to vertical anchors only.
open class NSLayoutYAxisAnchor {
  open func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c, multiplier: 1)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: c, multiplier: 1)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: c, multiplier: 1)
  }
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: 8, multiplier: multiplier)
  }
}

/// A width or a height.
open class NSLayoutDimension {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c, multiplier: 1)
  }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c, multiplier: 1)
  }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c, multiplier: 1)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(constant: c, multiplier: m)
  }
}

/// A rectangle other views lay out against (the safe area, the margins).
open class UILayoutGuide {
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

/// A colour as a layer takes it.
public struct CGColor: Sendable {}

extension UIColor {
  /// The colour as a layer takes it.
  public var cgColor: CGColor { CGColor() }
}

/// What a view draws with: corners, border, shadow (kept, not drawn).
open class CALayer {
  open var cornerRadius: CGFloat = 0
  open var masksToBounds = false
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var shadowColor: CGColor?
  open var shadowOpacity: Double = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
}

extension UIView {
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The first line of text's baseline.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The last line of text's baseline.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// The area no bar or notch covers.
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  /// The area inside the margins.
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
}
