import DiffableKit

/// What a snapshot edit reports besides the change itself.
struct EditEffect {
  /// Identifiers a delete named that were not there (UIKit ignores them).
  var absent: [Identifier] = []
  /// Things UIKit only logs.
  var warnings: [SnapshotWarning] = []
  /// A short-syntax word that looks like a mistyped label (see ``LabelSlips``).
  var slip: String?
}

extension SessionState {
  /// Runs a snapshot command: `change` edits the working snapshot; UIKit's errors become
  /// ``ShellError``s with a fix, absent identifiers a hint.
  mutating func edit(
    _ command: Command, settings: Settings, _ change: (inout SessionState) throws -> EditEffect
  ) throws(ShellError) -> Outcome {
    var outcome = Outcome(command: command.name)
    let effect: EditEffect
    do {
      effect = try change(&self)
    } catch let error as SnapshotError {
      throw ShellError(error, iOS: settings.iOS, fix: Fixes.sentence(for: error, command: command))
    } catch let error as ShellError {
      throw error
    } catch {
      preconditionFailure("unexpected error \(error)")
    }
    outcome.warnings = effect.warnings.map(\.message) + (effect.slip.map { [$0] } ?? [])
    let absent = effect.absent
    if !absent.isEmpty {
      let kind = command.kind == .deleteSections ? "section" : "item"
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
