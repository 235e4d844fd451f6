#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""`mlir-layout check --fix` and the user's files: metadata, unusual files
and races. Each case runs the CLI on a fresh temporary directory with a
bounded timeout (a FIFO that were read would block: the timeout makes that
a failure, never a hang).

Usage: check_fix_files.py PATH/TO/mlir-layout
Prints one line per case and `check-fix-files: N passed, M failed`.
"""

import os
import shutil
import stat
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
TIMEOUT = 30  # seconds; liveness only
BROKEN = ('module @outer attributes {dlti.dl_spec = #dlti.dl_spec<'
          'i64 = dense<[64, 64]> : vector<2xi64>>} {\n'
          '  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<'
          'i64 = dense<[128, 128]> : vector<2xi64>>} {\n  }\n}\n')
FIXED = ('module @outer attributes {dlti.dl_spec = #dlti.dl_spec<'
         'i64 = dense<[64, 64]> : vector<2xi64>>} {\n'
         '  module @inner {\n  }\n}\n')
USER_EDIT = '// the user saved this meanwhile\n' + BROKEN
results = []


def run(*args, stdin=None, after_read=None, before_replace=None):
    """check --fix ARGS; the test hooks are /bin/sh commands run right after
    the file is read and right before its last check and rename."""
    env = dict(os.environ)
    env.pop("MLIR_LAYOUT_TEST_AFTER_READ", None)
    env.pop("MLIR_LAYOUT_TEST_BEFORE_REPLACE", None)
    if after_read:
        env["MLIR_LAYOUT_TEST_AFTER_READ"] = after_read
    if before_replace:
        env["MLIR_LAYOUT_TEST_BEFORE_REPLACE"] = before_replace
    return subprocess.run([CLI, "check", "--fix", *args], input=stdin,
                          capture_output=True, text=True, timeout=TIMEOUT,
                          env=env)


def read(path):
    with open(path) as f:
        return f.read()


def write(path, text, mode=0o644):
    with open(path, "w") as f:
        f.write(text)
    os.chmod(path, mode)


def case(name):
    def wrap(fn):
        work = tempfile.mkdtemp(prefix="check-fix-")
        try:
            ok, detail = fn(work)
        except Exception as err:  # a timeout is a failure, not a hang
            ok, detail = False, repr(err)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        results.append(ok)
        print(("PASS" if ok else "FAIL"), name, "" if ok else detail,
              flush=True)
        return fn
    return wrap


def no_leftovers(work):
    """No temporary file of --fix is left in `work`."""
    return [n for n in os.listdir(work) if ".fix-" in n]


@case("fix keeps the mode (0600 stays 0600) and writes the fix")
def keeps_mode(work):
    path = os.path.join(work, "a.mlir")
    write(path, BROKEN, 0o600)
    r = run(path)
    mode = stat.S_IMODE(os.stat(path).st_mode)
    return (r.returncode == 0 and read(path) == FIXED and mode == 0o600
            and not no_leftovers(work)), (r.returncode, oct(mode), r.stderr)


@case("fix keeps the owner and group (as root: a file owned by nobody)")
def keeps_owner(work):
    path = os.path.join(work, "a.mlir")
    write(path, BROKEN, 0o664)
    if os.geteuid() != 0:
        st = os.stat(path)
        r = run(path)
        after = os.stat(path)
        return (r.returncode == 0 and (after.st_uid, after.st_gid) ==
                (st.st_uid, st.st_gid)), r.stderr
    os.chown(path, 65534, 65534)
    r = run(path)
    after = os.stat(path)
    return (r.returncode == 0 and read(path) == FIXED
            and (after.st_uid, after.st_gid) == (65534, 65534)), \
        (r.returncode, after.st_uid, after.st_gid, r.stderr)


@case("a symlink is written through: the target is fixed, the link stays")
def through_symlink(work):
    target = os.path.join(work, "target.mlir")
    link = os.path.join(work, "link.mlir")
    write(target, BROKEN)
    os.symlink("target.mlir", link)
    r = run(link)
    return (r.returncode == 0 and os.path.islink(link)
            and os.readlink(link) == "target.mlir"
            and read(target) == FIXED and not no_leftovers(work)), \
        (r.returncode, r.stderr)


@case("a read-only file is refused with a clear error and left as it is")
def read_only(work):
    path = os.path.join(work, "a.mlir")
    write(path, BROKEN, 0o444)
    r = run(path)
    return (r.returncode == 2 and "read-only" in r.stderr
            and read(path) == BROKEN
            and stat.S_IMODE(os.stat(path).st_mode) == 0o444
            and not no_leftovers(work)), (r.returncode, r.stderr)


@case("a file with two hard links is refused, and the links stay joined")
def hard_links(work):
    path = os.path.join(work, "a.mlir")
    other = os.path.join(work, "b.mlir")
    write(path, BROKEN)
    os.link(path, other)
    r = run(path)
    same = os.stat(path).st_ino == os.stat(other).st_ino
    return (r.returncode == 2 and "hard links" in r.stderr and same
            and read(path) == BROKEN), (r.returncode, same, r.stderr)


@case("a FIFO is refused without being read (no hang) or replaced")
def fifo(work):
    path = os.path.join(work, "pipe.mlir")
    os.mkfifo(path)
    r = run(path)
    return (r.returncode == 2 and "FIFO" in r.stderr
            and stat.S_ISFIFO(os.stat(path).st_mode)), (r.returncode, r.stderr)


@case("a file saved between read and write is left as saved (exit 2)")
def changed_meanwhile(work):
    path = os.path.join(work, "a.mlir")
    edit = os.path.join(work, "edit.mlir")
    write(path, BROKEN)
    write(edit, USER_EDIT)
    r = run(path, before_replace=f"cp '{edit}' '{path}'")
    return (r.returncode == 2 and "changed on disk" in r.stderr
            and read(path) == USER_EDIT and not no_leftovers(work)
            and "applied 1 fix" not in r.stderr), (r.returncode, r.stderr)


@case("a file saved in place with the same size is still noticed")
def changed_same_size(work):
    path = os.path.join(work, "a.mlir")
    write(path, BROKEN)
    same_size = BROKEN.replace("outer", "OUTER")
    edit = os.path.join(work, "edit.mlir")
    write(edit, same_size)
    # Same size, and the modification time set back to the original's.
    st = os.stat(path)
    hook = (f"cat '{edit}' > '{path}' && touch -d @{st.st_mtime} '{path}'")
    r = run(path, before_replace=hook)
    return (r.returncode == 2 and "changed on disk" in r.stderr
            and read(path) == same_size), (r.returncode, r.stderr)


@case("a file deleted between read and write is not re-created (exit 2)")
def vanished(work):
    path = os.path.join(work, "a.mlir")
    write(path, BROKEN)
    r = run(path, before_replace=f"rm '{path}'")
    return (r.returncode == 2 and "vanished" in r.stderr
            and not os.path.exists(path) and not no_leftovers(work)), \
        (r.returncode, r.stderr)


@case("a file deleted while it is analysed is said to have vanished")
def vanished_during_analysis(work):
    path = os.path.join(work, "a.mlir")
    write(path, BROKEN)
    r = run(path, after_read=f"rm '{path}'")
    return (r.returncode == 2 and "vanished since it was read" in r.stderr
            and "read-only" not in r.stderr and not os.path.exists(path)
            and not no_leftovers(work)), (r.returncode, r.stderr)


def signal_case(signal_name, number):
    @case(f"{signal_name} between writing the new text and the rename "
          "leaves no temporary file and the file as it was")
    def interrupted(work):
        path = os.path.join(work, "a.mlir")
        write(path, BROKEN)
        # The hook's parent is mlir-layout, waiting for the hook to end.
        r = run(path, before_replace=f"exec >/dev/null 2>&1; kill -{signal_name} $PPID; sleep 5")
        return (r.returncode == -number and read(path) == BROKEN
                and not no_leftovers(work)), \
            (r.returncode, os.listdir(work), r.stderr)


signal_case("INT", 2)
signal_case("TERM", 15)


@case("stdin: the fixed text on stdout, nothing else there")
def stdin(work):
    r = run("-", stdin=BROKEN)
    return (r.returncode == 0 and r.stdout == FIXED
            and "applied 1 fix" in r.stderr), (r.returncode, r.stdout,
                                               r.stderr)


@case("--fix --json - is refused: stdout would hold two things")
def stdin_json(work):
    r = run("--json", "-", stdin=BROKEN)
    return r.returncode == 2 and r.stdout == "", (r.returncode, r.stdout)


passed = sum(results)
print(f"check-fix-files: {passed} passed, {len(results) - passed} failed")
sys.exit(0 if passed == len(results) else 1)
