// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MemRefModel.cpp - Layout of memref values --------------------------===//

#include "mlir-layout/MemRef/MemRefModel.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::layout;

std::optional<MemRefModel>
mlir::layout::parseMemRefModel(llvm::StringRef name) {
  if (name == "descriptor")
    return MemRefModel::Descriptor;
  if (name == "bare")
    return MemRefModel::Bare;
  return std::nullopt;
}

const char *mlir::layout::getMemRefModelName(MemRefModel model) {
  return model == MemRefModel::Bare ? "bare" : "descriptor";
}

bool mlir::layout::containsMemRef(Type type) {
  if (isa<BaseMemRefType>(type))
    return true;
  if (auto s = dyn_cast<LLVM::LLVMStructType>(type))
    return !s.isOpaque() && llvm::any_of(s.getBody(), containsMemRef);
  if (auto a = dyn_cast<LLVM::LLVMArrayType>(type))
    return containsMemRef(a.getElementType());
  return false;
}

std::optional<unsigned> mlir::layout::getAddressSpace(Type memref) {
  Attribute space = cast<BaseMemRefType>(memref).getMemorySpace();
  if (!space)
    return 0;
  if (auto integer = dyn_cast<IntegerAttr>(space))
    return unsigned(integer.getValue().getZExtValue());
  return std::nullopt;
}

Type mlir::layout::lowerMemRefValues(
    Type type, MemRefModel model, unsigned indexBits,
    std::vector<std::string> &nonIntegerSpaces) {
  MLIRContext *context = type.getContext();
  if (auto memref = dyn_cast<BaseMemRefType>(type)) {
    std::optional<unsigned> space = getAddressSpace(type);
    if (!space) {
      nonIntegerSpaces.push_back(printToString(type));
      space = 0;
    }
    auto ptr = LLVM::LLVMPointerType::get(context, *space);
    if (model == MemRefModel::Bare)
      return ptr;
    Type index = IntegerType::get(context, indexBits);
    if (auto ranked = dyn_cast<MemRefType>(type)) {
      SmallVector<Type> fields = {ptr, ptr, index};
      if (ranked.getRank() > 0) {
        Type dims = LLVM::LLVMArrayType::get(index, ranked.getRank());
        fields.push_back(dims);
        fields.push_back(dims);
      }
      return LLVM::LLVMStructType::getLiteral(context, fields);
    }
    // Unranked: the rank and a pointer to a ranked descriptor.
    return LLVM::LLVMStructType::getLiteral(context, {index, ptr});
  }
  if (auto s = dyn_cast<LLVM::LLVMStructType>(type)) {
    if (s.isOpaque() || !containsMemRef(type))
      return type;
    SmallVector<Type> body;
    for (Type field : s.getBody())
      body.push_back(
          lowerMemRefValues(field, model, indexBits, nonIntegerSpaces));
    return LLVM::LLVMStructType::getLiteral(context, body, s.isPacked());
  }
  if (auto a = dyn_cast<LLVM::LLVMArrayType>(type))
    return LLVM::LLVMArrayType::get(lowerMemRefValues(a.getElementType(), model,
                                                      indexBits,
                                                      nonIntegerSpaces),
                                    a.getNumElements());
  return type;
}
