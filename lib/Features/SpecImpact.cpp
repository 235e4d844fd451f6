// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecImpact.cpp - What a whole data layout spec decides -------------===//

#include "mlir-layout/Features/SpecImpact.h"

#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Core/LayoutDocument.h"

#include <set>

using namespace mlir;
using namespace mlir::layout;

/// True when `scope` has its own spec and its attribute is in the text.
static bool hasWrittenSpec(const LayoutScope &scope) {
  return scope.spec && scope.specSource &&
         scope.specSource->attribute.Start.isValid();
}

/// The impact of `scope`'s spec, with the types used per scope in `used`.
static SpecImpact
describeSpec(LayoutDocument &doc, const LayoutScope &scope,
             const llvm::DenseMap<const LayoutScope *, ScopeTypes> &used) {
  SpecImpact result;
  result.scope = scope.path;
  result.attribute = scope.specSource->attribute;
  std::set<std::pair<std::string, std::string>> types;
  std::set<std::string> scopes;
  for (auto [index, entry] : llvm::enumerate(scope.spec.getEntries())) {
    SpecEntryImpact item;
    item.entry = CombinedSpec::describe({entry, &scope, unsigned(index)});
    item.impact = describeEntryImpact(doc, EntrySite{&scope, unsigned(index)},
                                      used, item.scopes);
    for (const ImpactedType &t : item.impact) {
      types.insert({t.scope, t.change.with.type});
      scopes.insert(t.scope);
    }
    result.entries.push_back(std::move(item));
  }
  result.types = types.size();
  result.scopes = scopes.size();
  return result;
}

std::vector<SpecImpact> mlir::layout::getSpecImpacts(LayoutDocument &doc) {
  std::vector<SpecImpact> impacts;
  llvm::DenseMap<const LayoutScope *, ScopeTypes> used;
  bool collected = false;
  for (const std::unique_ptr<LayoutScope> &scope :
       doc.getScopes().getScopes()) {
    if (!hasWrittenSpec(*scope))
      continue;
    if (!collected) {
      used = collectUsedTypes(doc);
      collected = true;
    }
    impacts.push_back(describeSpec(doc, *scope, used));
    impacts.back().fromSpecsAsWritten = !doc.isParsed();
  }
  return impacts;
}

std::optional<SpecImpact> mlir::layout::getSpecImpactAt(LayoutDocument &doc,
                                                        llvm::SMLoc loc) {
  for (const std::unique_ptr<LayoutScope> &scope :
       doc.getScopes().getScopes()) {
    if (!hasWrittenSpec(*scope))
      continue;
    llvm::SMRange range = scope->specSource->attribute;
    if (range.Start.getPointer() <= loc.getPointer() &&
        loc.getPointer() <= range.End.getPointer()) {
      SpecImpact impact = describeSpec(doc, *scope, collectUsedTypes(doc));
      impact.fromSpecsAsWritten = !doc.isParsed();
      return impact;
    }
  }
  return std::nullopt;
}
