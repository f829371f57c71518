#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The binary started on a new pseudo-terminal, as a person starts it (the line editor runs, and
/// Ctrl-C typed at the terminal is SIGINT to it): what it writes is read with deadlines.
final class PtyChild {
  let pid: pid_t
  let master: Int32
  private(set) var seen: [UInt8] = []
  private let clock = ContinuousClock()

  /// Starts `binary` (nil when no pseudo-terminal could be opened or the binary did not start).
  init?(_ binary: String) {
    guard let (master, terminal) = PseudoTerminal.open() else { return nil }
    // A pointer to the file actions: the type is a struct on Linux and an optional pointer on
    // Darwin, and a pointer to either is what every call takes.
    let actions = UnsafeMutablePointer<posix_spawn_file_actions_t>.allocate(capacity: 1)
    posix_spawn_file_actions_init(actions)
    defer {
      posix_spawn_file_actions_destroy(actions)
      actions.deallocate()
    }
    // A new session first, so the terminal opened as fd 0 becomes the controlling one.
    posix_spawn_file_actions_addopen(actions, 0, terminal, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(actions, 0, 1)
    posix_spawn_file_actions_adddup2(actions, 0, 2)
    posix_spawn_file_actions_addclose(actions, master)
    let attributes = UnsafeMutablePointer<posix_spawnattr_t>.allocate(capacity: 1)
    posix_spawnattr_init(attributes)
    defer {
      posix_spawnattr_destroy(attributes)
      attributes.deallocate()
    }
    #if canImport(Glibc)
      // POSIX_SPAWN_SETSID (glibc 2.26), hidden like the calls in PseudoTerminal.
      posix_spawnattr_setflags(attributes, 0x80)
    #endif
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(binary), nil]
    let environment: [String] = ["TERM=xterm", "DIFFABLE_HISTORY=", "NO_COLOR=1", "HOME=/tmp"]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, binary, actions, attributes, argv, envp) == 0 else {
      close(master)
      return nil
    }
    (self.pid, self.master) = (pid, master)
  }

  /// Reads until `text` appears after what was read before (`since`, a count of bytes); returns
  /// the time it took, or nil after `limit` or the end of the output.
  func waitFor(_ text: String, since start: Int = 0, limit: Duration = .seconds(10)) -> Duration? {
    let began = clock.now
    let wanted = Array(text.utf8)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while clock.now - began < limit {
      if seen.count - start >= wanted.count,
        (start...(seen.count - wanted.count)).contains(where: {
          seen[$0..<$0 + wanted.count].elementsEqual(wanted)
        })
      {
        return clock.now - began
      }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 10) > 0 else { continue }
      let count = read(master, &buffer, buffer.count)
      if count <= 0 { return nil }
      seen.append(contentsOf: buffer[0..<count])
    }
    return nil
  }

  /// Types `text` at the terminal.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
  }

  /// The child's CPU time so far (user + system), from /proc: a way to see it running.
  var cpuTicks: Int {
    guard let file = fopen("/proc/\(pid)/stat", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 1024)
    guard fgets(&line, Int32(line.count), file) != nil else { return 0 }
    let text = String(cString: line)
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    guard let close = text.lastIndex(of: ")") else { return 0 }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
    return user + system
  }

  /// Types `quit`, then waits for the child to end (killing it after about two seconds).
  func finish() {
    type("quit\n")
    var status: Int32 = 0
    var buffer = [UInt8](repeating: 0, count: 4096)
    for _ in 0..<200 {
      if waitpid(pid, &status, WNOHANG) == pid { break }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, 10) > 0 { _ = read(master, &buffer, buffer.count) }
    }
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
    close(master)
  }
}

/// The pseudo-terminal calls, looked up at run time: Glibc's module hides them behind
/// _XOPEN_SOURCE.
enum PseudoTerminal {
  typealias OpenFunction = @convention(c) (Int32) -> Int32
  typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  static func function<T>(_ name: String, as type: T.Type) -> T? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }

  /// A new master side and the path of its terminal.
  static func open() -> (master: Int32, terminal: String)? {
    guard let openMaster = function("posix_openpt", as: OpenFunction.self),
      let grant = function("grantpt", as: OpenFunction.self),
      let unlock = function("unlockpt", as: OpenFunction.self),
      let name = function("ptsname", as: NameFunction.self)
    else { return nil }
    let master = openMaster(O_RDWR | O_NOCTTY)
    guard master >= 0 else { return nil }
    guard grant(master) == 0, unlock(master) == 0, let path = name(master) else {
      close(master)
      return nil
    }
    return (master, String(cString: path))
  }
}
