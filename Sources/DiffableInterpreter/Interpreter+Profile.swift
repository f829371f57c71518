/// The behaviour profile the front end gives the program: the iOS it runs on, and UIKit's API
/// that iOS lacks.
extension Interpreter {
  /// The iOS the session imitates (its behaviour profile, `set ios N`): `#available(iOS 15, *)`
  /// asks it, and UIKit's later API is refused under an older one (``laterAPI``).
  public var iOSVersion: Int {
    get { evaluator.iOSVersion }
    set { evaluator.iOSVersion = newValue }
  }

  /// UIKit's members later than the oldest profile, by name, with the iOS version that brought
  /// each (`reconfigureItems`: 15).
  public var laterAPI: [String: Int] {
    get { evaluator.laterAPI }
    set { evaluator.laterAPI = newValue }
  }
}
