// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TextRender.cpp - Plain-text renderings of engine data --------------===//

#include "mlir-layout/Render/TextRender.h"
#include "mlir-layout/Render/FieldLinesText.h"
#include "mlir-layout/Render/ReasonText.h"

using namespace mlir;
using namespace mlir::layout;

/// Writes `file:line:col` for a known position, `file` otherwise.
static void printPlace(llvm::raw_ostream &os, llvm::StringRef filename,
                       const SourcePos &where) {
  os << filename;
  if (where.isKnown())
    os << ':' << where.line << ':' << where.column;
}

/// Writes "N byte(s)".
static void printBytes(llvm::raw_ostream &os, uint64_t value) {
  os << formatCount(value, "byte");
}

/// Writes `?` for unknown values.
static void printOptional(llvm::raw_ostream &os, std::optional<int64_t> v) {
  if (v)
    os << *v;
  else
    os << '?';
}

/// Writes a list like `[4, ?, 1]`.
static void printList(llvm::raw_ostream &os,
                      const std::vector<std::optional<int64_t>> &values) {
  os << '[';
  for (size_t i = 0; i < values.size(); ++i) {
    if (i)
      os << ", ";
    printOptional(os, values[i]);
  }
  os << ']';
}

/// Writes the buffer section of a memref explanation.
static void printBuffer(llvm::raw_ostream &os, const BufferLayout &b) {
  os << "buffer:\n  element:             " << b.elementType;
  if (b.elementStride)
    os << ", " << formatCount(*b.elementStride, "byte") << " apart";
  os << "\n  shape:               ";
  printList(os, b.shape);
  os << "\n";
  if (b.isStrided) {
    os << "  strides (elements):  ";
    printList(os, b.strides);
    os << "\n  offset (elements):   ";
    printOptional(os, b.offset);
    os << "\n";
  }
  os << "  spans:               ";
  if (b.spanBytes)
    os << formatCount(*b.spanBytes, "byte");
  else
    os << "? (dynamic)";
  os << "\n  dense:               "
     << (b.dense ? (*b.dense ? "yes" : "no") : "unknown (dynamic)") << "\n";
  // Not found contiguous is "no" only where density is known; dynamic
  // strides may or may not make the layout contiguous at run time.
  os << "  contiguous:          "
     << (b.contiguous  ? *b.contiguous
         : b.dense     ? "no"
         : b.isStrided ? "unknown (dynamic)"
                       : "unknown")
     << "\n";
  if (!b.contiguityHint.empty())
    os << "  contiguous if:       " << b.contiguityHint << "\n";
  if (b.simplest)
    os << "  simplest form:       " << *b.simplest << "\n";
  else if (!b.keptAsWritten.empty())
    os << "  simplest form:       " << b.keptAsWritten << "\n";
  if (!b.note.empty())
    os << "  note:                " << b.note << "\n";
}

void mlir::layout::printExplanation(llvm::raw_ostream &os,
                                    const LayoutResult &result,
                                    llvm::StringRef filename,
                                    uint64_t cacheLineSize) {
  os << result.type << " in scope " << result.scope;
  if (result.assumedScopeOp)
    os << " (" << describeScopeAssumption(result) << ")";
  os << "\n";
  if (!result.hasLayout()) {
    os << "  no layout: " << describeNoLayout(result) << "\n";
    return;
  }
  const TypeLayout &l = *result.layout;
  os << "  size:                ";
  printBytes(os, l.size);
  os << " (" << l.bitsize << " bits)" << (l.scalable ? " × vscale" : "")
     << "\n  ABI alignment:       ";
  printBytes(os, l.abiAlignment);
  os << "\n  preferred alignment: ";
  printBytes(os, l.preferredAlignment);
  os << "\n";
  if (l.indexBitwidth)
    os << "  index bitwidth:      " << *l.indexBitwidth << " bits\n";
  if (!result.fields.empty()) {
    os << "fields:\n";
    unsigned number = 0;
    for (const FieldLayout &field : result.fields) {
      os << "  #" << number++ << " " << field.type << ": offset "
         << field.offset << ", size " << field.size
         << (field.scalable ? " × vscale" : "") << ", align "
         << field.alignment;
      if (field.paddingBefore)
        os << " (" << field.paddingBefore << " padding before)";
      os << "\n";
    }
    if (result.tailPadding)
      os << "  tail padding: " << result.tailPadding << "\n";
    if (std::optional<FieldLines> lines =
            describeFieldLines(result, cacheLineSize)) {
      os << "  " << describePadding(*lines, NumberFormat::Decimal) << "\n";
      if (std::optional<SmallerFieldOrder> smaller =
              findSmallerFieldOrder(result))
        os << "  " << describeSmallerFieldOrder(*smaller, NumberFormat::Decimal)
           << "\n";
      std::vector<std::string> text =
          describeCacheLines(*lines, result, NumberFormat::Decimal);
      // The heading, then its lines indented under it.
      for (size_t i = 0; i < text.size(); ++i)
        os << (i ? "    " : "  ") << text[i] << "\n";
    } else if (hasScalableFields(result)) {
      os << "  " << kScalableFieldLines << "\n";
    }
  }
  if (result.buffer)
    printBuffer(os, *result.buffer);
  os << "why:\n";
  for (const Reason &reason : result.reasons) {
    os << "  " << reason.subject << " [" << getRuleName(reason.rule)
       << "]: " << describeReasonOf(result, reason) << "\n";
    for (const EntryRef &entry : reason.entries) {
      os << "    entry " << entry.key << " = " << entry.value << " in "
         << entry.scope << " at ";
      printPlace(os, filename, entry.where);
      os << "\n";
    }
  }
}

void mlir::layout::printQueryRecord(llvm::raw_ostream &os,
                                    const LayoutResult &result,
                                    llvm::StringRef filename,
                                    const SourcePos &where) {
  printPlace(os, filename, where);
  os << ": " << result.type << " in " << result.scope << ": ";
  std::string assumption =
      result.assumedScopeOp ? " (" + describeScopeAssumption(result) + ")" : "";
  if (!result.hasLayout()) {
    os << "no layout: " << describeNoLayout(result) << assumption << "\n";
    return;
  }
  const TypeLayout &l = *result.layout;
  os << "size " << l.size << ", bitsize " << l.bitsize << ", abi "
     << l.abiAlignment << ", preferred " << l.preferredAlignment;
  if (l.indexBitwidth)
    os << ", index " << *l.indexBitwidth;
  if (l.scalable)
    os << ", scalable";
  os << assumption << "\n";
}

void mlir::layout::printQueryPassLines(llvm::raw_ostream &os,
                                       const LayoutResult &result) {
  if (!result.hasLayout()) {
    os << "error: no layout: " << describeNoLayout(result) << "\n";
    return;
  }
  const TypeLayout &l = *result.layout;
  auto sized = [&](uint64_t value) {
    if (l.scalable)
      os << "{minimal_size = " << value << " : index, scalable}";
    else
      os << value << " : index";
  };
  os << "alignment = " << l.abiAlignment << " : index\n";
  os << "bitsize = ";
  sized(l.bitsize);
  os << "\nindex = " << l.indexBitwidth.value_or(0) << " : index\n";
  os << "preferred = " << l.preferredAlignment << " : index\n";
  os << "size = ";
  sized(l.size);
  os << "\n";
}

void mlir::layout::printScopeProperties(llvm::raw_ostream &os,
                                        const ScopeProperties &properties,
                                        llvm::StringRef filename) {
  os << "scope " << properties.scope << ":\n";
  for (const ScopeProperty &property : properties.properties) {
    if (property.unknown) {
      os << "  " << property.key << ": " << property.value << "\n";
      continue;
    }
    os << "  " << property.key << " = " << property.value;
    if (property.isDefault) {
      os << " (default)";
    } else if (property.hook) {
      os << " (the " << property.hook->method << " hook of "
         << property.hook->op << ")";
    } else if (property.entry) {
      os << " (entry in " << property.entry->scope << " at ";
      printPlace(os, filename, property.entry->where);
      os << ")";
    }
    os << "\n";
  }
}
