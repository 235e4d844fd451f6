//===- TargetAbi.h - The ABI names LLVM's targets take ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `--abi NAME`: the ABI name a TargetMachine is created with
// (TargetOptions::MCOptions::ABIName). LLVM 22's targets read it for their
// data layout, but none rejects a name it does not know: ARM lays out a
// mix of its ABIs, RISC-V and MIPS use their default. So names are checked
// here, against the names each target's own parser takes.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LLVM_TARGETABI_H
#define MLIR_LAYOUT_LLVM_TARGETABI_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// The ABI names LLVM 22's target for `triple` takes: RISC-V `ilp32`,
/// `ilp32f`, `ilp32d`, `ilp32e` (32-bit) or `lp64`, `lp64f`, `lp64d`,
/// `lp64e` (64-bit); MIPS `o32`, `n32`, `n64`; ARM and Thumb `apcs-gnu`,
/// `aapcs`, `aapcs-linux`, `aapcs16`; 64-bit PowerPC `elfv1`, `elfv2`;
/// LoongArch `ilp32s`, `ilp32f`, `ilp32d` or `lp64s`, `lp64f`, `lp64d`.
/// Empty for every other triple (its target reads no ABI name).
std::vector<std::string> getTargetAbiNames(llvm::StringRef triple);

/// Success when `abi` is empty or a name the target of `triple` takes
/// (ARM's names are checked by LLVM's own parser, which also takes any
/// name starting with `apcs` or `aapcs`); otherwise an error naming it and
/// listing the names the target takes.
llvm::Error checkTargetAbi(llvm::StringRef triple, llvm::StringRef abi);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LLVM_TARGETABI_H
