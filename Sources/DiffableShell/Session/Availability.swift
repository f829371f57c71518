/// API availability by behaviour profile: what iOS 13 and 14 did not have yet.
enum Availability {
  /// The first iOS version that has what `command` calls, when it is later than 13.
  static func introduced(_ command: Command) -> (api: String, version: Int)? {
    switch command {
    case .reconfigureItems: ("reconfigureItems(_:)", 15)
    case .applySnapshotUsingReloadData: ("applySnapshotUsingReloadData(_:)", 15)
    case .query(.reloadedItemIdentifiers): ("reloadedItemIdentifiers", 15)
    case .query(.reconfiguredItemIdentifiers): ("reconfiguredItemIdentifiers", 15)
    case .query(.reloadedSectionIdentifiers): ("reloadedSectionIdentifiers", 15)
    case .tableView(.reconfigureRows): ("reconfigureRows(at:)", 15)
    case .tableView(.performBatchUpdates(let calls)):
      calls.lazy.compactMap { introduced(.tableView($0)) }.first
    case .tryOptional(let inner): introduced(inner)
    default: nil
    }
  }

  /// Throws when the profile's iOS does not have the API.
  static func check(_ command: Command, iOS: Int) throws(ShellError) {
    guard let (api, version) = introduced(command), iOS < version else { return }
    throw ShellError(
      code: "unavailable", message: "'\(api)' is only available in iOS \(version) or newer (profile: iOS \(iOS))",
      fix: "choose a newer profile with `set ios \(version)`, or use what iOS \(iOS) had"
        + (version == 15 && api.hasPrefix("reconfigure") ? " (reloadItems)" : ""))
  }
}
