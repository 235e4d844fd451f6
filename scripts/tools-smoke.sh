#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# tools-smoke.sh BINDIR EXAMPLES [VERSION]: the mlir-layout and
# mlir-layout-lsp of BINDIR as a user runs them, without a build tree:
# RUNPATH exactly /usr/lib/llvm-22/lib, no library missing, --version (says
# VERSION if given), `check` and `query` on EXAMPLES/nested-layouts.mlir (its
# known diagnostic and i24's layout) and a hover over stdio
# (scripts/lsp-hover.py), all with LD_LIBRARY_PATH unset and, where a mount
# namespace can be made (root), with only the runtime packages libmlir-22 and
# libllvm22 under /usr/lib/llvm-22 (scripts/runtime-only.sh). Used by
# scripts/deb-test.sh (/usr/bin) and test/e2e/run-e2e.sh (the .vsix's server/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if (($# < 2)); then
  echo "usage: tools-smoke.sh BINDIR EXAMPLES [VERSION]" >&2
  exit 2
fi
bin=$1 examples=$2 version=${3:-}
fail() {
  echo "tools-smoke: FAIL ($bin): $*" >&2
  exit 1
}

for tool in mlir-layout mlir-layout-lsp; do
  runpath=$(readelf -d "$bin/$tool" | sed -n 's/.*(RUNPATH).*\[\(.*\)\]/\1/p')
  [[ "$runpath" == /usr/lib/llvm-22/lib ]] || fail "$tool has RUNPATH '$runpath', not /usr/lib/llvm-22/lib"
done

# The runtime-only view, when this machine allows it (it must hide
# llvm-22-dev's libLLVM.so.22.1 and keep libmlir-22's libMLIR.so.22.1).
view=()
if bash "$ROOT/scripts/runtime-only.sh" test ! -e /usr/lib/llvm-22/lib/libLLVM.so.22.1 -a \
  -e /usr/lib/llvm-22/lib/libMLIR.so.22.1 2> /dev/null; then
  view=(bash "$ROOT/scripts/runtime-only.sh")
  echo "tools-smoke: $bin with only libmlir-22 and libllvm22 under /usr/lib/llvm-22"
else
  echo "tools-smoke: NOTE: no mount namespace here (needs root); $bin runs with every LLVM 22 package of this machine visible"
fi
run() { env -u LD_LIBRARY_PATH "${view[@]}" "$@"; }

for tool in mlir-layout mlir-layout-lsp; do
  if run ldd "$bin/$tool" | grep -q "not found"; then
    run ldd "$bin/$tool"
    fail "$tool misses a library"
  fi
done
out=$(run "$bin/mlir-layout" --version) || fail "mlir-layout --version: $out"
[[ -z "$version" || "$out" == *"$version"* ]] || fail "mlir-layout --version does not say $version: $out"
status=0
out=$(run "$bin/mlir-layout" check "$examples/nested-layouts.mlir" 2>&1) || status=$?
[[ $status -eq 1 ]] || fail "mlir-layout check: exit $status, expected 1 (one known error); output: $out"
grep -q "nested-layouts.mlir:35:7: error: .*\[layout-incompatible-index-bitwidth\]" <<< "$out" ||
  fail "mlir-layout check did not report the known index bitwidth error: $out"
run "$bin/mlir-layout" query "$examples/nested-layouts.mlir" |
  grep -q "nested-layouts.mlir:21:12: i24 in @host: size 3, bitsize 24, abi 8, preferred 8" ||
  fail "mlir-layout query does not give i24's layout in @host"
# Line 21 (0-based 20), on `i24` of `-> i24`.
hover=$(run python3 "$ROOT/scripts/lsp-hover.py" "$bin/mlir-layout-lsp" "$examples/nested-layouts.mlir" 20 57) ||
  fail "no hover from $bin/mlir-layout-lsp"
grep -qF 'i24 · 3 bytes · align 8' <<< "$hover" || fail "unexpected hover: $hover"
echo "tools-smoke: $bin/mlir-layout check, query and $bin/mlir-layout-lsp hover work"
