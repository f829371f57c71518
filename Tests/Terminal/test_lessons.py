"""Every built-in lesson from the command line, as a newcomer runs it first: `diffable lesson N`
runs to its end with status 0 (lessons that paste Swift included)."""

import os
import subprocess

from test_terminal import environment


def test_every_lesson_runs_from_the_command_line(binary, home):
    for number in range(1, 9):
        done = subprocess.run([binary, "lesson", str(number)], env=environment(home), cwd=home,
                              capture_output=True, text=True, timeout=120)
        errors = [line for line in done.stdout.splitlines() if ": error:" in line and "(try?)" not in line]
        assert done.returncode == 0 and not errors, f"lesson {number}: status {done.returncode}, {errors[:3]}"
