#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Sets up, builds, and runs every test suite: GoogleTest (a binary per
# library), lit (CLI and LSP transcripts, MLIR 22 crashers), the suites against
# mlir-opt --test-data-layout-query, the reliability suite, the downstream
# example over the installed package (scripts/downstream.sh), the Debian
# package installed, used and removed with apt-get (scripts/deb-test.sh), the
# VS Code extension and the editor end-to-end tests (test/e2e/run-e2e.sh).
#
# The same suites again in instrumented builds are a command of their own
# (scripts/test-sanitizers.sh = this script with the stages asan tsan fuzz:
# the suites under ASan + UBSan, the threaded suites under ThreadSanitizer,
# short fuzz runs), because their two extra compilations of the code alone
# take longer than the 20 minutes this command is kept to on a 2-core
# machine; .ci/run runs both. Not here either, each a command of its own
# (docs/testing.md): the two-minute soak (scripts/soak.sh), long fuzz runs
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
#       build ctest downstream deb e2e). `load-sensitive` runs only the
#       suites that were load-sensitive: ctest's memory, stress and
#       reliability tests, the server's threaded unit tests, the soak and
#       the code-server e2e.
#   MLIR_LAYOUT_FUZZ_SECONDS  seconds per fuzz target (default 20).
#   MLIR_LAYOUT_BUILD_DIR     the build tree (default build/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MLIR_LAYOUT_BUILD_DIR:-$ROOT/build}"
STAGES=" ${MLIR_LAYOUT_TEST_STAGES:-build ctest downstream deb e2e} "
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
  # The sanitizer and fuzzer toolchain (clang-22 and its runtimes).
  if want asan || want tsan || want fuzz; then
    "$ROOT/scripts/install-deps.sh" clang-22 libclang-rt-22-dev
  fi
}
timed install-deps install_all
if want build || want ctest || want downstream || want deb || want e2e || want soak || want load-sensitive; then
  timed build "$ROOT/scripts/build.sh"
fi

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
want asan && timed asan+ubsan bash "$ROOT/scripts/sanitize.sh"
want tsan && timed tsan bash "$ROOT/scripts/tsan.sh"
want fuzz && timed fuzz bash "$ROOT/scripts/fuzz.sh" "${MLIR_LAYOUT_FUZZ_SECONDS:-20}"
want soak && timed soak env MLIR_LAYOUT_BUILD_DIR="$BUILD" bash "$ROOT/scripts/soak.sh"

# The suites that once failed on a busy machine (issue 30), on their own:
# memory bounds, the lifecycle stress, the reliability suite, the server's
# threaded unit tests, the soak, and the code-server e2e.
if want load-sensitive; then
  timed load-sensitive-ctest run_ctest \
    -R '^(memory-bounds|lifecycle-stress|reliability|soak-2min)$|^(ServerStress|SnapshotReleaser|AsyncSnapshots|Lifecycle|RebuildScheduler|CodeActionCost|SlowWorkReporter|IncrementalDiagnostics)\.'
  timed load-sensitive-e2e env MLIR_LAYOUT_BUILD_DIR="$BUILD" MLIR_LAYOUT_E2E_ONLY=codeserver \
    bash "$ROOT/test/e2e/run-e2e.sh"
fi
