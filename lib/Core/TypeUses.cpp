// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TypeUses.cpp - Where each scope uses the types it lays out ---------===//

#include "mlir-layout/Core/TypeUses.h"

#include "mlir-layout/Core/LayoutDocument.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

using namespace mlir;
using namespace mlir::layout;

const TypeUse *ScopeTypeUses::find(Type type, UseKind kind) const {
  const auto &map = uses[unsigned(kind)];
  auto it = map.find(type);
  return it == map.end() ? nullptr : &it->second;
}

const TypeUse *ScopeTypeUses::findInteger(unsigned width, UseKind kind) const {
  const auto &map = integers[unsigned(kind)];
  auto it = map.find(width);
  return it == map.end() ? nullptr : &it->second;
}

void ScopeTypeUses::note(Type type, UseKind kind, const TypeUse &use) {
  // A memory use is a value use as well.
  for (unsigned k = 0; k <= unsigned(kind); ++k) {
    if (!uses[k].try_emplace(type, use).second)
      continue;
    if (auto integer = dyn_cast<IntegerType>(type))
      integers[k].try_emplace(integer.getWidth(), use);
  }
}

/// The LLVM pointer a memref's descriptor holds: `!llvm.ptr<N>` for an
/// integer memory space N (none for other memory spaces, which a type
/// converter maps).
static Type getDescriptorPointer(BaseMemRefType memref) {
  MLIRContext *context = memref.getContext();
  if (!context->getLoadedDialect<LLVM::LLVMDialect>())
    return nullptr;
  Attribute space = memref.getMemorySpace();
  if (!space)
    return LLVM::LLVMPointerType::get(context);
  if (auto integer = dyn_cast<IntegerAttr>(space))
    return LLVM::LLVMPointerType::get(context, integer.getInt());
  return nullptr;
}

void mlir::layout::forEachTypeInside(
    Type type, llvm::function_ref<void(Type inner, bool descriptor)> fn) {
  type.walk([&](Type inner) {
    fn(inner, false);
    // A memref value is lowered to a descriptor of pointers and indices.
    if (auto memref = dyn_cast<BaseMemRefType>(inner)) {
      if (Type pointer = getDescriptorPointer(memref))
        fn(pointer, true);
      fn(IndexType::get(inner.getContext()), true);
    }
  });
}

void ScopeTypeUses::add(Type type, UseKind kind, const TypeUse &use) {
  for (unsigned k = 0; k <= unsigned(kind); ++k)
    wholes[k].insert({type, use});
  forEachTypeInside(type, [&](Type inner, bool descriptor) {
    note(inner,
         descriptor      ? UseKind::Value
         : inner == type ? kind
                         : UseKind::Memory,
         use);
  });
}

/// True for an attribute that describes a data layout or a target rather
/// than using a type: `dlti.*` (specs, maps), `llvm.data_layout`,
/// `llvm.target_triple`, `llvm.target`.
static bool isLayoutAttribute(NamedAttribute attr) {
  llvm::StringRef name = attr.getName().getValue();
  return name.starts_with("dlti.") || name == "llvm.data_layout" ||
         name == "llvm.target_triple" || name == "llvm.target" ||
         isa<DataLayoutSpecInterface, TargetSystemSpecInterface>(
             attr.getValue());
}

/// The first line of `text`, at most 72 characters.
static std::string shorten(llvm::StringRef text) {
  llvm::StringRef line = text.take_until([](char c) { return c == '\n'; });
  line = line.rtrim();
  if (line.size() <= 72)
    return line.str();
  return line.take_front(69).rtrim().str() + "...";
}

/// Calls `fn` with the types an attribute holds: a function signature's
/// inputs and results are values, anything else (an element type, a
/// global's type) is laid out in memory.
static void forEachHeldType(TypeAttr held,
                            llvm::function_ref<void(Type, UseKind)> fn) {
  Type type = held.getValue();
  llvm::SmallVector<Type> signature;
  if (auto function = dyn_cast<FunctionType>(type)) {
    llvm::append_range(signature, function.getInputs());
    llvm::append_range(signature, function.getResults());
  } else if (auto function = dyn_cast<LLVM::LLVMFunctionType>(type)) {
    llvm::append_range(signature, function.getParams());
    signature.push_back(function.getReturnType());
  } else {
    fn(type, UseKind::Memory);
    return;
  }
  for (Type part : signature)
    fn(part, UseKind::Value);
}

void mlir::layout::forEachTypeUse(
    Operation *op, llvm::function_ref<void(Type, UseKind, UseSite)> fn) {
  for (Type type : op->getResultTypes())
    fn(type, UseKind::Value, UseSite::Result);
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments())
        fn(arg.getType(), UseKind::Value, UseSite::BlockArgument);
  for (NamedAttribute attr : op->getAttrs())
    if (!isLayoutAttribute(attr))
      attr.getValue().walk([&](TypeAttr held) {
        forEachHeldType(held, [&](Type type, UseKind kind) {
          fn(type, kind, UseSite::Attribute);
        });
      });
}

llvm::DenseMap<const LayoutScope *, ScopeTypeUses>
mlir::layout::collectTypeUses(const LayoutDocument &doc) {
  llvm::DenseMap<const LayoutScope *, ScopeTypeUses> result;
  const ScopeTree &scopes = doc.getScopes();
  for (const auto &[range, op] : doc.getWrittenOps()) {
    TypeUse use{op, doc.getLocator().locate(range), ""};
    use.text = shorten(
        llvm::StringRef(range.Start.getPointer(),
                        range.End.getPointer() - range.Start.getPointer()));
    const LayoutScope &scope = scopes.scopeFor(op);
    const LayoutScope &outer =
        scope.op == op && scope.parent ? *scope.parent : scope;
    // A scope op's results are values of the scope around it.
    forEachTypeUse(op, [&](Type type, UseKind kind, UseSite site) {
      result[site == UseSite::Result ? &outer : &scope].add(type, kind, use);
    });
  }
  return result;
}
