import DiffableKit

// The one place of diffable's own error texts: for each ``SessionError``, its stable JSON code,
// its message (UIKit's reason, from DiffableKit, where UIKit raises it), the plain sentence
// on how to fix it, the crash note under a UIKit exception, and what the failure means for
// the session (an app's crash; a relaunch). The renderers print what these return.

extension SessionError {
  /// A stable camelCase code for JSON output (`noSections`, `parseError`, ...).
  public var code: String {
    switch self {
    case .located(let error, _, _): error.code
    case .parse: "parseError"
    case .unknownHelpTopic: "unknownHelpTopic"
    case .runByScriptRunner: "notAvailable"
    case .unsupportedVersion: "unsupportedVersion"
    case .diagnostic(let diagnostic): diagnostic.id
    case .notASnapshot: "notASnapshot"
    case .interrupted: "interrupted"
    case .fileNotFound: "fileNotFound"
    case .notAFile: "notAFile"
    case .unreadableFile: "unreadableFile"
    case .closedInput: "closedInput"
    case .binaryFile: "binaryFile"
    case .fileTooLarge: "fileTooLarge"
    case .invalidUTF8, .standardInputNotUTF8: "invalidUTF8"
    case .unknownLesson: "unknownLesson"
    case .cannotWrite: "cannotWrite"
    case .sourceCycle: "sourceCycle"
    case .sourceTooDeep: "sourceTooDeep"
    case .sourceTooLong: "sourceTooLong"
    case .typeInUse: "typeInUse"
    case .invalidDeclaration(let error), .invalidRule(let error): error.code
    case .ruleForUnknownType, .cellForUnknownType, .valueOfUnknownType: "unknownType"
    case .wrongArgumentCount: "wrongArgumentCount"
    case .wrongLabel: "wrongLabel"
    case .templateTooLong, .unclosedPlaceholder, .unknownPlaceholder: "badTemplate"
    case .ruleMakesIdentifiersEqual(let error), .snapshot(let error, _, _): error.code
    case .hashContract: "equalIdentifiersHaveDifferentHashValues"
    case .diffDidNotValidate(let error), .classicCrash(let error, _, _), .programTableCrash(let error, _):
      error.code
    case .nilCell: "nilCell"
    case .cellProviderFailed: "cellProviderFailed"
    case .programDataSourceFailed: "programDataSourceFailed"
    case .unavailable: "unavailable"
    case .nothingToExplain: "nothingToExplain"
    case .nothingToUndo: "nothingToUndo"
    case .nothingToRedo: "nothingToRedo"
    case .notInClassicMode: "notInClassicMode"
    case .markInClassicMode, .noDiffableDataSource: "classicMode"
    case .openBatchAtModeChange, .unclosedBatch: "openBatch"
    case .endWithoutBegin: "noOpenBatch"
    case .reloadDataInBatch: "reloadDataInBatch"
    case .unbalancedBlock: "unbalancedBatch"
    }
  }

  /// The message: UIKit's exception reason, or diffable's own for language errors.
  public var message: String {
    switch self {
    case .located(let error, _, let place): (place.map { $0 + ": " } ?? "") + error.message
    case .parse(let error): error.message
    case .unknownHelpTopic(let topic, _): "no help for '\(topic)'"
    case .runByScriptRunner(let command): "\(command) is run by the script runner, not by the session"
    case .unsupportedVersion(let version):
      (19...25).contains(version)
        ? "iOS \(version) does not exist: Apple went from iOS 18 to iOS 26"
        : "iOS \(version) is not a behaviour profile diffable knows"
    case .diagnostic(let diagnostic): diagnostic.message
    case .notASnapshot(let name): "'\(name)' is not a snapshot"
    case .interrupted: "interrupted (Ctrl-C): the command that was running changed nothing"
    case .fileNotFound(let path): "\(path): no such file"
    case .notAFile(let path): "\(path) is a directory, not a script"
    case .unreadableFile(let path, let reason): "\(path) cannot be read" + (reason.map { ": \($0)" } ?? "")
    case .closedInput(let name): "\(name) is closed"
    case .binaryFile(let path): "\(path) looks like a binary file (it contains NUL bytes), not a script"
    case .fileTooLarge(let path, let limit): "\(path) is larger than \(limit) MB, too large for a script"
    case .invalidUTF8(let path, let line): "\(path):\(line): the file is not valid UTF-8"
    case .standardInputNotUTF8(let name, let line): "\(name):\(line): standard input is not valid UTF-8 text"
    case .unknownLesson(let name, _, _): "there is no lesson '\(name)'"
    case .cannotWrite(let path, let reason, _): "\(path) cannot be written: \(reason)"
    case .sourceCycle(let path):
      "\(path) is already being run: a script cannot source itself, even indirectly"
    case .sourceTooDeep(let limit): "source is nested more than \(limit) files deep"
    case .sourceTooLong(let limit):
      "source ran more than \(limit.formatted(groupingSeparator: ",")) lines, counting the lines of every script it"
        + " sources in turn; stopped before this line"
    case .typeInUse(let name): TypeError.typeInUse(name).description
    case .invalidDeclaration(let error), .invalidRule(let error): error.description
    case .ruleForUnknownType(let name), .cellForUnknownType(let name, _), .valueOfUnknownType(let name, _):
      TypeError.unknownType(name).description
    case .wrongArgumentCount(let type, let given):
      "\(type.name) has \(SnapshotDrawing.plural(type.fields.count, "field")) (\(type.fields.joined(separator: ", "))) "
        + "but \(given) \(given == 1 ? "was" : "were") given"
    case .wrongLabel(let label, let field, let type):
      "argument '\(label)' does not match the field '\(field)' of \(type.name)"
    case .templateTooLong(let length, let limit):
      "the cell template is \(length) characters long; the most is \(limit)"
    case .unclosedPlaceholder: "unclosed '{' in the cell template"
    case .unknownPlaceholder(let name, let type, _):
      "\(type) has no field '\(name)' for the placeholder {\(name)}"
    case .ruleMakesIdentifiersEqual(let error): error.message(iOS: 18)
    case .snapshot(let error, let iOS, _): Self.listingFew(error).message(iOS: iOS) + Self.more(error)
    case .hashContract(let first, let second, let kind, _, _):
      SnapshotError.equalIdentifiersHaveDifferentHashValues(first, second, kind: kind).message()
    case .diffDidNotValidate(let error): error.reason
    case .nilCell(let item, let indexPath):
      "UITableViewDiffableDataSource cell provider returned nil for index path \(indexPath) with item identifier "
        + "'\(item)', which is not allowed. You must always return a cell to the table view"
    case .cellProviderFailed(let item, let indexPath):
      "the cell provider failed for item \(item) at \(indexPath), so the apply was not made"
    case .programDataSourceFailed:
      "the table view's data source (the program's) failed as the table asked it for its rows, so the "
        + "table did not change"
    case .classicCrash(let error, _, _), .programTableCrash(let error, _):
      error.isUIKitException ? error.terminatingLine : error.reason
    case .unavailable(let introduced, let iOS):
      "'\(introduced.api)' is only available in iOS \(introduced.version) or newer (profile: iOS \(iOS))"
    case .nothingToExplain: "nothing has been applied yet"
    case .nothingToUndo: "nothing to undo"
    case .nothingToRedo: "nothing to redo"
    case .notInClassicMode(let command):
      "\(command) is for classic mode: in diffable mode the UITableViewDiffableDataSource tells the table view "
        + "itself"
    case .markInClassicMode(let name):
      "\(name) marks a snapshot for a diffable data source's next apply; in classic mode no apply reads it"
    case .noDiffableDataSource(let command):
      "\(command) belongs to UITableViewDiffableDataSource, and in classic mode the table's data source is a "
        + "plain UITableViewDataSource over the model"
    case .openBatchAtModeChange(let calls):
      "tableView.beginUpdates is still open (\(SnapshotDrawing.plural(calls, "call")) recorded): the table "
        + "cannot change data source in the middle of an update"
    case .unclosedBatch(let calls, let end):
      "\(end) inside tableView.beginUpdates: "
        + (calls == 0
          ? "no calls were recorded"
          : calls == 1 ? "its 1 call was never checked" : "its \(calls) calls were never checked")
    case .endWithoutBegin: "tableView.endUpdates without tableView.beginUpdates: there is no batch to end"
    case .reloadDataInBatch:
      "tableView.reloadData inside a batch update: UIKit does not define what the pending calls do then"
    case .unbalancedBlock(let missingBegin):
      (missingBegin
        ? "tableView.endUpdates without its beginUpdates" : "tableView.beginUpdates without its endUpdates")
        + " inside tableView.performBatchUpdates { }"
    }
  }

  /// One plain sentence on what went wrong and how to fix it, in `phrasing`'s words where it
  /// names something to write.
  public func fix(phrasedBy phrasing: any Phrasing) -> String? {
    switch self {
    case .located(let error, _, _): error.fix(phrasedBy: phrasing)
    case .parse(let error): error.fix ?? error.suggestion.map { "did you mean '\($0)'?" }
    case .unknownHelpTopic(_, let nearest):
      nearest.map { "did you mean '\($0)'? `help` lists every command" } ?? "`help` lists every command"
    case .runByScriptRunner: "run it through Shell"
    case .unsupportedVersion: "choose \(BehaviourProfile.versionsText) (default \(BehaviourProfile.latest))"
    case .diagnostic(let diagnostic): diagnostic.fix
    case .notASnapshot(let name):
      "bind one first: var \(name) = NSDiffableDataSourceSnapshot<Section, Item>()"
    case .interrupted: nil
    case .fileNotFound: "check the path"
    case .notAFile: "name a .diffable file"
    case .unreadableFile: "check the file's permissions"
    case .closedInput: "give a script file, or send a script to standard input: diffable < script.diffable"
    case .binaryFile: "a script is a text file of diffable commands"
    case .fileTooLarge: "split it into smaller scripts"
    case .invalidUTF8: "save the script as UTF-8 text"
    case .standardInputNotUTF8: "send the script as UTF-8 text"
    case .unknownLesson(_, let nearest, let count):
      (nearest.map { "did you mean '\($0)'? " } ?? "")
        + "`lesson` lists them (1 to \(count)); a file of your own needs a path, as in ./mine.diffable"
    case .cannotWrite(_, _, let fix): fix
    case .sourceCycle(let path): "remove the source line that leads back to \(path)"
    case .sourceTooDeep: "flatten the chain of scripts that source each other"
    case .sourceTooLong:
      "a script that sources another several times multiplies its lines: source each file once"
    case .typeInUse: "use another type name, or `reset` to start over"
    case .invalidDeclaration: "check the field names in the declaration"
    case .ruleForUnknownType(let name): "declare it first: struct \(name) { id, title }"
    case .invalidRule: "name fields the type declares, or * for all"
    case .cellForUnknownType(_, let builtIn):
      "name a declared struct, a case of a declared enum (Item.payment), or one of \(builtIn.joined(separator: ", "))"
    case .valueOfUnknownType(let name, let declared):
      declared.isEmpty
        ? "declare it first, e.g. struct \(name) { id, title }"
        : "declare it first, or use one of: \(declared.joined(separator: ", "))"
    case .wrongArgumentCount(let type, _): "give every field, in declared order: \(Self.example(of: type))"
    case .wrongLabel(_, _, let type):
      "labels are optional but must follow the declared order: \(Self.example(of: type))"
    case .templateTooLong: "a cell shows a short label: name the fields once, as in \"{title}\""
    case .unclosedPlaceholder: "close each placeholder with '}', as in \"{title}\""
    case .unknownPlaceholder(_, _, let fields):
      "use one of \((fields + ["value"]).map { "{\($0)}" }.joined(separator: ", "))"
    case .ruleMakesIdentifiersEqual:
      "under the new rule two identifiers in the snapshot compare equal; change the values first, or keep the rule"
    case .snapshot(let error, _, let command): Self.fix(for: error, command: command, phrasing: phrasing)
    case .hashContract(let first, _, _, let equalityFields, _) where equalityFields?.isEmpty == true:
      "\(first.value.typeName)'s == is always true, so any two values are equal: == must compare the fields "
        + "that tell values apart (lhs.id == rhs.id), and hash(into:) combine only those"
    case .hashContract(let first, _, _, let equalityFields, _):
      "hash(into:) must combine only fields that == compares: "
        + phrasing.rule(of: first.value.typeName, hash: equalityFields ?? [], equal: nil)
    case .diffDidNotValidate(.unplaceableRows), .classicCrash(.unplaceableRows, _, _),
      .programTableCrash(.unplaceableRows, _):
      "the table view was left as it was rather than given fresh cells that would hide its stale ones; this "
        + "is a bug in diffable, please report it"
    case .nilCell:
      "return a cell from the cell provider on every path: dequeue it with "
        + "tableView.dequeueReusableCell(withIdentifier:for:), set its text, return it"
    case .cellProviderFailed, .programDataSourceFailed: nil
    case .diffDidNotValidate:
      "the diff did not validate in the table view; this is a bug in diffable, please report it"
    case .classicCrash(let error, let modelUnchanged, _): Self.fix(for: error, modelUnchanged: modelUnchanged)
    case .programTableCrash(let error, let unchanged):
      Self.fix(forProgramTable: error, dataSourceUnchanged: unchanged)
    case .unavailable(let introduced, let iOS):
      "choose a newer profile with `set ios \(introduced.version)`, or use what iOS \(iOS) had"
        + (introduced.instead.map { " (\($0))" } ?? "")
    case .nothingToExplain:
      "explain tells why the last apply did what it did: edit the snapshot, apply, then explain"
    case .nothingToUndo: "undo steps back over commands that changed something"
    case .nothingToRedo: "redo replays what undo stepped back over"
    case .notInClassicMode: "`mode classic` to tell the table by hand, or change the snapshot and apply"
    case .markInClassicMode(let name):
      "tell the table directly, e.g. "
        + (name == APIMember.reloadSections.name
          ? "tableView.reloadSections 0" : "tableView.reloadRows [0, 1]")
        + ", or `mode diffable` to use snapshots"
    case .noDiffableDataSource:
      "tell the table with tableView.* calls (`show` compares model and table), or `mode diffable`"
    case .openBatchAtModeChange:
      "close it with tableView.endUpdates (which checks the calls), or undo back to before beginUpdates"
    case .unclosedBatch: "end every tableView.beginUpdates with tableView.endUpdates"
    case .endWithoutBegin: "open one with tableView.beginUpdates, or make a single call: it is its own update"
    case .reloadDataInBatch: "end the batch first (tableView.endUpdates), then reloadData"
    case .unbalancedBlock:
      "pair every beginUpdates with an endUpdates inside the block, or leave both out: the block is already one update"
    }
  }

  /// For parse errors: the 1-based column in the line.
  public var column: Int? {
    switch self {
    case .parse(let error): error.column
    case .diagnostic(let diagnostic): diagnostic.column
    case .located(_, let column, _): column
    default: nil
    }
  }

  /// Whether this failure relaunches the app: UIKit's crash in classic mode, after which the
  /// table reloads from the model. It is the one failure that changes the session's state,
  /// and ``Session`` commits that change as a separate, undoable step.
  public var relaunchesApp: Bool {
    if case .located(let error, _, _) = self { return error.relaunchesApp }
    if case .classicCrash(let error, _, _) = self { return error.isUIKitException }
    return false
  }

  /// Whether the error is a crash on a device: a UIKit exception, or what UIKit raised in a front
  /// end's code.
  public var crashesOnADevice: Bool { isUIKitException || code == Diagnostic.uncaughtExceptionID }

  /// Whether UIKit would raise this as an uncaught exception (the app would crash).
  public var isUIKitException: Bool {
    switch self {
    case .located(let error, _, _): error.isUIKitException
    case .diffDidNotValidate(let error), .classicCrash(let error, _, _), .programTableCrash(let error, _):
      error.isUIKitException
    case .nilCell: true
    case .snapshot, .hashContract, .ruleMakesIdentifiersEqual: true
    default: false
    }
  }

  /// For a UIKit exception, the line under the message: what an app would have done, and what
  /// happened here instead.
  public var crashNote: String? {
    guard isUIKitException else { return nil }
    return "in an app: an uncaught NSInternalInconsistencyException (a crash); "
      + (consequence ?? "here nothing was changed")
  }

  /// For a UIKit exception: what happened here instead of the crash, when it is not "nothing
  /// was changed" (classic mode's relaunch, which reloads the table from the model).
  public var consequence: String? {
    if case .located(let error, _, _) = self { return error.consequence }
    if case .hashContract(_, let second, let kind, _, let iOS) = self {
      // Which of these a device shows depends on where the two hashes land in the hash table
      // (UIKIT.md §4.1); diffable keeps one outcome so that transcripts repeat.
      let duplicate = SnapshotError.duplicateIdentifiers([second], kind: kind).message(iOS: iOS)
      let calls = kind == .item ? "appendItems / insertItems" : "appendSections / insertSections"
      return "here nothing was changed. On a device the outcome is undefined (it depends on where the "
        + "two hashes land): this crash at apply (apps built with the iOS 15 SDK or later), or a crash "
        + "earlier at \(calls) with '\(duplicate)', or no crash and one of the two \(kind.rawValue)s lost"
    }
    guard case .classicCrash(let error, _, let counts) = self, error.isUIKitException else { return nil }
    return
      "here the app relaunched: the table view reloaded from the model (\(ClassicDrawing.counts(counts))); "
      + "`undo` steps back to before the crash"
  }

  // MARK: - Long lists

  /// The most identifiers a message lists; the rest are counted (JSON's `identifiers` has them
  /// all), so that 100,000 duplicates print a line, not 689 KB.
  static let listedIdentifierLimit = 10

  /// Every identifier a snapshot error is about, when it lists them (for JSON).
  public var listedIdentifiers: [String]? {
    if case .located(let error, _, _) = self { return error.listedIdentifiers }
    guard case .snapshot(.duplicateIdentifiers(let repeated, _), _, _) = self else { return nil }
    return repeated.map(\.description)
  }

  /// `error` with its list cut to ``listedIdentifierLimit`` identifiers, for UIKit's wording.
  private static func listingFew(_ error: SnapshotError) -> SnapshotError {
    guard case .duplicateIdentifiers(let repeated, let kind) = error, repeated.count > listedIdentifierLimit
    else { return error }
    return .duplicateIdentifiers(Array(repeated.prefix(listedIdentifierLimit)), kind: kind)
  }

  /// What follows UIKit's text when its list was cut: how many more.
  private static func more(_ error: SnapshotError) -> String {
    guard case .duplicateIdentifiers(let repeated, _) = error, repeated.count > listedIdentifierLimit
    else { return "" }
    return " and \(repeated.count - listedIdentifierLimit) more (`--format json` lists them all)"
  }

  // MARK: - Fix sentences

  /// `Payment(id: ..., title: ...)`: how a value of `type` is written.
  static func example(of type: StructType) -> String {
    "\(type.name)(" + type.fields.map { "\($0): ..." }.joined(separator: ", ") + ")"
  }

  /// The sentence under a UIKit snapshot message.
  static func fix(for error: SnapshotError, command: APIMember, phrasing: any Phrasing) -> String {
    switch error {
    case .noSections:
      return "a snapshot needs a section before it can hold items: \(phrasing.sectionThenItems)"
    case .duplicateIdentifiers(let repeated, _):
      let listed = repeated.prefix(listedIdentifierLimit).map(\.description).joined(separator: ", ")
      let more =
        repeated.count > listedIdentifierLimit ? " and \(repeated.count - listedIdentifierLimit) more" : ""
      return "\(listed)\(more) \(repeated.count == 1 ? "appears" : "appear") more than once in this call; "
        + "every identifier in a snapshot must be unique (wrap values that repeat in a type with a unique id)"
    case .sectionAlreadyExists(let existing):
      return "\(existing.map(\.description).joined(separator: ", ")) is already a section of this snapshot; "
        + "section identifiers must be unique (start from \(phrasing.freshSnapshot) to build a fresh snapshot)"
    case .parameterNotFound(let parameter):
      switch parameter {
      case "fromIndex": return "the item to move is not in the snapshot; check itemIdentifiers"
      case "toIndex": return "the item to move next to is not in the snapshot; check itemIdentifiers"
      case "fromSection": return "the section to move is not in the snapshot; check sectionIdentifiers"
      case "toSection": return "the section to move next to is not in the snapshot; check sectionIdentifiers"
      case "insertIndex":
        return "the section to insert next to is not in the snapshot; check sectionIdentifiers"
      default:
        if command == .appendItems {
          return
            "the section to append to is not in the snapshot; appendSections it first, or check sectionIdentifiers"
        }
        return "the item to insert next to is not in the snapshot; check itemIdentifiers"
      }
    case .destinationInInsertedList(let destination, _):
      return
        "\(destination) is both being inserted and the place to insert at; insert next to an identifier already in the snapshot"
    case .identifierNotEqualToItself(let identifier, _):
      return "\(identifier.value.typeName)'s == returns false even for a value and itself, so no snapshot "
        + "can find it again; == must compare fields (lhs.id == rhs.id), or leave it out for Swift's synthesized =="
    case .moveRelativeToItself(let identifier, _):
      return
        "\(identifier) cannot be moved before or after itself; name another identifier as the destination"
    case .reloadOfMissingItem(let item), .reconfigureOfMissingItem(let item):
      if item.isNeverEqual {
        return "\(item.value.typeName)'s == is always false, so no value is equal to the one in the snapshot "
          + "and no call can find it; == must return true for a value and itself"
      }
      return "only identifiers in the snapshot can be marked; start from the applied one "
        + "(\(phrasing.appliedSnapshot)) and pass an identifier equal to one in it"
    case .reloadOfMissingSection:
      return "only sections in the snapshot can be reloaded; check sectionIdentifiers"
    case .sectionNotFound:
      return "that section is not in the snapshot; check indexOfSection or sectionIdentifiers first"
    case .identifiersNotUnique:
      return "two identifiers in one snapshot compare equal; make them differ in the fields == compares"
    case .equalIdentifiersHaveDifferentHashValues:
      return "hash(into:) must combine only fields that == compares"
    }
  }

  /// The fix of a failed update of a table whose data source is the program's: its counts are
  /// what the program's methods answer.
  static func fix(forProgramTable error: TableViewError, dataSourceUnchanged: Bool) -> String {
    switch error {
    case .invalidNumberOfRows, .invalidNumberOfSections:
      if dataSourceUnchanged {
        return "the data source still answers the counts the table shows, so the table was told of a change "
          + "the data source has not made: change what it reads first (the array behind "
          + "tableView(_:numberOfRowsInSection:)), then tell the table, or do both in performBatchUpdates"
      }
      return "after the update the table asks its data source for its counts, and each must equal the count "
        + "before plus the inserts, minus the deletes, plus the moves in, minus the moves out: the calls must "
        + "describe exactly what changed in the arrays the data source reads"
    case .deleteSectionOutOfRange, .deleteRowInMissingSection, .deleteRowOutOfRange, .insertSectionOutOfRange,
      .insertRowInMissingSection, .insertRowOutOfRange, .moveSectionFromOutOfRange, .moveSectionToOutOfRange,
      .moveRowFromMissingSection, .moveRowFromOutOfRange, .moveRowToMissingSection, .moveRowToOutOfRange:
      return "deletes, reloads and move sources name positions in the table before the update; inserts and "
        + "move destinations name positions in what the data source answers after it: change the arrays first"
    default:
      return fix(for: error, modelUnchanged: false)
    }
  }

  /// The sentence under a classic-mode crash: what the failed check means and how to get it
  /// right.
  static func fix(for error: TableViewError, modelUnchanged: Bool) -> String {
    switch error {
    case .invalidNumberOfRows, .invalidNumberOfSections:
      if modelUnchanged {
        return "the model still has the rows the table shows, so the table was told of a change the model "
          + "has not made: change the model first (deleteItems, appendItems, ...), then tell the table, or "
          + "do both between tableView.beginUpdates and tableView.endUpdates"
      }
      return "after the update the table asks the model for its counts, and each must equal the count "
        + "before plus the inserts, minus the deletes, plus the moves in, minus the moves out: the calls "
        + "must describe exactly what changed in the model (`show` compares model and table before you call)"
    case .deleteAndReload, .deleteAndMove, .insertAndMove, .moveRowToBoth, .moveSectionToBoth,
      .moveBothRowsTo,
      .moveBothSectionsTo:
      return "one update may touch a position only once: a row that is deleted or reloaded cannot also "
        + "move, a move cannot land where a row is inserted, and two moves cannot share a source or a "
        + "destination"
    case .deleteSectionOutOfRange, .deleteRowInMissingSection, .deleteRowOutOfRange, .insertSectionOutOfRange,
      .insertRowInMissingSection, .insertRowOutOfRange, .moveSectionFromOutOfRange, .moveSectionToOutOfRange,
      .moveRowFromMissingSection, .moveRowFromOutOfRange, .moveRowToMissingSection, .moveRowToOutOfRange,
      .rowIsNotFound, .unplaceableRows:
      return "deletes, reloads and move sources name positions in the table before the update; inserts "
        + "and move destinations name positions in the model after it (`show` lists both)"
    case .interrupted:
      return "the update was stopped (Ctrl-C) before the table changed; run it again"
    }
  }
}

extension Int {
  /// The number with a separator every three digits: `200,000`.
  fileprivate func formatted(groupingSeparator separator: Character) -> String {
    var digits = String(magnitude)
    for index in stride(from: digits.count - 3, to: 0, by: -3) {
      digits.insert(separator, at: digits.index(digits.startIndex, offsetBy: index))
    }
    return (self < 0 ? "-" : "") + digits
  }
}
