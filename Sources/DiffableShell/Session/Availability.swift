/// API availability by behaviour profile: what iOS 13 and 14 did not have yet, as the
/// catalog (``CommandSpec/introduced``) says.
enum Availability {
  /// The first iOS version that has what `command` calls, when it is later than 13; for a
  /// `performBatchUpdates` block, the first call inside that needs a later version.
  static func introduced(_ command: Command) -> IntroducedAPI? {
    if let introduced = command.kind.spec.introduced { return introduced }
    guard case .tableView(.performBatchUpdates(let calls)) = command.withoutTry.command else { return nil }
    return calls.lazy.compactMap { introduced(.tableView($0)) }.first
  }

  /// Throws when the profile's iOS does not have the API.
  static func check(_ command: Command, iOS: Int) throws(ShellError) {
    guard let introduced = introduced(command), iOS < introduced.version else { return }
    throw .unavailable(introduced, iOS: iOS)
  }
}
