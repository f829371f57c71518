#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended and what it printed: the stdlib diff runs in one, so that a
/// Myers diff (which cannot be interrupted in-process) is stopped at its deadline, and its
/// memory (quadratic in the differences) stays apart from this process.
struct ChildResult {
  enum Ending: Equatable {
    case exited(Int32)
    case signalled(Int32)
    case timedOut
  }

  var ending: Ending
  var output: String
  /// The child's peak resident memory (`ru_maxrss`), in bytes.
  var peakMemory: Int
  /// From the ready line (or the start) to the end.
  var elapsed: Duration
  /// The child's CPU time, user + system: on a machine shared with other work, a steadier
  /// measure than the wall time.
  var cpuTime: Duration = .zero
}

/// Runs `path` with `arguments`, standard input from /dev/null and standard error discarded
/// (a child that runs out of memory prints a crash report nobody needs). With a `timeout`, the
/// clock starts when the child prints a line equal to `readyLine` (or at once without one),
/// and the child is killed when it runs out.
func runChild(
  _ path: String, _ arguments: [String], timeout: Duration? = nil, readyLine: String? = nil,
  environment: [String: String] = [:]
) -> ChildResult {
  var pipeEnds: [Int32] = [0, 0]
  guard pipe(&pipeEnds) == 0 else { fatalError("pipe failed") }
  // A pointer to the file actions: the type is a struct on Linux and an optional pointer on
  // Darwin, and a pointer to either is what every call takes.
  let actions = UnsafeMutablePointer<posix_spawn_file_actions_t>.allocate(capacity: 1)
  posix_spawn_file_actions_init(actions)
  defer {
    posix_spawn_file_actions_destroy(actions)
    actions.deallocate()
  }
  posix_spawn_file_actions_addopen(actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_adddup2(actions, pipeEnds[1], 1)
  posix_spawn_file_actions_addopen(actions, 2, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addclose(actions, pipeEnds[0])
  posix_spawn_file_actions_addclose(actions, pipeEnds[1])

  var environmentLines: [String] = []
  var inherited: [String: String] = [:]
  var entry = environ
  while let pointer = entry.pointee {
    let line = String(cString: pointer)
    if let equals = line.firstIndex(of: "=") {
      inherited[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    entry += 1
  }
  for (key, value) in environment { inherited[key] = value }
  for (key, value) in inherited { environmentLines.append("\(key)=\(value)") }

  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  let envp = environmentLines.map { strdup($0) } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  let clock = ContinuousClock()
  var start = clock.now
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, path, actions, nil, argv, envp)
  close(pipeEnds[1])
  guard spawned == 0 else { fatalError("cannot run \(path): \(String(cString: strerror(spawned)))") }

  var output: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  var started = readyLine == nil
  var status: Int32 = 0
  var usage = rusage()
  var ending: ChildResult.Ending?
  if timeout != nil { _ = fcntl(pipeEnds[0], F_SETFL, fcntl(pipeEnds[0], F_GETFL) | O_NONBLOCK) }
  while ending == nil {
    let count = read(pipeEnds[0], &buffer, buffer.count)
    if count > 0 {
      output.append(contentsOf: buffer[0..<count])
      if !started, let readyLine,
        String(decoding: output, as: UTF8.self).split(separator: "\n").contains(Substring(readyLine))
      {
        started = true
        start = clock.now
      }
      continue
    }
    if count == 0 || timeout == nil {
      // The output is closed (or, without a deadline, read to its end): wait for the exit.
      if wait4(pid, &status, 0, &usage) == pid { ending = ChildResult.ending(status) }
      break
    }
    if wait4(pid, &status, WNOHANG, &usage) == pid {
      ending = ChildResult.ending(status)
      break
    }
    if started, let timeout, clock.now - start > timeout {
      kill(pid, SIGKILL)
      _ = wait4(pid, &status, 0, &usage)
      ending = .timedOut
      break
    }
    usleep(2_000)
  }
  let elapsed = clock.now - start
  // Whatever is left in the pipe.
  while true {
    let count = read(pipeEnds[0], &buffer, buffer.count)
    if count <= 0 { break }
    output.append(contentsOf: buffer[0..<count])
  }
  close(pipeEnds[0])
  #if canImport(Darwin)
    let peak = Int(usage.ru_maxrss)  // bytes on Darwin
  #else
    let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
  #endif
  let cpu =
    Duration.seconds(Int64(usage.ru_utime.tv_sec) + Int64(usage.ru_stime.tv_sec))
    + .microseconds(Int64(usage.ru_utime.tv_usec) + Int64(usage.ru_stime.tv_usec))
  return ChildResult(
    ending: ending ?? .exited(-1), output: String(decoding: output, as: UTF8.self),
    peakMemory: peak, elapsed: elapsed, cpuTime: cpu)
}

extension ChildResult {
  fileprivate static func ending(_ status: Int32) -> Ending {
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }
}

/// The path of this executable, to run it again as a child.
func ownExecutablePath() -> String {
  var buffer = [CChar](repeating: 0, count: 4096)
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  guard count > 0 else { return CommandLine.arguments[0] }
  return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
