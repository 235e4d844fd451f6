#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The test suites again in instrumented builds (clang-22): the unit, lit and
# reliability suites under ASan + UBSan (scripts/sanitize.sh), every threaded
# suite under ThreadSanitizer (scripts/tsan.sh), and a short run of each
# libFuzzer target (scripts/fuzz.sh). Two more compilations of the code, so
# a command of its own beside the README's test command; .ci/run runs both.
# Env: as scripts/test.sh (MLIR_LAYOUT_FUZZ_SECONDS, MLIR_LAYOUT_TEST_UNDER_LOAD).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MLIR_LAYOUT_TEST_STAGES="asan tsan fuzz" exec bash "$ROOT/scripts/test.sh"
