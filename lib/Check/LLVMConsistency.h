//===- LLVMConsistency.h - Pieces of the checks against LLVM ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What the checks of a scope headed for LLVM share (checkLLVMDataLayouts,
// lib/Check/LLVMConsistency.cpp, runs them): the reference layout a scope is
// compared with and where its string is written, the types the scopes use,
// and the words for differing numbers. Each comparison has its own file:
//   SpecAgainstLLVM.cpp      the spec against the string or the target
//                            (`layout-llvm-data-layout-mismatch`,
//                            `layout-target-mismatch`);
//   StringAgainstTarget.cpp  the string against the target
//                            (`layout-llvm-data-layout-target-mismatch`);
//   DefaultLayoutInUse.cpp   MLIR's built-in defaults against what LLVM
//                            uses (`layout-default-in-use`,
//                            `layout-index-width-mismatch`).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LIB_CHECK_LLVMCONSISTENCY_H
#define MLIR_LAYOUT_LIB_CHECK_LLVMCONSISTENCY_H

#include "CheckerSupport.h"

#include "mlir-layout/Core/TypeUses.h"
#include "mlir-layout/LLVM/AttributeSource.h"
#include "mlir-layout/LLVM/LLVMTypeLayout.h"
#include "mlir-layout/LLVM/LayoutComparison.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/DataLayout.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {
namespace llvmchecks {

/// How a reference layout is named in a diagnostic.
struct ReferenceText {
  /// The diagnostic code of a spec entry that disagrees with it.
  llvm::StringRef code;
  /// `llvm.data_layout`, `target x86_64-unknown-linux-gnu`.
  std::string name;
  /// Who uses the reference layout: `LLVM IR`, `the backend`.
  std::string user;
};

/// Where one scope's `llvm.data_layout` string is written.
struct StringPlace {
  /// The document.
  const LayoutDocument &doc;
  /// The scope whose op holds the string.
  const LayoutScope &scope;
  /// The string attribute as written; std::nullopt when it is not in the
  /// document (a target's layout).
  std::optional<StringAttributeSource> source;
  /// The string's components.
  llvm::ArrayRef<DataLayoutComponent> components;
  /// Where to point when the string is not in the document (a target's).
  SourcePos fallback;

  /// The range of component `index` (the whole literal when the string is
  /// written with escapes, `fallback` when it is not in the document).
  SourcePos componentPos(std::optional<size_t> index) const;

  /// An edit replacing the whole string by `text`; std::nullopt when the
  /// literal is not in the document.
  std::optional<TextEdit> replaceContents(const std::string &text) const;

  /// An edit replacing component `index` by `text` (removing it with a
  /// separator when `text` is empty), or appending `text` when `index` is
  /// std::nullopt; std::nullopt when the literal cannot be edited.
  std::optional<TextEdit> editComponent(std::optional<size_t> index,
                                        const std::string &text) const;
};

/// The layout a scope headed for LLVM is compared with.
struct Reference {
  /// The data layout string.
  std::string dataLayout;
  /// Where it is written (or the target attribute).
  StringPlace place;
  /// How it is named.
  ReferenceText text;
  /// "the target" or "llvm.data_layout", for fix titles.
  std::string source;
  /// True when LLVM will use it for sure (a string or a target), false for
  /// LLVM's default layout, which a target chosen later replaces.
  bool definite = true;
};

/// Whether a whole type a scope uses (a struct, an array, ...) is laid out
/// differently by the two layouts a check compares, for a use of `kind`.
using WholeDiffers = llvm::function_ref<bool(Type whole, UseKind kind)>;

/// The types each scope uses, collected on first need (reading them makes
/// an edit inside a function body re-run the checks).
class LazyTypeUses {
public:
  /// Uses of the types of `doc`, not collected yet.
  explicit LazyTypeUses(LayoutDocument &doc);
  ~LazyTypeUses();

  /// The first use of `type` (an integer, float or pointer compared with
  /// LLVM) in `scope` that the numbers `a` and `b` of the two layouts
  /// matter to, or null: sizes and index widths matter to every use,
  /// alignments only where the type is laid out in memory. An integer is
  /// also used by `index` values when it is as wide as `indexBitwidth` (the
  /// lowering turns them into it). A use only inside other types (a struct
  /// field) matters only where `differs` says the whole type changes: an
  /// `i64` aligned to 4 or 8 bytes leaves `!llvm.struct<(ptr, i64)>` as it
  /// is.
  const TypeUse *find(const LayoutScope &scope, Type type,
                      uint64_t indexBitwidth, const TypeNumbers &a,
                      const TypeNumbers &b, WholeDiffers differs);

  /// The first use of `type` of kind `kind` in `scope`, or null.
  const TypeUse *find(const LayoutScope &scope, Type type,
                      uint64_t indexBitwidth, UseKind kind);

  /// Whether MLIR's layout of `whole` in `scope` differs from LLVM's under
  /// `dataLayout` (valid), for a use of `kind`: its size, and for memory
  /// also its ABI alignment and field offsets; true when either side has
  /// no numbers for it (the difference may matter).
  bool mlirDiffers(const LayoutScope &scope, llvm::StringRef dataLayout,
                   Type whole, UseKind kind);

  /// Whether LLVM lays out `whole` differently under the valid strings
  /// `a` and `b`, for a use of `kind` (as mlirDiffers).
  bool stringsDiffer(llvm::StringRef a, llvm::StringRef b, Type whole,
                     UseKind kind);

private:
  /// The parsed data layout `dataLayout`, or null when LLVM refuses it.
  const llvm::DataLayout *getDataLayout(llvm::StringRef dataLayout);
  /// LLVM's answers for the document's types, made on first need.
  LLVMTypeLayouts &getLLVMLayouts();

  LayoutDocument &doc;
  std::optional<llvm::DenseMap<const LayoutScope *, ScopeTypeUses>> uses;
  std::unique_ptr<LLVMTypeLayouts> llvmLayouts;
  llvm::StringMap<std::unique_ptr<llvm::DataLayout>> dataLayouts;
};

/// The numbers of `numbers` that differ from `other`: "size 32 bits, ABI
/// alignment 4 bytes, preferred 4 bytes, index 32 bits".
std::string describeNumbers(const TypeNumbers &numbers,
                            const TypeNumbers &other);

/// The innermost scope from `scope` up whose spec text is known.
const LayoutScope *findEditableSpec(const LayoutScope &scope);

/// The effective spec's entry whose key is exactly the difference's key.
const SourcedEntry *findExactEntry(const CombinedSpec &spec,
                                   const LayoutDifference &difference);

/// True when MLIR answers `type` from its built-in defaults: the spec has
/// no integer entry (integers), no entry for the float, no pointer entry
/// (pointers).
bool usesBuiltinDefault(const CombinedSpec &spec, Type type);

/// Makes `issue` an error and points at the use of its type.
void markUsed(SpecIssue &issue, const std::string &key, const TypeUse &use);

/// ", used at line N" for a used type, else "".
std::string usedAt(const TypeUse *use);

/// Where a difference about `difference`'s key is reported: the spec entry
/// for the key, else the innermost spec whose text is known, else
/// `fallback`.
SourcePos placeOf(const LayoutDocument &doc, const LayoutScope &scope,
                  const CombinedSpec &spec, const LayoutDifference &difference,
                  SourcePos fallback);

/// The key of `difference` as an entry names it.
std::string keyOf(const LayoutDifference &difference);

/// The message of one warning for differences nothing depends on yet:
/// `head` (`llvm.data_layout and dlti.dl_spec`) disagree on the `types` no
/// op uses (named while the message stays short; in a file that does not
/// parse their uses are unknown) and on the DLTI keys `identifiers`, by
/// which MLIR 22 lays out no type (named when there are no types).
std::string describeLatentDifferences(const LayoutDocument &doc,
                                      llvm::StringRef head,
                                      llvm::ArrayRef<std::string> types,
                                      llvm::ArrayRef<std::string> identifiers);

/// Compares `spec` with `reference` and reports each difference the spec
/// itself decides (not MLIR's built-in defaults: layout-default-in-use):
/// an error for each type the scope uses, one warning for the rest
/// (SpecAgainstLLVM.cpp).
void reportDifferences(LayoutDocument &doc, const LayoutScope &scope,
                       const CombinedSpec &spec,
                       const LayoutComparison &comparison,
                       const Reference &reference, LazyTypeUses &uses,
                       std::vector<SpecIssue> &issues);

/// Compares the scope's `llvm.data_layout` string (what MLIR's passes over
/// LLVM IR and the in-memory LLVM module use) with its target's layout (what
/// the backend uses): `layout-llvm-data-layout-target-mismatch`, an error
/// for each type the scope uses and for the byte order, one warning for
/// the types nothing uses yet (StringAgainstTarget.cpp).
void reportStringAgainstTarget(LayoutDocument &doc, const LayoutScope &scope,
                               const Reference &string, const Reference &target,
                               const std::string &triple, LazyTypeUses &uses,
                               std::vector<SpecIssue> &issues);

/// `layout-alloca-address-space` of a scope whose target `triple` is
/// AMDGPU: an error for each `llvm.alloca` of its LLVM module outside
/// address space 5, and a warning when its OpenMP ops are translated with
/// allocas in the alloca address space of `string` (its llvm.data_layout,
/// if any) or of the scope's data layout, which is not 5
/// (AllocaAddressSpace.cpp).
void checkAllocaAddressSpace(LayoutDocument &doc, const LayoutScope &scope,
                             llvm::StringRef triple, const Reference *string,
                             std::vector<SpecIssue> &issues);

/// `layout-default-in-use` and `layout-index-width-mismatch` of a scope
/// headed for LLVM, against `reference`. Only types the scope uses are
/// reported: an error when LLVM will use the reference for sure, a warning
/// against LLVM's default layout (DefaultLayoutInUse.cpp).
void checkDefaults(LayoutDocument &doc, const LayoutScope &scope,
                   const CombinedSpec &spec, const LayoutComparison &comparison,
                   const Reference &reference,
                   std::optional<llvm::SMRange> insertAfter, LazyTypeUses &uses,
                   std::vector<SpecIssue> &issues);

} // namespace llvmchecks
} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LIB_CHECK_LLVMCONSISTENCY_H
