#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds the libraries, the server and their tests with clang-22 and
# ThreadSanitizer (build-tsan/) and runs the suites that exercise threads:
# every server unit test, the lit transcripts, the reliability suite and
# the lifecycle stress against the real server. Any data race report fails
# the run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MLIR_LAYOUT_TSAN_BUILD_DIR:-$ROOT/build-tsan}"

"$ROOT/scripts/install-deps.sh" clang-22 libclang-rt-22-dev

source "$ROOT/scripts/configure.sh"
configure_build "$BUILD" "${SANITIZER_BUILD_FLAGS[@]}" \
  -DCMAKE_CXX_FLAGS="-fsanitize=thread -fno-omit-frame-pointer" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread"
# Only what the suites below run: MLIRLayoutServerTests and the tools (the
# other libraries' unit tests are single-threaded and run under ASan +
# UBSan; ctest's `lit` builds check-mlir-layout-lit, the tools alone).
cmake --build "$BUILD" -j "$(nproc)" --target MLIRLayoutServerTests \
  mlir-layout mlir-layout-lsp
# --build-only: the tree, not the suites (to build it ahead of a run).
[[ "${1:-}" != --build-only ]] || exit 0
# halt_on_error: the first race fails the run; exitcode 66 marks it.
export TSAN_OPTIONS="halt_on_error=1:exitcode=66:second_deadlock_stack=1"
export MLIR_LAYOUT_SANITIZED=1
# Left out here, covered by the normal and ASan runs: injected crashes
# (ThreadSanitizer takes the signals before LLVM's crash recovery can) and
# the dialect plugin tests (the instrumented plugin cannot be loaded into
# the uninstrumented mlir-opt they compare against).
# Check/message-length runs `check --compare-llvm` over every input, some
# of which make MLIR's translation call report_fatal_error, which the
# checker contains the same way (a contained crash under ThreadSanitizer is
# a "signal-unsafe call inside of a signal" report); the normal and ASan
# runs cover it.
export MLIR_LAYOUT_CRASH_KINDS=""
export LIT_FILTER_OUT="crash-containment|Plugin/|Check/message-length"
cd "$BUILD"
# Every test of the server's unit tests (label `server`: rebuild workers,
# per-document locks, code actions answered off the message thread, the
# snapshot releaser, a concurrent stress test), then the lit transcripts
# (CLI `check -j`, LSP) and the reliability suite, against the instrumented
# binaries.
#
# No suppressions. AsyncSnapshots was left out until issue 30 because of a
# report in about a third of its runs: a rebuild worker's pthread_mutex_lock
# inside libMLIR's StorageUniquer code "before" the snapshot releaser freed
# a snapshot's context. gdb put that lock in __call_tls_dtors at the
# worker's exit: MLIR's ThreadLocalCache (every StorageUniquer has them;
# MLIRContext::Threading::DISABLED does not reach the uniquers) unregisters
# the thread from each context still alive, holding it with a shared_ptr
# taken from a weak_ptr, so the context is freed only after that. The order
# is real, but kept by atomics inside libMLIR.so, which is not instrumented:
# ThreadSanitizer saw the lock and the free and nothing between them. The
# workers end when the server shuts down, while the releaser was still
# freeing replaced snapshots; now LayoutServer::shutdown() holds the
# releaser (SnapshotReleaser::hold), and it frees them when the server goes,
# after the workers and request threads are joined (a join is an order
# ThreadSanitizer sees). 0 reports in 80 runs of AsyncSnapshots, against
# 4 to 10 in 30 before.
ctest --output-on-failure -j "$(nproc)" -L server
ctest --output-on-failure -j "$(nproc)" -R '^(lit|reliability)$'
# The document lifecycle stress against the instrumented server: many
# documents opened, edited, closed and reopened while code actions run on
# the request threads and rebuilds on the workers (20 s, a 2k-line large
# document at ThreadSanitizer's speed).
python3 "$ROOT/test/Reliability/lifecycle_stress.py" "$BUILD/bin/mlir-layout-lsp" \
  --seconds 20 --large-lines 2000
