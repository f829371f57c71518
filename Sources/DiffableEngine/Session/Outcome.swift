import DiffableKit

/// What one command produced: its result, or the error that stopped it, plus warnings and
/// hints. Renderers turn it into text or JSON; nothing in the session prints.
public struct Outcome: Sendable {
  /// The command's canonical name (`appendItems`, `apply`, `tableView.deleteRows`).
  public var command: String
  /// The error, when the command failed (the state is then unchanged).
  public var error: SessionError?
  /// Things UIKit only logs, and broken Hashable contracts.
  public var warnings: [String] = []
  /// One-line hints about a common mistake that shows in this command's effect.
  public var hints: [String] = []
  /// What the command shows.
  public var body: Body = .none
  /// Whether the failure happened inside `try?` (printed, but it does not stop a script).
  public var isTried = false
  /// Whether the front end took back changes of its own that the entry made before this error
  /// (a program's variables), which the session's record of the entry does not show.
  public var tookBackChanges = false
  /// The words of the language the entry was written in, for the fix under an error (`nil`:
  /// the renderer's own).
  public var phrasing: (any Phrasing)?

  /// Whether the command succeeded.
  public var ok: Bool { error == nil }

  /// Creates an outcome with nothing to show.
  public init(command: String, body: Body = .none) {
    self.command = command
    self.body = body
  }

  /// Creates a failed outcome.
  public init(command: String, error: SessionError) {
    self.command = command
    self.error = error
  }

  /// What a command shows when it succeeds.
  ///
  /// The large payloads are boxed (`indirect`), as ``SessionError`` is: every line's outcome is
  /// copied on its way to the renderer and kept by the recording, and nearly all of them show
  /// nothing, so an outcome stays a few words instead of the size of its largest case.
  public enum Body: Sendable {
    /// Nothing (an edit that succeeded silently).
    case none
    /// A query's answer.
    indirect case result(QueryResult)
    /// The diff of `apply` or `diff`.
    indirect case diff(DiffReport)
    /// Lines of text for people (help, show, print, explain, echo); JSON carries them as
    /// `"text"`.
    case text([String])
  }
}

/// A query's answer, as the text output prints it and JSON carries it.
public enum QueryResult: Hashable, Sendable {
  /// A count or an index.
  case number(Int)
  /// One identifier, or nothing (`nil`).
  case identifier(SnapshotIdentifier?)
  /// A list of identifiers.
  case identifiers([SnapshotIdentifier])
  /// An index path, or nothing.
  case indexPath(IndexPath?)
  /// Nothing found (`nil`), for an index.
  case none
}

/// The diff an `apply` (or `diff`) computed, with how it reached the table view.
public struct DiffReport: Sendable {
  /// The changes.
  public var diff: Diff
  /// Whether the command was `diff` (nothing applied).
  public var isPreview: Bool
  /// Whether the apply animated.
  public var animated: Bool
  /// Whether the table was reloaded without a diff (`applySnapshotUsingReloadData`, or
  /// `animatingDifferences: false` before iOS 15 or on a table that never updated).
  public var reloadedData: Bool
  /// Why the table was reloaded without a diff, when it was.
  public var reloadReason: ReloadReason?
  /// Which differ computed `diff`: UIKit's (what `apply` sends) or the minimal one.
  public var differ: Differ = .uikit
  /// When UIKit's diff reaches the table as a batch it cannot animate: the move that makes
  /// UITableView reload instead (``Diff/reloadFallback``).
  public var reloadFallback: ReloadFallback?
  /// The number of row moves the minimal differ needs, when UIKit's diff sends more.
  public var minimalRowMoves: Int?
  /// The behaviour profile it ran under.
  public var iOS: Int
  /// The number of items each inserted section brings, parallel to `diff.insertedSections`.
  public var insertedSectionSizes: [Int] = []
  /// The number of items each deleted section takes away, parallel to `diff.deletedSections`.
  public var deletedSectionSizes: [Int] = []

  /// A report of `diff` from `old` to `new`.
  init(
    diff: Diff, old: Snapshot, new: Snapshot, isPreview: Bool, animated: Bool, reloadedData: Bool, iOS: Int,
    differ: Differ = .uikit
  ) {
    self.diff = diff
    self.differ = differ
    if differ == .uikit && !reloadedData {
      reloadFallback = diff.reloadFallback
      if !diff.movedItems.isEmpty {
        let minimal = Diff.minimalMovedItemCount(from: old, to: new)
        if minimal < diff.movedItems.count { minimalRowMoves = minimal }
      }
    }
    self.isPreview = isPreview
    self.animated = animated
    self.reloadedData = reloadedData
    self.iOS = iOS
    insertedSectionSizes = diff.insertedSections.map { (try? new.numberOfItems(inSection: $0.id)) ?? 0 }
    deletedSectionSizes = diff.deletedSections.map { (try? old.numberOfItems(inSection: $0.id)) ?? 0 }
  }
}

/// Why a table was reloaded without a diff.
public enum ReloadReason: String, Sendable {
  /// `applySnapshotUsingReloadData` (iOS 15+).
  case usingReloadData
  /// `apply animatingDifferences: false` under the iOS 13 and 14 profiles.
  case notAnimatedBeforeIOS15
  /// `apply animatingDifferences: false` on a table that has not performed its initial
  /// update (iOS 15+, UIKIT.md §4.4).
  case notAnimatedFirstApply
  /// `tableView.reloadData()` called by the program while a diffable data source is the
  /// table's data source.
  case tableViewReloadData
}

/// Where a command came from, for `FILE:LINE:` in errors and `file`/`line` in JSON.
public struct InputLocation: Hashable, Sendable {
  /// The script's path as given.
  public var file: String
  /// The 1-based line number of the command's first line.
  public var line: Int
  /// The text of the line(s).
  public var text: String

  /// Whether the line was typed at the prompt (no file).
  public var isInteractive: Bool { file.isEmpty }

  /// A line typed at the prompt.
  public static func typed(_ text: String) -> InputLocation { InputLocation(file: "", line: 1, text: text) }

  /// Creates a location.
  public init(file: String, line: Int, text: String) {
    self.file = file
    self.line = line
    self.text = text
  }
}
