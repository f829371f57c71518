import CLibEdit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals of an interactive session, handled by diffable rather than by libedit.
///
/// libedit's own handlers (`EL_SIGNAL`) restore the terminal and then send the signal again with
/// `kill(0, signal)`: to the whole process group, so a `kill -TERM` of diffable also ended the
/// shell or script that started it, and they are installed even over a signal the parent chose
/// to ignore (`nohup`). These handlers act on this process alone:
///
/// - SIGTERM, SIGHUP, SIGQUIT: put the terminal back as it was before the prompt took it, then
///   end with the signal's default action, so the parent sees the death it expects (a shell
///   reports 143 for SIGTERM). Every entered line is in the history file already (see
///   ``LineEditor/addToHistory(_:)``), so nothing is left to save.
/// - SIGTSTP (Ctrl-Z): put the terminal back, stop; SIGCONT (`fg`): take the terminal again and
///   draw the prompt and line anew.
/// - SIGWINCH: noted, for the editor to learn the new width before its next key.
///
/// A signal that was ignored when diffable started stays ignored.
enum TerminalSignals {
  /// Installs the handlers (once; again is harmless).
  static func install() {
    // Touch every global a handler reads before a handler can run: lazy initialisation is not
    // async-signal-safe.
    _ = terminalSettings
    drawing.store(1, ordering: .sequentiallyConsistent)
    editing.store(false, ordering: .sequentiallyConsistent)
    editingModeKnown.store(false, ordering: .sequentiallyConsistent)
    resized.store(false, ordering: .sequentiallyConsistent)
    continued.store(false, ordering: .sequentiallyConsistent)
    for number in [SIGTERM, SIGHUP, SIGQUIT] where !ignoredAtStart(number) {
      _ = clibedit_install_handler(number, endHandler)
    }
    if !ignoredAtStart(SIGTSTP) { _ = clibedit_install_handler(SIGTSTP, stopHandler) }
    _ = clibedit_install_handler(SIGCONT, continueHandler)
    _ = clibedit_install_handler(SIGWINCH, resizeHandler)
  }

  /// Call before the editor takes the terminal: records the settings to give back, and where
  /// the editor draws (to end its line when the program ends).
  static func willEdit(drawingOn descriptor: Int32) {
    guard tcgetattr(0, terminalSettings) == 0 else { return }
    drawing.store(descriptor, ordering: .sequentiallyConsistent)
    editingModeKnown.store(false, ordering: .sequentiallyConsistent)
    editing.store(true, ordering: .sequentiallyConsistent)
  }

  /// Call once the editor has put the terminal in its own mode: records it, to take again after
  /// the program was stopped and continued.
  static func didTakeTerminal() {
    guard editing.load(ordering: .sequentiallyConsistent),
      tcgetattr(0, terminalSettings.advanced(by: 1)) == 0
    else { return }
    editingModeKnown.store(true, ordering: .sequentiallyConsistent)
  }

  /// Call when the editor gave the terminal back.
  static func didEdit() {
    editing.store(false, ordering: .sequentiallyConsistent)
    editingModeKnown.store(false, ordering: .sequentiallyConsistent)
  }

  /// Whether the terminal was resized since the last call.
  static func takeResize() -> Bool { resized.exchange(false, ordering: .sequentiallyConsistent) }

  /// Whether the program was continued (after Ctrl-Z) while editing, since the last call.
  static func takeContinue() -> Bool { continued.exchange(false, ordering: .sequentiallyConsistent) }

  /// Whether `number` was ignored when the program started; recorded at the first call, before
  /// any handler of diffable's is installed.
  static func ignoredAtStart(_ number: Int32) -> Bool {
    ignoredSignals.withLock { ignored in
      if let known = ignored[number] { return known }
      let isIgnored = clibedit_signal_is_ignored(number) != 0
      ignored[number] = isIgnored
      return isIgnored
    }
  }

  /// Records which of the signals diffable handles were ignored at start; call first thing.
  static func recordStartingDispositions() {
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP] { _ = ignoredAtStart(number) }
  }
}

private let ignoredSignals = Mutex<[Int32: Bool]>([:])

/// [0]: the terminal's settings before the editor took it; [1]: the editor's own mode.
nonisolated(unsafe) private let terminalSettings = UnsafeMutablePointer<termios>.allocate(capacity: 2)
private let editing = Atomic<Bool>(false)
/// The descriptor the editor draws on.
private let drawing = Atomic<Int32>(1)
private let editingModeKnown = Atomic<Bool>(false)
private let resized = Atomic<Bool>(false)
private let continued = Atomic<Bool>(false)

/// Gives the terminal back when the editor holds it.
private func restoreTerminal() {
  if editing.load(ordering: .sequentiallyConsistent) { tcsetattr(0, TCSANOW, terminalSettings) }
}

private func endHandler(_ number: Int32) {
  let saved = errno
  if editing.load(ordering: .sequentiallyConsistent) {
    // What the shell prints next (`Terminated`, its prompt) starts on a line of its own.
    var newline = UInt8(ascii: "\n")
    _ = write(drawing.load(ordering: .sequentiallyConsistent), &newline, 1)
  }
  restoreTerminal()
  clibedit_raise_default(number)
  errno = saved
}

private func stopHandler(_ number: Int32) {
  let saved = errno
  restoreTerminal()
  clibedit_raise_default(number)
  // Continued (SIGCONT's handler took the terminal back), or never stopped: the kernel drops
  // a stop in a process group that no shell controls. Either way the editor needs its mode
  // back; the handler stays for the next Ctrl-Z.
  continueHandler(SIGCONT)
  _ = clibedit_install_handler(SIGTSTP, stopHandler)
  errno = saved
}

private func continueHandler(_ number: Int32) {
  let saved = errno
  if editing.load(ordering: .sequentiallyConsistent)
    && editingModeKnown.load(ordering: .sequentiallyConsistent)
  {
    tcsetattr(0, TCSANOW, terminalSettings.advanced(by: 1))
    continued.store(true, ordering: .sequentiallyConsistent)
  }
  errno = saved
}

private func resizeHandler(_ number: Int32) {
  resized.store(true, ordering: .sequentiallyConsistent)
}
