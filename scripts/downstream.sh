#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The downstream example end to end: installs the main build with
# `cmake --install` into a fresh prefix, configures
# examples/standalone-layout against it with only -DMLIRLayout_DIR, builds
# it and runs its lit tests (hover, check and query of its own dialect, and
# the same answers from mlir-opt --load-dialect-plugin).
#
#   scripts/downstream.sh          # after scripts/build.sh (uses build/)
#
# MLIR_LAYOUT_BUILD_DIR names another main build; the example is built in
# <build>/downstream and the prefix is a temporary directory, removed at exit.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MLIR_LAYOUT_BUILD_DIR:-$ROOT/build}"
EXAMPLE_BUILD="$BUILD/downstream"
start=$(date +%s)

# The libraries and tools the package installs (nothing else is rebuilt).
cmake --build "$BUILD" --target MLIRLayoutTool MLIRLayoutLspServer \
  mlir-layout mlir-layout-lsp

PREFIX="$(mktemp -d)"
trap 'rm -rf "$PREFIX"' EXIT
cmake --install "$BUILD" --prefix "$PREFIX" > /dev/null

# A clean configure: only the package's location is given.
rm -rf "$EXAMPLE_BUILD"
launcher=()
if command -v ccache > /dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -G Ninja -S "$ROOT/examples/standalone-layout" -B "$EXAMPLE_BUILD" \
  -DCMAKE_BUILD_TYPE=Release "${launcher[@]}" \
  -DMLIRLayout_DIR="$PREFIX/lib/cmake/MLIRLayout" > /dev/null
cmake --build "$EXAMPLE_BUILD" --target check-standalone-layout
echo "downstream.sh: install, configure, build and lit in $(($(date +%s) - start)) s"
