"""Drives the real diffable binary on a pseudo-terminal, as a person at a terminal would.

A reusable harness (standard library only): start the binary with a terminal of a given size,
type keys, wait for text on the screen, send signals, and read the exit status. Tests that need a
terminal (the prompt, line editing, Tab completion, history, Ctrl-C, window size) use it; see
test_terminal.py for the cases and run.py for the runner that scripts/test calls.
"""

import fcntl
import os
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


class PtySession:
    """One run of the binary on a new pseudo-terminal.

    `stdout_pipe=True` sends standard output to a pipe instead of the terminal (as in
    `diffable | tee log`); standard input and standard error stay on the terminal.
    """

    def __init__(self, binary, args=(), env=None, columns=80, rows=24, cwd=None, stdout_pipe=False):
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

    def expect(self, pattern, timeout=10.0, piped=False):
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

    def settle(self, quiet=0.3, limit=5.0):
        """Reads until the program has been quiet for `quiet` seconds."""
        deadline = time.time() + limit
        while time.time() < deadline and self._pump(quiet):
            pass

    # Typing

    def raw_mode(self, timeout=5.0):
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

    def wait(self, timeout=10.0):
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
