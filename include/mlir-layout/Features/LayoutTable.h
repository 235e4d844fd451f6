//===- LayoutTable.h - A type's layout as a table of fields -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The layout view of one type in one scope: a row per field (LLVM struct
// fields, memref descriptor fields, the parts of a complex number), or one
// row for the whole value when it has no fields (scalars, vectors, arrays,
// pointers), each with its offset, size, alignment, the padding before and
// after it, the cache lines it occupies and why it has its size and
// alignment; then the totals. Plain data computed from the engine's field
// layout, its reasons and FieldLines; Render writes it as text
// (`mlirLayout/explain` with `subject: "layout"`) and JSON (`explain
// --json`'s `layout`).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_LAYOUTTABLE_H
#define MLIR_LAYOUT_FEATURES_LAYOUTTABLE_H

#include "mlir-layout/Features/FieldLines.h"

namespace mlir {
namespace layout {

/// What the rows of a table are.
enum class LayoutTableKind {
  /// The fields of an `!llvm.struct`, each at a multiple of its alignment.
  Struct,
  /// The fields of a packed `!llvm.struct`, one after the other.
  PackedStruct,
  /// The fields of a memref value's LLVM descriptor.
  MemRefDescriptor,
  /// The real and imaginary parts of a `complex<T>`.
  Complex,
  /// Fields of another kind of aggregate (a declared layout, a scope op's
  /// hooks).
  Aggregate,
  /// One row: a memref value laid out as a bare pointer.
  MemRefPointer,
  /// One row: a vector (its size includes the innermost dimension rounded
  /// up to a power of two).
  Vector,
  /// One row: an `!llvm.array`.
  Array,
  /// One row: a value without parts (integer, float, index, pointer, ...).
  Scalar,
};

/// Returns a stable lower-case identifier for `kind` (used in JSON):
/// `struct`, `packed-struct`, `memref-descriptor`, `complex`, `aggregate`,
/// `memref-pointer`, `vector`, `array`, `scalar`.
const char *getLayoutTableKindName(LayoutTableKind kind);

/// One row of a table: a field, or the whole value.
struct LayoutRow {
  /// The field's number; std::nullopt for the row of a whole value.
  std::optional<unsigned> field;
  /// What the field holds where its lowering names it (`aligned pointer`);
  /// empty otherwise.
  std::string name;
  /// The type as MLIR prints it.
  std::string type;
  /// Byte offset from the value's start (a minimum after a scalable field).
  uint64_t offset = 0;
  /// Size in bytes (the minimum when `scalable`).
  uint64_t size = 0;
  /// The alignment it is placed at, in bytes.
  uint64_t alignment = 0;
  /// Padding bytes right before it and right after it (up to the next
  /// field, or to the end of the value for the last one).
  uint64_t paddingBefore = 0, paddingAfter = 0;
  /// True when its size is a multiple of vscale.
  bool scalable = false;
  /// The first and last cache line it has bytes on; std::nullopt when it
  /// has no bytes or the lines are not computed (see LayoutTable::lines).
  std::optional<unsigned> firstLine, lastLine;
  /// Why it has its size and alignment: the engine's reason about its type
  /// (the rule and the spec entries it consulted; Render words it);
  /// std::nullopt when the explanation has none for it.
  std::optional<Reason> reason;

  /// True when its bytes lie on more than one cache line.
  bool straddles() const { return firstLine && *lastLine != *firstLine; }
};

/// The layout view of one type in one scope.
struct LayoutTable {
  /// What the rows are.
  LayoutTableKind kind = LayoutTableKind::Scalar;
  /// The type as MLIR prints it.
  std::string type;
  /// The path of the scope answering.
  std::string scope;
  /// The type's own numbers.
  TypeLayout numbers;
  /// The rows, in offset order; empty for a struct without fields.
  std::vector<LayoutRow> rows;
  /// The cache line size the lines are counted in, in bytes.
  uint64_t lineSize = 0;
  /// Padding runs, padding total, lines and straddling fields; std::nullopt
  /// when a row has a scalable size (offsets after it are only minimums,
  /// so neither padding totals nor lines are known).
  std::optional<FieldLines> lines;
  /// False when the table is one row for a vector or an array: the bytes
  /// between its elements (array elements padded to their alignment, a
  /// vector's rounded innermost dimension) are inside that row, so the
  /// padding of `lines` (none) says nothing about them.
  bool paddingCounted = true;
};

/// The table of `result` with lines of `lineSize` bytes; std::nullopt when
/// the type has no layout or `lineSize` is 0.
std::optional<LayoutTable> describeLayoutTable(const LayoutResult &result,
                                               uint64_t lineSize);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_LAYOUTTABLE_H
