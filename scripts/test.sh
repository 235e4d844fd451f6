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
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MLIR_LAYOUT_BUILD_DIR:-$ROOT/build}"
start=$(date +%s)
"$ROOT/scripts/install-deps.sh"
"$ROOT/scripts/build.sh"
built=$(date +%s)
cd "$BUILD"
ctest --output-on-failure -j "$(nproc)"
# A downstream project's own tools over the installed package
# (examples/standalone-layout): install, configure, build, lit.
MLIR_LAYOUT_BUILD_DIR="$BUILD" bash "$ROOT/scripts/downstream.sh"
# The .deb (cpack -G DEB): apt-get install, both tools from /usr/bin, remove.
MLIR_LAYOUT_BUILD_DIR="$BUILD" bash "$ROOT/scripts/deb-test.sh"
tested=$(date +%s)
# The VS Code extension (lint, types, node tests, .vsix) and the editors end
# to end: code-server + chromium, and Neovim.
MLIR_LAYOUT_BUILD_DIR="$BUILD" bash "$ROOT/test/e2e/run-e2e.sh"
edited=$(date +%s)
# The unit, lit and reliability suites again under ASan + UBSan, then a
# short bounded run of each libFuzzer target (longer runs: scripts/fuzz.sh N).
bash "$ROOT/scripts/sanitize.sh"
bash "$ROOT/scripts/tsan.sh"
sanitized=$(date +%s)
bash "$ROOT/scripts/fuzz.sh" "${MLIR_LAYOUT_FUZZ_SECONDS:-20}"
end=$(date +%s)
echo "test.sh: set-up and build $((built - start)) s, C++ suites $((tested - built)) s, editors $((edited - tested)) s, sanitizers $((sanitized - edited)) s, fuzzing $((end - sanitized)) s"
