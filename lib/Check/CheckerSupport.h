//===- CheckerSupport.h - Shared pieces of the spec checker -----*- C++ -*-===//

#ifndef MLIR_LAYOUT_LIB_ENGINE_CHECKERSUPPORT_H
#define MLIR_LAYOUT_LIB_ENGINE_CHECKERSUPPORT_H

#include "SpecEditor.h"

#include "mlir-layout/Check/SpecIssue.h"
#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Core/LayoutDocument.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// Everything the checks of one entry need.
struct EntryContext {
  /// The scope whose own spec holds the entry.
  const LayoutScope &scope;
  /// The entry's index in that spec.
  unsigned index;
  /// The entry.
  DataLayoutEntryInterface entry;
  /// Edits on the scope's spec.
  SpecEditor editor;

  /// A new issue at this entry.
  SpecIssue makeIssue(Severity severity, std::string code,
                      std::string message) const;
  /// The key as written (or as MLIR prints it when the text is unknown).
  std::string keyText() const;
  /// The whole entry as written, for messages: `i32 = dense<32> : ...`.
  std::string entryText() const;
};

/// The integer values of a `dense<...>` entry value; nullopt otherwise.
std::optional<llvm::SmallVector<int64_t>> getDenseValues(Attribute value);

/// Prints a type or attribute.
std::string printToString(Type type);
std::string printToString(Attribute attr);

/// Checks each entry of `scope`'s own spec on its own (all policies).
/// Under redefine-all, restating an inherited entry is required, so it is
/// not reported as redundant.
void validateEntries(LayoutDocument &doc, const LayoutScope &scope,
                     CompatibilityPolicy policy,
                     std::vector<SpecIssue> &issues);

/// True when entry `index` of `scope`'s own spec passes every check of an
/// entry on its own (so it can be compared, copied or adopted).
bool isWellFormedEntry(const LayoutScope &scope, unsigned index,
                       MLIRContext *context);

/// Checks `scope`'s own entries against what its parent scope has.
void checkCompatibility(LayoutDocument &doc, const LayoutScope &scope,
                        CompatibilityPolicy policy,
                        std::vector<SpecIssue> &issues);

/// True when `a` and `b`, values of entries for `key`, mean the same:
/// `dense<64>` and `dense<[64, 64]>` for a scalar, a pointer entry with or
/// without an index width equal to its size, `64 : i64` and `64 : i32` for
/// index.
bool sameEntryValue(DataLayoutEntryKey key, Attribute a, Attribute b);

/// Rewrites each fix of `issues` (found in `scope`) that would replace an
/// entry's value by the value the scope inherits for that key into the
/// removal of the entry (unless `policy` is redefine-all, which requires
/// restating), so that no fix leaves a redundant entry behind.
void preferRemovalOfRepeats(LayoutDocument &doc, const LayoutScope &scope,
                            CompatibilityPolicy policy,
                            llvm::MutableArrayRef<SpecIssue> issues);

/// Checks each scope's `llvm.data_layout` string: malformed strings
/// (replacing MLIR's verifier error on the op) and keys on which it and the
/// effective spec disagree (lib/Check/LLVMConsistency.cpp).
void checkLLVMDataLayouts(LayoutDocument &doc, std::vector<SpecIssue> &issues);
/// Turns a "repeated DLTI key" parse error into a `layout-duplicate-key`
/// issue with a fix removing the repetition; nullopt for other errors.
std::optional<SpecIssue> diagnoseDuplicateKey(const LayoutDocument &doc,
                                              const DocumentDiagnostic &diag);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LIB_ENGINE_CHECKERSUPPORT_H
