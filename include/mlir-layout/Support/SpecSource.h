//===- SpecSource.h - Source ranges of dl_spec entries ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Finds, in the text of a scope op, the `dlti.dl_spec` attribute and the
// source range of each of its entries, in both the `key = value` and the
// `#dlti.dl_entry<key, value>` syntaxes, following an attribute alias when
// the spec is written as `#alias`.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_SPECSOURCE_H
#define MLIR_LAYOUT_SUPPORT_SPECSOURCE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"

#include <optional>
#include <vector>

namespace mlir {
namespace layout {

/// Source ranges of one spec entry.
struct EntrySource {
  /// The whole entry: `i32 = dense<32> : vector<1xi64>` or
  /// `#dlti.dl_entry<..>`.
  llvm::SMRange entry;
  /// The key alone: `i32`, `"dlti.endianness"`.
  llvm::SMRange key;
  /// The value alone.
  llvm::SMRange value;
};

/// Source ranges of one `dlti.dl_spec` attribute.
struct SpecSource {
  /// The `#dlti.dl_spec<...>` text (inside the alias definition if aliased).
  llvm::SMRange spec;
  /// The `dlti.dl_spec = ...` attribute inside the op's attribute dictionary.
  llvm::SMRange attribute;
  /// One range triple per top-level entry, in source order.
  std::vector<EntrySource> entries;
};

/// Finds the `dlti.dl_spec` attribute of an op whose text is `opText`,
/// ignoring text inside `excluded` ranges (the op's nested ops, sorted by
/// start and disjoint). Aliased specs
/// are looked up in `attributeAliases` (alias name without `#` → the text
/// that follows `#name =` in the file). Returns std::nullopt when the text
/// holds no such attribute.
std::optional<SpecSource>
findSpecSource(llvm::StringRef opText, llvm::ArrayRef<llvm::SMRange> excluded,
               const llvm::StringMap<llvm::StringRef> &attributeAliases);

/// Splits the body of `#dlti.dl_spec<BODY>` starting at `specText` (which
/// begins with `#dlti.dl_spec<`) into entries. Returns std::nullopt when the
/// text is not such a spec.
std::optional<SpecSource> splitSpecText(llvm::StringRef specText);

/// The openers of the entry lists of `dlti.target_system_spec` values.
inline constexpr llvm::StringLiteral kTargetSystemOpener =
    "#dlti.target_system_spec<";
inline constexpr llvm::StringLiteral kTargetDeviceOpener =
    "#dlti.target_device_spec<";

/// The text `range` covers (both ends in one buffer).
inline llvm::StringRef getRangeText(llvm::SMRange range) {
  return llvm::StringRef(range.Start.getPointer(),
                         range.End.getPointer() - range.Start.getPointer());
}

/// Splits the body of any DLTI entry list starting at `text`, which begins
/// with `opener` (`#dlti.dl_spec<`, `#dlti.target_system_spec<`,
/// `#dlti.target_device_spec<`), into entries (`key = value` or
/// `#dlti.dl_entry<key, value>`). Returns std::nullopt when the text does
/// not start with `opener` or the list is not closed.
std::optional<SpecSource> splitEntryList(llvm::StringRef text,
                                         llvm::StringRef opener);

/// As findSpecSource, for the attribute named `name` whose value is an
/// entry list opened by `opener` (or an alias of one):
/// `dlti.target_system_spec` with `#dlti.target_system_spec<`.
std::optional<SpecSource>
findEntryListAttribute(llvm::StringRef opText,
                       llvm::ArrayRef<llvm::SMRange> excluded,
                       const llvm::StringMap<llvm::StringRef> &attributeAliases,
                       llvm::StringRef name, llvm::StringRef opener);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_SPECSOURCE_H
