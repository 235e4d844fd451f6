//===- TargetComparison.h - One type laid out for several targets -*- C++ -*-//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// "One type across targets": a type of a document laid out in one scope
// for each of several targets, the scope's own spec replaced by the spec
// LLVM's target registry gives the target (as `mlir-layout spec --triple`
// prints it and `diff --triple` replaces it). Outer scopes' entries still
// apply where the target's spec has no entry for a key (MLIR's import of a
// data layout string writes no `index` entry, for example); the document's
// options (memref model, declared layouts) are kept. Plain data: numbers,
// field offsets and the entries that decided them, per target.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_TARGETCOMPARISON_H
#define MLIR_LAYOUT_FEATURES_TARGETCOMPARISON_H

#include "mlir-layout/Features/LayoutTable.h"

#include "mlir/IR/Types.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
namespace layout {
class LayoutDocument;
struct LayoutScope;

/// One target, as `mlir-layout spec --triple T [--cpu C] [--features F]
/// [--abi A]` takes it; empty strings for what is not given.
struct TargetChoice {
  /// The target triple, e.g. `x86_64-unknown-linux-gnu`.
  std::string triple;
  /// The CPU, e.g. `cortex-a53`.
  std::string cpu;
  /// The features, e.g. `+avx2,-sse4.1`.
  std::string features;
  /// The ABI name, e.g. `lp64e` (see checkTargetAbi).
  std::string abi;
};

/// `target` for messages and headings: `triple T[, cpu C][, features
/// F][, abi A]`, or with `asOptions` as the options give it: `--triple T
/// [--cpu C] [--features F] [--abi A]`.
std::string describeTarget(const TargetChoice &target, bool asOptions = false);

/// A target with the spec LLVM gives it.
struct DerivedTarget {
  /// The target.
  TargetChoice target;
  /// LLVM's data layout string for it.
  std::string dataLayout;
  /// MLIR 22's import of that string (every entry it sets, LLVM's defaults
  /// for the rest), in the context it was derived in.
  DataLayoutSpecInterface spec;
};

/// Derives `target`'s spec in `context`: its CPU, features and ABI name
/// checked (checkTargetCpuAndFeatures, checkTargetAbi), LLVM's data layout
/// string for it imported. An error naming the one problem otherwise.
/// LLVM stops the process on a few combinations it accepts at first (a
/// valid CPU the triple cannot use, MIPS `n64` on a 32-bit triple); a
/// caller that must survive them contains LLVM's fatal errors around this.
llvm::Expected<DerivedTarget> deriveTarget(const TargetChoice &target,
                                           MLIRContext *context);

/// A type's layout for one target.
struct TargetLayout {
  /// The target.
  TargetChoice target;
  /// LLVM's data layout string for it.
  std::string dataLayout;
  /// The engine's explained answer in the scope under the target's spec.
  LayoutResult result;
  /// The field table (struct and memref descriptor fields, the parts of a
  /// complex number; one row otherwise); std::nullopt without a layout.
  std::optional<LayoutTable> table;
  /// The entries that decided the answer, outermost reason first, each once
  /// (those of the target's spec name the scope and no place).
  std::vector<EntryRef> entries;
};

/// One type across targets.
struct TargetComparison {
  /// The type as MLIR prints it.
  std::string type;
  /// The path of the scope whose own spec each target's replaces.
  std::string scope;
  /// One answer per target, in the order given.
  std::vector<TargetLayout> targets;
};

/// Lays out each of `types` (parsed in `doc`'s context) in `scope` of `doc`
/// for each of `targets` (derived in `doc`'s context): one comparison per
/// type, in order. The document is not changed.
std::vector<TargetComparison>
compareTargets(LayoutDocument &doc, const LayoutScope &scope,
               llvm::ArrayRef<Type> types,
               llvm::ArrayRef<DerivedTarget> targets);

/// Derives every target of `targets` (deriveTarget, in `doc`'s context) and
/// lays out `type` in `scope` for each; the first target's error when one
/// cannot be derived.
llvm::Expected<TargetComparison>
compareTargets(LayoutDocument &doc, const LayoutScope &scope, Type type,
               llvm::ArrayRef<TargetChoice> targets);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_TARGETCOMPARISON_H
