import DiffableInterpreter

/// libFuzzer's entry point for the Swift interpreter: the bytes are Swift source, run by a fresh
/// interpreter whose output goes nowhere. A crash, a sanitizer report or a hang is a bug; a
/// refusal or a trap reported as an `InterpreterError` is a correct answer.
///
/// The first byte chooses how the source is entered: as one entry (a pasted file), or split at
/// blank lines into entries run one after another, as a REPL user types them, so that what one
/// entry declares is used by the next and a failed entry's rollback is exercised.
///
/// Every entry gets a budget of loop turns and calls (``stepBudget``): past it, the interpreter's
/// interruption stops the entry, as Ctrl-C would, so `while true {}` is an answer, not a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  guard let flags = bytes.first else { return 0 }
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let entries = flags & 1 == 0 ? [text] : text.split(separator: "\n\n").map(String.init)
  let interpreter = Interpreter()
  let steps = StepCounter()
  interpreter.shouldStop = { steps.take() }
  for entry in entries {
    steps.remaining = stepBudget
    try? interpreter.run(entry, file: "fuzz.swift") { _ in }
  }
  return 0
}

/// The loop turns and calls one entry may make before it is stopped.
let stepBudget = 20_000

/// Counts an entry's steps down to its stop (the interpreter asks on its own thread, one entry at
/// a time, and `run` waits for it).
private final class StepCounter: @unchecked Sendable {
  var remaining = stepBudget

  /// Takes one step; true once the budget is spent.
  func take() -> Bool {
    remaining -= 1
    return remaining < 0
  }
}
