#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The soak of the language server (bench/soak.py): random edits, hovers,
# code actions and document symbols on a 10k-line file for MINUTES (default
# 2, the ctest test soak-2min), failing on an error reply, a server death, a
# leak (the heap in use at the pauses growing > 10 % past the warm-up) or
# runaway memory (VmRSS doubling). Not part of scripts/test.sh (it costs two
# minutes there); .ci/run runs it under load (scripts/test.sh's
# load-sensitive stage). Needs the build (scripts/build.sh).
# Usage: scripts/soak.sh [MINUTES] [bench/soak.py options...]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MLIR_LAYOUT_BUILD_DIR:-$ROOT/build}"
MINUTES="${1:-2}"
shift || true
[[ -x "$BUILD/bin/mlir-layout-lsp" ]] || "$ROOT/scripts/build.sh"
exec python3 "$ROOT/bench/soak.py" --minutes "$MINUTES" \
  --server "$BUILD/bin/mlir-layout-lsp" "$@"
