//===- EntryEffect.cpp - What one spec entry changes ----------------------===//

#include "mlir-layout/Features/EntryEffect.h"

#include "mlir-layout/Core/CombinedSpec.h"

using namespace mlir;
using namespace mlir::layout;

EntryEffect mlir::layout::describeEntry(LayoutDocument &doc,
                                        const EntrySite &site) {
  EntryEffect effect;
  const LayoutScope &scope = *site.scope;
  DataLayoutEntryInterface entry = scope.spec.getEntries()[site.index];
  effect.entry = CombinedSpec::describe({entry, &scope, site.index});
  if (!scope.parent)
    return effect;
  const CombinedSpec &inherited = doc.getLayout(*scope.parent).getSpec();
  DataLayoutEntryKey key = entry.getKey();
  const SourcedEntry *outer =
      isa<Type>(key)
          ? inherited.getEntryFor(cast<Type>(key))
          : inherited.getIdentifierEntry(cast<StringAttr>(key).getValue());
  if (outer)
    effect.overrides = CombinedSpec::describe(*outer);
  if (auto type = llvm::dyn_cast_if_present<Type>(key)) {
    effect.here = &doc.getLayout(scope).query(type);
    effect.inherited = &doc.getLayout(*scope.parent).query(type);
  }
  return effect;
}
