import DiffableEngine
import DiffableKit

// Ctrl-C while something runs: the command stops at a safe point (between script lines, or
// inside a long loop, which throws `Interrupted`), changing nothing; every script and
// front-end entry running unwinds up to the line typed at the prompt (whose effects are all
// undone) or the script given on the command line (which stops, status 130). Then, once,
// `interrupted` is printed (in JSON, an error object with code `interrupted`).

extension Shell {
  /// Notes that `command` at `location` was interrupted: everything running unwinds. A front
  /// end calls it when its own loop finds the ``interruption`` request.
  public func noteInterruption(command: String, at location: InputLocation?) {
    if !isUnwinding { interruptionReport = (Outcome(command: command, error: .interrupted), location) }
    isUnwinding = true
  }

  /// Ends the unwinding: prints `interrupted` (or its JSON object) and remembers that the
  /// last line or script was interrupted.
  func finishInterruption() {
    isUnwinding = false
    wasInterrupted = true
    let report = interruptionReport ?? (Outcome(command: "script", error: .interrupted), nil)
    interruptionReport = nil
    switch session.settings.format {
    case .text: output("interrupted")
    case .json: render(report.outcome, at: report.location)
    }
  }
}
