import Foundation

extension Shell {
  /// `export html|swift FILE`: writes the session so far (every line this shell has run) to
  /// `path`.
  /// The text is made whole before the file is written (to a temporary file, renamed over
  /// `path`): Ctrl-C while it is made (``interruption``) leaves no file, or the old one.
  /// - Returns: The outcome to print: the file written, why it could not be, or
  ///   ``ShellError/interrupted``.
  public func export(_ format: ExportFormat, to path: String, tried: Bool = false) -> Outcome {
    let title = (path as NSString).lastPathComponent
    let text: String
    do {
      switch format {
      case .html: text = try HTMLExport.page(of: recording, title: title, interruption: interruption)
      case .swift: text = try SwiftExport.file(of: recording, name: title, interruption: interruption)
      }
    } catch {
      return Outcome(command: "export", error: .interrupted)
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
