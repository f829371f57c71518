"""Text pasted into a terminal that marks pastes (bracketed paste, which diffable asks for while
it reads a line): Swift pasted whole runs as one entry read as one program; the short syntax
runs line by line, as typed; a paste of one line is typed into the line, not run."""

from test_terminal import PROMPT, history_entries, quit_, start

START, END = "\x1b[200~", "\x1b[201~"

# A view controller above the model it shows, and a chain over several lines: as the lines of
# a file, neither runs one line at a time.
VIEW_CONTROLLER = "\r".join([
    "final class ListViewController: UIViewController {",
    "    let tableView = UITableView()",
    "    var dataSource: UITableViewDiffableDataSource<Section, Item>!",
    "    override func viewDidLoad() {",
    "        super.viewDidLoad()",
    "        tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"cell\")",
    "        dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) {",
    "            tableView, indexPath, item in",
    "            tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)",
    "        }",
    "        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()",
    "        snapshot.appendSections([.main])",
    "        snapshot.appendItems(Item.all",
    "            .filter { $0.id > 1 }",
    "            .sorted { $0.id > $1.id })",
    "        dataSource.apply(snapshot)",
    "        print(dataSource.snapshot().itemIdentifiers.map(\\.id))",
    "    }",
    "}",
    "enum Section { case main }",
    "struct Item: Hashable { let id: Int; static let all = [Item(id: 1), Item(id: 2), Item(id: 3)] }",
    "ListViewController().loadViewIfNeeded()",
]) + "\r"


def test_the_terminal_is_asked_to_mark_pastes_while_a_line_is_read(binary, home):
    session = start(binary, home)
    assert b"\x1b[?2004h" in session.output, session.output[-200:]
    quit_(session)


def test_swift_pasted_whole_runs_as_one_program(binary, home):
    session = start(binary, home)
    session.send(START + VIEW_CONTROLLER + END)
    found = session.expect(r"\n\[3, 2\]\r?\n" + PROMPT)
    screen = session.screen(False)
    # Shown as typed: the first line after the prompt (the cursor goes back up to it, which this
    # plain reading of the output does not follow), the others after the continuation prompt.
    assert "final class ListViewController" in screen, screen
    assert b"\x1b[1A\r\x1b[10Cfinal class" in session.output, session.output[-300:]
    assert "...> enum Section { case main }" in screen, screen
    assert "cannot find" not in screen, screen
    assert found
    quit_(session)
    entries = history_entries(home + "/history")
    # One history entry for the whole paste.
    assert len([entry for entry in entries if "ListViewController" in entry]) == 1, entries


def test_the_short_syntax_pasted_runs_line_by_line(binary, home):
    session = start(binary, home)
    session.send(START + "appendSections main\rappendItems 1 2\rnumberOfItems\r" + END)
    session.expect(r"diffable> numberOfItems\r?\n2\r?\n" + PROMPT)
    quit_(session)


def test_a_pasted_line_is_typed_not_run(binary, home):
    session = start(binary, home)
    session.send(START + 'print("pasted")' + END)
    session.idle()
    assert "pasted\r\n" not in session.screen(), session.screen()
    session.send("\r")
    session.expect(r"\npasted\r?\n" + PROMPT)
    quit_(session)


def test_ctrl_c_during_a_paste_drops_all_of_it(binary, home):
    session = start(binary, home)
    session.send(START + 'print("one")\rprint("two")\r')
    session.idle()
    session.send("\x03")
    session.expect(r"\^C\r?\n" + PROMPT)
    # The rest of the paste arrives after Ctrl-C: dropped, not typed in.
    session.send('print("three")\r' + END)
    session.idle()
    session.line('print("four")')
    session.expect(r"\nfour\r?\n" + PROMPT)
    screen = session.screen(False)
    for word in ("one", "two", "three"):
        assert f"\n{word}\n" not in screen.replace("\r", ""), screen
    quit_(session)
