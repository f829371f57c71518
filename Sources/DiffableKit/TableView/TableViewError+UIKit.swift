// Every UITableView batch-update message lives here, with its code. The texts are UIKit's
// `-[UITableView _endCellAnimationsWithContext:]` assertions (docs/UIKIT.md §3.2), verbatim,
// including the "attempt to to move section" typo. The count messages use the single space
// after the first sentence that UIKit has printed since iOS 13.4, and leave out the
// `Table view: <UITableView: 0x...>` suffix of later versions: it only carries addresses.

extension IndexPath {
  /// The row UIKit gives the index path of a section operation (`NSNotFound`).
  static let sectionRow = Int.max

  /// The index path as UIKit's messages print an `NSIndexPath`, without the object address
  /// (`<NSIndexPath: 0x600000c2a1e0> {length = 2, path = 0 - 1}` becomes
  /// `{length = 2, path = 0 - 1}`), so that output repeats exactly from run to run.
  var uikitDescription: String { "{length = 2, path = \(section) - \(row)}" }
}

extension TableViewError {
  /// A stable camelCase code for JSON output (`invalidNumberOfRows`, `deleteRowOutOfRange`, ...).
  public var code: String {
    switch self {
    case .rowIsNotFound: "rowIsNotFound"
    case .deleteAndReload: "deleteAndReload"
    case .deleteAndMove(_, let isSection): isSection ? "deleteAndMoveSection" : "deleteAndMoveRow"
    case .insertAndMove(_, let isSection): isSection ? "insertAndMoveSection" : "insertAndMoveRow"
    case .deleteSectionOutOfRange: "deleteSectionOutOfRange"
    case .deleteRowInMissingSection: "deleteRowInMissingSection"
    case .deleteRowOutOfRange: "deleteRowOutOfRange"
    case .insertSectionOutOfRange: "insertSectionOutOfRange"
    case .insertRowInMissingSection: "insertRowInMissingSection"
    case .insertRowOutOfRange: "insertRowOutOfRange"
    case .moveSectionFromOutOfRange: "moveSectionFromOutOfRange"
    case .moveSectionToOutOfRange: "moveSectionToOutOfRange"
    case .moveRowFromMissingSection: "moveRowFromMissingSection"
    case .moveRowFromOutOfRange: "moveRowFromOutOfRange"
    case .moveRowToMissingSection: "moveRowToMissingSection"
    case .moveRowToOutOfRange: "moveRowToOutOfRange"
    case .moveSectionToBoth: "moveSectionToBoth"
    case .moveRowToBoth: "moveRowToBoth"
    case .moveBothSectionsTo: "moveBothSectionsTo"
    case .moveBothRowsTo: "moveBothRowsTo"
    case .invalidNumberOfSections: "invalidNumberOfSections"
    case .invalidNumberOfRows: "invalidNumberOfRows"
    case .unplaceableRows: "unplaceableRows"
    case .interrupted: "interrupted"
    }
  }

  /// UIKit's exception reason, exactly.
  public var reason: String {
    switch self {
    case .rowIsNotFound(let path):
      "invalid index path \(path.uikitDescription): row \(path.row) is NSNotFound, which UIKit "
        + "reserves for whole-section updates; use a row index within the section"
    case .deleteAndReload(let path):
      "attempt to delete and reload the same index path (\(path.uikitDescription))"
    case .deleteAndMove(let path, let isSection):
      isSection
        ? "attempt to perform a delete and a move from the same section (\(path.section))"
        : "attempt to perform a delete and a move from the same index path (\(path.uikitDescription))"
    case .insertAndMove(let path, let isSection):
      isSection
        ? "attempt to perform an insert and a move to the same section (\(path.section))"
        : "attempt to perform an insert and a move to the same index path (\(path.uikitDescription))"
    case .deleteSectionOutOfRange(let section, let sectionsBefore):
      "attempt to delete section \(section), but there are only \(sectionsBefore) sections before the update"
    case .deleteRowInMissingSection(let path, let sectionsBefore):
      "attempt to delete row \(path.row) from section \(path.section), but there are only \(sectionsBefore) sections before the update"
    case .deleteRowOutOfRange(let path, let rowsBefore):
      "attempt to delete row \(path.row) from section \(path.section) which only contains \(rowsBefore) rows before the update"
    case .insertSectionOutOfRange(let section, let sectionsAfter):
      "attempt to insert section \(section) but there are only \(sectionsAfter) sections after the update"
    case .insertRowInMissingSection(let path, let sectionsAfter):
      "attempt to insert row \(path.row) into section \(path.section), but there are only \(sectionsAfter) sections after the update"
    case .insertRowOutOfRange(let path, let rowsAfter):
      "attempt to insert row \(path.row) into section \(path.section), but there are only \(rowsAfter) rows in section \(path.section) after the update"
    case .moveSectionFromOutOfRange(let section, let sectionsBefore):
      "attempt to move section \(section), but there are only \(sectionsBefore) sections before the update"
    case .moveSectionToOutOfRange(let from, let to, let sectionsAfter):
      "attempt to to move section \(from) to section \(to), but there are only \(sectionsAfter) sections after the update"
    case .moveRowFromMissingSection(let from, let sectionsBefore):
      "attempt to move index path (\(from.uikitDescription)) from a section that does not exist - there are only \(sectionsBefore) sections before the update"
    case .moveRowFromOutOfRange(let from, let rowsBefore):
      "attempt to move index path (\(from.uikitDescription)) that does not exist - there are only \(rowsBefore) rows in section \(from.section) before the update"
    case .moveRowToMissingSection(let from, let to, let sectionsAfter):
      "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) in section that does not exist - there are only \(sectionsAfter) sections after the update"
    case .moveRowToOutOfRange(let from, let to, let rowsAfter):
      "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) that does not exist - there are only \(rowsAfter) rows in section \(to.section) after the update"
    case .moveSectionToBoth(let from, let to, let otherTo):
      "attempt to move section \(from) to both section \(to) and section \(otherTo)"
    case .moveRowToBoth(let from, let to, let otherTo):
      "attempt to move row at index path \(from.uikitDescription) to both \(to.uikitDescription) and \(otherTo.uikitDescription)"
    case .moveBothSectionsTo(let from, let otherFrom, let to):
      "attempt to move both section \(from) and section \(otherFrom) to section \(to)"
    case .moveBothRowsTo(let from, let otherFrom, let to):
      "attempt to move both row at index path \(from.uikitDescription) and \(otherFrom.uikitDescription) to \(to.uikitDescription)"
    case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .invalidNumberOfRows(
      let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    case .unplaceableRows(let section):
      "the update passed UITableView's checks, but the rows of section \(section) after it cannot all be placed "
        + "(a place out of range or taken twice, or a count that does not add up)"
    case .interrupted: "interrupted"
    }
  }

  /// The reason.
  public var description: String { reason }

  /// Whether UIKit raises this (all but ``unplaceableRows(section:)``, which is diffable's
  /// own report of a batch it cannot lay out, and ``interrupted``).
  public var isUIKitException: Bool {
    switch self {
    case .unplaceableRows, .interrupted: false
    default: true
    }
  }

  /// UIKit's uncaught-exception line, as the console of a crashed app shows it.
  public var terminatingLine: String {
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
  }
}
