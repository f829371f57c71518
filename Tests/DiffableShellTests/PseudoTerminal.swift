import Foundation
import Testing

/// Drives the built binary on a pseudo-terminal, as a person at a terminal would, through
/// Python's `pty` module: `steps` is Python code run with `send(bytes)`, `expect(bytes)`
/// (waits until the output since the last `expect` holds the bytes; 120 s at most) and
/// `finish()` (waits for the exit) at hand, and `script` the path of a file to use. Returns
/// the exit status and everything the terminal showed.
func runOnPseudoTerminal(arguments: [String], steps: String) throws -> (status: Int32, output: String) {
  let binary = try #require(diffableBinary(), "build the diffable product first (swift build)")
  let program = """
    import os, pty, select, signal, sys, time
    binary, arguments = sys.argv[1], sys.argv[2:]
    pid, fd = pty.fork()
    if pid == 0:
        # As a terminal's shell starts a program: the test runner may block or ignore signals,
        # and a child inherits both.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
            signal.signal(number, signal.SIG_DFL)
        os.environ.update(TERM="xterm", NO_COLOR="1", DIFFABLE_HISTORY="")
        os.execv(binary, [binary] + arguments)
    seen = b""
    cursor = 0
    def shown():
        # The switches of bracketed paste mode, sent around each line read, show nothing.
        return seen.replace(b"\\x1b[?2004h", b"").replace(b"\\x1b[?2004l", b"").decode("utf-8", "replace")
    def read_some(deadline):
        global seen
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.time()))
        if not ready:
            return False
        try:
            data = os.read(fd, 65536)
        except OSError:
            return False
        if not data:
            return False
        seen += data
        return True
    def expect(token):
        global cursor
        deadline = time.time() + 120
        while seen.find(token, cursor) < 0:
            if time.time() > deadline or not read_some(deadline):
                sys.stdout.write(shown())
                sys.stdout.write("\\n[pty] never saw %r\\n" % token)
                os.kill(pid, 9)
                sys.exit(3)
        cursor = seen.find(token, cursor) + len(token)
    def send(data):
        os.write(fd, data)
    def finish():
        deadline = time.time() + 120
        while read_some(deadline):
            pass
        _, status = os.waitpid(pid, 0)
        sys.stdout.write(shown())
        code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
        sys.stdout.write("\\n[pty] exit %d\\n" % code)
        sys.exit(0)

    """ + steps
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", program, binary.path] + arguments
  let stdout = Pipe()
  process.standardOutput = stdout
  try process.run()
  let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "the pty driver failed:\n\(output)")
  guard let range = output.range(of: "\n[pty] exit ", options: .backwards),
    let status = Int32(output[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines))
  else { return (-1, output) }
  return (status, String(output[..<range.lowerBound]))
}
