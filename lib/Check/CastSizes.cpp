// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CastSizes.cpp - Casts between types of equal size ------------------===//
//
// A cast is valid only between types of equal size under the layout
// (`layout-cast-size-mismatch`). What MLIR 22 accepts, measured with
// mlir-opt, mlir-translate and opt:
//   - `llvm.bitcast %a : i64 to f32`: MLIR's verifier accepts it, the
//     translation to LLVM IR fails ("Invalid bitcast"): an error. LLVM
//     compares bits (i1 to i8 fails too), a vector's elements summed.
//   - `vector.bitcast`: MLIR's verifier compares the minor 1-D vectors'
//     bits under the op's data layout (`index` as the spec says), but runs
//     here with the specs detached (MLIR's default 64-bit index): a cast
//     equal only under the default is reported, as an error.
//   - `memref.view`: MLIR accepts a view larger than its source buffer
//     (`memref<16xi8>` to `memref<4xi64>`), whose accesses past the buffer
//     are out of bounds: a warning.
// `arith.bitcast` (MLIR's verifier compares the widths and rejects
// `index`) and `memref.reinterpret_cast` (its element type cannot change)
// are left to MLIR. Sizes unknown here (no layout, dynamic shapes,
// scalable vectors) are not compared.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::layout;

/// The size in bits of a scalar `type` (integer, float, index or LLVM
/// pointer) under `layout`; std::nullopt for other types and types without
/// a layout there.
static std::optional<uint64_t> scalarBits(ScopedDataLayout &layout, Type type) {
  if (!isa<IntegerType, FloatType, IndexType, LLVM::LLVMPointerType>(type))
    return std::nullopt;
  const LayoutResult &result = layout.query(type);
  if (!result.hasLayout() || result.layout->scalable)
    return std::nullopt;
  return result.layout->bitsize;
}

/// The size in bits LLVM's bitcast compares for `type` under `layout`: a
/// scalar's, or a fixed vector's elements' summed (not its size rounded up
/// in memory); std::nullopt for scalable vectors and other types.
static std::optional<uint64_t> castBits(ScopedDataLayout &layout, Type type) {
  uint64_t count = 1;
  if (auto vector = dyn_cast<VectorType>(type)) {
    if (vector.isScalable())
      return std::nullopt;
    count = vector.getNumElements();
    type = vector.getElementType();
  }
  std::optional<uint64_t> bits = scalarBits(layout, type);
  if (!bits)
    return std::nullopt;
  return count * *bits;
}

/// "8 bytes", or "1 bit" / "12 bits" when `bits` or `other` is not a whole
/// number of bytes.
static std::string describeSize(uint64_t bits, uint64_t other) {
  if (bits % 8 == 0 && other % 8 == 0)
    return std::to_string(bits / 8) + (bits == 8 ? " byte" : " bytes");
  return std::to_string(bits) + (bits == 1 ? " bit" : " bits");
}

/// An error at `where`: `op` changes the size from `from` to `to`.
static SpecIssue sizeChange(Operation *op, Type from, Type to,
                            uint64_t fromBits, uint64_t toBits,
                            const SourcePos &where) {
  SpecIssue issue;
  issue.severity = Severity::Error;
  issue.code = codes::kCastSizeMismatch;
  issue.where = where;
  issue.message = op->getName().getStringRef().str() +
                  " changes the size: " + printToString(from) + " is " +
                  describeSize(fromBits, toBits) + ", " + printToString(to) +
                  " is " + describeSize(toBits, fromBits) + " in this scope";
  return issue;
}

/// Adds the entry that decides `type`'s layout to `issue`, if one does.
static void addEntry(SpecIssue &issue, ScopedDataLayout &layout, Type type) {
  if (std::optional<EntryRef> entry = findDecidingEntry(layout, type))
    issue.related.push_back(
        {entry->where, "`" + entry->key + " = " + entry->value + "` decides " +
                           printToString(type) + "'s layout"});
}

/// llvm.bitcast: LLVM IR rejects a bitcast between sizes that differ.
static std::optional<SpecIssue> checkLLVMBitcast(ScopedDataLayout &layout,
                                                 LLVM::BitcastOp op,
                                                 const SourcePos &where) {
  Type from = op.getArg().getType(), to = op.getType();
  std::optional<uint64_t> fromBits = castBits(layout, from);
  std::optional<uint64_t> toBits = castBits(layout, to);
  if (!fromBits || !toBits || *fromBits == *toBits)
    return std::nullopt;
  return sizeChange(op, from, to, *fromBits, *toBits, where);
}

/// The bits of `type`'s elements as MLIR's verifier counts them without a
/// spec (index as 64 bits); std::nullopt for other element types.
static std::optional<uint64_t> defaultElementBits(Type type) {
  if (isa<IndexType>(type))
    return IndexType::kInternalStorageBitWidth;
  if (type.isIntOrFloat())
    return type.getIntOrFloatBitWidth();
  return std::nullopt;
}

/// vector.bitcast: the minor 1-D vectors' bits, equal under MLIR's default
/// layout (else MLIR's verifier has already rejected the op), differ under
/// the scope's.
static std::optional<SpecIssue> checkVectorBitcast(ScopedDataLayout &layout,
                                                   vector::BitCastOp op,
                                                   const SourcePos &where) {
  VectorType from = op.getSourceVectorType(), to = op.getResultVectorType();
  if (from.isScalable() || to.isScalable() || from.getRank() == 0 ||
      to.getRank() == 0)
    return std::nullopt;
  Type fromElement = from.getElementType(), toElement = to.getElementType();
  std::optional<uint64_t> fromDefault = defaultElementBits(fromElement);
  std::optional<uint64_t> toDefault = defaultElementBits(toElement);
  std::optional<uint64_t> fromBits = scalarBits(layout, fromElement);
  std::optional<uint64_t> toBits = scalarBits(layout, toElement);
  if (!fromDefault || !toDefault || !fromBits || !toBits)
    return std::nullopt;
  uint64_t fromMinor = from.getShape().back(), toMinor = to.getShape().back();
  if (fromMinor * *fromDefault != toMinor * *toDefault ||
      fromMinor * *fromBits == toMinor * *toBits)
    return std::nullopt;
  uint64_t leading = from.getNumElements() / fromMinor;
  SpecIssue issue = sizeChange(op, from, to, leading * fromMinor * *fromBits,
                               leading * toMinor * *toBits, where);
  addEntry(issue, layout, *fromBits != *fromDefault ? fromElement : toElement);
  return issue;
}

/// memref.view: the view ends past the end of its source buffer.
static std::optional<SpecIssue>
checkView(ScopedDataLayout &layout, memref::ViewOp op, const SourcePos &where) {
  MemRefType source = op.getSource().getType(), view = op.getType();
  if (!source.hasStaticShape() || !view.hasStaticShape())
    return std::nullopt;
  const LayoutResult &sourceResult = layout.query(source);
  std::optional<uint64_t> sourceBytes =
      sourceResult.buffer ? sourceResult.buffer->spanBytes : std::nullopt;
  const LayoutResult &viewResult = layout.query(view);
  std::optional<uint64_t> viewBytes =
      viewResult.buffer ? viewResult.buffer->spanBytes : std::nullopt;
  if (!sourceBytes || !viewBytes)
    return std::nullopt;
  // An unknown shift is at least 0.
  uint64_t shift = 0;
  APInt constant;
  if (matchPattern(op.getByteShift(), m_ConstantInt(&constant)) &&
      !constant.isNegative())
    shift = constant.getZExtValue();
  if (shift + *viewBytes <= *sourceBytes)
    return std::nullopt;
  SpecIssue issue;
  issue.severity = Severity::Warning;
  issue.code = codes::kCastSizeMismatch;
  issue.where = where;
  issue.message = "memref.view ends past its source: " + printToString(view) +
                  " is " + std::to_string(*viewBytes) + " bytes at byte " +
                  std::to_string(shift) + ", " + printToString(source) +
                  " is " + std::to_string(*sourceBytes) +
                  " bytes in this scope";
  addEntry(issue, layout, view.getElementType());
  return issue;
}

std::optional<SpecIssue> mlir::layout::checkCastSize(ScopedDataLayout &layout,
                                                     Operation *op,
                                                     const SourcePos &where) {
  if (auto bitcast = dyn_cast<LLVM::BitcastOp>(op))
    return checkLLVMBitcast(layout, bitcast, where);
  if (auto bitcast = dyn_cast<vector::BitCastOp>(op))
    return checkVectorBitcast(layout, bitcast, where);
  if (auto view = dyn_cast<memref::ViewOp>(op))
    return checkView(layout, view, where);
  return std::nullopt;
}
