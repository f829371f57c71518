import DiffableEngine

/// A script's text and where each of its physical lines lies in it (split as
/// ``ScriptFile/physicalLines(of:)`` says).
///
/// The lines are read in place: a line of one plain edit runs from its bytes, and the step
/// that records it names the line (``StepSource/scriptLine(_:index:)``) rather than holding a
/// String of its own. A String per line costs a long script an allocation per line (100,000
/// lines: 8 MB) and a step twice its size; the text is read again only for an export or an
/// error.
final class ScriptText: Sendable {
  /// The script's name in `FILE:LINE:` messages (its path as given).
  let name: String
  /// The whole text, in contiguous UTF-8.
  private let text: String
  /// Line `i` is the bytes `bounds[2 * i]..<bounds[2 * i + 1]` of ``text``.
  private let bounds: [Int]

  /// Splits `text` into its physical lines.
  /// - Complexity: O(*n*) in the size of `text`.
  init(_ text: String, name: String) {
    var text = text
    text.makeContiguousUTF8()
    bounds = text.withUTF8 { ScriptFile.lineBounds(of: $0) }
    self.text = text
    self.name = name
  }

  /// How many physical lines the script has.
  var count: Int { bounds.count / 2 }

  /// The physical line at `index` (from 0), as a String of its own.
  subscript(index: Int) -> String {
    withBytes(ofLine: index) { String(decoding: $0, as: UTF8.self) }
  }

  /// Every physical line, in order.
  var lines: [String] { (0..<count).map { self[$0] } }

  /// Calls `body` with the UTF-8 bytes of the line at `index` (without its line ending).
  func withBytes<Result>(ofLine index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var text = text
    return text.withUTF8 {
      body(UnsafeBufferPointer(rebasing: $0[bounds[2 * index]..<bounds[2 * index + 1]]))
    }
  }

  /// Where the line at `index` comes from: this script, its 1-based line number, its text.
  func location(ofLine index: Int) -> InputLocation {
    InputLocation(file: name, line: index + 1, text: self[index])
  }
}
