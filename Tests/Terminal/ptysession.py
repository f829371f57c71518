"""Drives the real diffable binary on a pseudo-terminal, as a person at a terminal would.

A reusable harness (standard library only): start the binary with a terminal of a given size,
type keys, wait for text on the screen, send signals, and read the exit status. Tests that need a
terminal (the prompt, line editing, Tab completion, history, Ctrl-C, window size) use it; see
test_terminal.py for the cases and run.py for the runner that scripts/test calls.
"""

import fcntl
import os
import platform
import re
import select
import signal
import struct
import termios
import time

ANSI = re.compile(rb"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[=>()][0-9A-Za-z]?")


def clean(data: bytes) -> str:
    """Terminal output as plain text: escape sequences, carriage returns and bells removed."""
    text = ANSI.sub(b"", data).replace(b"\r", b"").replace(b"\x07", b"")
    return text.decode("utf-8", "replace")


class Timeout(AssertionError):
    pass


# Deadlines are for a slow, loaded machine (2 cores, a debug build, other builds running): a test
# that passes never waits for them; they only bound how long a broken one takes to fail.
DEADLINE = 30.0

# Bytes that the terminal turns into signals instead of input (Ctrl-C, Ctrl-Z, Ctrl-\).
SIGNAL_KEYS = b"\x03\x1a\x1c"

# read(2)'s system call number, to see in /proc that the program waits for a key.
READ_SYSCALL = {"x86_64": "0", "aarch64": "63"}.get(platform.machine())


def _proc(pid, name):
    try:
        with open(f"/proc/{pid}/{name}") as file:
            return file.read()
    except OSError:
        return ""


def bytes_read(pid):
    """How many bytes `pid` has read with read(2) and the like, from /proc/PID/io."""
    for line in _proc(pid, "io").splitlines():
        if line.startswith("rchar:"):
            return int(line.split()[1])
    return 0


def reads_standard_input(pid):
    """Whether the main thread of `pid` sleeps in a read of descriptor 0."""
    fields = _proc(pid, "syscall").split()
    if READ_SYSCALL is None or len(fields) < 2:
        return _proc(pid, "wchan") == "wait_woken"
    return fields[0] == READ_SYSCALL and int(fields[1], 16) == 0


def signal_taken(pid, number):
    """Whether signal `number` is no longer pending for `pid` and every thread of it sleeps
    again: a handler or a sigwait thread has run to its end."""
    bit = 1 << (number - 1)
    for task in os.listdir(f"/proc/{pid}/task"):
        status = _proc(f"{pid}/task/{task}", "status")
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        pending = int(fields.get("SigPnd", "0").strip(), 16) | int(fields.get("ShdPnd", "0").strip(), 16)
        state = fields.get("State", "").strip()[:1]
        if pending & bit or state not in ("S", "D", "T", "t", "Z", ""):
            return False
    return True


def wait_until(condition, what, timeout=DEADLINE):
    """Polls `condition` until it holds; fails with `what` after `timeout` seconds."""
    deadline = time.time() + timeout
    while not condition():
        if time.time() > deadline:
            raise Timeout(f"timed out waiting until {what}")
        time.sleep(0.01)


# The signals whose disposition a test relies on. A child inherits ignored ones (`nohup` ignores
# SIGHUP; Python ignores SIGPIPE): each child starts with them set as the test says.
DISPOSED = (signal.SIGHUP, signal.SIGINT, signal.SIGQUIT, signal.SIGTERM, signal.SIGTSTP,
            signal.SIGPIPE, signal.SIGTTOU, signal.SIGTTIN)


def set_dispositions(ignored=()):
    """In a child before exec: the default action for every signal in DISPOSED but `ignored`."""
    for number in DISPOSED:
        signal.signal(number, signal.SIG_IGN if number in ignored else signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, [])


class PtySession:
    """One run of the binary on a new pseudo-terminal.

    `stdout_pipe=True` sends standard output to a pipe instead of the terminal (as in
    `diffable | tee log`); standard input and standard error stay on the terminal. `ignored`
    lists signals the program starts with ignored (as under `nohup`); every other signal a test
    uses starts with its default action, whatever this harness inherited.
    """

    def __init__(self, binary, args=(), env=None, columns=80, rows=24, cwd=None, stdout_pipe=False,
                 ignored=()):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.pipe_read = None
        pipe_write = None
        if stdout_pipe:
            self.pipe_read, pipe_write = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # the child: the terminal becomes its controlling terminal
            try:
                os.close(self.master)
                os.setsid()
                fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
                os.dup2(slave, 0)
                os.dup2(pipe_write if stdout_pipe else slave, 1)
                os.dup2(slave, 2)
                if cwd:
                    os.chdir(cwd)
                set_dispositions(ignored)
                os.execve(binary, [binary, *args], env if env is not None else dict(os.environ))
            finally:
                os._exit(127)
        os.close(slave)
        if pipe_write is not None:
            os.close(pipe_write)
        self.output = b""  # everything the terminal showed
        self.piped = b""  # everything written to the stdout pipe
        self.mark = 0  # `expect` looks from here on
        self.status = None
        self.sent_input = None  # bytes the program reads: its read count when typing began + sent

    # Reading

    def _pump(self, timeout):
        fds = [fd for fd in (self.master, self.pipe_read) if fd is not None]
        ready, _, _ = select.select(fds, [], [], timeout)
        for fd in ready:
            try:
                data = os.read(fd, 65536)
            except OSError:  # EIO: the child closed the terminal
                data = b""
            if not data:
                if fd == self.master:
                    self.master_closed = True
                else:
                    self.pipe_read = None
                continue
            if fd == self.master:
                self.output += data
            else:
                self.piped += data
        return bool(ready)

    def screen(self, since_mark=True):
        """What the terminal showed (since the last `expect`), as plain text."""
        return clean(self.output[self.mark if since_mark else 0 :])

    def expect(self, pattern, timeout=DEADLINE, piped=False):
        """Waits until `pattern` (a regular expression) appears after the mark; moves the mark
        past it and returns the match. Fails with what was seen after `timeout` seconds."""
        deadline = time.time() + timeout
        regex = re.compile(pattern)
        while True:
            text = clean(self.piped) if piped else self.screen()
            found = regex.search(text)
            if found:
                if not piped:
                    # Move the mark to the end of the match, in bytes of the raw output.
                    self.mark = self._raw_offset(found.end())
                return found
            remaining = deadline - time.time()
            if remaining <= 0 or (getattr(self, "master_closed", False) and not self._pump(0)):
                raise Timeout(f"expected {pattern!r}; the terminal showed:\n{text[-3000:]}")
            self._pump(min(remaining, 0.2))

    def _raw_offset(self, clean_end):
        """The offset in the raw output after the mark whose cleaned prefix is `clean_end` long."""
        raw = self.output[self.mark :]
        low, high = 0, len(raw)
        while low < high:
            middle = (low + high) // 2
            if len(clean(raw[:middle])) < clean_end:
                low = middle + 1
            else:
                high = middle
        return self.mark + low

    def idle(self, timeout=DEADLINE):
        """Waits until the program has read every key typed so far and sleeps waiting for the
        next one, then reads all it wrote: what a key did is then all on the screen."""
        expected = self.sent_input or 0

        def waiting():
            self._pump(0)
            return bytes_read(self.pid) >= expected and reads_standard_input(self.pid)

        wait_until(waiting, "the program read every key and waited for the next", timeout)
        while self._pump(0):
            pass
        # From here on count from what it has read (a history file it read counts too).
        self.sent_input = bytes_read(self.pid)

    # Typing

    def raw_mode(self, timeout=DEADLINE):
        """Waits until the program reads keys one by one (the terminal is out of canonical
        mode), as a line editor does while it waits for a key; False after `timeout`."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            if not termios.tcgetattr(self.master)[3] & termios.ICANON:
                return True
            self._pump(0.01)
        return False

    def send(self, keys, wait=True):
        """Types `keys` (str or bytes) as they are: "\\t" is Tab, "\\x03" Ctrl-C, "\\x04" Ctrl-D.
        With `wait`, first waits until the line editor reads keys (see `raw_mode`)."""
        if wait:
            self.raw_mode()
        data = keys.encode() if isinstance(keys, str) else keys
        if self.sent_input is None:
            self.sent_input = bytes_read(self.pid)
        self.sent_input += sum(1 for byte in data if byte not in SIGNAL_KEYS)
        # In pieces, reading the output meanwhile: a full terminal buffer in both directions
        # would otherwise block the program and this harness for good.
        while data:
            _, writable, _ = select.select([], [self.master], [], 0.05)
            if writable:
                written = os.write(self.master, data[:512])
                data = data[written:]
            self._pump(0)

    def line(self, text, wait=True):
        """Types a line and Return."""
        self.send(text + "\r", wait)

    # Ending

    def signal(self, number):
        os.kill(self.pid, number)

    def resize(self, columns, rows=24):
        """Resizes the terminal: the kernel sends SIGWINCH to the program in the foreground."""
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def canonical(self):
        """Whether the terminal is in canonical (cooked) mode: no line editor holds it."""
        return bool(termios.tcgetattr(self.master)[3] & termios.ICANON)

    def wait(self, timeout=DEADLINE):
        """Waits for the program to exit; its exit status (128 + N for signal N)."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            self._pump(0.05)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self._pump(0.1)
                self.status = os.waitstatus_to_exitcode(status)
                if self.status < 0:
                    self.status = 128 - self.status
                return self.status
        self.signal(signal.SIGKILL)
        os.waitpid(self.pid, 0)
        raise Timeout(f"the program did not exit; the terminal showed:\n{self.screen(False)[-3000:]}")

    def close(self):
        if self.status is None:
            try:
                self.signal(signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        os.close(self.master)
        if self.pipe_read is not None:
            os.close(self.pipe_read)
