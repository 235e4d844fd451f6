// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ScopeHover.cpp - A data layout scope's entries and properties ------===//
//
// Hovering a scope op's name or symbol name: what `mlir-layout scopes`
// prints for it, from the same query object.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Features/Hover.h"

#include "mlir-layout/Core/LayoutDocument.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;

/// The range of the scope op's name or of the symbol name written just after
/// it (`module @device`) when `loc` is on one of them.
static std::optional<llvm::SMRange> nameAt(const LayoutDocument &doc,
                                           Operation *op, llvm::SMLoc loc) {
  const AsmParserState::OperationDefinition *def =
      doc.getAsmState().getOpDef(op);
  if (!def)
    return std::nullopt;
  auto touches = [&](const char *begin, const char *end) {
    return begin <= loc.getPointer() && loc.getPointer() <= end;
  };
  llvm::SMRange name = def->loc;
  if (touches(name.Start.getPointer(), name.End.getPointer()))
    return name;
  llvm::StringRef text = doc.getText();
  llvm::StringRef rest = text.substr(doc.getOffset(name.End)).ltrim(" \t");
  if (!rest.starts_with("@"))
    return std::nullopt;
  size_t length = 1;
  if (rest.size() > 1 && rest[1] == '"') {
    length = rest.find('"', 2);
    length = length == llvm::StringRef::npos ? 1 : length + 1;
  } else {
    while (length < rest.size() &&
           (llvm::isAlnum(rest[length]) ||
            llvm::StringRef("_$.-").contains(rest[length])))
      ++length;
  }
  if (length == 1 || !touches(rest.data(), rest.data() + length))
    return std::nullopt;
  return llvm::SMRange(llvm::SMLoc::getFromPointer(rest.data()),
                       llvm::SMLoc::getFromPointer(rest.data() + length));
}

std::optional<std::pair<llvm::SMRange, ScopeSummary>>
mlir::layout::getScopeSummaryAt(LayoutDocument &doc, llvm::SMLoc loc) {
  Operation *op = doc.findOpAt(loc);
  if (!op || !ScopeTree::isScopeOp(op))
    return std::nullopt;
  std::optional<llvm::SMRange> range = nameAt(doc, op, loc);
  if (!range)
    return std::nullopt;
  const LayoutScope &scope = doc.getScopes().scopeFor(op);
  ScopedDataLayout &layout = doc.getLayout(scope);
  ScopeSummary summary;
  summary.path = scope.path;
  summary.opName = op->getName().getStringRef().str();
  summary.ownEntries = scope.spec ? scope.spec.getEntries().size() : 0;
  for (const SourcedEntry &entry : layout.getSpec().getEntries())
    summary.entries.push_back(CombinedSpec::describe(entry));
  for (const RejectedEntry &rejected : layout.getSpec().getRejected())
    summary.rejected.push_back(
        {CombinedSpec::describe(
             {rejected.scope->spec.getEntries()[rejected.index], rejected.scope,
              rejected.index}),
         rejected.message});
  summary.properties = layout.getProperties();
  return std::make_pair(*range, std::move(summary));
}
