import DiffableInterpreter
import Testing

/// Runs one entry and returns its error, if any.
func failure(of source: String, in interpreter: Interpreter = Interpreter(), printed: inout String)
  -> InterpreterError?
{
  let sink = Printed()
  defer { printed += sink.text }
  do {
    try interpreter.run(source) { sink.text += $0 }
    return nil
  } catch let error as InterpreterError {
    return error
  } catch {
    return InterpreterError?.none
  }
}

/// What the entries print, run in turn in one interpreter, each error as a line with its place.
func printedByEntries(_ entries: [String]) -> String {
  let interpreter = Interpreter()
  var printed = ""
  for entry in entries {
    if let error = failure(of: entry, in: interpreter, printed: &printed) {
      printed += "error: \(error.location.line):\(error.location.column): \(error.message)\n"
    }
  }
  return printed
}

/// What an entry printed, collected by its output closure.
final class Printed {
  var text = ""
}

/// An interpreter whose interruption hook answers "stop" once it has been asked `count` times,
/// as a Ctrl-C arriving during a long run would, without a clock.
func interrupted(afterAsking count: Int) -> Interpreter {
  let interpreter = Interpreter()
  var asked = 0
  interpreter.shouldStop = {
    asked += 1
    return asked > count
  }
  return interpreter
}

/// Expects `source` to run without an error and print `output`, as its compiled program does.
func expectRuns(
  _ source: String, printing output: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  var printed = ""
  let error = failure(of: source, printed: &printed)
  #expect(error == nil, "\(error?.description ?? "")", sourceLocation: sourceLocation)
  #expect(printed == output, sourceLocation: sourceLocation)
}

/// Expects the entry `source` (its problem marked `1️⃣`) to be refused with `message` at the
/// mark; `beforeRunning`, with nothing printed first (the checker's refusals).
func expectRefusal(
  _ source: String, _ message: String, beforeRunning: Bool = false,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let marked = MarkedSource(source)
  var printed = ""
  let error = failure(of: marked.text, printed: &printed)
  #expect(error?.message == message, sourceLocation: sourceLocation)
  if beforeRunning {
    #expect(printed.isEmpty, "nothing runs before the check: \(printed)", sourceLocation: sourceLocation)
  }
  #expect(
    error?.location == marked.location, "\(error?.description ?? "no error")", sourceLocation: sourceLocation)
}
