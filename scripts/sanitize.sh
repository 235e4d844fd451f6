#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds everything with clang-22 and AddressSanitizer + UndefinedBehavior-
# Sanitizer (build-asan/, shared with scripts/fuzz.sh) and runs the unit,
# lit and reliability suites there. Any sanitizer report fails the run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MLIR_LAYOUT_ASAN_BUILD_DIR:-$ROOT/build-asan}"

"$ROOT/scripts/install-deps.sh" clang-22 libclang-rt-22-dev

source "$ROOT/scripts/configure.sh"
configure_asan_build "$BUILD"
cmake --build "$BUILD" -j "$(nproc)"
# --build-only: the tree, not the suites (to build it ahead of a run).
[[ "${1:-}" != --build-only ]] || exit 0
# MLIR's own libraries are not instrumented; leaks of the deliberately
# abandoned state of crashed analyses (CrashGuard) are not errors.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# ASan's quarantine keeps freed memory resident and its allocator has no
# malloc_trim, so RSS growth and memory bounds (the 10,000-edit test, the
# soak, memory-bounds) are checked in the normal build, not here.
export MLIR_LAYOUT_RSS_SLACK_MB=2048
export MLIR_LAYOUT_SANITIZED=1
cd "$BUILD"
ctest --output-on-failure -j "$(nproc)" -E "differential|memref-structs|lifecycle-stress|soak|memory-bounds"
# The lifecycle stress sends requests at a fixed rate; at ASan's speed a
# 16k-line document's code actions pile up faster than they are answered
# (all are answered, minutes later). Here it runs on a 2k-line document.
python3 "$ROOT/test/Reliability/lifecycle_stress.py" "$BUILD/bin/mlir-layout-lsp" \
  --seconds 20 --large-lines 2000
