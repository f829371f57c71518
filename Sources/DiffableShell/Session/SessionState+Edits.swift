import DiffableKit

extension SessionState {
  /// Runs a snapshot command on the working snapshot.
  mutating func edit(_ command: Command, settings: Settings) throws(ShellError) -> Outcome {
    var outcome = Outcome(command: command.name)
    var absent: [Identifier] = []
    var warnings: [SnapshotWarning] = []
    var slip: String?
    do {
      switch command {
      case .appendSections(let sections):
        try working.appendSections(try identifiers(sections))
      case .insertSections(let sections, let placement):
        let ids = try identifiers(sections)
        try working.insertSections(ids, try self.placement(placement))
      case .deleteSections(let sections):
        absent = try working.deleteSections(try identifiers(sections))
      case .moveSection(let section, let placement):
        let id = try identifier(section)
        try working.moveSection(id, try self.placement(placement))
      case .reloadSections(let sections):
        try working.reloadSections(try identifiers(sections))
      case .appendItems(let items, let section):
        let ids = try identifiers(items)
        let target = try section.map { expression throws(ShellError) in try identifier(expression) }
        if section == nil { slip = LabelSlips.warning(items: items, in: working, registry: registry) }
        warnings = try working.appendItems(ids, toSection: target)
      case .insertItems(let items, let placement):
        let ids = try identifiers(items)
        warnings = try working.insertItems(ids, try self.placement(placement))
      case .moveItem(let item, let placement):
        let id = try identifier(item)
        try working.moveItem(id, try self.placement(placement))
      case .deleteItems(let items):
        absent = try working.deleteItems(try identifiers(items))
      case .deleteAllItems:
        working.deleteAllItems()
      case .reloadItems(let items):
        try working.reloadItems(try identifiers(items))
      case .reconfigureItems(let items):
        try working.reconfigureItems(try identifiers(items))
      default:
        preconditionFailure("\(command.name) is not a snapshot edit")
      }
    } catch let error as SnapshotError {
      throw ShellError(error, iOS: settings.iOS, fix: Fixes.sentence(for: error, command: command))
    } catch let error as ShellError {
      throw error
    } catch {
      preconditionFailure("unexpected error \(error)")
    }
    outcome.warnings = warnings.map(\.message) + (slip.map { [$0] } ?? [])
    if !absent.isEmpty {
      let kind = command.name == "deleteSections" ? "section" : "item"
      let list = absent.map(\.description).joined(separator: ", ")
      outcome.hints.append(
        "\(list) \(absent.count == 1 ? "is" : "are") not in the snapshot: UIKit ignores a delete of an absent "
          + "\(kind) silently, so nothing was deleted for \(absent.count == 1 ? "it" : "them")")
    }
    return outcome
  }
}

extension ShellError {
  /// A snapshot misuse: UIKit's message under the profile, with a fix.
  init(_ error: SnapshotError, iOS: Int, fix: String) {
    self.init(code: error.code, message: error.message(iOS: iOS), fix: fix, isUIKitException: true)
  }
}

/// The plain sentence printed under a UIKit message: what went wrong and how to fix it.
enum Fixes {
  static func sentence(for error: SnapshotError, command: Command) -> String {
    switch error {
    case .noSections:
      return "a snapshot needs a section before it can hold items: appendSections main, then appendItems"
    case .duplicateIdentifiers(let repeated, _):
      return "\(repeated.map(\.description).joined(separator: ", ")) appears more than once in this call; "
        + "every identifier in a snapshot must be unique (wrap values that repeat in a type with a unique id)"
    case .sectionAlreadyExists(let existing):
      return "\(existing.map(\.description).joined(separator: ", ")) is already a section of this snapshot; "
        + "section identifiers must be unique (start from `new` to build a fresh snapshot)"
    case .parameterNotFound(let parameter):
      switch parameter {
      case "fromIndex": return "the item to move is not in the snapshot; check itemIdentifiers"
      case "toIndex": return "the item to move next to is not in the snapshot; check itemIdentifiers"
      case "fromSection": return "the section to move is not in the snapshot; check sectionIdentifiers"
      case "toSection": return "the section to move next to is not in the snapshot; check sectionIdentifiers"
      case "insertIndex":
        return "the section to insert next to is not in the snapshot; check sectionIdentifiers"
      default:
        if case .appendItems = command {
          return
            "the section to append to is not in the snapshot; appendSections it first, or check sectionIdentifiers"
        }
        return "the item to insert next to is not in the snapshot; check itemIdentifiers"
      }
    case .destinationInInsertedList(let destination, _):
      return
        "\(destination) is both being inserted and the place to insert at; insert next to an identifier already in the snapshot"
    case .moveRelativeToItself(let identifier, _):
      return
        "\(identifier) cannot be moved before or after itself; name another identifier as the destination"
    case .reloadOfMissingItem, .reconfigureOfMissingItem:
      return "only identifiers in the snapshot can be marked; start from the applied one (`snapshot`, i.e. "
        + "dataSource.snapshot()) and pass an identifier equal to one in it"
    case .reloadOfMissingSection:
      return "only sections in the snapshot can be reloaded; check sectionIdentifiers"
    case .sectionNotFound:
      return "that section is not in the snapshot; check indexOfSection or sectionIdentifiers first"
    case .identifiersNotUnique:
      return "two identifiers in one snapshot compare equal; make them differ in the fields == compares"
    }
  }
}
