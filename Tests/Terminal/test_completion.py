"""Tab completion on a real pseudo-terminal: command names, struct values, quoted strings, the
words of `set` and `help`, what fits after a label, and a listing of 100,000 candidates."""

import os
import re

from ptysession import PtySession, clean
from test_terminal import PROMPT, environment, quit_, run, with_setup


# Tab completion

def tab(session, text, times=1):
    """Types `text` and Tab `times` times; returns the screen since."""
    session.send(text)
    session.idle()
    for _ in range(times):
        session.send("\t")
        session.idle()
    return session.screen()


def current_line(session):
    """The line being edited: the last line on the screen."""
    return session.screen().split("\n")[-1]


def test_tab_completes_command_names_without_doubling_a_prefix(binary, home):
    session = with_setup(binary, home)
    tab(session, "tableView.", 2)
    line = current_line(session)
    assert "tableView.tableView." not in session.screen(), session.screen()
    assert "tableView.deleteRows" in session.screen(), "the second Tab lists the methods"
    session.send("\x15")  # Ctrl-U
    tab(session, "numberOfSec")
    assert current_line(session).endswith("numberOfSections "), current_line(session)
    session.send("\x15")
    quit_(session)


def test_tab_completes_a_struct_value_once(binary, home):
    session = with_setup(binary, home)
    tab(session, "deleteItems Pay", 2)
    assert "Payment(Payment(" not in session.screen(), session.screen()
    assert re.search(r"deleteItems Payment\(", session.screen())
    session.send("\x15")
    quit_(session)


def test_tab_completes_a_quoted_string(binary, home):
    session = with_setup(binary, home)
    tab(session, 'deleteItems "Ti')
    assert current_line(session).endswith('deleteItems "Tip" '), current_line(session)
    session.send("\r")
    session.expect(PROMPT)
    assert run(session, "itemIdentifiers").strip() == '["Tap", Payment(id: 7, title: "Fare")]'
    quit_(session)


def test_tab_after_set_and_help_offers_their_own_words(binary, home):
    session = with_setup(binary, home)
    screen = tab(session, "set ", 2)
    assert "bail" in screen and "format" in screen, screen
    assert "main" not in screen.split("set ", 1)[1], "no snapshot labels after set: " + screen
    session.send("\x15")
    session.idle()
    session.mark = len(session.output)
    tab(session, "help appendI")
    assert current_line(session).endswith("help appendItems "), current_line(session)
    session.send("\x15")
    quit_(session)


def test_tab_after_to_lists_the_sections_only(binary, home):
    session = with_setup(binary, home)
    run(session, "appendSections other")
    screen = tab(session, "appendItems 1 to ", 2)
    listing = screen.split("appendItems 1 to ", 1)[1]
    assert "main" in listing and "other" in listing, screen
    for keyword in ("after", "beforeItem:", "animatingDifferences:", "containingItem", "Tip"):
        assert keyword not in listing, f"{keyword} offered after 'to': {screen}"
    session.send("\x15")
    quit_(session)


def test_tab_with_a_hundred_thousand_candidates_lists_a_hundred_and_counts_the_rest(binary, home):
    script = os.path.join(home, "many.diffable")
    with open(script, "w") as file:
        file.write("appendSections main\nappendItems " + " ".join(f"i{n}" for n in range(100_000)) + "\n")
    session = PtySession(binary, [script, "-i"], env=environment(home), cwd=home)
    session.expect(PROMPT, timeout=60)
    before = len(session.output)
    session.send("deleteItems i\t")
    session.expect(r"… and \d+ more", timeout=60)
    session.idle()
    shown = session.output[before:]
    assert len(shown) < 20_000, f"{len(shown)} bytes for one Tab"
    assert re.search(r"… and \d+ more", clean(shown)), clean(shown)[-500:]
    session.send("\x15")
    quit_(session)
