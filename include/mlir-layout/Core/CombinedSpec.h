//===- CombinedSpec.h - Specs of nested scopes combined ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Combines the `dlti.dl_spec` of a scope with those of its ancestors the way
// MLIR's DLTI describes it: outermost to innermost, the innermost
// entry for a key wins, and entries of one type class with different keys are
// all kept. Unlike MLIR 22 it never calls `combineWith` (which crashes on
// nested specs that redefine a type class) and it keeps, for every entry,
// the scope and source place it came from. Entries that MLIR rejects on their
// own are left out and kept aside (the checker reports them).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_COMBINEDSPEC_H
#define MLIR_LAYOUT_CORE_COMBINEDSPEC_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "mlir/Interfaces/DataLayoutInterfaces.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

struct LayoutScope;

/// An entry of a combined spec together with its origin.
struct SourcedEntry {
  /// The entry itself.
  DataLayoutEntryInterface entry;
  /// The scope whose own spec holds it.
  const LayoutScope *scope = nullptr;
  /// Its index in that scope's spec.
  unsigned index = 0;
};

/// An entry MLIR's own spec verifier rejects; it takes no part in answers.
struct RejectedEntry {
  /// The scope whose own spec holds it.
  const LayoutScope *scope = nullptr;
  /// Its index in that scope's spec.
  unsigned index = 0;
  /// MLIR's message.
  std::string message;
};

/// The integer entry MLIR 22 uses for a bit width: the entry of the same
/// width, else the nearest wider one, else the widest (integer entries are
/// matched by width only; the first entry of a width counts).
struct IntegerEntryMatch {
  /// How the entry was found.
  enum class Kind { SameWidth, NearestWider, Widest };
  /// The deciding entry.
  const SourcedEntry *entry = nullptr;
  /// The bit width of the entry's key.
  unsigned entryWidth = 0;
  /// How the entry was found.
  Kind kind = Kind::SameWidth;
};

/// The effective spec of one scope.
class CombinedSpec {
public:
  /// Combines the specs from the root down to `scope`.
  static CombinedSpec combine(const LayoutScope &scope, MLIRContext *context);

  /// The effective entries, in MLIR's combination order.
  llvm::ArrayRef<SourcedEntry> getEntries() const { return entries; }
  /// Entries left out because MLIR rejects them (a scope hover lists them).
  llvm::ArrayRef<RejectedEntry> getRejected() const { return rejected; }
  /// The effective entries as one spec attribute; null when there are none.
  /// A `#dlti.dl_spec` unless a spec of another class (a dialect's own
  /// DataLayoutSpecInterface attribute) takes part: then what the innermost
  /// spec's `combineWith` makes of the enclosing ones, as in MLIR, so its
  /// class's getters (its endianness key, ...) answer.
  DataLayoutSpecInterface getAttr() const { return attr; }
  /// Why MLIR cannot combine the specs around the scope, when a spec of
  /// another class than DLTI's takes part and combining fails: nothing can
  /// be known in the scope (MLIR would answer its defaults).
  const std::optional<std::string> &getCombineFailure() const {
    return combineFailure;
  }
  /// The scope whose spec failed to combine, when getCombineFailure() is set.
  const LayoutScope *getCombineFailureScope() const {
    return combineFailureScope;
  }

  /// The effective entries whose key is a type of class `typeID`.
  std::vector<const SourcedEntry *> getTypeEntries(TypeID typeID) const;
  /// The effective entry for identifier `key`, or null.
  const SourcedEntry *getIdentifierEntry(llvm::StringRef key) const;
  /// The effective entry whose key is exactly `type`, or null.
  const SourcedEntry *getEntryFor(Type type) const;
  /// The integer entry that decides bit width `width`; std::nullopt when
  /// there are no integer entries (MLIR's builtin rule applies). A binary
  /// search of a table sorted by width, made once by combine().
  std::optional<IntegerEntryMatch> findIntegerEntry(unsigned width) const;
  /// True when some effective entry has an integer type key.
  bool hasIntegerEntries() const { return !integerWidths.empty(); }

  /// Describes `entry` for explanations.
  static EntryRef describe(const SourcedEntry &entry);

private:
  std::vector<SourcedEntry> entries;
  std::vector<RejectedEntry> rejected;
  DataLayoutSpecInterface attr;
  std::optional<std::string> combineFailure;
  const LayoutScope *combineFailureScope = nullptr;
  /// Combines the chain's specs through the innermost one's combineWith.
  void combineWithOwnClass(llvm::ArrayRef<const LayoutScope *> chain,
                           MLIRContext *context);
  /// The integer entries as (bit width, index in `entries`), sorted by width,
  /// one per width: the first entry of that width in `entries`.
  std::vector<std::pair<unsigned, unsigned>> integerWidths;
};

/// The class of `spec` as written, `#dlti.dl_spec` or `#layoutex.spec`.
std::string getSpecClassName(DataLayoutSpecInterface spec);

/// verifyEntryAlone for entry `index` of `scope`'s own spec, cached in the
/// scope.
const std::string &verifyScopeEntry(const LayoutScope &scope, unsigned index,
                                    MLIRContext *context);

/// Verifies one spec entry on its own with MLIR's verifier (the entry alone in
/// a `#dlti.dl_spec`). Returns MLIR's message, or an empty string if valid.
std::string verifyEntryAlone(DataLayoutEntryInterface entry,
                             MLIRContext *context);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_COMBINEDSPEC_H
