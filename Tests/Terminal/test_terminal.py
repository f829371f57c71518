"""The interactive shell on a real pseudo-terminal: typing, Tab completion, history, Ctrl-C,
Ctrl-D, a pasted block, a narrow terminal, output to a pipe, and the history file's safety rules.
Each test gets the binary's path and a fresh directory to use as HOME."""

import os
import signal
import stat

from ptysession import PtySession, clean

PROMPT = r"diffable> $"


def environment(home, **extra):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "TERM": "xterm",
           "LANG": "C.UTF-8", "NO_COLOR": "1", "DIFFABLE_HISTORY": os.path.join(home, "history")}
    for key, value in extra.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def start(binary, home, args=(), columns=80, ignored=(), **extra):
    session = PtySession(binary, args, env=environment(home, **extra), columns=columns, cwd=home,
                         ignored=ignored)
    session.expect(PROMPT)
    return session


def run(session, line):
    """Types a line, waits for the next prompt, returns what the command printed."""
    session.line(line)
    found = session.expect(r"(?s)\n(.*?)(\.\.\.|diffable)> $")
    return found.group(1)


def quit_(session):
    session.send("\x04")
    assert session.wait() == 0, session.screen(False)
    session.close()


def history_entries(path):
    with open(path, "rb") as file:
        lines = file.read().decode().splitlines()
    assert lines[0] == "_HiStOrY_V2_", lines[:1]
    return [line.replace("\\040", " ") for line in lines[1:]]


SETUP = ["struct Payment { id, title } hash(id) equal(id)", "appendSections main",
         'appendItems "Tip" "Tap" Payment(id: 7, title: "Fare")']


def with_setup(binary, home, **extra):
    session = start(binary, home, **extra)
    for line in SETUP:
        run(session, line)
    return session


# Typing and editing

def test_typed_commands_run_and_print(binary, home):
    session = start(binary, home)
    run(session, "appendSections main")
    run(session, "appendItems 1 2")
    assert run(session, "numberOfItems").strip() == "2"
    # Editing keys: Ctrl-A to the start, then type; Ctrl-E to the end.
    session.send("umberOfSections\x01n\x05\r")
    assert session.expect(r"\n(\d+)\n").group(1) == "1"
    quit_(session)


def test_ctrl_d_ends_the_session_with_status_zero(binary, home):
    session = start(binary, home)
    session.send("\x04")
    assert session.wait() == 0
    session.close()


def test_ctrl_c_drops_the_line_and_keeps_the_session(binary, home):
    session = start(binary, home)
    session.send("appendSections dropped")
    session.expect("dropped")
    session.send("\x03")
    session.expect(r"\^C\n" + PROMPT)
    assert run(session, "numberOfSections").strip() == "0", "the dropped line did not run"
    # A continued line is dropped whole.
    session.line("appendItems [1,")
    session.expect(r"\.\.\.> $")
    session.send("\x03")
    session.expect(r"\^C\n" + PROMPT)
    assert run(session, "numberOfItems").strip() == "0"
    quit_(session)


def test_a_pasted_block_runs_line_by_line_with_continuations(binary, home):
    session = start(binary, home)
    session.send("appendSections main\rappendItems [1,\r2,\r3]\rnumberOfItems\r")
    session.expect(r"\n3\n" + PROMPT)
    quit_(session)


def test_bytes_that_are_not_utf8_are_an_error_not_dropped(binary, home):
    session = start(binary, home)
    session.send(b"appendSections Caf\xe9\r")
    found = session.expect(r"error: the line holds bytes that are not UTF-8.*\n.*fix: (.*)\n" + PROMPT)
    assert "UTF-8" in found.group(1)
    assert run(session, "numberOfSections").strip() == "0", "nothing ran"
    assert run(session, "appendSections Café") == ""
    assert run(session, "sectionIdentifiers").strip() == "[Café]"
    quit_(session)


# History

def test_history_is_kept_across_two_runs_and_recalled_with_the_up_arrow(binary, home):
    session = start(binary, home)
    run(session, "appendSections first")
    run(session, "numberOfSections")
    quit_(session)
    assert history_entries(os.path.join(home, "history")) == ["appendSections first", "numberOfSections"]
    session = start(binary, home)
    session.send("\x1b[A\x1b[A")  # Up twice
    session.idle()
    session.send("\r")
    session.expect(PROMPT)
    assert run(session, "sectionIdentifiers").strip() == "[first]"
    quit_(session)
    assert os.stat(os.path.join(home, "history")).st_mode & 0o777 == 0o600


def test_history_survives_a_hangup_and_a_termination(binary, home):
    path = os.path.join(home, "history")
    for number in (signal.SIGHUP, signal.SIGTERM):
        session = start(binary, home)
        run(session, f"echo before signal {number}")
        session.signal(number)
        session.wait()
        session.close()
        assert f"echo before signal {number}" in history_entries(path)


def test_two_sessions_at_once_merge_their_history(binary, home):
    first = start(binary, home)
    second = start(binary, home)
    run(first, "echo one")
    run(second, "echo two")
    run(first, "echo three")
    quit_(second)
    quit_(first)
    assert history_entries(os.path.join(home, "history")) == ["echo one", "echo two", "echo three"]


def test_history_is_bounded_by_entries_and_bytes(binary, home):
    path = os.path.join(home, "history")
    with open(path, "w") as file:
        file.write("_HiStOrY_V2_\n" + "".join(f"old{n}\n" for n in range(1500)))
    session = start(binary, home)
    run(session, "echo new")
    assert history_entries(path)[-1] == "echo new"
    assert len(history_entries(path)) == 1000
    quit_(session)
    # Entries of 15 KB: 75 of them are more than a megabyte.
    with open(path, "w") as file:
        file.write("_HiStOrY_V2_\n" + "".join(f"{n}{'y' * 15_000}\n" for n in range(75)))
    session = start(binary, home)
    # A line longer than an entry may be (16 KB) is kept in memory, not written.
    session.send("echo " + "x" * 17_000, wait=False)
    session.idle(timeout=120)
    session.line("")
    session.expect(PROMPT, timeout=60)
    run(session, "echo last")
    quit_(session)
    entries = history_entries(path)
    assert os.path.getsize(path) <= 1 << 20
    assert entries[-1] == "echo last" and entries[-2].startswith("74y")
    assert len(entries) < 75, "the oldest went to keep the file within a megabyte"
    assert not any("x" * 17_000 in entry for entry in entries)


def test_a_symlinked_history_file_is_updated_through_the_link_keeping_its_mode(binary, home):
    target = os.path.join(home, "real-history")
    with open(target, "w") as file:
        file.write("_HiStOrY_V2_\nold\n")
    os.chmod(target, 0o640)
    link = os.path.join(home, "history")
    os.symlink(target, link)
    session = start(binary, home)
    run(session, "echo through the link")
    quit_(session)
    assert os.path.islink(link), "the link is not replaced by a file"
    assert history_entries(target) == ["old", "echo through the link"]
    assert os.stat(target).st_mode & 0o777 == 0o640, oct(os.stat(target).st_mode)


def test_a_corrupt_history_behind_a_symlink_is_set_aside_without_chmod_through_the_link(binary, home):
    target = os.path.join(home, "real-history")
    with open(target, "wb") as file:
        file.write(b"\x00\xff garbage\n")
    os.chmod(target, 0o644)
    link = os.path.join(home, "history")
    os.symlink(target, link)
    session = start(binary, home)
    assert "is not a diffable history file" in session.screen(False)
    run(session, "echo fresh")
    quit_(session)
    assert os.path.islink(link)
    assert open(target + ".corrupt", "rb").read().startswith(b"\x00\xff")
    assert os.stat(target + ".corrupt").st_mode & 0o777 == 0o644
    assert history_entries(target) == ["echo fresh"]


def test_a_history_path_that_is_not_a_regular_file_is_left_alone(binary, home):
    fifo = os.path.join(home, "history")
    os.mkfifo(fifo)
    session = start(binary, home)
    assert "is a FIFO, not a regular file" in session.screen(False)
    run(session, "echo kept in memory")
    quit_(session)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode), "the FIFO is still a FIFO"
    # A link to /dev/null means "no history": no warning, /dev/null and the link untouched.
    os.unlink(fifo)
    os.symlink("/dev/null", fifo)
    session = start(binary, home)
    assert "warning" not in session.screen(False)
    run(session, "echo nothing kept")
    quit_(session)
    assert os.path.islink(fifo) and stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_history_location_follows_home_and_ignores_a_relative_xdg_state_home(binary, home):
    work = os.path.join(home, "work")
    os.mkdir(work)
    for state in ("", "relative/state"):
        session = PtySession(binary, env=environment(home, DIFFABLE_HISTORY=None, XDG_STATE_HOME=state),
                             cwd=work)
        session.expect(PROMPT)
        run(session, f"echo state {state!r}")
        quit_(session)
        assert os.listdir(work) == [], "nothing written in the current directory"
    entries = history_entries(os.path.join(home, ".local/state/diffable/history"))
    assert entries == ["echo state ''", "echo state 'relative/state'"]
    absolute = os.path.join(home, "xdg")
    session = start(binary, home, DIFFABLE_HISTORY=None, XDG_STATE_HOME=absolute)
    run(session, "echo absolute")
    quit_(session)
    assert history_entries(os.path.join(absolute, "diffable/history")) == ["echo absolute"]


def test_editrc_in_home_is_read(binary, home):
    with open(os.path.join(home, ".editrc"), "w") as file:
        file.write('bind -s ^T "numberOfSections"\n')
    session = start(binary, home)
    session.send("\x14\r")
    session.expect(r"numberOfSections\n0\n" + PROMPT)
    quit_(session)


# The terminal itself

def test_a_forty_column_terminal_wraps_help_and_hints_at_words(binary, home):
    session = start(binary, home, columns=40)
    output = run(session, "help")
    lines = [line for line in output.split("\n") if line]
    assert len(lines) > 10
    assert all(len(line) <= 40 for line in lines), [line for line in lines if len(line) > 40]
    run(session, "appendSections a")
    output = run(session, "deleteItems absent")
    assert "hint:" in output
    assert all(len(line) <= 40 for line in output.split("\n")), output
    quit_(session)


def test_a_lessons_title_and_pauses_wrap_to_a_narrow_terminal(binary, home):
    session = start(binary, home, columns=50)
    session.line("lesson 1 step")
    found = session.expect(r"(?s)(lesson 1: .*?)\n(── .*?──)\n")
    prose = found.group(1).split("\n")[:2] + found.group(2).split("\n")
    assert all(len(line) <= 50 for line in prose), prose
    session.send("q")
    session.expect(PROMPT)
    quit_(session)


def test_output_to_a_pipe_keeps_the_prompt_and_editing(binary, home):
    session = PtySession(binary, env=environment(home), stdout_pipe=True, cwd=home)
    session.expect(PROMPT)  # drawn on standard error, the terminal
    session.send("numberOfSectionz\x7fs\r")  # Backspace edits the line
    session.expect(PROMPT)
    session.send("\x04")
    assert session.wait() == 0
    piped = clean(session.piped)
    assert "0\n" in piped and "diffable> " not in piped, piped
    session.close()


def test_interactive_after_a_failing_script_gives_a_working_prompt(binary, home):
    script = os.path.join(home, "failing.diffable")
    with open(script, "w") as file:
        file.write("appendSections a\nappendItems 1 to missing\nappendItems 2\n")
    session = PtySession(binary, [script, "-i"], env=environment(home), cwd=home)
    session.expect("error")
    session.expect(PROMPT)
    assert run(session, "numberOfItems").strip() == "0"
    assert run(session, "sectionIdentifiers").strip() == "[a]"
    session.send("\x04")
    assert session.wait() == 1, "the script's failure still sets the exit status"
    session.close()


def test_colour_follows_no_color_and_term(binary, home):
    def error_output(**extra):
        session = start(binary, home, **extra)
        session.line("bogus")
        session.expect(PROMPT)
        raw = session.output
        session.send("\x04")
        assert session.wait() == 1, "a failed command sets the exit status"
        session.close()
        return raw[raw.find(b"diffable> bogus"):]

    assert b"\x1b[31m" in error_output(NO_COLOR=None), "colour on a terminal"
    assert b"\x1b[31m" in error_output(NO_COLOR=""), "an empty NO_COLOR does not count"
    assert b"\x1b[31m" not in error_output(NO_COLOR="1")
    assert b"\x1b[31m" not in error_output(NO_COLOR=None, TERM="dumb")


def test_control_characters_in_data_reach_the_terminal_escaped(binary, home):
    session = start(binary, home)
    run(session, "appendSections main")
    run(session, r'appendItems "\u{1b}[2J\u{1b}]0;pwned\u{7}"')
    run(session, "apply")
    before = len(session.output)
    output = run(session, "show")
    assert b"\x1b]0;" not in session.output[before:] and b"\x1b[2J" not in session.output[before:]
    assert r"\u{1b}[2J\u{1b}]0;pwned\u{7}" in output, output
    quit_(session)
