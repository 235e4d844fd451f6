#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# runtime-only.sh CMD [ARG...]: runs CMD as on a machine whose LLVM/MLIR 22
# is only the runtime packages libmlir-22 and libllvm22: in a private mount
# namespace, /usr/lib/llvm-22 holds nothing but those packages' files (no
# llvm-22-dev, libmlir-22-dev, mlir-22-tools, ...; in particular not
# llvm-22-dev's /usr/lib/llvm-22/lib/libLLVM.so.22.1). The rest of the system
# is untouched. Exit status: CMD's, or 125 when the namespace cannot be made
# (needs root: unshare --mount).
set -euo pipefail
if (($# == 0)); then
  echo "usage: runtime-only.sh CMD [ARG...]" >&2
  exit 2
fi
if [[ "${MLIR_LAYOUT_IN_RUNTIME_VIEW:-}" != 1 ]]; then
  MLIR_LAYOUT_IN_RUNTIME_VIEW=1 exec unshare --mount --propagation private bash "$0" "$@" ||
    exit 125
fi
unset MLIR_LAYOUT_IN_RUNTIME_VIEW

llvm=/usr/lib/llvm-22
real=$(mktemp -d)
mount --bind "$llvm" "$real"
mount -t tmpfs -o mode=0755 runtime-only "$llvm"
# Each file of the runtime packages under /usr/lib/llvm-22, as it is there:
# symlinks recreated, files bound read-only from the real tree.
while IFS= read -r path; do
  [[ "$path" == "$llvm"/* ]] || continue
  rel=${path#"$llvm"/}
  if [[ -L "$real/$rel" ]]; then
    mkdir -p "$(dirname "$path")"
    ln -s "$(readlink "$real/$rel")" "$path"
  elif [[ -f "$real/$rel" ]]; then
    mkdir -p "$(dirname "$path")"
    touch "$path"
    mount --bind -o ro "$real/$rel" "$path"
  fi
done < <(dpkg -L libmlir-22 libllvm22)
umount "$real"
rmdir "$real"
status=0
"$@" || status=$?
exit $status
