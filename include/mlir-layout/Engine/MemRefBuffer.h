//===- MemRefBuffer.h - The buffer behind a ranked memref -------*- C++ -*-===//

#ifndef MLIR_LAYOUT_ENGINE_MEMREFBUFFER_H
#define MLIR_LAYOUT_ENGINE_MEMREFBUFFER_H

#include "mlir-layout/Engine/LayoutInfo.h"

#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
namespace layout {

/// Describes the buffer of `type`: strides and offset from its layout
/// (identity, `strided<>`, strided affine maps, and the offset permutations
/// MLIR 22 rejects), the span in bytes for the element layout
/// `element` (null when the element has no layout), density, the
/// contiguous<perm, offset> form and the simplest equivalent type.
BufferLayout describeBuffer(MemRefType type, const LayoutResult *element);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_ENGINE_MEMREFBUFFER_H
