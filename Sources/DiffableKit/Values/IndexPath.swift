/// A row's place in a table view: section and row, both 0-based, as UIKit's `IndexPath`.
public struct IndexPath: Hashable, Comparable, Sendable {
  /// The section index.
  public var section: Int
  /// The row index within the section.
  public var row: Int

  /// Creates an index path for `row` in `section`.
  public init(row: Int, section: Int) {
    self.section = section
    self.row = row
  }

  /// Orders by section, then row.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

extension IndexPath: CustomStringConvertible {
  /// `[0, 1]`, the form Swift prints and diffable reads.
  public var description: String {
    // Appended piece by piece: an interpolation costs several times more, and diffs print many.
    var text = "["
    text += String(section)
    text += ", "
    text += String(row)
    text += "]"
    return text
  }
}
