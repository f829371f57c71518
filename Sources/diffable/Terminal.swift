import CLibEdit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the session talks to a person: standard input is a terminal, and so is standard output
/// or standard error (the line editor draws there when the output goes to a pipe, as in
/// `diffable | tee log`).
///
/// When neither is a terminal, libedit would turn editing off and arrow keys would arrive as raw
/// escapes, so such a session reads plain lines instead.
func isInteractiveTerminal() -> Bool { isatty(0) != 0 && (isatty(1) != 0 || isatty(2) != 0) }

/// The width of the terminal the output goes to (see ``Output/descriptor``); nil when it is not
/// a terminal.
func outputTerminalWidth() -> Int? {
  let columns = clibedit_terminal_columns(Output.descriptor)
  return columns > 0 ? Int(columns) : nil
}

/// Makes the C library decode the terminal's multibyte characters (UTF-8), which libedit needs to
/// accept non-ASCII input at all.
///
/// Uses the environment's `LC_CTYPE`; when that is the plain C locale (no UTF-8), falls back to a
/// UTF-8 locale so that `Café` and `🍎` can still be typed. Only `LC_CTYPE` changes: number
/// formatting and messages stay as they were.
func enableMultibyteInput() {
  setlocale(LC_CTYPE, "")
  if isUTF8CharacterSet() { return }
  for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
    if isUTF8CharacterSet() { return }
  }
}

private func isUTF8CharacterSet() -> Bool {
  guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
  let name = String(cString: codeset).uppercased()
  return name == "UTF-8" || name == "UTF8"
}

/// Set by the SIGINT handler; read and cleared by `takeInterrupt()`.
private let interruptPending = Atomic<Bool>(false)

/// Installs the SIGINT handler (once is enough; again is harmless).
///
/// The handler only records the signal and is installed without `SA_RESTART`, so Ctrl-C makes a
/// blocked `el_gets` return (errno EINTR: the line editor drops the line) and, while a command
/// runs, leaves a mark that a long loop can poll with `takeInterrupt()` instead of killing the
/// process.
///
/// A SIGINT ignored when diffable started (a background job of a shell without job control)
/// stays ignored.
func installInterruptHandler() {
  // Initialise the global before a signal can touch it: lazy initialisation is not
  // async-signal-safe, an atomic store is.
  interruptPending.store(false, ordering: .relaxed)
  guard !TerminalSignals.ignoredAtStart(SIGINT) else { return }
  _ = clibedit_install_sigint_handler { _ in
    interruptPending.store(true, ordering: .relaxed)
  }
}

/// Records a Ctrl-C as the handler does, from a thread that waits for SIGINT (scripts); returns
/// whether one was already recorded and not yet taken.
func requestInterrupt() -> Bool {
  interruptPending.exchange(true, ordering: .relaxed)
}

/// Whether Ctrl-C was pressed and not yet taken, without clearing the mark.
func interruptIsPending() -> Bool {
  interruptPending.load(ordering: .relaxed)
}

/// Whether Ctrl-C was pressed since the last call; clears the mark.
func takeInterrupt() -> Bool {
  interruptPending.exchange(false, ordering: .relaxed)
}
