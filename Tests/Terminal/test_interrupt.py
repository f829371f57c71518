"""Ctrl-C while a command runs, on a real pseudo-terminal, and signals while a script's output
is buffered: a long `source`, `apply` and `show` at a million items stop at once and leave the
state as it was; a script stops with status 130; lines computed before a signal are written."""

import os
import signal
import threading
import time

from ptysession import DEADLINE, PtySession, set_dispositions, signal_taken, wait_until
from test_terminal import PROMPT, environment, quit_, run, start

MILLION = 1_000_000


def script(home, name, lines):
    path = os.path.join(home, name)
    with open(path, "w") as file:
        file.write("\n".join(lines) + "\n")
    return path


def million_items(home):
    """A Swift script that fills the working snapshot with a million items in one section (one
    call: the quickest way there)."""
    return script(home, "million.swift", [
        "var snapshot = NSDiffableDataSourceSnapshot<String, Int>()",
        'snapshot.appendSections(["main"])',
        f"snapshot.appendItems(Array(0..<{MILLION}))",
    ])


def interrupt_while(session, line, started):
    """Types `line`, waits for `started` (printed by the line before its long command), sends
    Ctrl-C; returns the seconds from Ctrl-C to the next prompt."""
    session.line(line)
    session.expect(started, timeout=120)
    sent = time.time()
    session.send("\x03", wait=False)
    session.expect(r"interrupted\n" + PROMPT, timeout=60)
    return time.time() - sent


def test_ctrl_c_during_a_long_source_leaves_the_state_as_before(binary, home):
    long = script(home, "long.diffable", ["appendSections other", "echo started"] + [f"appendItems {n}" for n in range(200_000)])
    session = start(binary, home)
    run(session, "appendSections main; appendItems first")
    interrupt_while(session, f"source {long}", "started")
    assert run(session, "numberOfItems").strip() == "1"
    # The line before the source is one entry, one undo step; the source left none.
    assert run(session, "undo").strip() == "undid `appendSections main; appendItems first`", \
        "the source left no undo step"
    quit_(session)


def test_ctrl_c_during_apply_and_show_at_a_million_items(binary, home):
    session = PtySession(binary, [million_items(home), "-i"], env=environment(home), cwd=home)
    session.expect(PROMPT, timeout=300)
    # The first apply inserts the section: a million fresh cells. `numberOfSections` prints
    # when apply starts.
    stopped = interrupt_while(session, "numberOfSections; apply", r"\n1\n")
    assert stopped < 10, f"apply took {stopped:.1f} s to stop"
    assert "nothing has been applied yet" in run(session, "show")
    assert run(session, "numberOfItems").strip() == str(MILLION)
    # Apply for real, then interrupt show (it compares a million rows with their items).
    session.line("apply")
    session.expect(PROMPT, timeout=300)
    stopped = interrupt_while(session, "numberOfSections; show", r"\n1\n")
    assert stopped < 10, f"show took {stopped:.1f} s to stop"
    assert run(session, "undo").strip() == "undid apply", "show left no step and apply is still there"
    quit_(session)


def test_ctrl_c_stops_a_script_with_status_130(binary, home):
    long = script(home, "long.diffable", ["appendSections other", "echo started"] + [f"appendItems {n}" for n in range(200_000)])
    session = PtySession(binary, [long], env=environment(home), cwd=home)
    session.expect("started")
    session.send("\x03", wait=False)
    assert session.wait(timeout=30) == 130
    assert "interrupted" in session.screen(False)
    session.close()


def test_ctrl_c_stops_a_script_inside_its_apply(binary, home):
    main = script(home, "main.diffable", ["echo applying", "apply", "echo after"])
    session = PtySession(binary, [million_items(home), main], env=environment(home), cwd=home)
    session.expect("applying", timeout=300)
    sent = time.time()
    session.send("\x03", wait=False)
    assert session.wait(timeout=60) == 130
    screen = session.screen(False)
    assert "interrupted" in screen and "after" not in screen, screen[-500:]
    assert time.time() - sent < 10
    session.close()


def _script_blocked_after(home, count):
    """A script that prints `count` lines then sources a FIFO, where it blocks until the FIFO
    is opened for writing and closed; returns (script path, FIFO path)."""
    fifo = os.path.join(home, "wait.diffable")
    os.mkfifo(fifo)
    path = script(home, "main.diffable", [f"echo line {n}" for n in range(1, count + 1)]
                  + [f"source {fifo}", "echo after"])
    return path, fifo


def _run_to_file(binary, home, path, ignored=()):
    out = open(os.path.join(home, "out.txt"), "wb")
    pid = os.fork()
    if pid == 0:
        try:
            os.dup2(out.fileno(), 1)
            os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
            set_dispositions(ignored)
            os.execve(binary, [binary, path], environment(home))
        finally:
            os._exit(127)
    out.close()
    return pid


def _status(pid):
    _, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    return 128 - code if code < 0 else code


def _output(home):
    with open(os.path.join(home, "out.txt")) as file:
        return file.read().splitlines()


def test_sigint_to_a_script_writing_to_a_file_keeps_its_lines_and_exits_130(binary, home):
    path, fifo = _script_blocked_after(home, 500)
    pid = _run_to_file(binary, home, path)
    writer = os.open(fifo, os.O_WRONLY)  # returns once the script opened the FIFO: 500 lines computed
    os.kill(pid, signal.SIGINT)
    wait_until(lambda: signal_taken(pid, signal.SIGINT), "the script took the SIGINT")
    os.close(writer)  # the source ends; the script finds the interruption before its next line
    assert _status(pid) == 130
    lines = _output(home)
    assert lines == [f"line {n}" for n in range(1, 501)] + ["interrupted"], lines[-3:]


def test_a_second_sigint_ends_a_blocked_script_at_once_keeping_its_lines(binary, home):
    path, fifo = _script_blocked_after(home, 500)
    pid = _run_to_file(binary, home, path)
    writer = os.open(fifo, os.O_WRONLY)
    os.kill(pid, signal.SIGINT)
    wait_until(lambda: signal_taken(pid, signal.SIGINT), "the script took the first SIGINT")
    os.kill(pid, signal.SIGINT)
    timer = threading.Timer(DEADLINE, lambda: os.close(writer))  # unblocks the script if it hung
    timer.start()
    assert _status(pid) == 130
    timer.cancel()
    try:
        os.close(writer)
    except OSError:
        pass
    assert _output(home) == [f"line {n}" for n in range(1, 501)]


def test_sigterm_to_a_script_writing_to_a_file_keeps_its_lines(binary, home):
    path, fifo = _script_blocked_after(home, 500)
    pid = _run_to_file(binary, home, path)
    writer = os.open(fifo, os.O_WRONLY)
    os.kill(pid, signal.SIGTERM)
    assert _status(pid) == 128 + signal.SIGTERM
    os.close(writer)
    assert _output(home) == [f"line {n}" for n in range(1, 501)]
