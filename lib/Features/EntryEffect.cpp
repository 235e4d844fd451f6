// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- EntryEffect.cpp - What one spec entry changes ----------------------===//
//
// "Without the entry" is answered by a second query object for a copy of the
// entry's scope whose own spec lacks that entry (same parent, same path), so
// the answer follows every rule exactly as the real scope's does.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Features/EntryEffect.h"

#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Features/ScopeCopies.h"
#include "mlir-layout/Features/UsedTypes.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::layout;

bool LayoutChange::differs() const {
  if (with.hasLayout() != without.hasLayout())
    return true;
  if (!with.hasLayout())
    return false;
  const TypeLayout &a = *with.layout, &b = *without.layout;
  return a.size != b.size || a.bitsize != b.bitsize ||
         a.abiAlignment != b.abiAlignment ||
         a.preferredAlignment != b.preferredAlignment ||
         a.indexBitwidth != b.indexBitwidth || a.scalable != b.scalable;
}

/// A copy of `scope` whose own spec lacks entry `index`.
static std::unique_ptr<LayoutScope>
withoutEntry(const LayoutScope &scope, unsigned index, MLIRContext *context) {
  llvm::SmallVector<DataLayoutEntryInterface> entries(
      scope.spec.getEntries().begin(), scope.spec.getEntries().end());
  entries.erase(entries.begin() + index);
  std::unique_ptr<LayoutScope> copy = replaceOwnSpec(
      scope, entries.empty() ? DataLayoutSpecInterface()
                             : DataLayoutSpecAttr::get(context, entries));
  // Keep the places of the other entries, so reasons still point at them.
  if (scope.specSource && index < scope.specSource->entries.size()) {
    copy->specSource = scope.specSource;
    copy->specSource->entries.erase(copy->specSource->entries.begin() + index);
  }
  copy->entryPositions = scope.entryPositions;
  if (index < copy->entryPositions.size())
    copy->entryPositions.erase(copy->entryPositions.begin() + index);
  return copy;
}

/// The common types whose layout an entry may decide besides its key.
static std::vector<Type> commonTypes(MLIRContext *context) {
  Builder b(context);
  return {b.getI1Type(),    b.getI8Type(),
          b.getI16Type(),   b.getI32Type(),
          b.getI64Type(),   b.getIntegerType(128),
          b.getIndexType(), b.getF16Type(),
          b.getBF16Type(),  b.getF32Type(),
          b.getF64Type(),   b.getF80Type(),
          b.getF128Type(),  LLVM::LLVMPointerType::get(context)};
}

/// The types used in `scope` and its nested scopes whose layout differs
/// between the real scopes and `copies` (the scope without the entry);
/// `scopes` counts the scopes they span.
static std::vector<ImpactedType>
describeImpact(LayoutDocument &doc, ScopeCopies &copies,
               const llvm::DenseMap<const LayoutScope *, ScopeTypes> &used,
               unsigned &scopes) {
  std::vector<ImpactedType> impact;
  scopes = 0;
  for (const std::unique_ptr<LayoutScope> &s : doc.getScopes().getScopes()) {
    auto it = used.find(s.get());
    if (!copies.lookup(*s) || it == used.end())
      continue;
    ScopedDataLayout &with = doc.getLayout(*s);
    ScopedDataLayout &without = copies.getLayout(*s);
    size_t before = impact.size();
    for (auto &[text, type] : it->second) {
      LayoutChange change{with.query(type), without.query(type)};
      if (change.differs())
        impact.push_back({s->path, std::move(change)});
    }
    scopes += impact.size() != before;
  }
  return impact;
}

std::vector<ImpactedType> mlir::layout::describeEntryImpact(
    LayoutDocument &doc, const EntrySite &site,
    const llvm::DenseMap<const LayoutScope *, ScopeTypes> &used,
    unsigned &scopes) {
  ScopeCopies copies(doc, *site.scope,
                     withoutEntry(*site.scope, site.index, doc.getContext()));
  return describeImpact(doc, copies, used, scopes);
}

EntryEffect mlir::layout::describeEntry(LayoutDocument &doc,
                                        const EntrySite &site) {
  EntryEffect effect;
  const LayoutScope &scope = *site.scope;
  MLIRContext *context = doc.getContext();
  DataLayoutEntryInterface entry = scope.spec.getEntries()[site.index];
  effect.entry = CombinedSpec::describe({entry, &scope, site.index});
  DataLayoutEntryKey key = entry.getKey();
  if (scope.parent) {
    const CombinedSpec &inherited = doc.getLayout(*scope.parent).getSpec();
    const SourcedEntry *outer =
        isa<Type>(key)
            ? inherited.getEntryFor(cast<Type>(key))
            : inherited.getIdentifierEntry(cast<StringAttr>(key).getValue());
    if (outer)
      effect.overrides = CombinedSpec::describe(*outer);
  }

  ScopedDataLayout &with = doc.getLayout(scope);
  ScopeCopies copies(doc, scope, withoutEntry(scope, site.index, context));
  ScopedDataLayout &without = copies.getLayout(scope);
  effect.impact =
      describeImpact(doc, copies, collectUsedTypes(doc), effect.impactScopes);
  if (auto type = llvm::dyn_cast_if_present<Type>(key)) {
    effect.key = LayoutChange{with.query(type), without.query(type)};
    for (Type other : commonTypes(context)) {
      if (other == type)
        continue;
      effect.checkedTypes.push_back(with.query(other).type);
      LayoutChange change{with.query(other), without.query(other)};
      if (change.differs())
        effect.others.push_back(std::move(change));
    }
    return effect;
  }
  const ScopeProperties &withProps = with.getProperties();
  const ScopeProperties &withoutProps = without.getProperties();
  for (auto [a, b] :
       llvm::zip_equal(withProps.properties, withoutProps.properties))
    if (a.value != b.value || a.isDefault != b.isDefault ||
        (a.entry && b.entry && a.entry->scope != b.entry->scope))
      effect.properties.push_back({a, b});
  return effect;
}
