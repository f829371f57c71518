import DiffableKit

/// UIKit's later API under an older behaviour profile: a program for iOS 14 (`set ios 14`) that
/// calls `reconfigureItems`, which came in iOS 15, does not compile, unless the call is inside
/// an `if #available(iOS 15, *)` (or after a `guard #available`), as Xcode refuses it for a
/// deployment target of iOS 14.
extension Checker {
  /// The iOS version the code being checked may count on: the innermost `#available`'s, else
  /// the behaviour profile's.
  var currentIOS: Int {
    availableIOS.last ?? evaluator.iOSVersion
  }

  /// The iOS version a list of conditions promises to the code they guard when they hold
  /// (`#available`), or when they fail (`#unavailable`, `isUnavailable`); nil when it asks none.
  static func promisedIOS(by conditions: [Condition]) -> (version: Int, isUnavailable: Bool)? {
    for condition in conditions {
      if case .availability(let version?, let isUnavailable) = condition { return (version, isUnavailable) }
    }
    return nil
  }

  /// Checks `body` with `version` promised to it, when one is.
  mutating func withAvailability(_ version: Int?, _ body: (inout Checker) throws -> Void) rethrows {
    guard let version else { return try body(&self) }
    availableIOS.append(max(currentIOS, version))
    defer { availableIOS.removeLast() }
    try body(&self)
  }

  /// Refuses a member of UIKit the iOS being imitated does not have yet, where no `#available`
  /// promises it (a member of that name the program declares is its own).
  func checkAvailability(of name: String, at location: SourceLocation) throws {
    guard let introduced = evaluator.laterAPI[name], introduced > currentIOS,
      !typeMembers.values.contains(where: { $0.contains(name) })
    else { return }
    var error = InterpreterError.checkFailed(
      "'\(name)' is only available in iOS \(introduced).0 or newer", at: location)
    error.fix =
      "the behaviour profile is iOS \(currentIOS): put the call inside 'if #available(iOS \(introduced), *) "
      + "{ ... }' with a fallback, or 'set ios \(introduced)'"
    throw error
  }
}
