//===- CheckerSupport.h - Shared pieces of the spec checker -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#ifndef MLIR_LAYOUT_LIB_CHECK_CHECKERSUPPORT_H
#define MLIR_LAYOUT_LIB_CHECK_CHECKERSUPPORT_H

#include "SpecEditor.h"

#include "mlir-layout/Check/DiagnosticCodes.h"
#include "mlir-layout/Check/SpecIssue.h"
#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Support/MessageText.h"
#include "mlir-layout/Support/Printing.h"

#include "llvm/ADT/DenseMap.h"
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
  /// The document, when checks may look at the types it uses (null when
  /// only the entry's form is judged, see isWellFormedEntry).
  LayoutDocument *doc = nullptr;

  /// A new issue at this entry.
  SpecIssue makeIssue(Severity severity, llvm::StringRef code,
                      std::string message) const;
  /// The key as written (or as MLIR prints it when the text is unknown).
  std::string keyText() const;
  /// The key as a message names it: keyText(), abbreviated.
  std::string keyName() const;
  /// The value as written (or as MLIR prints it when the text is unknown).
  std::string valueText() const;
  /// The whole entry as written, for messages: `i32 = dense<32> : ...`.
  std::string entryText() const;
};

/// Adds `detail` to the related information of `issue`, at its place.
void addDetail(SpecIssue &issue, std::string detail);

/// "i1, i8, i16, i32 and 3 more": the first `most` of `names`, each
/// abbreviated, for a message (the related information names them all).
std::string listNames(llvm::ArrayRef<std::string> names, size_t most = 4);

/// `prefix` + listNames(names, most) + `suffix` for the largest `most` (at
/// most 4) that keeps it within kMaxMessageLength; std::nullopt when not
/// even one name fits.
std::optional<std::string> fitNames(llvm::StringRef prefix,
                                    llvm::ArrayRef<std::string> names,
                                    llvm::StringRef suffix = "");

/// "1 type", "3 types": `count` and `noun`, plural unless it is 1.
std::string describeCount(size_t count, llvm::StringRef noun);

/// The integer values of a `dense<...>` entry value; nullopt otherwise.
std::optional<llvm::SmallVector<int64_t>> getDenseValues(Attribute value);

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

/// An op result whose type MLIR 22 cannot lay out because an entry gives
/// one of its elements alignment 0.
struct ZeroAlignmentUse {
  /// The result's type (an aggregate).
  std::string type;
  /// Its element whose alignment is 0.
  std::string element;
  /// Where the op is written.
  SourcePos where;
  /// The path of the scope the op is in.
  std::string scope;
};

/// The first op result of `doc`, in a scope where entry `index` of
/// `scope`'s spec applies, whose type has no layout because that entry
/// gives an element alignment 0; nullopt when no result needs the entry.
std::optional<ZeroAlignmentUse> findZeroAlignmentUse(LayoutDocument &doc,
                                                     const LayoutScope &scope,
                                                     unsigned index);

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

/// Reports specs MLIR ignores (on a registered op that is not a data layout
/// scope: `layout-spec-ignored`) and unregistered ops the engine assumes to
/// be scopes (`layout-assumed-scope`), one warning each.
void checkScopeRecognition(const LayoutDocument &doc,
                           std::vector<SpecIssue> &issues);

/// Checks each scope's `llvm.data_layout` string: malformed strings
/// (replacing MLIR's verifier error on the op) and keys on which it and the
/// effective spec disagree (lib/Check/LLVMConsistency.cpp).
void checkLLVMDataLayouts(LayoutDocument &doc, std::vector<SpecIssue> &issues);
/// Turns a "repeated DLTI key" parse error into a `layout-duplicate-key`
/// issue with a fix removing the repetition; nullopt for other errors.
std::optional<SpecIssue> diagnoseDuplicateKey(const LayoutDocument &doc,
                                              const DocumentDiagnostic &diag);

/// Turns MLIR's parse errors inside a `#dlti.target_system_spec` or
/// `#dlti.target_device_spec` (and the verifier's error for a
/// `dlti.target_system_spec` value of another kind) into issues with stable
/// codes at the entry at fault (lib/Check/TargetSystemChecks.cpp); nullopt
/// for other diagnostics.
std::optional<SpecIssue>
diagnoseTargetSystemError(const LayoutDocument &doc,
                          const DocumentDiagnostic &diag);

/// Warns about target system specs that `dlti::query` cannot reach
/// (`layout-device-spec-shadowed`).
void checkTargetSystems(const LayoutDocument &doc,
                        std::vector<SpecIssue> &issues);

/// The entry of `layout`'s spec that decides `type`'s layout there (the
/// first the reasons of its explanation consult), if one does.
std::optional<EntryRef> findDecidingEntry(ScopedDataLayout &layout, Type type);

/// The problem of a cast `op` (at `where`, under `layout`, its scope's)
/// whose types' sizes differ (lib/Check/CastSizes.cpp), if any.
std::optional<SpecIssue> checkCastSize(ScopedDataLayout &layout, Operation *op,
                                       const SourcePos &where);

/// The loads, stores and atomics of a document by the LLVM allocation
/// (`llvm.alloca`, `llvm.mlir.global`) whose pointer they go through,
/// found on first need.
class AllocationUses {
public:
  /// The accesses of `doc`, not found yet.
  explicit AllocationUses(LayoutDocument &doc) : doc(doc) {}
  /// The accesses through the pointer of `allocation`, in walk order.
  llvm::ArrayRef<Operation *> getAccesses(Operation *allocation);
  /// The document.
  LayoutDocument &getDocument() const { return doc; }

private:
  LayoutDocument &doc;
  std::optional<llvm::DenseMap<Operation *, llvm::SmallVector<Operation *, 2>>>
      byAllocation;
};

/// The `llvm.alloca` or `llvm.mlir.addressof` whose pointer the load,
/// store or atomic `op` goes through (directly or through
/// `llvm.getelementptr`); null for other ops and other pointers.
Operation *getAccessedAllocation(Operation *op);

/// The alignment the load, store or atomic `op` assumes: its `alignment`,
/// or without one the ABI alignment of what it reads or writes under
/// `layout` (LLVM takes the data layout's); std::nullopt for other ops.
std::optional<uint64_t> getAssumedAlignment(ScopedDataLayout &layout,
                                            Operation *op);

/// The problem of an allocation `op` (at `where`, under `layout`, its
/// scope's) aligned below what it holds (lib/Check/AllocationAlignment.cpp),
/// if any: for `llvm.alloca` and `llvm.mlir.global`, only when one of the
/// accesses `uses` finds assumes more alignment than the op gives.
std::optional<SpecIssue> checkAllocationAlignment(ScopedDataLayout &layout,
                                                  Operation *op,
                                                  const SourcePos &where,
                                                  AllocationUses &uses);

/// Checks the casts and allocations of `doc` whose validity depends on the
/// layout of their scope (Check/LayoutDependentOps.h), in one walk.
void checkLayoutDependentOps(LayoutDocument &doc,
                             std::vector<SpecIssue> &issues);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LIB_CHECK_CHECKERSUPPORT_H
