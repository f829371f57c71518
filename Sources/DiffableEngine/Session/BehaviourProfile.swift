import DiffableKit

/// What each behaviour profile (`--ios N`, `set ios N`) changes, in words, for `help` and
/// `set ios`. The behaviour itself lives where it happens (``Session`` checks availability, apply, the
/// duplicate message, the `itemIdentifiers inSection` query); this only describes it.
package enum BehaviourProfile {
  /// The versions diffable imitates: iOS 13 to 18, then 26 (Apple went from iOS 18 to 26;
  /// iOS 19 to 25 do not exist).
  package static let versions = [13, 14, 15, 16, 17, 18, 26]

  /// The default profile.
  package static let latest = IOSRelease.latest

  /// The versions in words: `13 to 18 and 26`.
  package static let versionsText = "13 to 18 and 26"

  /// The API a profile may lack, in ``APIMember``'s order, with the version that introduced
  /// each.
  static let laterAPIs: [(member: APIMember, introduced: IntroducedAPI)] = APIMember.allCases.compactMap {
    member in
    member.introduced.map { (member, $0) }
  }

  /// The call that refreshes a cell whose item stayed equal: `reconfigureItems` where the
  /// profile has it (iOS 15), else `reloadItems`. Hints and `explain` suggest it.
  static func refreshCall(iOS: Int) -> String {
    let reconfigure = APIMember.reconfigureItems
    let has = iOS >= (reconfigure.introduced?.version ?? 13)
    return has ? reconfigure.name : APIMember.reloadItems.name
  }

  /// The differences in force under the profile of `iOS`, one line each.
  static func differences(iOS: Int) -> [String] {
    var missing: [Int: [String]] = [:]
    for (member, introduced) in laterAPIs where iOS < introduced.version {
      missing[introduced.version, default: []].append(member.name)
    }
    var lines: [String] = []
    for (version, names) in missing.sorted(by: { $0.key < $1.key }) {
      lines.append(
        "\(names.joined(separator: ", ")): not yet (iOS \(version)); using them is an error naming the version"
      )
    }
    lines.append(
      iOS < 15
        ? "apply animatingDifferences: false is a reloadData: no diff reaches the table"
        : "apply animatingDifferences: false diffs as an animated apply does, without animation, once the "
          + "table has updated; the first one reloads the table")
    if iOS <= 13 {
      lines.append(
        "duplicate identifiers in one call: 'Fatal: supplied identifiers are not unique.' (no list)")
      lines.append("itemIdentifiers inSection of a section that is not there returns []")
    } else {
      lines.append(
        "itemIdentifiers inSection of a section that is not there fails ('Section identifier was not found.')"
      )
    }
    return lines
  }

  /// What `set ios N` prints.
  static func setLines(iOS: Int) -> [String] {
    ["behaviour profile: iOS \(iOS)"] + differences(iOS: iOS).map { "  " + $0 }
  }

  /// The lines `help` ends with: the profile in force and the table mode.
  package static func helpLines(iOS: Int, mode: TableMode) -> [String] {
    let range = versionsText
    var lines = ["", "Behaviour profile: iOS \(iOS) (`set ios N` or --ios N picks \(range)):"]
    lines += differences(iOS: iOS).map { "  " + $0 }
    switch mode {
    case .diffable:
      lines.append(
        "Table view: diffable mode, told by apply (`mode classic` to tell it by hand with tableView.* calls)")
    case .classic:
      lines.append(
        "Table view: classic mode: snapshot commands change the model, tableView.* calls tell the table "
          + "(`mode diffable` to go back)")
    }
    return lines
  }
}
