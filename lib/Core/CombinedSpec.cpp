// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CombinedSpec.cpp - Specs of nested scopes combined -----------------===//

#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/MemRef/MemRefModel.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;

/// Checks the value of a DLTI identifier entry where MLIR 22 does not, but
/// its DataLayout getters cast the value (reading garbage otherwise).
static std::string checkDltiValue(StringRef key, Attribute value) {
  auto expect = [&](bool ok, StringRef what) -> std::string {
    if (ok)
      return "";
    return ("'" + key + "' expects " + what + ", not " + printToString(value))
        .str();
  };
  if (key == DLTIDialect::kDataLayoutStackAlignmentKey)
    return expect(isa<IntegerAttr>(value),
                  "an integer alignment in bits such as 128 : i64");
  if (key == DLTIDialect::kDataLayoutManglingModeKey)
    return expect(isa<StringAttr>(value), "a string such as \"e\"");
  if (key == DLTIDialect::kDataLayoutFunctionPointerAlignmentKey)
    return expect(isa<FunctionPointerAlignmentAttr>(value),
                  "#dlti.function_pointer_alignment<BITS, "
                  "function_dependent = BOOL>");
  if (key == kMemRefModelKey) {
    auto name = dyn_cast<StringAttr>(value);
    return expect(name && parseMemRefModel(name.getValue()),
                  "\"descriptor\" or \"bare\"");
  }
  if (key == DLTIDialect::kDataLayoutLegalIntWidthsKey)
    return expect(isa<DenseI32ArrayAttr>(value),
                  "an array such as array<i32: 8, 16, 32, 64>");
  return "";
}

std::string mlir::layout::verifyEntryAlone(DataLayoutEntryInterface entry,
                                           MLIRContext *context) {
  // A type of a dialect that is not loaded parses as an opaque type, which
  // MLIR's verifier takes for a builtin type ("unexpected data layout for a
  // built-in type"); with its dialect loaded MLIR asks the type's own hooks.
  // Nothing can check it here: the checker notes that (layout-unchecked-entry).
  if (isa_and_present<OpaqueType>(
          llvm::dyn_cast_if_present<Type>(entry.getKey())))
    return "";
  std::string message;
  ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error && message.empty())
      message = diag.str();
    return success();
  });
  DataLayoutSpecAttr single = DataLayoutSpecAttr::get(context, {entry});
  if (failed(single.verifySpec(UnknownLoc::get(context))) && message.empty())
    message = "rejected by MLIR's data layout verifier";
  if (auto id = llvm::dyn_cast_if_present<StringAttr>(entry.getKey());
      id && message.empty())
    message = checkDltiValue(id.getValue(), entry.getValue());
  return message;
}

const std::string &mlir::layout::verifyScopeEntry(const LayoutScope &scope,
                                                  unsigned index,
                                                  MLIRContext *context) {
  auto entries = scope.spec.getEntries();
  if (scope.entryVerdicts.size() != entries.size())
    scope.entryVerdicts.assign(entries.size(), std::nullopt);
  std::optional<std::string> &verdict = scope.entryVerdicts[index];
  if (!verdict)
    verdict = verifyEntryAlone(entries[index], context);
  return *verdict;
}

/// True when two entries have the same key.
static bool haveSameKey(DataLayoutEntryInterface a,
                        DataLayoutEntryInterface b) {
  return a.getKey() == b.getKey();
}

/// The entry MLIR's combination keeps when `inner` meets `outer` (same key):
/// for an identifier key of a dialect with a DataLayoutDialectInterface, what
/// its `combine` hook returns (null when it refuses); for every other key the
/// inner entry. `dlti.*` keys are compared by the checker, not combined here.
static DataLayoutEntryInterface
combineByDialect(DataLayoutEntryInterface outer,
                 DataLayoutEntryInterface inner) {
  auto id = llvm::dyn_cast_if_present<StringAttr>(inner.getKey());
  if (!id || id.getValue().starts_with("dlti."))
    return inner;
  Dialect *dialect = id.getReferencedDialect();
  const auto *hook =
      dialect ? dialect->getRegisteredInterface<DataLayoutDialectInterface>()
              : nullptr;
  return hook ? hook->combine(outer, inner) : inner;
}

CombinedSpec CombinedSpec::combine(const LayoutScope &scope,
                                   MLIRContext *context) {
  CombinedSpec combined;
  std::vector<const LayoutScope *> chain;
  for (const LayoutScope *s = &scope; s; s = s->parent)
    chain.push_back(s);
  std::reverse(chain.begin(), chain.end());

  for (const LayoutScope *s : chain) {
    if (!s->spec)
      continue;
    unsigned index = 0;
    for (DataLayoutEntryInterface entry : s->spec.getEntries()) {
      unsigned current = index++;
      const std::string &message = verifyScopeEntry(*s, current, context);
      if (!message.empty()) {
        // MLIR rejects it: it takes no part in answers.
        combined.rejected.push_back({s, current, message});
        continue;
      }
      // The innermost entry for a key replaces the outer one in place; new
      // keys are appended (DLTI's overwriteDuplicateEntries order).
      auto it = llvm::find_if(combined.entries, [&](const SourcedEntry &e) {
        return haveSameKey(e.entry, entry);
      });
      if (it == combined.entries.end())
        combined.entries.push_back({entry, s, current});
      else if (DataLayoutEntryInterface merged =
                   combineByDialect(it->entry, entry)) {
        // The dialect's hook decides (it may keep the enclosing value); an
        // entry it makes anew is attributed to the nested spec.
        if (merged != it->entry)
          *it = {merged, s, current};
      } else {
        // Does not combine (the checker reports it): the innermost is shown.
        *it = {entry, s, current};
      }
    }
  }
  bool ownClass = llvm::any_of(chain, [](const LayoutScope *s) {
    return s->spec && !isa<DataLayoutSpecAttr>(s->spec);
  });
  if (ownClass) {
    combined.combineWithOwnClass(chain, context);
  } else if (!combined.entries.empty()) {
    SmallVector<DataLayoutEntryInterface> list;
    for (const SourcedEntry &e : combined.entries)
      list.push_back(e.entry);
    combined.attr = DataLayoutSpecAttr::get(context, list);
  }
  // Integer entries are matched by width only and the first entry of a width
  // counts (as MLIR's findEntryForIntegerType): a stable sort by width keeps
  // the first of each width in front.
  for (unsigned i = 0, e = combined.entries.size(); i < e; ++i)
    if (auto type = llvm::dyn_cast_if_present<IntegerType>(
            llvm::dyn_cast_if_present<Type>(
                combined.entries[i].entry.getKey())))
      combined.integerWidths.push_back({type.getWidth(), i});
  llvm::stable_sort(
      combined.integerWidths,
      [](const std::pair<unsigned, unsigned> &a,
         const std::pair<unsigned, unsigned> &b) { return a.first < b.first; });
  combined.integerWidths.erase(
      std::unique(combined.integerWidths.begin(), combined.integerWidths.end(),
                  [](const std::pair<unsigned, unsigned> &a,
                     const std::pair<unsigned, unsigned> &b) {
                    return a.first == b.first;
                  }),
      combined.integerWidths.end());
  return combined;
}

std::string mlir::layout::getSpecClassName(DataLayoutSpecInterface spec) {
  // The attribute's registered name (`dlti.dl_spec`), which its syntax
  // spells after `#`: no need to print the whole spec.
  return ("#" + spec.getAbstractAttribute().getName()).str();
}

void CombinedSpec::combineWithOwnClass(
    llvm::ArrayRef<const LayoutScope *> chain, MLIRContext *context) {
  // MLIR combines the specs of the scopes around a query with the innermost
  // spec's combineWith, given the enclosing specs outermost first. Entries
  // MLIR rejects take no part: a DLTI spec is passed without them; a spec of
  // another class cannot be rebuilt without them, so nothing is known then.
  SmallVector<DataLayoutSpecInterface> specs;
  const LayoutScope *innermost = nullptr;
  for (const LayoutScope *s : chain) {
    if (!s->spec)
      continue;
    innermost = s;
    SmallVector<DataLayoutEntryInterface> accepted;
    for (auto [index, entry] : llvm::enumerate(s->spec.getEntries()))
      if (verifyScopeEntry(*s, index, context).empty())
        accepted.push_back(entry);
    if (accepted.size() == s->spec.getEntries().size()) {
      specs.push_back(s->spec);
      continue;
    }
    if (!isa<DataLayoutSpecAttr>(s->spec)) {
      combineFailure = "the " + getSpecClassName(s->spec) + " of " + s->path +
                       " has entries MLIR rejects, and only its own class "
                       "could combine it without them";
      combineFailureScope = s;
      return;
    }
    specs.push_back(DataLayoutSpecAttr::get(context, accepted));
  }
  DataLayoutSpecInterface last = specs.pop_back_val();
  attr = specs.empty() ? last : last.combineWith(specs);
  if (attr)
    return;
  combineFailureScope = innermost;
  auto foreign = llvm::find_if(specs, [](DataLayoutSpecInterface spec) {
    return !isa<DataLayoutSpecAttr>(spec);
  });
  if (isa<DataLayoutSpecAttr>(last) && foreign != specs.end())
    combineFailure = "MLIR 22 combines a #dlti.dl_spec only with other "
                     "#dlti.dl_spec specs, and an enclosing spec is a " +
                     getSpecClassName(*foreign);
  else
    combineFailure = "the combineWith hook of its " + getSpecClassName(last) +
                     " refuses the enclosing specs";
}

std::vector<const SourcedEntry *>
CombinedSpec::getTypeEntries(TypeID typeID) const {
  std::vector<const SourcedEntry *> result;
  for (const SourcedEntry &e : entries)
    if (auto type = llvm::dyn_cast_if_present<Type>(e.entry.getKey()))
      if (type.getTypeID() == typeID)
        result.push_back(&e);
  return result;
}

const SourcedEntry *
CombinedSpec::getIdentifierEntry(llvm::StringRef key) const {
  for (const SourcedEntry &e : entries)
    if (auto id = llvm::dyn_cast_if_present<StringAttr>(e.entry.getKey()))
      if (id.getValue() == key)
        return &e;
  return nullptr;
}

const SourcedEntry *CombinedSpec::getEntryFor(Type type) const {
  for (const SourcedEntry &e : entries)
    if (llvm::dyn_cast_if_present<Type>(e.entry.getKey()) == type)
      return &e;
  return nullptr;
}

std::optional<IntegerEntryMatch>
CombinedSpec::findIntegerEntry(unsigned width) const {
  if (integerWidths.empty())
    return std::nullopt;
  IntegerEntryMatch match;
  auto it = llvm::lower_bound(integerWidths, width,
                              [](const std::pair<unsigned, unsigned> &e,
                                 unsigned w) { return e.first < w; });
  if (it == integerWidths.end()) {
    --it;
    match.kind = IntegerEntryMatch::Kind::Widest;
  } else if (it->first != width) {
    match.kind = IntegerEntryMatch::Kind::NearestWider;
  }
  match.entry = &entries[it->second];
  match.entryWidth = it->first;
  return match;
}

EntryRef CombinedSpec::describe(const SourcedEntry &entry) {
  EntryRef ref;
  DataLayoutEntryKey key = entry.entry.getKey();
  if (auto type = llvm::dyn_cast_if_present<Type>(key))
    ref.key = printToString(type);
  else if (auto id = llvm::dyn_cast_if_present<StringAttr>(key))
    ref.key = printToString(id);
  ref.value = printToString(entry.entry.getValue());
  if (entry.scope && entry.scope->specSource &&
      entry.index < entry.scope->specSource->entries.size()) {
    // Show the value as the user wrote it (MLIR prints `dense<[64, 64]>` as
    // `dense<64>`), on one line.
    llvm::SMRange range = entry.scope->specSource->entries[entry.index].value;
    llvm::StringRef text(range.Start.getPointer(),
                         range.End.getPointer() - range.Start.getPointer());
    std::string oneLine;
    for (char c : text)
      if (c != '\n' && c != '\r')
        oneLine += c;
    ref.value = oneLine;
  }
  if (entry.scope) {
    ref.scope = entry.scope->path;
    if (entry.index < entry.scope->entryPositions.size())
      ref.where = entry.scope->entryPositions[entry.index];
    else
      ref.where = entry.scope->where;
  }
  return ref;
}
