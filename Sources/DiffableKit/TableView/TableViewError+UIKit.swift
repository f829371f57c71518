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
  /// A row index of `NSNotFound` (`Int.max`): UIKit keeps that row for index paths that stand
  /// for a whole section, so such a call would be taken for a section update.
  static func rowIsNotFound(_ path: IndexPath) -> TableViewError {
    TableViewError(
      code: "rowIsNotFound",
      reason: "invalid index path \(path.uikitDescription): row \(path.row) is NSNotFound, which UIKit "
        + "reserves for whole-section updates; use a row index within the section")
  }

  /// A reload and a delete of the same index path (or of the same section).
  static func deleteAndReload(_ path: IndexPath) -> TableViewError {
    TableViewError(
      code: "deleteAndReload",
      reason: "attempt to delete and reload the same index path (\(path.uikitDescription))")
  }

  /// A delete (or reload) of the row or section a move starts from.
  static func deleteAndMove(_ path: IndexPath, isSection: Bool) -> TableViewError {
    isSection
      ? TableViewError(
        code: "deleteAndMoveSection",
        reason: "attempt to perform a delete and a move from the same section (\(path.section))")
      : TableViewError(
        code: "deleteAndMoveRow",
        reason:
          "attempt to perform a delete and a move from the same index path (\(path.uikitDescription))")
  }

  /// An insert at the row or section a move goes to.
  static func insertAndMove(_ path: IndexPath, isSection: Bool) -> TableViewError {
    isSection
      ? TableViewError(
        code: "insertAndMoveSection",
        reason: "attempt to perform an insert and a move to the same section (\(path.section))")
      : TableViewError(
        code: "insertAndMoveRow",
        reason:
          "attempt to perform an insert and a move to the same index path (\(path.uikitDescription))")
  }

  /// `deleteSections` of a section the table does not have.
  static func deleteSectionOutOfRange(_ section: Int, sectionsBefore: Int) -> TableViewError {
    TableViewError(
      code: "deleteSectionOutOfRange",
      reason:
        "attempt to delete section \(section), but there are only \(sectionsBefore) sections before the update"
    )
  }

  /// `deleteRows` in a section the table does not have.
  static func deleteRowInMissingSection(_ path: IndexPath, sectionsBefore: Int) -> TableViewError {
    TableViewError(
      code: "deleteRowInMissingSection",
      reason:
        "attempt to delete row \(path.row) from section \(path.section), but there are only \(sectionsBefore) sections before the update"
    )
  }

  /// `deleteRows` beyond the rows of a section.
  static func deleteRowOutOfRange(_ path: IndexPath, rowsBefore: Int) -> TableViewError {
    TableViewError(
      code: "deleteRowOutOfRange",
      reason:
        "attempt to delete row \(path.row) from section \(path.section) which only contains \(rowsBefore) rows before the update"
    )
  }

  /// `insertSections` beyond the sections the data source has after the update.
  static func insertSectionOutOfRange(_ section: Int, sectionsAfter: Int) -> TableViewError {
    TableViewError(
      code: "insertSectionOutOfRange",
      reason:
        "attempt to insert section \(section) but there are only \(sectionsAfter) sections after the update"
    )
  }

  /// `insertRows` into a section the data source does not have after the update.
  static func insertRowInMissingSection(_ path: IndexPath, sectionsAfter: Int) -> TableViewError {
    TableViewError(
      code: "insertRowInMissingSection",
      reason:
        "attempt to insert row \(path.row) into section \(path.section), but there are only \(sectionsAfter) sections after the update"
    )
  }

  /// `insertRows` beyond the rows the data source has in that section after the update.
  static func insertRowOutOfRange(_ path: IndexPath, rowsAfter: Int) -> TableViewError {
    TableViewError(
      code: "insertRowOutOfRange",
      reason:
        "attempt to insert row \(path.row) into section \(path.section), but there are only \(rowsAfter) rows in section \(path.section) after the update"
    )
  }

  /// `moveSection` from a section the table does not have.
  static func moveSectionFromOutOfRange(_ section: Int, sectionsBefore: Int) -> TableViewError {
    TableViewError(
      code: "moveSectionFromOutOfRange",
      reason:
        "attempt to move section \(section), but there are only \(sectionsBefore) sections before the update"
    )
  }

  /// `moveSection` to a section the data source does not have after the update.
  static func moveSectionToOutOfRange(_ from: Int, to: Int, sectionsAfter: Int) -> TableViewError {
    TableViewError(
      code: "moveSectionToOutOfRange",
      reason:
        "attempt to to move section \(from) to section \(to), but there are only \(sectionsAfter) sections after the update"
    )
  }

  /// `moveRow` from a section the table does not have.
  static func moveRowFromMissingSection(_ from: IndexPath, sectionsBefore: Int) -> TableViewError {
    TableViewError(
      code: "moveRowFromMissingSection",
      reason:
        "attempt to move index path (\(from.uikitDescription)) from a section that does not exist - there are only \(sectionsBefore) sections before the update"
    )
  }

  /// `moveRow` from a row the table does not have.
  static func moveRowFromOutOfRange(_ from: IndexPath, rowsBefore: Int) -> TableViewError {
    TableViewError(
      code: "moveRowFromOutOfRange",
      reason:
        "attempt to move index path (\(from.uikitDescription)) that does not exist - there are only \(rowsBefore) rows in section \(from.section) before the update"
    )
  }

  /// `moveRow` into a section the data source does not have after the update.
  static func moveRowToMissingSection(_ from: IndexPath, to: IndexPath, sectionsAfter: Int)
    -> TableViewError
  {
    TableViewError(
      code: "moveRowToMissingSection",
      reason:
        "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) in section that does not exist - there are only \(sectionsAfter) sections after the update"
    )
  }

  /// `moveRow` beyond the rows the data source has in that section after the update.
  static func moveRowToOutOfRange(_ from: IndexPath, to: IndexPath, rowsAfter: Int) -> TableViewError {
    TableViewError(
      code: "moveRowToOutOfRange",
      reason:
        "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) that does not exist - there are only \(rowsAfter) rows in section \(to.section) after the update"
    )
  }

  /// Two `moveSection` calls from one section to two places.
  static func moveSectionToBoth(_ from: Int, _ to: Int, _ otherTo: Int) -> TableViewError {
    TableViewError(
      code: "moveSectionToBoth",
      reason: "attempt to move section \(from) to both section \(to) and section \(otherTo)")
  }

  /// Two `moveRow` calls from one index path to two places.
  static func moveRowToBoth(_ from: IndexPath, _ to: IndexPath, _ otherTo: IndexPath) -> TableViewError {
    TableViewError(
      code: "moveRowToBoth",
      reason:
        "attempt to move row at index path \(from.uikitDescription) to both \(to.uikitDescription) and \(otherTo.uikitDescription)"
    )
  }

  /// Two `moveSection` calls from two sections to one place.
  static func moveBothSectionsTo(_ from: Int, _ otherFrom: Int, _ to: Int) -> TableViewError {
    TableViewError(
      code: "moveBothSectionsTo",
      reason: "attempt to move both section \(from) and section \(otherFrom) to section \(to)")
  }

  /// Two `moveRow` calls from two index paths to one place.
  static func moveBothRowsTo(_ from: IndexPath, _ otherFrom: IndexPath, _ to: IndexPath) -> TableViewError {
    TableViewError(
      code: "moveBothRowsTo",
      reason:
        "attempt to move both row at index path \(from.uikitDescription) and \(otherFrom.uikitDescription) to \(to.uikitDescription)"
    )
  }

  /// The data source's section count disagrees with the updates.
  static func invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
    -> TableViewError
  {
    TableViewError(
      code: "invalidNumberOfSections",
      reason:
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    )
  }

  /// The data source's row count of a surviving section disagrees with the updates.
  /// `section` is the section's index after the update, as UIKit prints it.
  static func invalidNumberOfRows(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
  ) -> TableViewError {
    TableViewError(
      code: "invalidNumberOfRows",
      reason:
        "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    )
  }
}
