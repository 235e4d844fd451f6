//===- LayoutComparison.h - MLIR's layout against LLVM's --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Compares the layout MLIR's passes use in a scope (its effective
// `dlti.dl_spec`, through MLIR's DataLayout) with the one LLVM compiles with
// (an LLVM data layout string, through llvm::DataLayout), type class by type
// class. Plain data: the differing keys with both answers and the string
// component that decides LLVM's; nothing here words a message.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LLVM_LAYOUTCOMPARISON_H
#define MLIR_LAYOUT_LLVM_LAYOUTCOMPARISON_H

#include "mlir-layout/LLVM/DataLayoutString.h"

#include "mlir/IR/Types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// The numbers of one type under one layout.
struct TypeNumbers {
  /// Size in bits.
  uint64_t sizeInBits = 0;
  /// ABI alignment in bytes.
  uint64_t abiAlignment = 0;
  /// Preferred alignment in bytes.
  uint64_t preferredAlignment = 0;
  /// Index width in bits (pointers only).
  std::optional<uint64_t> indexBitwidth;

  bool operator==(const TypeNumbers &other) const {
    return sizeInBits == other.sizeInBits &&
           abiAlignment == other.abiAlignment &&
           preferredAlignment == other.preferredAlignment &&
           indexBitwidth == other.indexBitwidth;
  }
  bool operator!=(const TypeNumbers &other) const { return !(*this == other); }
};

/// One key on which MLIR and LLVM disagree.
struct LayoutDifference {
  /// The type compared (integer, float, `!llvm.ptr<N>`); null for a DLTI
  /// identifier key.
  Type type;
  /// The DLTI identifier (`dlti.endianness`, ...) when `type` is null.
  std::string identifier;
  /// The type's numbers under MLIR's layout and LLVM's (types only).
  TypeNumbers mlirNumbers, llvmNumbers;
  /// The identifier's value under MLIR's layout and LLVM's, as MLIR prints
  /// an entry value (`"little"`, `5 : ui64`); MLIR's default when no entry
  /// sets it, e.g. `"little"` or `0`.
  std::string mlirValue, llvmValue;
  /// The value an entry needs to give MLIR's layout LLVM's answer, as MLIR
  /// parses it (`dense<[32, 64]> : vector<2xi64>`, `"big"`).
  std::string entryValueForLLVM;
  /// The string component that gives MLIR's answer to LLVM (`i64:64`).
  std::string componentForMLIR;
  /// The index of the component of the string that decides LLVM's answer;
  /// std::nullopt when no component names the key (LLVM's default or
  /// nearest-width rule applies).
  std::optional<size_t> component;
};

/// MLIR's layout against one data layout string.
struct LayoutComparison {
  /// The string's components.
  std::vector<DataLayoutComponent> components;
  /// Differing keys: integers by width, floats by width, pointers by address
  /// space, then the identifier keys, each once.
  std::vector<LayoutDifference> differences;
  /// MLIR's index bitwidth in the scope.
  uint64_t mlirIndexBitwidth = 0;
  /// LLVM's index width of address space 0 pointers.
  uint64_t llvmIndexBitwidth = 0;
};

/// The types compared: i1, i8, i16, i32, i64, i128, f16, f32, f64, f80,
/// f128 and `!llvm.ptr` (address space 0), plus every other integer width,
/// float and address space either side mentions.
///
/// Compares the layout of `spec` (an effective spec verified by MLIR; null
/// for MLIR's defaults) with LLVM's layout for `dataLayout`, which must be
/// valid (see validateDataLayoutString).
LayoutComparison compareWithDataLayoutString(DataLayoutSpecInterface spec,
                                             llvm::StringRef dataLayout,
                                             MLIRContext *context);

/// One key on which two LLVM data layout strings disagree: a type's numbers
/// or the byte order.
struct StringDifference {
  /// The type compared (integer, float, `!llvm.ptr<N>`); null for the byte
  /// order.
  Type type;
  /// The type's numbers under the written string and the target's.
  TypeNumbers writtenNumbers, targetNumbers;
  /// The byte orders (byte order only).
  bool writtenBigEndian = false, targetBigEndian = false;
  /// The component of the written string that decides its answer;
  /// std::nullopt when none does (LLVM's default or nearest-width rule).
  std::optional<size_t> writtenComponent;
  /// The target string's component that decides its answer; empty for
  /// LLVM's default.
  std::string targetComponent;
  /// The component that gives the written string the target's answer
  /// (`i128:128`, `E`).
  std::string componentForTarget;
};

/// Compares `written` (a module's `llvm.data_layout`) with `target` (its
/// target's layout), both valid: the types compareWithDataLayoutString
/// compares (the usual ones and every one either string names), as LLVM
/// lays each out under each string, and the byte order.
std::vector<StringDifference> compareDataLayoutStrings(llvm::StringRef written,
                                                       llvm::StringRef target,
                                                       MLIRContext *context);

/// LLVM's numbers for `type` (an integer, a float of a width LLVM has, or
/// `!llvm.ptr<N>`) under `dataLayout`, which must be valid.
std::optional<TypeNumbers> getLLVMNumbers(llvm::StringRef dataLayout,
                                          Type type);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LLVM_LAYOUTCOMPARISON_H
