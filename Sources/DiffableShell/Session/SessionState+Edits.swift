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
      throw .snapshot(error, iOS: settings.iOS, command: command.kind)
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
