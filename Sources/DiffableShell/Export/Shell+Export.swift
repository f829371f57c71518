import DiffableEngine
import DiffableFiles
import Foundation

extension Shell {
  /// `export html|swift FILE`: writes the session (every line this shell has run since it
  /// began or since its last `reset`, ``SessionRecording``) to `path`.
  /// The text is made whole before the file is written (by ``FileWriter``: a regular file is
  /// replaced atomically, a device or FIFO written in place, anything else refused): Ctrl-C
  /// while it is made (``interruption``) leaves no file, or the old one.
  /// - Returns: The outcome to print: the file written, why it could not be, or
  ///   ``SessionError/interrupted``.
  public func export(_ format: ExportFormat, to path: String, tried: Bool = false) -> Outcome {
    let title = (path as NSString).lastPathComponent
    let text: String
    var notes: [String] = []
    do {
      switch format {
      // The page is named for what it replays (the lesson, the script), not for its own file.
      case .html:
        text = try HTMLExport.page(of: recording, title: recording.title, interruption: interruption)
      case .swift:
        (text, notes) = try SwiftExport.export(
          of: recording, name: title, interruption: interruption, layOut: frontEnd.map { $0.layOut })
      }
    } catch {
      return Outcome(command: "export", error: .interrupted)
    }
    let written: FileWriter.Written
    flushOutput?()
    switch FileWriter().write(Array(text.utf8), to: path) {
    case .success(let result): written = result
    case .failure(let error):
      var outcome = Outcome(.export, error: .cannotWrite(path: path, reason: error.reason, fix: error.fix))
      outcome.isTried = tried
      return outcome
    }
    // Commands, not steps: a step is a lesson's (see LessonSteps).
    let steps = recording.steps.filter { !$0.isNarration }.count
    let what = format == .html ? "an HTML replay" : "Swift for Xcode"
    var outcome = Outcome(
      .export, body: .text(["wrote \(what) of \(steps) command\(steps == 1 ? "" : "s") to \(path)"]))
    outcome.warnings = notes + written.warnings.map(\.description)
    return outcome
  }
}
