#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Configures and builds mlir-layout into build/ (Release, Ninja).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MLIR_LAYOUT_BUILD_DIR:-$ROOT/build}"
source "$ROOT/scripts/configure.sh"
configure_build "$BUILD" -DCMAKE_BUILD_TYPE=Release
cmake --build "$BUILD" -j "$(nproc)"
