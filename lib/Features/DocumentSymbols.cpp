// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DocumentSymbols.cpp - The outline of scopes and entries ------------===//

#include "mlir-layout/Features/DocumentSymbols.h"

#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Core/LayoutDocument.h"

#include "mlir/AsmParser/AsmParserState.h"

using namespace mlir;
using namespace mlir::layout;

/// The symbol of `scope` with its entries and nested scopes.
static SymbolInfo describeScope(const LayoutDocument &doc,
                                const LayoutScope &scope) {
  SymbolInfo symbol;
  symbol.kind = SymbolInfo::Kind::Scope;
  symbol.name = scope.path;
  if (const auto *def = doc.getAsmState().getOpDef(scope.op)) {
    symbol.range = def->scopeLoc;
    symbol.selectionRange = def->loc;
  }
  symbol.specUnread = scope.unreadSpec.has_value();
  if (scope.spec) {
    symbol.entryCount = scope.spec.getEntries().size();
    for (auto [index, entry] : llvm::enumerate(scope.spec.getEntries())) {
      EntryRef ref = CombinedSpec::describe({entry, &scope, unsigned(index)});
      SymbolInfo child;
      child.kind = SymbolInfo::Kind::Entry;
      child.name = ref.key;
      child.value = ref.value;
      child.range = scope.specSource ? scope.specSource->entries[index].entry
                                     : symbol.selectionRange;
      child.selectionRange = child.range;
      symbol.children.push_back(std::move(child));
    }
  }
  for (const LayoutScope *nested : scope.children)
    symbol.children.push_back(describeScope(doc, *nested));
  return symbol;
}

std::vector<SymbolInfo>
mlir::layout::getDocumentSymbols(const LayoutDocument &doc) {
  std::vector<SymbolInfo> symbols;
  for (const LayoutScope *scope : doc.getScopes().getRoot().children)
    symbols.push_back(describeScope(doc, *scope));
  return symbols;
}
