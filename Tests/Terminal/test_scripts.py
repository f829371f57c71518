"""The repository's scripts as a newcomer meets them: `scripts/run` after `scripts/test` runs the
build that is there instead of starting a release build of several minutes."""

import os
import stat
import subprocess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def _stub_swift(home):
    """A `swift` first on PATH that only records that it was called."""
    folder = os.path.join(home, "bin")
    os.mkdir(folder)
    marker = os.path.join(home, "swift-was-called")
    path = os.path.join(folder, "swift")
    with open(path, "w") as file:
        file.write(f"#!/bin/sh\necho \"$@\" >> '{marker}'\nexit 1\n")
    os.chmod(path, stat.S_IRWXU)
    return folder, marker


def _is_current(path):
    """Whether the binary `path` exists and no source of the package is newer (scripts/run's test)."""
    if not os.path.exists(path):
        return False
    built = os.path.getmtime(path)
    sources = [os.path.join(ROOT, "Package.swift"), os.path.join(ROOT, "Package.resolved")]
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources")):
        sources += [os.path.join(folder, name) for name in files]
    return all(not os.path.exists(source) or os.path.getmtime(source) <= built for source in sources)


def test_scripts_run_reuses_a_current_debug_build(binary, home):
    debug = os.path.join(ROOT, ".build", "debug", "diffable")
    if not (os.path.exists(debug) and os.path.samefile(binary, debug)):
        print("      (skipped: the binary under test is not this checkout's debug build)")
        return
    release = os.path.join(ROOT, ".build", "release", "diffable")
    # scripts/run prefers a release build that is current with the sources.
    current_release = _is_current(release)
    folder, marker = _stub_swift(home)
    env = dict(os.environ, PATH=folder + os.pathsep + os.environ.get("PATH", ""))
    done = subprocess.run([os.path.join(ROOT, "scripts", "run"), "--version"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("diffable "), done.stdout
    assert not os.path.exists(marker), "scripts/run built although a current build was there"
    if not current_release:
        assert "using the debug build" in done.stderr, done.stderr


def test_check_replay_png_fails_when_the_lesson_changed_since_the_picture(binary, home):
    check = os.path.join(ROOT, "scripts", "check-replay-png")
    record = os.path.join(ROOT, "docs", "replay.png.source")
    done = subprocess.run([check], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    with open(record) as file:
        text = file.read()
    stale = os.path.join(home, "replay.png.source")
    with open(stale, "w") as file:
        file.write("\n".join("sha256: " + "0" * 64 if line.startswith("sha256: ") else line
                             for line in text.splitlines()) + "\n")
    done = subprocess.run([check, stale], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "run scripts/replay-screenshot" in done.stderr, done.stderr
