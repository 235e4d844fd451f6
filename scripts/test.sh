#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Sets up, builds, and runs every test suite: GoogleTest (engine, server),
# lit (CLI and LSP transcripts, MLIR 22 crashers), the suites against
# mlir-opt --test-data-layout-query, the reliability suite, the downstream
# example over the installed package (scripts/downstream.sh), the Debian
# package installed, used and removed with apt-get (scripts/deb-test.sh), the VS Code
# extension and the editor end-to-end tests (test/e2e/run-e2e.sh), the
# suites under ASan + UBSan (scripts/sanitize.sh), the threaded suites under
# ThreadSanitizer (scripts/tsan.sh), and short fuzz runs (scripts/fuzz.sh).
#
# Not in this command, each a command of its own (docs/testing.md): the
# two-minute soak (scripts/soak.sh; `ctest -L soak`), long fuzz runs
# (scripts/fuzz.sh SECONDS) and the benchmarks (bench/). Nothing here
# asserts a time or a memory figure that depends on how busy the machine is.
#
# Env:
#   MLIR_LAYOUT_TEST_UNDER_LOAD=1  two busy loops (one per core of a 2-core
#       machine) run beside the tests from start to end: the proof that no
#       suite depends on an idle machine (.ci/run runs it for the suites that
#       once were load-sensitive).
#   MLIR_LAYOUT_TEST_STAGES  the stages to run, space-separated, of: build
#       ctest downstream deb e2e asan tsan fuzz soak load-sensitive (default:
#       all but soak and load-sensitive). `load-sensitive` runs only the
#       suites that were load-sensitive: ctest's memory, stress and
#       reliability tests, the server's threaded unit tests, the soak and
#       the code-server e2e.
#   MLIR_LAYOUT_FUZZ_SECONDS  seconds per fuzz target (default 20).
#   MLIR_LAYOUT_BUILD_DIR     the build tree (default build/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MLIR_LAYOUT_BUILD_DIR:-$ROOT/build}"
STAGES=" ${MLIR_LAYOUT_TEST_STAGES:-build ctest downstream deb e2e asan tsan fuzz} "
want() { [[ "$STAGES" == *" $1 "* ]]; }

# Stage timings, printed at the end (and when a stage fails).
timings=()
stage_start=$(date +%s)
all_start=$stage_start
timed() {
  local name=$1 now
  shift
  stage_start=$(date +%s)
  echo "=== test.sh: $name"
  "$@" || { echo "=== test.sh: $name FAILED"; exit 1; }
  now=$(date +%s)
  timings+=("$(printf '%-22s %5d s' "$name" $((now - stage_start)))")
  echo "=== test.sh: $name passed in $((now - stage_start)) s"
}
report() {
  local status=$?
  echo
  echo "--- test.sh stage times${MLIR_LAYOUT_TEST_UNDER_LOAD:+ (under load: two busy loops)}"
  printf '%s\n' "${timings[@]}"
  echo "total                  $(($(date +%s) - all_start)) s"
  ((status == 0)) || echo "test.sh: FAILED (status $status) in the stage after the last one listed"
}

# Two busy loops beside the tests (MLIR_LAYOUT_TEST_UNDER_LOAD=1).
load_pids=()
stop_load() {
  local pid
  for pid in "${load_pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  load_pids=()
  # A background build of a failed run goes with it.
  [[ -z "${bg_pid:-}" ]] || kill_tree "$bg_pid"
}
renice_tree() {
  local child
  for child in $(pgrep -P "$1"); do renice_tree "$child"; done
  renice -n 0 -p "$1" > /dev/null 2>&1 || true
}
kill_tree() {
  local child
  for child in $(pgrep -P "$1"); do kill_tree "$child"; done
  kill "$1" 2> /dev/null || true
}
trap 'report; stop_load' EXIT
if [[ "${MLIR_LAYOUT_TEST_UNDER_LOAD:-0}" == 1 ]]; then
  for _ in 1 2; do
    bash -c 'while :; do :; done' &
    load_pids+=($!)
  done
  echo "test.sh: under load: busy loops ${load_pids[*]} run beside the tests"
fi

install_all() {
  "$ROOT/scripts/install-deps.sh"
  # The sanitizer and fuzzer toolchain too, now: the sanitizer trees build
  # in the background later, beside stages that use apt themselves.
  if want asan || want tsan || want fuzz; then
    "$ROOT/scripts/install-deps.sh" clang-22 libclang-rt-22-dev
  fi
}
timed install-deps install_all
if want build || want ctest || want downstream || want deb || want e2e || want soak || want load-sensitive; then
  timed build "$ROOT/scripts/build.sh"
fi

# The sanitizer trees (ASan + UBSan, then TSan) build in the background at
# the lowest priority while the C++ suites, the package and the editors run
# in front: it takes the CPU those leave idle (the editors mostly wait for
# a browser), and the suites in front pass on a loaded machine anyway. The
# asan+ubsan and tsan stages wait for it. MLIR_LAYOUT_TEST_SERIAL=1 builds
# them in their stages instead.
bg_log="$BUILD/sanitizer-trees.log"
bg_pid=""
if [[ "${MLIR_LAYOUT_TEST_SERIAL:-0}" != 1 ]] && (want asan || want tsan || want fuzz); then
  mkdir -p "$BUILD"
  (
    set -e
    if want asan || want fuzz; then nice -n 19 bash "$ROOT/scripts/sanitize.sh" --build-only; fi
    if want tsan; then nice -n 19 bash "$ROOT/scripts/tsan.sh" --build-only; fi
  ) > "$bg_log" 2>&1 &
  bg_pid=$!
  bg_start=$(date +%s)
  echo "test.sh: the sanitizer trees build in the background (pid $bg_pid, log $bg_log)"
fi
wait_sanitizer_trees() {
  [[ -n "$bg_pid" ]] || return 0
  local status=0
  # Nothing runs in front any more: the rest of the build at the normal
  # priority (at nice 19 other work on the machine would starve it).
  renice_tree "$bg_pid"
  wait "$bg_pid" || status=$?
  bg_pid=""
  echo "test.sh: sanitizer trees built in the background in $(($(date +%s) - bg_start)) s (status $status)"
  if ((status != 0)); then
    tail -40 "$bg_log"
    return 1
  fi
}

run_ctest() { (cd "$BUILD" && ctest --output-on-failure -j "$(nproc)" "$@"); }
# Everything but the soak (scripts/soak.sh).
want ctest && timed ctest run_ctest -LE soak
# A downstream project's own tools over the installed package
# (examples/standalone-layout): install, configure, build, lit.
want downstream && timed downstream env MLIR_LAYOUT_BUILD_DIR="$BUILD" bash "$ROOT/scripts/downstream.sh"
# The .deb (cpack -G DEB): apt-get install, both tools from /usr/bin, remove.
want deb && timed deb env MLIR_LAYOUT_BUILD_DIR="$BUILD" bash "$ROOT/scripts/deb-test.sh"
# The VS Code extension (lint, types, node tests, .vsix) and the editors end
# to end: code-server + chromium, and Neovim.
want e2e && timed e2e env MLIR_LAYOUT_BUILD_DIR="$BUILD" bash "$ROOT/test/e2e/run-e2e.sh"
# The unit, lit and reliability suites again under ASan + UBSan, the
# threaded ones under ThreadSanitizer, then a short bounded run of each
# libFuzzer target (longer runs: scripts/fuzz.sh SECONDS).
{ want asan || want tsan || want fuzz; } && timed wait-sanitizer-builds wait_sanitizer_trees
want asan && timed asan+ubsan bash "$ROOT/scripts/sanitize.sh"
want tsan && timed tsan bash "$ROOT/scripts/tsan.sh"
want fuzz && timed fuzz bash "$ROOT/scripts/fuzz.sh" "${MLIR_LAYOUT_FUZZ_SECONDS:-20}"
want soak && timed soak env MLIR_LAYOUT_BUILD_DIR="$BUILD" bash "$ROOT/scripts/soak.sh"

# The suites that once failed on a busy machine (issue 30), on their own:
# memory bounds, the lifecycle stress, the reliability suite, the server's
# threaded unit tests, the soak, and the code-server e2e.
if want load-sensitive; then
  timed load-sensitive-ctest run_ctest \
    -R '^(memory-bounds|lifecycle-stress|reliability|soak-2min)$|^(ServerStress|SnapshotReleaser|AsyncSnapshots|Lifecycle|RebuildScheduler|CodeActionCost|SlowWorkReporter|EarlyDiagnostics)\.'
  timed load-sensitive-e2e env MLIR_LAYOUT_BUILD_DIR="$BUILD" MLIR_LAYOUT_E2E_ONLY=codeserver \
    bash "$ROOT/test/e2e/run-e2e.sh"
fi
