//===- LayoutexOps.cpp - The layoutex.scope operation ---------------------===//
//
// `layoutex.scope` is a data layout scope: MLIR's DataLayout for any op
// inside it finds it (it implements DataLayoutOpInterface), combines its
// `dlti.dl_spec` with the enclosing ones, and asks its hooks. It overrides
// one hook, getTypeSize: a byte is 16 bits wide in this scope.
//
//===----------------------------------------------------------------------===//

#include "Layoutex.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

using namespace mlir;
using namespace layoutex;

#define GET_OP_CLASSES
#include "LayoutexOps.cpp.inc"

/// The spec is the op's `dlti.dl_spec` attribute, as on builtin.module.
DataLayoutSpecInterface ScopeOp::getDataLayoutSpec() {
  return (*this)->getAttrOfType<DataLayoutSpecInterface>(
      DLTIDialect::kDataLayoutAttrName);
}

/// No target system spec on this op.
TargetSystemSpecInterface ScopeOp::getTargetSystemSpec() { return {}; }

/// The size in 16-bit bytes: the bit size (MLIR's rule, or the type's own
/// hook) divided by 16, rounded up. Alignments keep MLIR's rules.
llvm::TypeSize ScopeOp::getTypeSize(Type type, const DataLayout &dataLayout,
                                    DataLayoutEntryListRef params) {
  llvm::TypeSize bits = getTypeSizeInBits(type, dataLayout, params);
  return mlir::detail::divideCeil(bits, 16);
}
