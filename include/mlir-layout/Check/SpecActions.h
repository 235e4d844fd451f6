//===- SpecActions.h - Edits an editor offers on specs ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Edits that are not fixes of a diagnostic: add an entry for a type to a
// scope's spec (creating the `dlti.dl_spec` attribute when the scope has
// none), rewrite a spec to the `key = value` syntax, and the completion
// candidates inside `#dlti.dl_spec<...>`.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CHECK_SPECACTIONS_H
#define MLIR_LAYOUT_CHECK_SPECACTIONS_H

#include "mlir-layout/Check/SpecIssue.h"

#include "mlir/IR/Types.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {
class LayoutDocument;
struct LayoutScope;

/// "Add a data layout entry for `type` to `scope`", with the values the
/// type has there now as a starting point. For an integer, the companion
/// entries that keep every other integer width of the scope as it is are
/// added too, and named in the title (MLIR gives a width without an entry
/// the nearest wider entry, else the widest). std::nullopt when `type`
/// cannot be a spec key (only builtin integers, floats, index and
/// `!llvm.ptr` can), the scope's own spec already has it, its text cannot be
/// edited, a nested scope's layouts would change, or the edited file would
/// not parse or would have an error or warning it did not have under
/// `policy` (checked by re-parsing and re-checking it). `problems`, when
/// given, are checkDocument(doc, policy) already computed.
std::optional<Fix>
makeAddEntryFix(LayoutDocument &doc, const LayoutScope &scope, Type type,
                CompatibilityPolicy policy = CompatibilityPolicy::Relax,
                const std::vector<SpecIssue> *problems = nullptr);

/// Rewrites every `#dlti.dl_entry<k, v>` of `scope`'s spec as `k = v`;
/// std::nullopt when there is none.
std::optional<Fix> makeKeyValueRewrite(const LayoutScope &scope);

/// Rewrites the memref type written at `site` into its simplest equivalent
/// form that MLIR 22 parses (an identity map dropped, a permutation map as
/// `strided<>`); std::nullopt when the text is already that form.
std::optional<Fix> makeSimplestLayoutFix(LayoutDocument &doc,
                                         const struct TypeSite &site);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CHECK_SPECACTIONS_H
