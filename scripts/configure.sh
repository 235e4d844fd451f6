#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Sourced by the build scripts. configure_build DIR [CMAKE_ARGS...]
# configures DIR with Ninja from the repository root unless it already is,
# using ccache as the compiler launcher when it is installed (cached object
# files make rebuilds of a fresh tree fast; CI runs without it).
configure_build() {
  local build=$1
  shift
  [[ -f "$build/build.ninja" ]] && return 0
  local launcher=()
  if command -v ccache >/dev/null 2>&1; then
    launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache
      -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  fi
  cmake -G Ninja -S "$ROOT" -B "$build" "${launcher[@]}" "$@"
}

# The sanitizer trees are built with clang-22 at -O1 with line tables only:
# stack traces keep file:line, and the objects are a third of a full -g
# build's, which is most of these trees' link time.
SANITIZER_BUILD_FLAGS=(-DCMAKE_BUILD_TYPE=RelWithDebInfo
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG"
  "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG"
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22)

# configure_asan_build DIR: the one ASan + UBSan tree (build-asan/) that both
# scripts/sanitize.sh (unit, lit and reliability suites) and scripts/fuzz.sh
# (the libFuzzer targets, which need the coverage instrumentation of
# fuzzer-no-link) use, so the instrumented code is compiled once.
configure_asan_build() {
  configure_build "$1" "${SANITIZER_BUILD_FLAGS[@]}" \
    -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined -fno-omit-frame-pointer" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DMLIR_LAYOUT_ENABLE_FUZZERS=ON
}
