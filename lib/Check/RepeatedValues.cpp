// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RepeatedValues.cpp - Entry values compared by what they mean -------===//
//
// Two spellings of one value (`dense<64>` and `dense<[64, 64]>` for a
// scalar; a pointer entry with and without its index width equal to its
// size) are the same value. A fix that would write the value a scope
// already inherits for that key removes the entry instead, so that it never
// leaves a `layout-redundant-entry` warning behind.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::layout;

/// The values of a scalar or pointer entry with the omitted trailing ones
/// filled in as MLIR fills them; nullopt for other values.
static std::optional<llvm::SmallVector<int64_t>>
normalizedValues(Type key, Attribute value) {
  std::optional<llvm::SmallVector<int64_t>> values = getDenseValues(value);
  if (!values || values->empty())
    return std::nullopt;
  if (isa<IntegerType, FloatType>(key)) {
    if (values->size() == 1)
      values->push_back(values->front()); // preferred defaults to ABI
    return values;
  }
  if (isa<LLVM::LLVMPointerType>(key)) {
    if (values->size() == 3)
      values->push_back(values->front()); // index width defaults to size
    return values;
  }
  return std::nullopt;
}

bool mlir::layout::sameEntryValue(DataLayoutEntryKey key, Attribute a,
                                  Attribute b) {
  if (a == b)
    return true;
  if (!a || !b)
    return false;
  auto type = llvm::dyn_cast_if_present<Type>(key);
  if (!type)
    return false;
  if (isa<IndexType>(type)) {
    auto x = dyn_cast<IntegerAttr>(a), y = dyn_cast<IntegerAttr>(b);
    return x && y && x.getValue().getSExtValue() == y.getValue().getSExtValue();
  }
  std::optional<llvm::SmallVector<int64_t>> x = normalizedValues(type, a);
  std::optional<llvm::SmallVector<int64_t>> y = normalizedValues(type, b);
  return x && y && *x == *y;
}

/// The index of the entry of `scope` whose value `edit` replaces, if any.
static std::optional<unsigned> replacedValue(const LayoutScope &scope,
                                             const TextEdit &edit) {
  for (auto [index, source] : llvm::enumerate(scope.specSource->entries))
    if (source.value.Start == edit.range.Start &&
        source.value.End == edit.range.End)
      return index;
  return std::nullopt;
}

void mlir::layout::preferRemovalOfRepeats(
    LayoutDocument &doc, const LayoutScope &scope, CompatibilityPolicy policy,
    llvm::MutableArrayRef<SpecIssue> issues) {
  // Under redefine-all, restating an inherited entry is required.
  if (policy == CompatibilityPolicy::RedefineAll || !scope.parent ||
      !scope.specSource)
    return;
  const CombinedSpec &inherited = doc.getLayout(*scope.parent).getSpec();
  SpecEditor editor(scope);
  for (SpecIssue &issue : issues) {
    for (Fix &fix : issue.fixes) {
      if (fix.edits.size() != 1)
        continue;
      std::optional<unsigned> index = replacedValue(scope, fix.edits.front());
      if (!index)
        continue;
      DataLayoutEntryKey key = scope.spec.getEntries()[*index].getKey();
      auto type = llvm::dyn_cast_if_present<Type>(key);
      const SourcedEntry *outer =
          type ? inherited.getEntryFor(type)
               : inherited.getIdentifierEntry(cast<StringAttr>(key).getValue());
      if (!outer)
        continue;
      // A value that does not parse is simply not a repeat: keep MLIR's
      // error out of the document's diagnostics.
      ScopedDiagnosticHandler silence(doc.getContext(),
                                      [](Diagnostic &) { return success(); });
      Attribute written =
          parseAttribute(fix.edits.front().newText, doc.getContext());
      if (!written || !sameEntryValue(key, written, outer->entry.getValue()))
        continue;
      fix.title = "Remove the entry (inherit " +
                  CombinedSpec::describe(*outer).value + " from " +
                  CombinedSpec::describe(*outer).scope + ")";
      fix.edits = {editor.removeEntry(*index)};
    }
  }
}
