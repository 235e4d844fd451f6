// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DocumentSymbols.cpp - The outline of scopes and entries ------------===//

#include "mlir-layout/Features/DocumentSymbols.h"

#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Core/LayoutDocument.h"

#include "mlir-layout/Support/MessageText.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::layout;

/// The most characters of a function's or global's type in the outline.
static constexpr size_t kMaxTypeLength = 80;

/// A function (`FunctionOpInterface`) or a global (an op named `*.global`
/// with a symbol name) directly in a scope, with its type; std::nullopt for
/// other ops and ops the parser did not record.
static std::optional<SymbolInfo> describeMember(const LayoutDocument &doc,
                                                Operation &op) {
  auto name = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
  const auto *def = name ? doc.getAsmState().getOpDef(&op) : nullptr;
  if (!def)
    return std::nullopt;
  SymbolInfo member;
  member.name = "@" + name.getValue().str();
  member.range = def->scopeLoc;
  member.selectionRange = def->loc;
  if (auto function = dyn_cast<FunctionOpInterface>(op)) {
    member.kind = SymbolInfo::Kind::Function;
    member.value =
        abbreviate(printToString(function.getFunctionType()), kMaxTypeLength);
    return member;
  }
  if (!op.getName().getStringRef().ends_with(".global"))
    return std::nullopt;
  member.kind = SymbolInfo::Kind::Global;
  for (llvm::StringRef typeName : {"global_type", "type"})
    if (auto type = op.getAttrOfType<TypeAttr>(typeName))
      member.value = abbreviate(printToString(type.getValue()), kMaxTypeLength);
  return member;
}

/// The symbol of `scope` with its entries, members and nested scopes.
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
  // The scope's functions and globals and its nested scopes, in source
  // order (a nested scope inside a function body comes after it).
  std::vector<SymbolInfo> members;
  llvm::SmallPtrSet<Operation *, 8> nestedOps;
  for (const LayoutScope *nested : scope.children) {
    nestedOps.insert(nested->op);
    members.push_back(describeScope(doc, *nested));
  }
  for (Region &region : scope.op->getRegions())
    for (Block &block : region)
      for (Operation &op : block)
        if (!nestedOps.contains(&op))
          if (std::optional<SymbolInfo> member = describeMember(doc, op))
            members.push_back(std::move(*member));
  llvm::stable_sort(members, [](const SymbolInfo &a, const SymbolInfo &b) {
    return a.range.Start.getPointer() < b.range.Start.getPointer();
  });
  for (SymbolInfo &member : members)
    symbol.children.push_back(std::move(member));
  return symbol;
}

std::vector<SymbolInfo>
mlir::layout::getDocumentSymbols(const LayoutDocument &doc) {
  std::vector<SymbolInfo> symbols;
  for (const LayoutScope *scope : doc.getScopes().getRoot().children)
    symbols.push_back(describeScope(doc, *scope));
  return symbols;
}
