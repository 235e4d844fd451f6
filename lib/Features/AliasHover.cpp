// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AliasHover.cpp - A type alias laid out where it is used ------------===//
//
// A type alias is defined at the top level, where no spec applies, but it
// is laid out wherever it is used. The parser records each use; a use in
// the definition of another alias counts where that alias is used.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Features/Hover.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Support/TextScan.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::layout;
using Definition = AsmParserState::TypeAliasDefinition;

/// True when `loc` lies in `range`, its end included.
static bool touches(llvm::SMRange range, llvm::SMLoc loc) {
  return range.Start.getPointer() <= loc.getPointer() &&
         loc.getPointer() <= range.End.getPointer();
}

/// The type alias whose definition contains the top-level `use`: the last
/// alias (type or attribute) defined before it; null for an attribute alias.
static const Definition *definitionAround(const AsmParserState &state,
                                          llvm::SMLoc use) {
  const char *best = nullptr;
  const Definition *owner = nullptr;
  auto consider = [&](llvm::SMRange name, const Definition *def) {
    const char *start = name.Start.getPointer();
    if (start && start < use.getPointer() && (!best || start > best)) {
      best = start;
      owner = def;
    }
  };
  for (const Definition &def : state.getTypeAliasDefs())
    consider(def.definition.loc, &def);
  for (const auto &def : state.getAttributeAliasDefs())
    consider(def.definition.loc, nullptr);
  return owner;
}

/// Adds the uses of `def` to `uses` as (scope, place), following uses in the
/// definitions of other aliases.
static void
collectUses(LayoutDocument &doc, const Definition &def,
            llvm::SmallPtrSetImpl<const Definition *> &seen,
            std::vector<std::pair<const LayoutScope *, llvm::SMRange>> &uses) {
  if (!seen.insert(&def).second)
    return;
  for (llvm::SMRange use : def.definition.uses) {
    if (doc.findOpAt(use.Start)) {
      uses.push_back({&doc.findScopeAt(use.Start), use});
      continue;
    }
    if (const Definition *outer =
            definitionAround(doc.getAsmState(), use.Start))
      collectUses(doc, *outer, seen, uses);
  }
}

/// The body of the alias definition whose name is `name`: the type after
/// `=`, to the end of its line at bracket depth zero. Empty when the text
/// after the name is not `= TYPE`.
static llvm::SMRange getBodyRange(llvm::StringRef text, llvm::SMRange name) {
  const char *end = name.End.getPointer();
  if (!end || end < text.begin() || end > text.end())
    return {};
  size_t pos = skipTrivia(text, end - text.begin());
  if (pos >= text.size() || text[pos] != '=')
    return {};
  size_t begin = skipTrivia(text, pos + 1);
  size_t stop = scanBrackets(text, begin, text.size(),
                             [](size_t, char c, unsigned depth) {
                               return depth == 0 && (c == '\n' || c == '\r');
                             })
                    .pos;
  while (stop > begin && (text[stop - 1] == ' ' || text[stop - 1] == '\t'))
    --stop;
  return {llvm::SMLoc::getFromPointer(text.data() + begin),
          llvm::SMLoc::getFromPointer(text.data() + stop)};
}

std::optional<std::pair<llvm::SMRange, AliasLayouts>>
mlir::layout::getAliasLayoutsAt(LayoutDocument &doc, llvm::SMLoc loc) {
  // On the alias's name, or anywhere in its body: the body is written at
  // the top level, where no spec applies, so a type hover there would
  // answer MLIR's defaults instead of the layouts where the alias is used.
  const Definition *hovered = nullptr;
  llvm::SMRange range;
  // The one definition whose name is written last before `loc`: on its
  // name, or (only it can hold `loc`) in its body; one body scanned.
  const Definition *last = nullptr;
  for (const Definition &def : doc.getAsmState().getTypeAliasDefs()) {
    const char *start = def.definition.loc.Start.getPointer();
    if (start && start <= loc.getPointer() &&
        (!last || start > last->definition.loc.Start.getPointer()))
      last = &def;
  }
  if (last && touches(last->definition.loc, loc)) {
    hovered = last;
    range = last->definition.loc;
  } else if (last) {
    llvm::SMRange body =
        getBodyRange(doc.getLocator().getText(), last->definition.loc);
    if (body.isValid() && touches(body, loc)) {
      hovered = last;
      range = body;
    }
  }
  if (!hovered)
    return std::nullopt;
  AliasLayouts alias;
  alias.name = "!" + hovered->name.str();
  alias.topLevel =
      doc.getLayout(doc.getScopes().getRoot()).query(hovered->value);

  llvm::SmallPtrSet<const Definition *, 4> seen;
  std::vector<std::pair<const LayoutScope *, llvm::SMRange>> uses;
  collectUses(doc, *hovered, seen, uses);
  llvm::sort(uses, [](const auto &a, const auto &b) {
    return a.second.Start.getPointer() < b.second.Start.getPointer();
  });
  for (const auto &[scope, range] : uses) {
    // A structured binding is captured only from C++20 on: capture a copy.
    auto known = llvm::find_if(alias.scopes,
                               [&, scope = scope](const AliasScopeLayout &l) {
                                 return l.result.scope == scope->path;
                               });
    if (known != alias.scopes.end()) {
      ++known->uses;
      continue;
    }
    alias.scopes.push_back({doc.getLayout(*scope).query(hovered->value), 1,
                            doc.getLocator().locate(range)});
  }
  return std::make_pair(range, std::move(alias));
}
