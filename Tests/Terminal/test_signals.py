"""Signals at the prompt and in scripts: only diffable ends (the shell that started it goes on
and sees 128 + N), an ignored SIGHUP stays ignored (`nohup`), Ctrl-Z gives the terminal back and
`fg` takes it again, and a resized window is used by the very next command."""

import os
import signal
import time

from ptysession import DEADLINE, PtySession
from test_interrupt import _output, _run_to_file, _script_blocked_after, _status
from test_terminal import PROMPT, environment, history_entries, quit_, run, start


def _children(pid):
    """The pids whose parent is `pid` (from /proc)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as file:
                    fields = file.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry))
    return found


def _under_a_shell(binary, home, ignored=()):
    """bash -c 'diffable; echo after $?' on a terminal; returns (session, diffable's pid)."""
    session = PtySession("/bin/bash", ["-c", f'"{binary}"; echo "after $?"'], env=environment(home),
                         cwd=home, ignored=ignored)
    session.expect(PROMPT)
    children = _children(session.pid)
    assert len(children) == 1, children
    return session, children[0]


def test_sigterm_or_sighup_at_the_prompt_ends_diffable_alone(binary, home):
    for number in (signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
        session, pid = _under_a_shell(binary, home)
        run(session, f"echo before signal {number}")
        os.kill(pid, number)
        # The shell goes on after diffable: it was not sent the signal too.
        session.expect(f"after {128 + number}")
        assert session.wait() == 0
        assert session.canonical(), "the terminal was left in the editor's mode"
        session.close()
        assert f"echo before signal {number}" in history_entries(os.path.join(home, "history"))


def test_sigterm_while_a_command_runs_ends_diffable_alone(binary, home):
    fifo = os.path.join(home, "wait.diffable")
    os.mkfifo(fifo)
    session, pid = _under_a_shell(binary, home)
    session.line(f"echo reading; source {fifo}")
    session.expect("reading")
    os.kill(pid, signal.SIGTERM)
    session.expect("after 143")
    assert session.wait() == 0
    session.close()


def test_an_ignored_sighup_is_kept_at_the_prompt(binary, home):
    session = start(binary, home, ignored=(signal.SIGHUP,))
    run(session, "appendSections main")
    session.signal(signal.SIGHUP)
    # Still there, and still editing.
    assert run(session, "numberOfSections").strip() == "1"
    quit_(session)


def test_an_ignored_sighup_is_kept_by_a_script(binary, home):
    path, fifo = _script_blocked_after(home, 3)
    pid = _run_to_file(binary, home, path, ignored=(signal.SIGHUP,))
    writer = os.open(fifo, os.O_WRONLY)  # the script is inside its `source`
    os.kill(pid, signal.SIGHUP)
    os.close(writer)
    assert _status(pid) == 0
    assert _output(home) == ["line 1", "line 2", "line 3", "after"]


def test_ctrl_z_gives_the_terminal_back_and_fg_takes_it_again(binary, home):
    # An interactive bash, for job control: a stop is only possible in a process group with a
    # parent outside it (the kernel discards SIGTSTP in an orphaned one).
    session = PtySession("/bin/bash", ["--norc", "-ic", f'"{binary}"; echo "stopped $?"; fg'],
                         env=environment(home, PS1="$ "), cwd=home)
    session.expect(PROMPT)
    session.send("appendSec")
    session.expect("appendSec")
    session.send("\x1a")  # Ctrl-Z
    session.expect(f"stopped {128 + signal.SIGTSTP}")
    # `fg`: the prompt takes the terminal again and draws the line anew.
    session.expect("appendSec")
    assert session.raw_mode(), "continued without taking the terminal again"
    session.send("tions main\r")
    session.expect(PROMPT)
    assert run(session, "numberOfSections").strip() == "1"
    session.send("\x04")
    assert session.wait() == 0, session.screen(False)
    session.close()


def test_the_first_command_after_a_resize_uses_the_new_width(binary, home):
    session = start(binary, home, columns=100)
    session.resize(40)
    output = run(session, "help")
    widest = max(len(line) for line in output.splitlines())
    assert widest <= 40, f"a line of {widest} columns after resizing to 40:\n{output}"
    quit_(session)


def test_a_closed_terminal_ends_diffable_even_with_sighup_ignored(binary, home):
    # Under nohup the hangup signal is ignored, but the terminal is gone all the same: the next
    # read fails and diffable ends instead of staying behind.
    session = start(binary, home, ignored=(signal.SIGHUP,))
    run(session, "echo before the hangup")
    os.close(session.master)
    deadline = time.time() + DEADLINE
    while True:
        pid, status = os.waitpid(session.pid, os.WNOHANG)
        if pid:
            break
        assert time.time() < deadline, "diffable stayed behind after its terminal closed"
        time.sleep(0.05)
    session.status = os.waitstatus_to_exitcode(status)
    assert "echo before the hangup" in history_entries(os.path.join(home, "history"))


def test_a_stop_no_shell_can_take_leaves_the_prompt_editing(binary, home):
    # The pty harness's child leads its own session, so its process group is orphaned: the
    # kernel drops a SIGTSTP's stop there. The prompt must keep its mode and go on.
    session = start(binary, home)
    session.send("appendSec")
    session.expect("appendSec")
    session.signal(signal.SIGTSTP)
    session.idle()
    assert not session.canonical(), "the terminal was left in cooked mode"
    session.send("tions main\r")
    session.expect(PROMPT)
    assert run(session, "numberOfSections").strip() == "1"
    quit_(session)
