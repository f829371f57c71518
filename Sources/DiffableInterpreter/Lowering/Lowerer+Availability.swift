import SwiftSyntax

extension Lowerer {
  /// The platforms whose versions `#available` asks about here: diffable imitates an iOS app.
  private static let iOSPlatforms: Set<String> = ["iOS", "iOSApplicationExtension"]

  /// The iOS major version an `@available(iOS 15, *)` attribute promises its declaration's body,
  /// or nil (another platform's, a deprecation, none).
  static func introducedIOS(_ attributes: AttributeListSyntax) -> Int? {
    for case .attribute(let attribute) in attributes
    where attribute.attributeName.trimmedDescription == "available" {
      guard case .availability(let arguments)? = attribute.arguments else { continue }
      for argument in arguments {
        if case .availabilityVersionRestriction(let restriction) = argument.argument,
          iOSPlatforms.contains(restriction.platform.text), let version = restriction.version
        {
          return Int(version.major.text)
        }
      }
    }
    return nil
  }

  /// `#available(iOS 15, *)` or `#unavailable(iOS 15)`: the iOS major version it asks for (other
  /// platforms are not the one diffable imitates), checked as swiftc checks the list.
  func lower(availability: AvailabilityConditionSyntax) throws -> Condition {
    let isUnavailable = availability.availabilityKeyword.tokenKind == .poundUnavailable
    let keyword = isUnavailable ? "#unavailable" : "#available"
    var required: Int?
    var hasWildcard = false
    var namedIOS = false
    for argument in availability.availabilityArguments {
      switch argument.argument {
      case .token(let token) where token.text == "*":
        if isUnavailable {
          throw InterpreterError.checkFailed(
            "platform wildcard '*' is always implicit in #unavailable", at: location(of: token))
        }
        hasWildcard = true
      case .availabilityVersionRestriction(let restriction):
        let platform = restriction.platform.text
        if platform == "swift" || platform == "_PackageDescription" {
          throw InterpreterError.checkFailed(
            "Swift version checks not allowed in \(keyword)(...)", at: location(of: restriction))
        }
        guard Self.iOSPlatforms.contains(platform) else { continue }
        if namedIOS {
          throw InterpreterError.checkFailed(
            "version for iOS already specified", at: location(of: restriction))
        }
        namedIOS = true
        guard let version = restriction.version, let major = Int(version.major.text) else {
          throw refuse("this availability condition", restriction)
        }
        required = major
      default:
        throw refuse("this availability condition", argument)
      }
    }
    if !isUnavailable, !hasWildcard {
      throw InterpreterError.checkFailed(
        "condition required for target platform '*'", at: location(of: availability))
    }
    return .availability(iOS: required, isUnavailable: isUnavailable)
  }
}
