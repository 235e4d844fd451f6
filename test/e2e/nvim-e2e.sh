#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs nvim-e2e.lua in headless Neovim (0.7.2 from Debian) on a copy of
# examples/nested-layouts.mlir, with Neovim's state kept in a temp dir.
# Env: MLIR_LAYOUT_LSP (default $MLIR_LAYOUT_BUILD_DIR/bin/mlir-layout-lsp,
# build dir default <repo>/build), OUT (artefacts, default build/e2e-artifacts/nvim).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=${MLIR_LAYOUT_BUILD_DIR:-$repo/build}
export MLIR_LAYOUT_LSP=${MLIR_LAYOUT_LSP:-$build/bin/mlir-layout-lsp}
out=${OUT:-$repo/build/e2e-artifacts/nvim}
mkdir -p "$out"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/mlir-layout-nvim-e2e.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
for d in config data cache state; do mkdir -p "$tmp/xdg/$d"; done
export XDG_CONFIG_HOME=$tmp/xdg/config XDG_DATA_HOME=$tmp/xdg/data XDG_CACHE_HOME=$tmp/xdg/cache XDG_STATE_HOME=$tmp/xdg/state
export E2E_FILE=$tmp/nested-layouts.mlir
cp "$repo/examples/nested-layouts.mlir" "$E2E_FILE"

status=0
timeout 60 nvim --headless -u NONE -i NONE -n -c "luafile $here/nvim-e2e.lua" >"$out/nvim-e2e.log" 2>&1 || status=$?
cat "$out/nvim-e2e.log"
# Neovim's LSP log (stdpath('cache')/lsp.log), kept as an artefact.
[ -f "$XDG_CACHE_HOME/nvim/lsp.log" ] && cp "$XDG_CACHE_HOME/nvim/lsp.log" "$out/lsp.log"
if [ "$status" = 124 ]; then echo "nvim-e2e: timed out after 60 s"; fi
exit "$status"
