// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutTable.cpp - A type's layout as a table of fields -------------===//

#include "mlir-layout/Features/LayoutTable.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir::layout;

const char *mlir::layout::getLayoutTableKindName(LayoutTableKind kind) {
  switch (kind) {
  case LayoutTableKind::Struct:
    return "struct";
  case LayoutTableKind::PackedStruct:
    return "packed-struct";
  case LayoutTableKind::MemRefDescriptor:
    return "memref-descriptor";
  case LayoutTableKind::Complex:
    return "complex";
  case LayoutTableKind::Aggregate:
    return "aggregate";
  case LayoutTableKind::MemRefPointer:
    return "memref-pointer";
  case LayoutTableKind::Vector:
    return "vector";
  case LayoutTableKind::Array:
    return "array";
  case LayoutTableKind::Scalar:
    return "scalar";
  }
  return "scalar";
}

/// What `result`'s rows are: a memref's model, else the rule of its first
/// reason (the one about the type itself).
static LayoutTableKind classify(const LayoutResult &result) {
  if (result.memrefValue)
    return *result.memrefValue == MemRefModel::Bare
               ? LayoutTableKind::MemRefPointer
               : LayoutTableKind::MemRefDescriptor;
  LayoutTableKind other = result.fields.empty() ? LayoutTableKind::Scalar
                                                : LayoutTableKind::Aggregate;
  if (result.reasons.empty())
    return other;
  const Reason &own = result.reasons.front();
  switch (own.rule) {
  case LayoutRule::StructFields: {
    const auto *facts = std::get_if<StructFacts>(&own.facts);
    return facts && facts->kind == StructFacts::Kind::Packed
               ? LayoutTableKind::PackedStruct
               : LayoutTableKind::Struct;
  }
  case LayoutRule::ComplexPadding:
    return LayoutTableKind::Complex;
  case LayoutRule::VectorRounding:
    return LayoutTableKind::Vector;
  case LayoutRule::ArrayElements:
    return LayoutTableKind::Array;
  default:
    return other;
  }
}

/// The names of the fields of a table of `kind` with `count` fields, or
/// none. A memref descriptor's are in the order lowerMemRefValues
/// (MemRef/MemRefModel.h) builds them: two pointers and the offset, then
/// the sizes and strides when the rank is not 0 (3 or 5 fields); or, for an
/// unranked memref, the rank and a pointer to a ranked descriptor (2).
static std::vector<std::string> fieldNames(LayoutTableKind kind, size_t count) {
  if (kind == LayoutTableKind::Complex && count == 2)
    return {"real", "imaginary"};
  if (kind != LayoutTableKind::MemRefDescriptor)
    return {};
  if (count == 2)
    return {"rank", "descriptor pointer"};
  std::vector<std::string> ranked = {"allocated pointer", "aligned pointer",
                                     "offset", "sizes", "strides"};
  if (count == 3 || count == 5)
    return std::vector<std::string>(ranked.begin(), ranked.begin() + count);
  return {};
}

/// The reason of `result` about a row of type `type`: the first about the
/// value itself for the row of a whole value, else the first about an
/// element type printed as `type` (the value's own reason, first, is about
/// the aggregate).
static std::optional<Reason> findRowReason(const LayoutResult &result,
                                           llvm::StringRef type,
                                           bool wholeValue) {
  if (result.reasons.empty())
    return std::nullopt;
  if (wholeValue)
    return result.reasons.front();
  for (const Reason &reason : llvm::drop_begin(result.reasons))
    if (reason.subject == type)
      return reason;
  return std::nullopt;
}

std::optional<LayoutTable>
mlir::layout::describeLayoutTable(const LayoutResult &result,
                                  uint64_t lineSize) {
  if (!result.hasLayout() || lineSize == 0)
    return std::nullopt;
  LayoutTable table;
  table.kind = classify(result);
  table.type = result.type;
  table.scope = result.scope;
  table.numbers = *result.layout;
  table.lineSize = lineSize;

  // A value without fields (and not a struct, whose empty body has no
  // rows) is one row, laid out as one field would be.
  bool wholeValue = result.fields.empty() &&
                    table.kind != LayoutTableKind::Struct &&
                    table.kind != LayoutTableKind::PackedStruct;
  LayoutResult whole;
  if (wholeValue) {
    whole.layout = result.layout;
    whole.fields.push_back({result.type, 0, result.layout->size,
                            result.layout->abiAlignment, 0,
                            result.layout->scalable});
  }
  const LayoutResult &parts = wholeValue ? whole : result;
  table.lines = describeFieldLines(parts, lineSize);
  table.paddingCounted =
      !(wholeValue && (table.kind == LayoutTableKind::Vector ||
                       table.kind == LayoutTableKind::Array));

  std::vector<std::string> names = fieldNames(table.kind, result.fields.size());
  for (size_t i = 0; i < parts.fields.size(); ++i) {
    const FieldLayout &field = parts.fields[i];
    LayoutRow row;
    if (!wholeValue)
      row.field = unsigned(i);
    if (i < names.size())
      row.name = names[i];
    row.type = field.type;
    row.offset = field.offset;
    row.size = field.size;
    row.alignment = field.alignment;
    row.paddingBefore = field.paddingBefore;
    row.paddingAfter = i + 1 < parts.fields.size()
                           ? parts.fields[i + 1].paddingBefore
                           : parts.tailPadding;
    row.scalable = field.scalable;
    row.reason = findRowReason(result, field.type, wholeValue);
    if (table.lines && field.size) {
      row.firstLine = unsigned(field.offset / lineSize);
      row.lastLine = unsigned((field.offset + field.size - 1) / lineSize);
    }
    table.rows.push_back(std::move(row));
  }
  return table;
}
