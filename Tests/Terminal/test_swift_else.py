"""Swift's `else` on its own line after an `if` block's `}`, typed at the prompt: the entry
waits one line (the `...>` prompt) for it; an empty or any other line runs the if first."""

from test_terminal import PROMPT, history_entries, quit_, run, start

CONTINUATION = r"\.\.\.> $"


def test_else_on_its_own_line_continues_the_if(binary, home):
    session = start(binary, home)
    run(session, "let x = 1")
    session.line("if x == 2 {")
    session.expect(CONTINUATION)
    session.line('  print("two")')
    session.expect(CONTINUATION)
    session.line("}")
    # Not run yet: the next line may be an else.
    session.expect(r"\n" + CONTINUATION)
    session.line("else {")
    session.expect(CONTINUATION)
    session.line('  print("not two")')
    session.expect(CONTINUATION)
    session.line("}")
    found = session.expect(r"\}\r?\n(.*?)\n" + PROMPT)
    assert found.group(1).strip() == "not two", found.group(1)
    quit_(session)
    entries = history_entries(home + "/history")
    # One history entry for the whole if/else, as for any block.
    assert [entry for entry in entries if "if x == 2" in entry] == [entries[-1]], entries
    assert "else {" in entries[-1], entries


def test_else_wait_ends_at_a_line_that_is_not_else(binary, home):
    session = start(binary, home)
    run(session, "let x = 1")
    session.line('if x == 1 { print("one") }')
    session.expect(r"\n" + CONTINUATION)
    session.line('print("after")')
    found = session.expect(r"\n(one\r?\nafter)\r?\n" + PROMPT)
    assert found.group(1).split() == ["one", "after"], found.group(1)
    quit_(session)


def test_else_wait_ends_at_an_empty_line(binary, home):
    session = start(binary, home)
    session.line('if true { print("yes") }')
    session.expect(r"\n" + CONTINUATION)
    session.line("")
    session.expect(r"\nyes\r?\n" + PROMPT)
    quit_(session)


def test_else_after_the_if_ran_is_a_clear_error(binary, home):
    session = start(binary, home)
    session.line('if true { print("yes") } else { print("no") }')
    session.expect(r"\nyes\r?\n" + PROMPT)
    output = run(session, 'else { print("late") }')
    assert "'else' without an 'if' block just before it" in output, output
    assert "late" not in output.replace('print("late")', ""), output
    session.send("\x04")
    session.wait()  # an error at the prompt makes the exit status 1
    session.close()


def test_else_wait_ends_at_ctrl_d_and_runs_the_if(binary, home):
    session = start(binary, home)
    session.line('if true { print("ran at end") }')
    session.expect(r"\n" + CONTINUATION)
    session.send("\x04")
    session.expect(r"ran at end")
    assert session.wait() == 0, session.screen(False)
    session.close()
