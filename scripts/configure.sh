#!/usr/bin/env bash
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
