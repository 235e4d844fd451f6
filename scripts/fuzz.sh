#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds the libFuzzer targets with clang-22 + AddressSanitizer + UBSan in
# the tree scripts/sanitize.sh uses (build-asan/) and runs each for SECONDS
# (default 20; all targets at once, side by side) on a corpus seeded from
# the tests. Corpora persist in
# build-asan/corpus/; crashes land in build-asan/crashes/.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS_PER_TARGET="${1:-20}"
shift || true
TARGETS=("$@")
[[ ${#TARGETS[@]} -eq 0 ]] && TARGETS=(DocumentFuzzer JsonRpcFuzzer EditFuzzer)
BUILD="${MLIR_LAYOUT_ASAN_BUILD_DIR:-$ROOT/build-asan}"

"$ROOT/scripts/install-deps.sh" clang-22 libclang-rt-22-dev

source "$ROOT/scripts/configure.sh"
configure_asan_build "$BUILD"
cmake --build "$BUILD" --target "${TARGETS[@]}" -j "$(nproc)"

# Seed corpora from the tests: every .mlir, every split-file part, and the
# LSP transcripts as framed messages.
seed() {
  local dir=$BUILD/corpus/$1; mkdir -p "$dir"
  case $1 in
    DocumentFuzzer)
      find "$ROOT/examples" "$ROOT/test" -name '*.mlir' -size -16k -exec cp {} "$dir/" \;
      for f in "$ROOT"/test/{Check,Crashers,CLI}/*.test; do
        python3 - "$f" "$dir" <<'PY'
import sys, os, re
text = open(sys.argv[1]).read()
for i, part in enumerate(re.split(r"^#--- .*$", text, flags=re.M)[1:]):
    open(os.path.join(sys.argv[2], f"{os.path.basename(sys.argv[1])}.{i}.mlir"), "w").write(part)
PY
      done ;;
    JsonRpcFuzzer)
      for f in "$ROOT"/test/LSP/*.test; do
        python3 - "$f" "$dir" <<'PY'
import sys, os, json
out = b""
for block in open(sys.argv[1]).read().split("// -----"):
    body = "\n".join(l for l in block.splitlines() if not l.startswith("//"))
    try:
        msg = json.dumps(json.loads(body)).encode()
    except ValueError:
        continue
    out += b"Content-Length: %d\r\n\r\n" % len(msg) + msg
open(os.path.join(sys.argv[2], os.path.basename(sys.argv[1])), "wb").write(out)
PY
      done ;;
    EditFuzzer)
      printf 'module {}\n' > "$dir/seed0"
      printf '\x20// \xf0\x9d\x94\xb8\xc3\xb6\nmodule @m {}\n\x01\x02\x03\x04\x05i32' > "$dir/seed1" ;;
  esac
}

mkdir -p "$BUILD/crashes"
passed=0 failed=0
# fuzz_one TARGET: replays the inputs that once failed (edit-*, doc-*,
# rpc-*), then fuzzes for SECONDS_PER_TARGET; status 0 when both pass.
fuzz_one() {
  local target=$1 prefix
  case $target in
    EditFuzzer) prefix=edit ;; DocumentFuzzer) prefix=doc ;; *) prefix=rpc ;;
  esac
  local regressions=("$ROOT"/test/Reliability/fuzz-regressions/"$prefix"-*)
  if [[ -e ${regressions[0]} ]] && ! ASAN_OPTIONS=detect_leaks=0 \
      "$BUILD/bin/$target" "${regressions[@]}" > "$BUILD/$target.replay.log" 2>&1; then
    echo "!!! $target fails a regression input:"; tail -30 "$BUILD/$target.replay.log"
    return 1
  fi
  if ASAN_OPTIONS=detect_leaks=0 "$BUILD/bin/$target" "$BUILD/corpus/$target" \
      -max_total_time="$SECONDS_PER_TARGET" -timeout=30 -rss_limit_mb=4096 \
      -artifact_prefix="$BUILD/crashes/$target-" -print_final_stats=1 \
      > "$BUILD/$target.log" 2>&1; then
    echo "== $target: ${SECONDS_PER_TARGET}s without a finding"
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$BUILD/$target.log" || true
  else
    echo "!!! $target found a problem; last lines of $BUILD/$target.log:"
    tail -40 "$BUILD/$target.log"
    return 1
  fi
}
for target in "${TARGETS[@]}"; do seed "$target"; done
# The targets run side by side (each is one process on one core; the run
# is bounded by wall-clock time): one target's time for all of them.
echo "== ${TARGETS[*]} for ${SECONDS_PER_TARGET}s each, side by side"
pids=()
for target in "${TARGETS[@]}"; do
  fuzz_one "$target" > "$BUILD/$target.summary" 2>&1 &
  pids+=($!)
done
for i in "${!TARGETS[@]}"; do
  if wait "${pids[$i]}"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  cat "$BUILD/${TARGETS[$i]}.summary"
done
echo "fuzz: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
