"""`diffable check` over several transcripts: each is checked on its own, so one that crashes
diffable is that transcript's failure, named, and the others are still checked and updated."""

import os
import stat
import subprocess


def _write(path, text):
    with open(path, "w") as file:
        file.write(text)


def test_a_transcript_that_crashes_diffable_does_not_stop_the_others(binary, home):
    good = os.path.join(home, "a.transcript")
    crash = os.path.join(home, "b.transcript")
    stale = os.path.join(home, "c.transcript")
    _write(good, "> echo one\none\n")
    _write(crash, "> echo two\ntwo\n")
    _write(stale, "> echo three\nwrong\n")
    # Stands in for a diffable that crashes on b.transcript: it dies of SIGSEGV there and runs
    # the real binary for the others.
    worker = os.path.join(home, "worker")
    _write(worker, f'#!/bin/sh\ncase "$*" in *b.transcript) kill -SEGV $$;; esac\nexec "{binary}" "$@"\n')
    os.chmod(worker, stat.S_IRWXU)
    env = dict(os.environ, DIFFABLE_CHECK_WORKER=worker, NO_COLOR="1")
    done = subprocess.run([binary, "check", "--update", good, crash, stale], env=env, capture_output=True,
                          text=True, timeout=120)
    lines = done.stdout.splitlines()
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"ok    {good}" in lines, lines
    assert any(line.startswith(f"error: {crash}: diffable crashed while checking it") for line in lines), lines
    assert f"updated {stale}" in lines, lines
    assert lines[-1] == "3 transcripts: 1 passed, 1 updated, 1 failed", lines
    with open(stale) as file:
        assert file.read() == "> echo three\nthree\n"


def test_one_transcript_is_checked_in_the_process_itself(binary, home):
    path = os.path.join(home, "a.transcript")
    _write(path, "> echo one\none\n")
    env = dict(os.environ, DIFFABLE_CHECK_WORKER="/nonexistent")
    done = subprocess.run([binary, "check", path], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.splitlines() == [f"ok    {path}", "1 transcript: 1 passed"], \
        done.stdout + done.stderr
