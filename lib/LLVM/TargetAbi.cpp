// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetAbi.cpp - The ABI names LLVM's targets take ------------------===//
//
// The lists follow LLVM 22's parsers of TargetOptions::MCOptions::ABIName:
// RISCVABI::getTargetABI, MipsABIInfo::computeTargetABI,
// ARM::computeTargetABI, PPCTargetMachine's computeTargetABI and
// LoongArchABI::getTargetABI. Only ARM's parser is public; the others are
// inside their targets, so their names are written here.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/LLVM/TargetAbi.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/TargetParser/ARMTargetParser.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;
using namespace mlir::layout;

std::vector<std::string>
mlir::layout::getTargetAbiNames(llvm::StringRef tripleText) {
  llvm::Triple triple(tripleText);
  if (triple.isRISCV32())
    return {"ilp32", "ilp32f", "ilp32d", "ilp32e"};
  if (triple.isRISCV64())
    return {"lp64", "lp64f", "lp64d", "lp64e"};
  if (triple.isMIPS())
    return {"o32", "n32", "n64"};
  if (triple.isARM() || triple.isThumb())
    return {"apcs-gnu", "aapcs", "aapcs-linux", "aapcs16"};
  if (triple.isPPC64())
    return {"elfv1", "elfv2"};
  if (triple.isLoongArch32())
    return {"ilp32s", "ilp32f", "ilp32d"};
  if (triple.isLoongArch64())
    return {"lp64s", "lp64f", "lp64d"};
  return {};
}

llvm::Error mlir::layout::checkTargetAbi(llvm::StringRef tripleText,
                                         llvm::StringRef abi) {
  if (abi.empty())
    return llvm::Error::success();
  std::vector<std::string> names = getTargetAbiNames(tripleText);
  if (names.empty())
    return llvm::createStringError(
        "LLVM " LLVM_VERSION_STRING " reads no ABI name for triple '" +
        tripleText + "', so --abi " + abi + " would change nothing");
  llvm::Triple triple(tripleText);
  bool known = (triple.isARM() || triple.isThumb())
                   ? llvm::ARM::computeTargetABI(triple, abi) !=
                         llvm::ARM::ARM_ABI_UNKNOWN
                   : llvm::is_contained(names, abi);
  if (known)
    return llvm::Error::success();
  return llvm::createStringError(
      "LLVM " LLVM_VERSION_STRING " knows no ABI '" + abi + "' for triple '" +
      tripleText + "' (it takes " + llvm::join(names, ", ") + ")");
}
