// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutexOps.cpp - The layoutex.scope operation ---------------------===//
//
// `layoutex.scope` is a data layout scope: MLIR's DataLayout for any op
// inside it finds it (it implements DataLayoutOpInterface), combines its
// `dlti.dl_spec` with the enclosing ones, and asks its hooks. It overrides
// two query hooks: getTypeSize (a byte is 16 bits wide in this scope) and
// getIndexBitwidth (`index` is 32 bits wide), and two scope-wide ones:
// getEndianness (big-endian wherever an entry sets an endianness) and
// getStackAlignment (at least 128 bits).
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

/// The bitwidth of `index` inside a layoutex.scope.
static constexpr uint64_t kIndexBitwidth = 32;

/// The least stack alignment inside a layoutex.scope, in bits.
static constexpr uint64_t kMinStackAlignmentBits = 128;

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

/// `index` is 32 bits wide here; other types keep MLIR's rule.
std::optional<uint64_t>
ScopeOp::getIndexBitwidth(Type type, const DataLayout &dataLayout,
                          DataLayoutEntryListRef params) {
  if (isa<IndexType>(type))
    return kIndexBitwidth;
  return mlir::detail::getDefaultIndexBitwidth(type, dataLayout, params);
}

/// A layoutex.scope with an endianness entry is big-endian, whatever the
/// entry's value. (A static hook has no context to make an attribute from
/// when there is no entry: then the endianness is not set, as by default.)
Attribute ScopeOp::getEndianness(DataLayoutEntryInterface entry) {
  if (!entry)
    return {};
  return StringAttr::get(entry.getContext(), "big");
}

/// The stack is aligned to at least 128 bits, whatever the entry says.
uint64_t ScopeOp::getStackAlignment(DataLayoutEntryInterface entry) {
  return std::max<uint64_t>(kMinStackAlignmentBits,
                            mlir::detail::getDefaultStackAlignment(entry));
}

/// The index bitwidth is the op's own: an `index` entry would be ignored,
/// so it is an error.
LogicalResult ScopeOp::verify() {
  DataLayoutSpecInterface spec = getDataLayoutSpec();
  if (spec && !spec.getSpecForType(IndexType::getTypeID()).empty())
    return emitOpError() << "fixes index to " << kIndexBitwidth
                         << " bits; remove the index entry of its "
                            "dlti.dl_spec";
  return success();
}
