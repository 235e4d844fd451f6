//===- DataLayoutString.h - LLVM data layout strings ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The `llvm.data_layout` string of a module: its components and where each
// is written, LLVM's verdict on it (llvm::DataLayout::parse, the check MLIR
// 22's LLVM dialect verifier runs), MLIR's import of it into a
// `#dlti.dl_spec` (LLVM::detail::DataLayoutImporter, what
// `--llvm-target-to-data-layout` and the LLVM IR importer use), and the
// data layout LLVM's target registry gives a triple.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LLVM_DATALAYOUTSTRING_H
#define MLIR_LAYOUT_LLVM_DATALAYOUTSTRING_H

#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
namespace layout {

/// One `-`-separated component of a data layout string (`i64:64`).
struct DataLayoutComponent {
  /// The component's text.
  std::string text;
  /// Its byte offset in the string.
  size_t offset = 0;
};

/// Splits `dataLayout` at `-` into its components, in order.
std::vector<DataLayoutComponent>
splitDataLayoutString(llvm::StringRef dataLayout);

/// Why LLVM rejects a data layout string.
struct DataLayoutStringError {
  /// LLVM's message (what MLIR's verifier prints after "invalid data layout
  /// descriptor: ").
  std::string message;
  /// The index of the first component whose addition makes the string
  /// invalid; std::nullopt when no single component can be blamed.
  std::optional<size_t> component;
};

/// Parses `dataLayout` with LLVM; std::nullopt when LLVM accepts it.
std::optional<DataLayoutStringError>
validateDataLayoutString(llvm::StringRef dataLayout);

/// MLIR 22's import of a (valid) data layout string: every entry the string
/// sets plus LLVM's defaults for the rest, as `--llvm-target-to-data-layout`
/// writes them. Returns a null spec when MLIR's importer fails.
DataLayoutSpecInterface importDataLayoutString(llvm::StringRef dataLayout,
                                               MLIRContext *context);

/// `dataLayout` checked by LLVM (validateDataLayoutString) and imported by
/// MLIR (importDataLayoutString); an error saying why not: LLVM's message
/// with the component it blames, or MLIR's importer's refusal.
llvm::Expected<DataLayoutSpecInterface>
importValidDataLayoutString(llvm::StringRef dataLayout, MLIRContext *context);

/// The data layout string LLVM's target registry gives `triple` with `cpu`
/// and `features` (the TargetMachine MLIR 22's `--llvm-target-to-data-layout`
/// creates) and, when not empty, the ABI name `abi` (its TargetOptions'
/// MCOptions.ABIName, which that pass never sets; see checkTargetAbi); an
/// error naming the triple when LLVM does not know it or this LLVM build
/// lacks its target.
llvm::Expected<std::string> getTargetDataLayoutString(llvm::StringRef triple,
                                                      llvm::StringRef cpu,
                                                      llvm::StringRef features,
                                                      llvm::StringRef abi = "");

/// Success when LLVM's target for `triple` knows `cpu` and every feature of
/// `features` (`+name` or `-name`, comma-separated), both may be empty;
/// otherwise an error naming the unknown one. (LLVM itself only warns, or
/// not at all, and ignores it.) Success too for a triple LLVM has no
/// target for: getTargetDataLayoutString reports that.
llvm::Error checkTargetCpuAndFeatures(llvm::StringRef triple,
                                      llvm::StringRef cpu,
                                      llvm::StringRef features);

/// The data layout string MLIR 22's translation to LLVM IR writes for a
/// module whose spec is `spec` (and no `llvm.data_layout`): only the
/// entries the spec has, LLVM's defaults for the rest. An error with MLIR's
/// message when the translation rejects the spec.
llvm::Expected<std::string>
exportDataLayoutString(DataLayoutSpecInterface spec);

/// One spec entry as MLIR prints its key and value.
struct PrintedEntry {
  /// `i64`, `!llvm.ptr<3>`, `"dlti.endianness"`.
  std::string key;
  /// `dense<64> : vector<2xi64>`, `"little"`.
  std::string value;
};

/// The entries of `spec` in canonical order: integers, floats (by width),
/// other types (as printed), pointers (by address space), `index`, then the
/// DLTI identifiers in the order endianness, mangling mode, legal integer
/// widths, stack alignment, default, alloca, program and global memory
/// space, function pointer alignment, and any other identifier by name.
std::vector<PrintedEntry> getCanonicalEntries(DataLayoutSpecInterface spec);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LLVM_DATALAYOUTSTRING_H
