// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutDiff.cpp - What changes between two versions of a file -------===//
//
// Both sides are answered by their own document's query objects (explain(),
// cached per scope), so each number is exactly what `mlir-layout query` and
// `explain` print for that file; a type used on one side only is parsed from
// its printed text in the other side's context.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Features/LayoutDiff.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Features/ScopeCopies.h"
#include "mlir-layout/Features/UsedTypes.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringExtras.h"

#include <map>
#include <set>

using namespace mlir;
using namespace mlir::layout;

static constexpr std::pair<DiffKind, const char *> kKindNames[] = {
    {DiffKind::Layout, "layout"},       {DiffKind::Size, "size"},
    {DiffKind::BitSize, "bitsize"},     {DiffKind::Abi, "abi"},
    {DiffKind::Preferred, "preferred"}, {DiffKind::Index, "index"},
    {DiffKind::Offsets, "offsets"},     {DiffKind::Property, "property"},
    {DiffKind::Scope, "scope"},
};

const char *mlir::layout::getDiffKindName(DiffKind kind) {
  for (auto [k, name] : kKindNames)
    if (k == kind)
      return name;
  return "unknown";
}

std::optional<DiffKind> mlir::layout::parseDiffKind(llvm::StringRef name) {
  for (auto [k, kindName] : kKindNames)
    if (name == kindName)
      return k;
  return std::nullopt;
}

std::string mlir::layout::listDiffKinds() {
  std::string list;
  for (auto [k, name] : kKindNames)
    list += (list.empty() ? "" : ", ") + std::string(name);
  return list;
}

bool DiffOptions::ignores(DiffKind kind) const {
  return llvm::is_contained(ignore, kind);
}

namespace {
/// The scopes of one side by match key, and the types used in each.
struct SideIndex {
  /// Match key -> scope, and the keys in source order.
  std::map<std::string, const LayoutScope *> byKey;
  std::vector<std::string> order;
  /// Match key -> the types used in the scope.
  std::map<std::string, ScopeTypes> used;
};
} // namespace

/// The match key of each scope, in tree order: its parent's key and its own
/// symbol name, or for an unnamed scope its op name and its rank among
/// same-named siblings (paths of unnamed scopes carry line numbers, which
/// move with any edit).
static std::vector<std::pair<const LayoutScope *, std::string>>
scopeKeys(LayoutDocument &doc) {
  std::vector<std::pair<const LayoutScope *, std::string>> keys;
  llvm::DenseMap<const LayoutScope *, size_t> keyOf; // index in `keys`
  // Same-named siblings seen so far, per parent: the scopes come in tree
  // (pre-order) order, so a scope's earlier siblings come before it.
  std::map<std::pair<const LayoutScope *, std::string>, unsigned> seen;
  auto component = [](const LayoutScope &scope) {
    auto name = scope.op->getAttrOfType<StringAttr>("sym_name");
    return scope.op->getName().getStringRef().str() + "|" +
           (name ? "@" + name.getValue().str() : "");
  };
  for (const std::unique_ptr<LayoutScope> &scope :
       doc.getScopes().getScopes()) {
    std::string key = "<top>";
    if (scope->parent) {
      std::string own = component(*scope);
      unsigned rank = seen[{scope->parent, own}]++;
      key = keys[keyOf.at(scope->parent)].second + "/" + own + "#" +
            std::to_string(rank);
    }
    keyOf[scope.get()] = keys.size();
    keys.emplace_back(scope.get(), std::move(key));
  }
  return keys;
}

/// The scopes of `doc` by match key and the types used in each.
static SideIndex indexSide(LayoutDocument &doc) {
  SideIndex index;
  std::map<const LayoutScope *, std::string> keyOf;
  for (auto &[scope, key] : scopeKeys(doc)) {
    keyOf[scope] = key;
    index.byKey[key] = scope;
    index.order.push_back(key);
    index.used[key];
  }
  llvm::DenseMap<const LayoutScope *, ScopeTypes> used = collectUsedTypes(doc);
  for (auto &[scope, types] : used)
    index.used[keyOf[scope]] = std::move(types);
  return index;
}

std::optional<LayoutDiff>
mlir::layout::diffChunks(llvm::ArrayRef<LayoutDocument *> before,
                         llvm::ArrayRef<LayoutDocument *> after,
                         const DiffOptions &options) {
  if (before.size() != after.size())
    return std::nullopt;
  LayoutDiff all;
  for (auto [a, b] : llvm::zip_equal(before, after)) {
    LayoutDiff diff = diffDocuments(*a, *b, options);
    llvm::append_range(all.scopes, diff.scopes);
    llvm::append_range(all.properties, diff.properties);
    llvm::append_range(all.types, diff.types);
    llvm::append_range(all.uncompared, diff.uncompared);
  }
  return all;
}

std::string mlir::layout::getLayoutInputs(LayoutDocument &doc) {
  std::string inputs;
  llvm::raw_string_ostream os(inputs);
  const DocumentOptions &options = doc.getOptions();
  os << "memref-model " << int(options.memrefModel) << "\nrules "
     << options.layoutRules.get() << "\n";
  for (auto &[scope, key] : scopeKeys(doc)) {
    os << key << "\t";
    if (scope->op) {
      // Inherent attributes kept as properties, then the others.
      if (Attribute properties = scope->op->getPropertiesAsAttribute())
        properties.print(os);
      os << "\t";
      scope->op->getAttrDictionary().print(os);
    }
    os << "\n";
  }
  return inputs;
}

std::vector<EntryRef>
mlir::layout::getDecidingEntries(const LayoutResult &result) {
  std::vector<EntryRef> entries;
  for (const Reason &reason : result.reasons)
    for (const EntryRef &entry : reason.entries)
      if (llvm::none_of(entries, [&](const EntryRef &e) {
            return e.key == entry.key && e.scope == entry.scope;
          }))
        entries.push_back(entry);
  return entries;
}

/// The differing kinds between two answers for one type.
static std::vector<DiffKind> compare(const LayoutResult &a,
                                     const LayoutResult &b,
                                     const DiffOptions &options) {
  std::vector<DiffKind> kinds;
  auto add = [&](DiffKind kind, bool differs) {
    if (differs && !options.ignores(kind))
      kinds.push_back(kind);
  };
  if (a.hasLayout() != b.hasLayout()) {
    add(DiffKind::Layout, true);
    return kinds;
  }
  if (!a.hasLayout())
    return kinds;
  const TypeLayout &x = *a.layout, &y = *b.layout;
  add(DiffKind::Size, x.size != y.size || x.scalable != y.scalable);
  add(DiffKind::BitSize, x.bitsize != y.bitsize);
  add(DiffKind::Abi, x.abiAlignment != y.abiAlignment);
  add(DiffKind::Preferred, x.preferredAlignment != y.preferredAlignment);
  add(DiffKind::Index, x.indexBitwidth != y.indexBitwidth);
  add(DiffKind::Offsets,
      a.fields.size() != b.fields.size() ||
          !llvm::all_of(llvm::zip_equal(a.fields, b.fields), [](auto pair) {
            return std::get<0>(pair).offset == std::get<1>(pair).offset;
          }));
  return kinds;
}

/// Types used in one scope on either side, by text: (old type, new type).
using TypePairs = std::map<std::string, std::pair<Type, Type>>;

/// Adds to `diff` what differs in the scope `path` between `oldLayout` and
/// `newLayout`: its properties and each of `types`.
static void compareScope(const std::string &path, ScopedDataLayout &oldLayout,
                         ScopedDataLayout &newLayout, const TypePairs &types,
                         const DiffOptions &options, LayoutDiff &diff) {
  if (!options.ignores(DiffKind::Property))
    for (auto [a, b] : llvm::zip_equal(oldLayout.getProperties().properties,
                                       newLayout.getProperties().properties))
      if (a.value != b.value || a.isDefault != b.isDefault)
        diff.properties.push_back({path, a, b});
  for (auto &[text, pair] : types) {
    const LayoutResult &a = oldLayout.explain(pair.first);
    const LayoutResult &b = newLayout.explain(pair.second);
    std::vector<DiffKind> kinds = compare(a, b, options);
    if (kinds.empty())
      continue;
    diff.types.push_back({path,
                          text,
                          std::move(kinds),
                          {a, getDecidingEntries(a)},
                          {b, getDecidingEntries(b)}});
  }
}

LayoutDiff mlir::layout::diffDocuments(LayoutDocument &before,
                                       LayoutDocument &after,
                                       const DiffOptions &options) {
  LayoutDiff diff;
  SideIndex oldSide = indexSide(before), newSide = indexSide(after);
  if (!options.ignores(DiffKind::Scope)) {
    for (auto [sides, added] :
         {std::make_pair(std::make_pair(&oldSide, &newSide), false),
          std::make_pair(std::make_pair(&newSide, &oldSide), true)})
      for (const std::string &key : sides.first->order)
        if (!sides.second->byKey.count(key)) {
          const LayoutScope &scope = *sides.first->byKey.at(key);
          diff.scopes.push_back({scope.path, added, scope.where});
        }
  }
  for (const std::string &key : newSide.order) {
    auto oldIt = oldSide.byKey.find(key);
    if (oldIt == oldSide.byKey.end())
      continue;
    const LayoutScope &newScope = *newSide.byKey.at(key);
    // Every type used on either side, each answered on both.
    TypePairs types;
    for (auto &[text, type] : oldSide.used[key])
      types[text].first = type;
    for (auto &[text, type] : newSide.used[key])
      types[text].second = type;
    for (auto it = types.begin(); it != types.end();) {
      auto &[oldType, newType] = it->second;
      std::string error;
      if (!oldType)
        oldType = before.parseType(it->first, error);
      else if (!newType)
        newType = after.parseType(it->first, error);
      if (oldType && newType) {
        ++it;
        continue;
      }
      diff.uncompared.emplace_back(newScope.path, it->first, error);
      it = types.erase(it);
    }
    compareScope(newScope.path, before.getLayout(*oldIt->second),
                 after.getLayout(newScope), types, options, diff);
  }
  return diff;
}

LayoutDiff
mlir::layout::diffReplacedSpecs(LayoutDocument &doc, const LayoutScope &scope,
                                std::optional<DataLayoutSpecInterface> before,
                                std::optional<DataLayoutSpecInterface> after,
                                const DiffOptions &options) {
  LayoutDiff diff;
  std::optional<ScopeCopies> oldCopies, newCopies;
  if (before)
    oldCopies.emplace(doc, scope, replaceOwnSpec(scope, *before));
  if (after)
    newCopies.emplace(doc, scope, replaceOwnSpec(scope, *after));
  auto layoutOf = [&](std::optional<ScopeCopies> &copies,
                      const LayoutScope &s) -> ScopedDataLayout & {
    return copies ? copies->getLayout(s) : doc.getLayout(s);
  };
  llvm::DenseMap<const LayoutScope *, ScopeTypes> used = collectUsedTypes(doc);
  auto within = [&](const LayoutScope *s) {
    for (; s; s = s->parent)
      if (s == &scope)
        return true;
    return false;
  };
  // Only the scope and the scopes nested in it can differ.
  for (const std::unique_ptr<LayoutScope> &s : doc.getScopes().getScopes()) {
    if (!within(s.get()))
      continue;
    TypePairs types;
    for (auto &[text, type] : used.lookup(s.get()))
      types[text] = {type, type};
    compareScope(s->path, layoutOf(oldCopies, *s), layoutOf(newCopies, *s),
                 types, options, diff);
  }
  return diff;
}
