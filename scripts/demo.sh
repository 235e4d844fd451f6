#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Sets up, builds, and runs mlir-layout on the shipped example.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/install-deps.sh"
"$ROOT/scripts/build.sh"
BIN="${MLIR_LAYOUT_BUILD_DIR:-$ROOT/build}/bin/mlir-layout"
EXAMPLE="$ROOT/examples/nested-layouts.mlir"
echo "== mlir-layout query examples/nested-layouts.mlir"
"$BIN" query "$EXAMPLE"
echo
echo "== mlir-layout explain examples/nested-layouts.mlir --at 44:12"
"$BIN" explain "$EXAMPLE" --at 44:12
