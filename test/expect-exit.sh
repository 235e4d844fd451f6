#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Usage: expect-exit.sh CODE COMMAND...: runs COMMAND and succeeds only when
# it exits with exactly CODE (a signal is never a match).
expected="$1"
shift
"$@"
actual=$?
if [[ "$actual" -ne "$expected" ]]; then
  echo "expect-exit: '$*' exited $actual, expected $expected" >&2
  exit 1
fi
