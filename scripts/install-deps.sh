#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs the Debian 12 packages mlir-layout needs to build and test.
# With arguments, installs those packages instead (e.g. the sanitizer and
# fuzzer toolchain). Runs apt only when something is missing; needs root
# (or sudo) then.
set -euo pipefail

PACKAGES=(
  cmake ninja-build g++ python3 git
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  libzstd-dev libcurl4-openssl-dev libedit-dev zlib1g-dev libxml2-dev
  nlohmann-json3-dev libgtest-dev
  dpkg-dev file # cpack -G DEB: dpkg-shlibdeps, file
  gcc-multilib # `mlir-layout header` tests compile for i686 too (gcc -m32)
  python3-jsonschema python3-yaml
  neovim emacs-nox elpa-eglot
)
if (($#)); then PACKAGES=("$@"); fi

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]} == 0)); then
  echo "install-deps: all packages present"
  exit 0
fi

SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
