import DiffableInterpreter

/// Source text with a `1️⃣` marking where a diagnostic must point, as swift-format's tests mark
/// findings: the marker is removed and its line and UTF-8 column remembered.
struct MarkedSource {
  static let marker = "1️⃣"

  var text: String
  var location: SourceLocation

  init(_ marked: String) {
    var line = 1
    var column = 1
    var found = SourceLocation(line: 0, column: 0)
    var remaining = Substring(marked)
    var text = ""
    while !remaining.isEmpty {
      if remaining.hasPrefix(Self.marker) {
        found = SourceLocation(line: line, column: column)
        remaining = remaining.dropFirst(Self.marker.count)
        continue
      }
      let character = remaining.removeFirst()
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    self.text = text
    self.location = found
  }
}
