#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# One entry point for the editor tests of client-vscode:
#   install what is missing (Debian: chromium, neovim, fonts; code-server
#   4.100.3 via test/e2e/install-code-server.sh into a cache), npm ci,
#   lint, typecheck, node --test, npm run package, the bundled binaries on
#   their own (scripts/tools-smoke.sh), the code-server e2e (alone,
#   beside a stand-in of the official MLIR extension, settings, workspace
#   trust, a trusted folder's server and the workspace check, the LLVM
#   bridge) and the
#   Neovim e2e. Prints per-step timings and ends with "e2e: N passed, M failed".
# Needs the C++ build: $MLIR_LAYOUT_BUILD_DIR/bin/{mlir-layout-lsp,mlir-layout}
# (default <repo>/build). Env: MLIR_LAYOUT_E2E_CACHE (default <build>/e2e-cache),
# MLIR_LAYOUT_E2E_OUT (artefacts, default <build>/e2e-artifacts),
# SKIP_INSTALL=1 (no apt-get / npm install), MLIR_LAYOUT_E2E_ONLY=codeserver
# (the code-server scenarios without Neovim: scripts/test.sh's
# load-sensitive stage).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
client=$repo/client-vscode
build=$(cd "${MLIR_LAYOUT_BUILD_DIR:-$repo/build}" 2>/dev/null && pwd || echo "${MLIR_LAYOUT_BUILD_DIR:-$repo/build}")
cache=${MLIR_LAYOUT_E2E_CACHE:-$build/e2e-cache}
artefacts=${MLIR_LAYOUT_E2E_OUT:-$build/e2e-artifacts}
cs_version=4.100.3
code_server=$cache/code-server/node_modules/.bin/code-server
export MLIR_LAYOUT_BUILD_DIR=$build
export MLIR_LAYOUT_LSP=$build/bin/mlir-layout-lsp
export VSIX=$build/vsix/mlir-layout-$(node -p "require('$client/package.json').version").vsix
export VSIX_OUT=$VSIX
mkdir -p "$artefacts"

passed=0 failed=0
declare -a report=()

# run_step NAME CMD...: runs CMD, records PASS/FAIL and its duration.
run_step() {
  local name=$1; shift
  local start end secs
  echo; echo "=== $name"
  start=$(date +%s%N)
  if "$@"; then result=PASS; passed=$((passed + 1)); else result=FAIL; failed=$((failed + 1)); fi
  end=$(date +%s%N)
  secs=$(awk -v ns=$((end - start)) 'BEGIN { printf "%.1f", ns / 1e9 }')
  echo "=== $name: $result (${secs}s)"
  report+=("$(printf '%-28s %-5s %7ss' "$name" "$result" "$secs")")
}

loud() {
  echo
  echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  echo "!!! $*"
  echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  echo
}

# --- Installing what is missing ------------------------------------------

apt_updated=0
# apt_install PKG...: installs the missing ones (apt-get update once first).
apt_install() {
  local need=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || need+=("$p"); done
  [ ${#need[@]} -eq 0 ] && return 0
  [ "${SKIP_INSTALL:-0}" = 1 ] && { echo "SKIP_INSTALL=1: not installing ${need[*]}"; return 1; }
  local sudo=(); [ "$(id -u)" = 0 ] || sudo=(sudo -n)
  if [ $apt_updated = 0 ]; then "${sudo[@]}" apt-get update -qq && apt_updated=1 || return 1; fi
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}"
}

install_tools() {
  apt_install neovim || echo "neovim could not be installed"
  if apt_install chromium fonts-dejavu-core && [ -x /usr/bin/chromium ]; then have_chromium=1; fi
  return 0
}

install_code_server() {
  if [ -x "$code_server" ] && grep -q "\"version\": \"$cs_version\"" "$cache/code-server/node_modules/code-server/package.json" 2>/dev/null; then
    echo "code-server $cs_version cached in $cache/code-server"; return 0
  fi
  local installer=$here/install-code-server.sh
  [ -f "$installer" ] || { echo "missing $installer"; return 1; }
  [ "${SKIP_INSTALL:-0}" = 1 ] && { echo "SKIP_INSTALL=1 and no cached code-server"; return 1; }
  rm -rf "$cache/code-server"
  # Keep its $HOME writes (config.yaml) in the cache.
  XDG_CONFIG_HOME=$cache/xdg-config CS_VERSION=$cs_version bash "$installer" "$cache/code-server"
}

# --- The steps -----------------------------------------------------------

check_build() {
  local ok=0
  for b in mlir-layout-lsp mlir-layout; do
    [ -x "$build/bin/$b" ] || { echo "missing $build/bin/$b: build the C++ project first (or set MLIR_LAYOUT_BUILD_DIR)"; ok=1; }
  done
  return $ok
}

in_client() { (cd "$client" && "$@"); }

# eslint + typescript-eslint for the extension; syntax checks for the e2e scripts.
lint_all() {
  in_client npm run --silent lint || return 1
  local f
  for f in "$here"/*.js "$here"/support/*.js; do node --check "$f" || return 1; done
  for f in "$here"/*.sh; do bash -n "$f" || return 1; done
}

codeserver_e2e() {
  OUT=$artefacts/codeserver CODE_SERVER=$code_server node "$here/codeserver-e2e.js" || return 1
  # A good hover screenshot for the docs.
  mkdir -p "$repo/docs/images" && cp "$artefacts/codeserver/hover-crop.png" "$repo/docs/images/hover.png"
  # The layout view of a struct, for the README.
  if [[ -f "$artefacts/codeserver/layout-view-crop.png" ]]; then
    cp "$artefacts/codeserver/layout-view-crop.png" "$repo/docs/images/layout-view.png"
  fi
  # The layout changes view, wrapped beside the source, for the extension's README.
  mkdir -p "$client/images" && cp "$artefacts/codeserver/layout-changes-crop.png" "$client/images/layout-changes.png"
}

codeserver_beside_official_e2e() {
  BESIDE_OFFICIAL=1 OUT=$artefacts/codeserver-beside-official CODE_SERVER=$code_server node "$here/codeserver-e2e.js"
}

codeserver_settings_e2e() {
  OUT=$artefacts/codeserver-settings CODE_SERVER=$code_server node "$here/codeserver-settings-e2e.js"
}

codeserver_workspace_e2e() {
  OUT=$artefacts/codeserver-workspace CODE_SERVER=$code_server node "$here/codeserver-workspace-e2e.js"
}

codeserver_trust_e2e() {
  OUT=$artefacts/codeserver-trust CODE_SERVER=$code_server node "$here/codeserver-trust-e2e.js"
}

codeserver_llvm_e2e() {
  OUT=$artefacts/codeserver-llvm CODE_SERVER=$code_server node "$here/codeserver-llvm-e2e.js"
}

echo "repo $repo"
echo "build $build, cache $cache, artefacts $artefacts"
echo "node $(node --version), npm $(npm --version 2>/dev/null)"

have_chromium=0
run_step "C++ build present" check_build
run_step "install apt packages" install_tools
echo "nvim: $(nvim --version 2>/dev/null | head -1 || echo missing); chromium: $( [ $have_chromium = 1 ] && chromium --version 2>/dev/null || echo missing)"
run_step "npm ci" in_client npm ci --no-audit --no-fund
run_step "lint" lint_all
run_step "typecheck" in_client npm run --silent typecheck
run_step "node --test" in_client npm test
run_step "package (.vsix)" in_client npm run --silent package
# The bundled binaries without the build tree: RUNPATH, check, query, hover,
# with only libmlir-22 and libllvm22 under /usr/lib/llvm-22 where possible.
run_step "bundled binaries alone" bash "$repo/scripts/tools-smoke.sh" "$client/server" "$repo/examples"
if [ $have_chromium = 1 ]; then
  run_step "code-server install (cache)" install_code_server
  run_step "code-server e2e" codeserver_e2e
  run_step "code-server e2e beside MLIR" codeserver_beside_official_e2e
  run_step "code-server e2e settings" codeserver_settings_e2e
  run_step "code-server e2e trust" codeserver_trust_e2e
  run_step "code-server e2e workspace" codeserver_workspace_e2e
  run_step "code-server e2e llvm" codeserver_llvm_e2e
else
  loud "SKIPPING the code-server e2e: chromium could not be installed (apt-get install chromium failed)."
fi
if [ "${MLIR_LAYOUT_E2E_ONLY:-}" != codeserver ]; then
  run_step "neovim e2e" env OUT="$artefacts/nvim" bash "$here/nvim-e2e.sh"
  run_step "neovim e2e llvm" env OUT="$artefacts/nvim-llvm" bash "$here/nvim-llvm-e2e.sh"
fi

echo
echo "--- summary (artefacts in $artefacts)"
printf '%s\n' "${report[@]}"
[ $have_chromium = 1 ] || loud "SKIPPED: the code-server e2e did not run (no chromium)"
echo "e2e: $passed passed, $failed failed"
[ "$failed" = 0 ]
