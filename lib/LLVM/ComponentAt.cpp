// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ComponentAt.cpp - The llvm.data_layout component at a place --------===//

#include "mlir-layout/LLVM/ComponentAt.h"
#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/LLVM/AttributeSource.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Target/LLVMIR/DataLayoutImporter.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;

/// The type a component lays out (`i64:64` -> i64), or null.
static Type getComponentType(llvm::StringRef component, MLIRContext *context) {
  char kind = component.empty() ? 0 : component[0];
  llvm::StringRef digits = component.drop_front().take_while(llvm::isDigit);
  unsigned number = 0;
  bool hasNumber = !digits.empty() && !digits.getAsInteger(10, number);
  if (kind == 'i' && hasNumber)
    return IntegerType::get(context, number);
  if (kind == 'f' && hasNumber)
    return LLVM::detail::getFloatType(context, number);
  if (kind == 'p' && (hasNumber || component.drop_front().starts_with(":")))
    return LLVM::LLVMPointerType::get(context, hasNumber ? number : 0);
  return nullptr;
}

/// The DLTI identifier MLIR's importer makes of a component, or "".
static llvm::StringRef getComponentIdentifier(llvm::StringRef component) {
  if (component == "e" || component == "E")
    return "dlti.endianness";
  if (component.starts_with("m:"))
    return "dlti.mangling_mode";
  if (component.size() > 1 && component[0] == 'n' &&
      llvm::isDigit(component[1]))
    return "dlti.legal_int_widths";
  if (component.starts_with("S"))
    return "dlti.stack_alignment";
  if (component.starts_with("A"))
    return "dlti.alloca_memory_space";
  if (component.starts_with("P"))
    return "dlti.program_memory_space";
  if (component.starts_with("G"))
    return "dlti.global_memory_space";
  if (component.starts_with("F"))
    return "dlti.function_pointer_alignment";
  return "";
}

std::optional<DataLayoutComponentInfo>
mlir::layout::findDataLayoutComponentAt(LayoutDocument &doc, llvm::SMLoc loc) {
  Operation *op = doc.findOpAt(loc);
  for (; op; op = op->getParentOp()) {
    auto attr = op->getAttrOfType<StringAttr>(
        LLVM::LLVMDialect::getDataLayoutAttrName());
    if (!attr)
      continue;
    std::optional<StringAttributeSource> source = findStringAttribute(
        doc, op, LLVM::LLVMDialect::getDataLayoutAttrName(), attr.getValue());
    if (!source || !source->verbatim)
      return std::nullopt;
    const char *at = loc.getPointer();
    const char *begin = source->contents.Start.getPointer();
    if (at < begin || at > source->contents.End.getPointer())
      return std::nullopt;
    for (const DataLayoutComponent &component :
         splitDataLayoutString(attr.getValue())) {
      const char *start = begin + component.offset;
      const char *end = start + component.text.size();
      if (at < start || at > end)
        continue;
      DataLayoutComponentInfo info;
      info.range = llvm::SMRange(llvm::SMLoc::getFromPointer(start),
                                 llvm::SMLoc::getFromPointer(end));
      info.literal = source->contents;
      info.component = component.text;
      if (std::optional<DataLayoutStringError> error =
              validateDataLayoutString(attr.getValue())) {
        info.error = error->message;
        return info;
      }
      MLIRContext *context = doc.getContext();
      if (Type type = getComponentType(component.text, context)) {
        info.type = printToString(type);
        info.numbers = getLLVMNumbers(attr.getValue(), type);
        return info;
      }
      llvm::StringRef identifier = getComponentIdentifier(component.text);
      DataLayoutSpecInterface spec =
          importDataLayoutString(attr.getValue(), context);
      if (!identifier.empty() && spec)
        if (DataLayoutEntryInterface entry = spec.getSpecForIdentifier(
                StringAttr::get(context, identifier))) {
          llvm::raw_string_ostream os(info.entry);
          os << "\"" << identifier << "\" = " << entry.getValue();
        }
      return info;
    }
    return std::nullopt;
  }
  return std::nullopt;
}
