#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs the editor recipe test EDITOR (nvim or emacs) on a scratch copy of a
# file with a nested-spec error, with mlir-layout-lsp from BIN_DIR first on
# PATH and the editor's state in a temp dir.
# Usage: run-editor-test.sh nvim|emacs BIN_DIR EDITORS_MD
set -euo pipefail
editor=$1
bin=$(cd "$2" && pwd)
export EDITORS_MD=$3
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/mlir-layout-editor.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export PATH="$bin:$PATH" HOME="$tmp/home"
mkdir -p "$HOME"
for d in config data cache state; do mkdir -p "$tmp/xdg/$d"; done
export XDG_CONFIG_HOME=$tmp/xdg/config XDG_DATA_HOME=$tmp/xdg/data XDG_CACHE_HOME=$tmp/xdg/cache XDG_STATE_HOME=$tmp/xdg/state
export E2E_FILE=$tmp/nested.mlir
cat > "$E2E_FILE" <<'MLIR'
module @outer attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {
  // the inner spec narrows index
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {}
}
MLIR
case $editor in
  nvim) exec timeout 120 nvim --headless -u NONE -i NONE -n -c "luafile $here/nvim-recipe.lua" ;;
  emacs) exec timeout 120 emacs --batch -l "$here/eglot-recipe.el" ;;
  *) echo "unknown editor $editor" >&2; exit 2 ;;
esac
