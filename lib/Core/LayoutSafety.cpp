// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutSafety.cpp - Which types MLIR 22 can be asked about ----------===//

#include "mlir-layout/Core/LayoutSafety.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;

/// Returns the reason for a type that has no layout at all in MLIR 22.
static std::string describeTypeWithoutLayout(Type type) {
  std::string name = printToString(type);
  if (isa<MemRefType, UnrankedMemRefType>(type))
    return "MLIR 22 gives memref types no data layout: the size of a memref "
           "value depends on how it is lowered (descriptor or bare pointer), "
           "and MemRefType does not implement DataLayoutTypeInterface";
  if (isa<TensorType>(type))
    return "tensors are values without a memory layout in MLIR; only buffers "
           "(memrefs) and scalar/vector types have one";
  if (isa<FunctionType, LLVM::LLVMFunctionType>(type))
    return "function types have no size or alignment";
  if (isa<NoneType>(type))
    return "the none type has no size or alignment";
  if (isa<TupleType>(type))
    return "builtin tuples have no data layout in MLIR 22 (TupleType does not "
           "implement DataLayoutTypeInterface); use !llvm.struct for a laid "
           "out aggregate";
  if (isa<LLVM::LLVMVoidType, LLVM::LLVMTokenType, LLVM::LLVMLabelType,
          LLVM::LLVMMetadataType>(type))
    return name + " is not a first-class value type: it has no size";
  std::string dialect = type.getDialect().getNamespace().str();
  if (dialect.empty())
    dialect = "builtin";
  return "type " + name + " of the '" + dialect +
         "' dialect does not implement DataLayoutTypeInterface and has no "
         "builtin default layout";
}

/// Checks an element of an aggregate (struct, array, complex): it must have a
/// layout, a non-zero alignment when `needsAlignment`, and, in an array, a
/// fixed size. MLIR 22 lays out a struct with scalable fields (its size
/// keeps the scalable flag of the last field with a non-zero size) but
/// aborts on an array whose element size is scalable.
static std::optional<std::string>
checkElement(Type aggregate, Type element, const DataLayout &layout,
             bool needsAlignment, std::optional<NoLayoutCause> *cause) {
  if (std::optional<std::string> why =
          findMissingLayout(element, layout, cause))
    return "element " + printToString(element) + " of " +
           printToString(aggregate) + " has no layout: " + *why;
  if (isa<LLVM::LLVMArrayType>(aggregate) &&
      layout.getTypeSize(element).isScalable())
    return printToString(aggregate) + " has the element " +
           printToString(element) +
           ", whose size is scalable (a multiple of vscale); MLIR 22 cannot "
           "lay it out inside an array";
  // Aggregates round offsets up to the element's ABI alignment; complex
  // numbers pad to a preferred alignment derived from the element's size.
  bool zero = needsAlignment && layout.getTypeABIAlignment(element) == 0;
  if (isa<ComplexType>(aggregate))
    zero = zero || layout.getTypePreferredAlignment(element) == 0 ||
           layout.getTypeSize(element).getKnownMinValue() == 0;
  if (zero && cause)
    *cause = NoLayoutCause{NoLayoutCause::Kind::ZeroSizeOrAlignment, "",
                           printToString(element)};
  if (zero)
    return "element " + printToString(element) + " of " +
           printToString(aggregate) +
           " has size or alignment 0 in this scope, so the aggregate cannot "
           "be laid out (MLIR 22 would divide by zero)";
  return std::nullopt;
}

std::optional<std::string>
mlir::layout::findMissingLayout(Type type, const DataLayout &layout,
                                std::optional<NoLayoutCause> *cause) {
  if (isa<IntegerType, FloatType, IndexType>(type))
    return std::nullopt;
  if (auto complex = dyn_cast<ComplexType>(type))
    return checkElement(type, complex.getElementType(), layout,
                        /*needsAlignment=*/true, cause);
  if (auto vector = dyn_cast<VectorType>(type)) {
    if (vector.getRank() == 0)
      return "0-D vectors have no data layout in MLIR 22 (its DataLayout "
             "crashes on them); use vector<1x" +
             printToString(vector.getElementType()) + "> for a laid out value";
    Type element = vector.getElementType();
    if (std::optional<std::string> why =
            findMissingLayout(element, layout, cause))
      return "element " + printToString(element) + " has no layout: " + *why;
    return std::nullopt;
  }
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type)) {
    for (Type element : structType.getBody())
      if (std::optional<std::string> why = checkElement(
              type, element, layout, !structType.isPacked(), cause))
        return why;
    return std::nullopt;
  }
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return checkElement(type, array.getElementType(), layout,
                        /*needsAlignment=*/true, cause);
  if (isa<DataLayoutTypeInterface>(type))
    return std::nullopt;
  if (auto opaque = dyn_cast<OpaqueType>(type)) {
    if (cause)
      *cause = NoLayoutCause{NoLayoutCause::Kind::DialectNotLoaded,
                             opaque.getDialectNamespace().str(),
                             printToString(type)};
    return "dialect '" + opaque.getDialectNamespace().str() +
           "' is not loaded, so nothing defines the layout of " +
           printToString(type);
  }
  return describeTypeWithoutLayout(type);
}

/// True when `type` holds `target` by value: `target` itself, or a struct
/// field or array element that holds it. `seen` keeps each struct visited
/// once, so a cycle not through `target` ends too.
static bool holds(Type type, LLVM::LLVMStructType target,
                  llvm::DenseSet<Type> &seen) {
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return holds(array.getElementType(), target, seen);
  auto structType = dyn_cast<LLVM::LLVMStructType>(type);
  if (!structType)
    return false;
  if (structType == target)
    return true;
  if (!seen.insert(structType).second || structType.isOpaque())
    return false;
  return llvm::any_of(structType.getBody(),
                      [&](Type field) { return holds(field, target, seen); });
}

/// Adds to `structs` every struct `type` holds by value, itself included.
static void collectStructs(Type type, llvm::SetVector<Type> &structs) {
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return collectStructs(array.getElementType(), structs);
  auto structType = dyn_cast<LLVM::LLVMStructType>(type);
  if (!structType || !structs.insert(structType) || structType.isOpaque())
    return;
  for (Type field : structType.getBody())
    collectStructs(field, structs);
}

std::optional<std::string> mlir::layout::findSelfContainment(Type type) {
  llvm::SetVector<Type> structs;
  collectStructs(type, structs);
  for (Type candidate : structs) {
    auto structType = cast<LLVM::LLVMStructType>(candidate);
    if (!structType.isIdentified() || structType.isOpaque())
      continue;
    llvm::DenseSet<Type> seen;
    seen.insert(structType);
    if (llvm::any_of(structType.getBody(), [&](Type field) {
          return holds(field, structType, seen);
        }))
      return "!llvm.struct<\"" + structType.getName().str() +
             "\"> contains itself by value, so its size would be infinite "
             "(LLVM rejects such a type; hold it through a pointer)";
  }
  return std::nullopt;
}
