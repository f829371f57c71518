#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The time from starting the binary on a pseudo-terminal (so that the line editor starts, as
/// for a person) to the first prompt on screen; then `quit` ends it. Best and median of
/// `repetitions` starts.
func timeToFirstPrompt(_ binary: String, repetitions: Int) -> (best: Duration, median: Duration)? {
  var times: [Duration] = []
  for _ in 0..<max(repetitions, 1) {
    guard let time = oneStart(binary) else { return nil }
    times.append(time)
  }
  times.sort()
  return (times[0], times[times.count / 2])
}

/// The pseudo-terminal calls, looked up at run time: Glibc's module hides them behind
/// _XOPEN_SOURCE.
private enum PseudoTerminal {
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

private func oneStart(_ binary: String) -> Duration? {
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
    // POSIX_SPAWN_SETSID (glibc 2.26), hidden like the calls above.
    posix_spawnattr_setflags(attributes, 0x80)
  #endif
  let argv: [UnsafeMutablePointer<CChar>?] = [strdup(binary), nil]
  let environment: [String] = ["TERM=xterm", "DIFFABLE_HISTORY=", "NO_COLOR=1", "HOME=/tmp"]
  let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  let clock = ContinuousClock()
  let start = clock.now
  var pid: pid_t = 0
  guard posix_spawn(&pid, binary, actions, attributes, argv, envp) == 0 else {
    close(master)
    return nil
  }
  var seen: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  var elapsed: Duration?
  let prompt = Array("diffable> ".utf8)
  while clock.now - start < .seconds(10) {
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, 100) > 0 else { continue }
    let count = read(master, &buffer, buffer.count)
    if count <= 0 { break }
    seen.append(contentsOf: buffer[0..<count])
    if seen.count >= prompt.count,
      (0...(seen.count - prompt.count)).contains(where: { Array(seen[$0..<$0 + prompt.count]) == prompt })
    {
      elapsed = clock.now - start
      break
    }
  }
  _ = "quit\n".withCString { write(master, $0, 5) }
  var status: Int32 = 0
  // Drain until the child is gone, then reap it.
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
  return elapsed
}
