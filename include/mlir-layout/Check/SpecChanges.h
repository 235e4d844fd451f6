//===- SpecChanges.h - What a fix does to the specs -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The spec-level effect of an edit: the entries added, removed and changed
// in each scope's own spec (and each scope's `llvm.data_layout` string),
// found by comparing the document before and after it. Fix titles are
// checked against it, and the titles of folded fixes are written from it.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CHECK_SPECCHANGES_H
#define MLIR_LAYOUT_CHECK_SPECCHANGES_H

#include "mlir-layout/Check/SpecIssue.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {
class LayoutDocument;

/// One entry of one scope's own spec that an edit adds, removes or changes.
struct EntryChange {
  /// The scope's path.
  std::string scope;
  /// The key as MLIR prints it (`i32`, `"dlti.endianness"`), or
  /// `llvm.data_layout` for the scope's string.
  std::string key;
  /// The value before / after, as MLIR prints it; nullopt when absent.
  std::optional<std::string> before, after;
  /// After a removal: what the scope then has for the key ("64 : i64 from
  /// @outer"), or "" when no enclosing entry has the key.
  std::string inherited;

  /// True when both describe the same change.
  bool operator==(const EntryChange &other) const {
    return scope == other.scope && key == other.key && before == other.before &&
           after == other.after;
  }
};

/// The changes that turn the specs of `before` into those of `after`, in
/// scope order (scopes matched by path); empty when either does not parse.
std::vector<EntryChange> diffSpecs(const LayoutDocument &before,
                                   LayoutDocument &after);

/// Describes `change` for a fix title, lower case: "remove the index entry
/// of @inner (inherit 64 : i64 from @outer)", "set i32 in @m to ...".
std::string describeChange(const EntryChange &change);

/// The first of `changes` (the effect of `fix` on the document of `issue`)
/// that `fix`'s title does not state, described; nullopt when it states them
/// all. A title states a change of the issue's own key in its scope (the
/// removal of that entry only when it says "remove", "inherit", "rename" or
/// "replace"), of any entry of the
/// issue's scope when the issue names no key, and of any key it names.
std::optional<std::string>
findUnstatedChange(const Fix &fix, const SpecIssue &issue,
                   const std::vector<EntryChange> &changes);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CHECK_SPECCHANGES_H
