#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs nvim-llvm-e2e.lua in headless Neovim (0.7.2 from Debian): the LLVM
# bridge as a new user meets it (docs/llvm.md). Two modules are written to a
# temp dir: one whose llvm.data_layout says `i64:32` while its spec says
# `i64 = dense<64>`, one with only `llvm.target_triple`.
# Env: MLIR_LAYOUT_LSP (default $MLIR_LAYOUT_BUILD_DIR/bin/mlir-layout-lsp,
# build dir default <repo>/build), OUT (artefacts, default build/e2e-artifacts/nvim-llvm).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=${MLIR_LAYOUT_BUILD_DIR:-$repo/build}
export MLIR_LAYOUT_LSP=${MLIR_LAYOUT_LSP:-$build/bin/mlir-layout-lsp}
out=${OUT:-$repo/build/e2e-artifacts/nvim-llvm}
mkdir -p "$out"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/mlir-layout-nvim-llvm-e2e.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
for d in config data cache state; do mkdir -p "$tmp/xdg/$d"; done
export XDG_CONFIG_HOME=$tmp/xdg/config XDG_DATA_HOME=$tmp/xdg/data XDG_CACHE_HOME=$tmp/xdg/cache XDG_STATE_HOME=$tmp/xdg/state
export E2E_STRING_FILE=$tmp/string.mlir E2E_TRIPLE_FILE=$tmp/triple.mlir
cat > "$E2E_STRING_FILE" <<'MLIR'
module attributes {llvm.data_layout = "e-i64:32", dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>>} {
  llvm.func @f(%arg0: !llvm.struct<(i8, i64)>) {
    llvm.return
  }
}
MLIR
cat > "$E2E_TRIPLE_FILE" <<'MLIR'
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @f(%arg0: !llvm.struct<(i8, i64)>) {
    llvm.return
  }
}
MLIR

status=0
timeout 60 nvim --headless -u NONE -i NONE -n -c "luafile $here/nvim-llvm-e2e.lua" >"$out/nvim-llvm-e2e.log" 2>&1 || status=$?
cat "$out/nvim-llvm-e2e.log"
[ -f "$XDG_CACHE_HOME/nvim/lsp.log" ] && cp "$XDG_CACHE_HOME/nvim/lsp.log" "$out/lsp.log"
if [ "$status" = 124 ]; then echo "nvim-llvm-e2e: timed out after 60 s"; fi
exit "$status"
