#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The Debian package end to end, as a user meets it (needs root; run by
# scripts/test.sh after the build):
#   1. `cpack -G DEB` in the build tree -> mlir-layout_<version>_<arch>.deb;
#      its Depends (computed by dpkg-shlibdeps) name libmlir-22 and libllvm22
#      and no -dev package, and it holds the expected files;
#   2. `apt-get install -y ./…deb`;
#   3. /usr/bin/mlir-layout and /usr/bin/mlir-layout-lsp on the installed
#      examples (scripts/tools-smoke.sh: RUNPATH, --version, check, query, a
#      hover over stdio; LD_LIBRARY_PATH unset, only libmlir-22 and libllvm22
#      under /usr/lib/llvm-22 where a mount namespace can be made);
#   4. `apt-get remove -y mlir-layout`: every file dpkg -L listed is gone and
#      the package is no longer installed.
# Refuses to run if mlir-layout is already installed (it would be removed).
# MLIR_LAYOUT_BUILD_DIR names the build tree (default build/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(cd "${MLIR_LAYOUT_BUILD_DIR:-$ROOT/build}" && pwd)"
start=$(date +%s)

fail() {
  echo "deb-test: FAIL: $*" >&2
  exit 1
}
installed() { dpkg-query -W -f='${Status}' mlir-layout 2> /dev/null | grep -q "install ok installed"; }

SUDO=()
[[ $(id -u) -eq 0 ]] || SUDO=(sudo -n)
installed && fail "mlir-layout is already installed; remove it first (apt-get remove mlir-layout)"
for tool in mlir-layout mlir-layout-lsp; do
  [[ ! -e /usr/bin/$tool ]] || fail "/usr/bin/$tool exists but belongs to no mlir-layout package"
done

# dpkg-shlibdeps sees our dpkg-query at cpack time (cmake/deb/dpkg-query): it
# must put the answer for llvm-22-dev's symlink before libllvm22's file.
owners=$("$ROOT/cmake/deb/dpkg-query" --search -- /usr/lib/x86_64-linux-gnu/libLLVM.so.22.1 \
  /usr/lib/llvm-22/lib/libLLVM.so.22.1 2> /dev/null | cut -d: -f1 | tr '\n' ' ')
[[ "$owners" == "llvm-22-dev libllvm22 " ]] || fail "cmake/deb/dpkg-query answered in the order: $owners"

# 1. The package. cpack installs what is built; build the two tools first.
cmake --build "$BUILD" --target mlir-layout mlir-layout-lsp > /dev/null
version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$BUILD/CPackConfig.cmake")
[[ -n "$version" ]] || fail "no CPACK_PACKAGE_VERSION in $BUILD/CPackConfig.cmake"
arch=$(dpkg --print-architecture)
deb="$BUILD/mlir-layout_${version}_${arch}.deb"
rm -f "$deb"
(cd "$BUILD" && cpack -G DEB > cpack.log 2>&1) || { cat "$BUILD/cpack.log"; fail "cpack -G DEB"; }
[[ -f "$deb" ]] || fail "cpack did not write $deb"
echo "deb-test: built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB) in $(($(date +%s) - start)) s"

depends=$(dpkg-deb -f "$deb" Depends)
echo "deb-test: Depends: $depends"
names=$(tr ',|' '\n\n' <<< "$depends" | awk '{print $1}')
for pkg in libmlir-22 libllvm22 libstdc++6 libc6; do
  grep -qxF "$pkg" <<< "$names" || fail "Depends lacks $pkg"
done
! grep -q -- "-dev$" <<< "$names" || fail "Depends names a -dev package"

contents=$(dpkg-deb -c "$deb" | awk '{print $6}')
for file in ./usr/bin/mlir-layout ./usr/bin/mlir-layout-lsp \
  ./usr/share/doc/mlir-layout/README.md \
  ./usr/share/doc/mlir-layout/mlir-layout.schema.json \
  ./usr/share/doc/mlir-layout/docs/compatibility.md \
  ./usr/share/doc/mlir-layout/examples/nested-layouts.mlir \
  ./usr/share/doc/mlir-layout/copyright ./usr/share/doc/mlir-layout/LICENSE; do
  grep -qxF "$file" <<< "$contents" || fail "$file is not in the package"
done
! grep -Eq '^\./usr/(include|lib)/' <<< "$contents" || fail "the package holds headers or libraries"
# The licence: a real Maintainer, and a machine-readable copyright file that
# names the licence of every file (Debian's copyright-format 1.0).
maintainer=$(dpkg-deb -f "$deb" Maintainer)
echo "deb-test: Maintainer: $maintainer"
[[ "$maintainer" =~ ^mlir-layout\ developers\ \<[^@\ ]+@[^@\ ]+\>$ ]] || fail "Maintainer is not the project's: $maintainer"
copyright=$(dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/doc/mlir-layout/copyright)
grep -qx "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" <<< "$copyright" ||
  fail "the copyright file is not in Debian's machine-readable format"
grep -qx "License: Apache-2.0 WITH LLVM-exception" <<< "$copyright" || fail "the copyright file names no licence"

# 2. Install it, and take it away again whatever happens next.
cleanup() {
  if installed; then
    DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get -o DPkg::Lock::Timeout=300 remove -y -qq mlir-layout > /dev/null || true
  fi
}
trap cleanup EXIT
DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get -o DPkg::Lock::Timeout=300 install -y -qq "$deb" > "$BUILD/apt-install.log" 2>&1 ||
  { cat "$BUILD/apt-install.log"; fail "apt-get install $deb"; }
installed || fail "mlir-layout is not installed after apt-get install"
files=$(dpkg -L mlir-layout)

# 3. The tools from /usr/bin, finding their libraries by themselves, with
# only the runtime packages of LLVM/MLIR 22 where that can be arranged.
bash "$ROOT/scripts/tools-smoke.sh" /usr/bin /usr/share/doc/mlir-layout/examples "$version" ||
  fail "the installed tools do not work"

# 4. Remove it: nothing of it is left.
DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get -o DPkg::Lock::Timeout=300 remove -y -qq mlir-layout > /dev/null
trap - EXIT
! installed || fail "mlir-layout is still installed after apt-get remove"
dpkg -L mlir-layout > /dev/null 2>&1 && fail "dpkg -L still lists files of mlir-layout"
left=()
while IFS= read -r path; do
  # Shared directories (/usr, /usr/bin, ...) stay; anything under the
  # package's own doc directory, and every file, must be gone.
  if [[ -e "$path" && (! -d "$path" || "$path" == /usr/share/doc/mlir-layout*) ]]; then left+=("$path"); fi
done <<< "$files"
((${#left[@]} == 0)) || fail "left after removal: ${left[*]}"
echo "deb-test: removed cleanly ($(wc -l <<< "$files") paths); $(($(date +%s) - start)) s in all"
