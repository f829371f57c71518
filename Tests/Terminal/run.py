#!/usr/bin/env python3
"""Runs the terminal tests (test_*.py beside this file) against a built diffable binary.

    python3 Tests/Terminal/run.py BINARY [NAME-FILTER]

NAME-FILTER keeps the tests whose full name (`test_terminal.test_typed_commands_run_and_print`)
contains it; a filter that keeps none is an error that lists the names. Each test function gets
a fresh temporary directory as its HOME. Prints one line per test and a closing
`N passed, N failed`; exits with 1 when a test failed, 2 for a bad command line.
"""

import importlib.util
import os
import shutil
import sys
import tempfile
import time
import traceback

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: run.py BINARY [NAME-FILTER]")
    binary = os.path.abspath(sys.argv[1])
    wanted = sys.argv[2] if len(sys.argv) > 2 else ""
    tests = []
    for name in sorted(os.listdir(here)):
        if name.startswith("test_") and name.endswith(".py"):
            spec = importlib.util.spec_from_file_location(name[:-3], os.path.join(here, name))
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            tests += [(f"{name[:-3]}.{key}", value) for key, value in vars(module).items()
                      if key.startswith("test_") and callable(value)
                      and value.__module__ == name[:-3]]
    chosen = [(name, test) for name, test in tests if wanted in name]
    if not chosen:
        names = "\n".join(f"  {name}" for name, _ in tests)
        print(f"run.py: no test name contains {wanted!r}; the tests are:\n{names}", file=sys.stderr)
        sys.exit(2)
    tests = chosen
    passed = failed = 0
    for name, test in tests:
        home = tempfile.mkdtemp(prefix="diffable-terminal-")
        started = time.time()
        try:
            test(binary, home)
            passed += 1
            print(f"ok    {name} ({time.time() - started:.1f} s)", flush=True)
        except Exception:
            failed += 1
            print(f"FAIL  {name}\n{traceback.format_exc()}", flush=True)
        finally:
            shutil.rmtree(home, ignore_errors=True)
    print(f"terminal: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
