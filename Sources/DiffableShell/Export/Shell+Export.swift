import Foundation

extension Shell {
  /// `export html|swift FILE`: writes the session so far (every line this shell has run) to
  /// `path`.
  /// - Returns: The outcome to print: the file written, or why it could not be.
  public func export(_ format: ExportFormat, to path: String, tried: Bool = false) -> Outcome {
    let title = (path as NSString).lastPathComponent
    let text: String
    switch format {
    case .html: text = HTMLExport.page(of: recording, title: title)
    case .swift: text = SwiftExport.file(of: recording, name: title)
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      var outcome = Outcome(
        .export,
        error: .cannotWrite(path: path, reason: error.localizedDescription))
      outcome.isTried = tried
      return outcome
    }
    let steps = recording.steps.filter { !$0.isNarration }.count
    let what = format == .html ? "an HTML replay" : "Swift for Xcode"
    return Outcome(
      .export, body: .text(["wrote \(what) of \(steps) step\(steps == 1 ? "" : "s") to \(path)"]))
  }
}
