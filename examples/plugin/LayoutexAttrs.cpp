// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutexAttrs.cpp - The #layoutex.spec data layout spec ------------===//
//
// `#layoutex.spec<...>` is a data layout spec attribute of the dialect's own.
// MLIR's DataLayout reads every scope-wide key through the spec's getters,
// so the one difference from `#dlti.dl_spec` that matters is its endianness
// key, `"layoutex.endianness"`. Nested specs are combined by the innermost
// spec's `combineWith`, as MLIR does for any spec class.
//
//===----------------------------------------------------------------------===//

#include "Layoutex.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace layoutex;

Attribute SpecAttr::parse(AsmParser &parser, Type type) {
  // The entries are written as in #dlti.dl_spec; DLTI's parser reads them
  // (and rejects repeated keys).
  auto dlti = dyn_cast_if_present<DataLayoutSpecAttr>(
      DataLayoutSpecAttr::parse(parser, type));
  if (!dlti)
    return {};
  return SpecAttr::get(parser.getContext(), dlti.getEntries());
}

void SpecAttr::print(AsmPrinter &printer) const {
  printer << "<";
  llvm::interleaveComma(getEntries(), printer,
                        [&](DataLayoutEntryInterface entry) {
                          if (auto type = dyn_cast<Type>(entry.getKey()))
                            printer << type;
                          else
                            printer << cast<StringAttr>(entry.getKey());
                          printer << " = " << entry.getValue();
                        });
  printer << ">";
}

DataLayoutSpecInterface
SpecAttr::combineWith(ArrayRef<DataLayoutSpecInterface> specs) const {
  // Outermost to innermost, then this spec: the innermost entry for a key
  // replaces the enclosing one, except that the endianness may not change.
  SmallVector<DataLayoutEntryInterface> entries;
  auto add = [&](DataLayoutEntryInterface entry) {
    auto it = llvm::find_if(entries, [&](DataLayoutEntryInterface e) {
      return e.getKey() == entry.getKey();
    });
    if (it == entries.end()) {
      entries.push_back(entry);
      return true;
    }
    auto id = dyn_cast<StringAttr>(entry.getKey());
    if (id && id.getValue() == kEndiannessKey &&
        it->getValue() != entry.getValue())
      return false;
    *it = entry;
    return true;
  };
  for (DataLayoutSpecInterface spec : specs)
    for (DataLayoutEntryInterface entry : spec.getEntries())
      if (!add(entry))
        return {};
  for (DataLayoutEntryInterface entry : getEntries())
    if (!add(entry))
      return {};
  return SpecAttr::get(getContext(), entries);
}

StringAttr SpecAttr::getEndiannessIdentifier(MLIRContext *context) const {
  return StringAttr::get(context, kEndiannessKey);
}

StringAttr
SpecAttr::getDefaultMemorySpaceIdentifier(MLIRContext *context) const {
  return StringAttr::get(context,
                         DLTIDialect::kDataLayoutDefaultMemorySpaceKey);
}

StringAttr
SpecAttr::getAllocaMemorySpaceIdentifier(MLIRContext *context) const {
  return StringAttr::get(context, DLTIDialect::kDataLayoutAllocaMemorySpaceKey);
}

StringAttr
SpecAttr::getProgramMemorySpaceIdentifier(MLIRContext *context) const {
  return StringAttr::get(context,
                         DLTIDialect::kDataLayoutProgramMemorySpaceKey);
}

StringAttr
SpecAttr::getGlobalMemorySpaceIdentifier(MLIRContext *context) const {
  return StringAttr::get(context, DLTIDialect::kDataLayoutGlobalMemorySpaceKey);
}

StringAttr SpecAttr::getManglingModeIdentifier(MLIRContext *context) const {
  return StringAttr::get(context, DLTIDialect::kDataLayoutManglingModeKey);
}

StringAttr SpecAttr::getStackAlignmentIdentifier(MLIRContext *context) const {
  return StringAttr::get(context, DLTIDialect::kDataLayoutStackAlignmentKey);
}

StringAttr
SpecAttr::getFunctionPointerAlignmentIdentifier(MLIRContext *context) const {
  return StringAttr::get(context,
                         DLTIDialect::kDataLayoutFunctionPointerAlignmentKey);
}

StringAttr SpecAttr::getLegalIntWidthsIdentifier(MLIRContext *context) const {
  return StringAttr::get(context, DLTIDialect::kDataLayoutLegalIntWidthsKey);
}

LogicalResult SpecAttr::verifySpec(Location loc) {
  if (failed(mlir::detail::verifyDataLayoutSpec(*this, loc)))
    return failure();
  bool own = false, dlti = false;
  for (DataLayoutEntryInterface entry : getEntries())
    if (auto id = dyn_cast<StringAttr>(entry.getKey())) {
      own |= id.getValue() == kEndiannessKey;
      dlti |= id.getValue() == DLTIDialect::kDataLayoutEndiannessKey;
    }
  if (own && dlti)
    return emitError(loc) << "#layoutex.spec reads its endianness from '"
                          << kEndiannessKey << "'; remove '"
                          << DLTIDialect::kDataLayoutEndiannessKey << "'";
  return success();
}
