// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TypeHoverRender.cpp - The hover of a type --------------------------===//
//
// What fits a hover window: the header, the scope, the field table, the
// buffer of a memref, every warning and the deciding entries. The rule
// behind each number is the explain view's.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Render/HoverRender.h"

#include "LayoutTableCells.h"
#include "MarkupWriter.h"
#include "mlir-layout/Check/LLVMAgreement.h"
#include "mlir-layout/Features/LayoutTable.h"
#include "mlir-layout/Render/FieldLinesText.h"
#include "mlir-layout/Render/ReasonText.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir::layout;

/// Where a hover sends the reader for the rule behind each number.
static constexpr const char *kExplainPointer =
    "Why each number: Explain layout at cursor";

/// Warnings about the numbers: LLVM IR laying the type out differently,
/// memref memory spaces laid out as address space 0.
static void writeWarnings(Writer &w, const LayoutResult &result,
                          const LLVMTypeComparison *llvm) {
  if (llvm)
    w.paragraph().text(describeLLVMDifference(*llvm, result));
  for (const Reason &reason : result.reasons)
    if (const auto *memref = std::get_if<MemRefFacts>(&reason.facts))
      for (const std::string &type : memref->nonIntegerSpaces)
        w.paragraph().text("The memory space of " + type +
                           " is not an integer: its pointers are laid out "
                           "as address space 0.");
}

/// The entries that decided `result`, each once, with the types each
/// decided; then what decided without an entry (a layout file's rule, the
/// scope op's hooks, a dialect's own layout), or that MLIR's defaults did.
static void writeDeciders(Writer &w, const LayoutResult &result,
                          const LinkBuilder &link, NumberFormat format) {
  std::vector<std::pair<EntryRef, std::vector<std::string>>> entries;
  std::vector<const Reason *> others;
  for (const Reason &reason : result.reasons) {
    if (reason.entries.empty() && (reason.rule == LayoutRule::DeclaredLayout ||
                                   reason.rule == LayoutRule::ScopeOpHooks ||
                                   reason.rule == LayoutRule::TypeInterface))
      others.push_back(&reason);
    for (const EntryRef &entry : reason.entries) {
      auto seen = llvm::find_if(entries, [&](const auto &e) {
        return e.first.key == entry.key && e.first.scope == entry.scope;
      });
      if (seen == entries.end()) {
        entries.push_back({entry, {}});
        seen = entries.end() - 1;
      }
      if (!llvm::is_contained(seen->second, reason.subject))
        seen->second.push_back(reason.subject);
    }
  }
  w.paragraph();
  if (entries.empty() && others.empty())
    w.text("no entry: MLIR's defaults");
  bool first = true;
  for (const auto &[entry, subjects] : entries) {
    if (!std::exchange(first, false))
      w.newline();
    w.text("entry ").code(entry.key + " = " + entry.value);
    writePlace(w, entry, link);
    if (subjects.size() != 1 || subjects.front() != result.type)
      w.text(" (for " + llvm::join(subjects, ", ") + ")");
  }
  for (const Reason *reason : others) {
    if (!std::exchange(first, false))
      w.newline();
    w.code(reason->subject)
        .text(": " + describeReasonOf(result, *reason, format));
  }
}

/// The fields as a table (markdown, or columns of plain text), the padding
/// and the fields that straddle cache lines.
static void writeFields(Writer &w, const LayoutTable &table,
                        const RenderOptions &options) {
  std::vector<std::vector<std::string>> cells = {getLayoutTableHeadings()};
  for (const LayoutRow &row : table.rows)
    cells.push_back(getLayoutRowCells(table, row, options.numberFormat));
  for (std::vector<std::string> &row : cells)
    row.pop_back(); // the cache line: the layout view's
  w.paragraph();
  if (options.markdown) {
    // A pipe table; the type in a code span, `|` escaped for the table.
    for (size_t r = 0; r < cells.size(); ++r) {
      std::string line = "|";
      for (size_t c = 0; c < cells[r].size(); ++c) {
        std::string cell = cells[r][c];
        if (r && c == TypeColumn)
          cell = "`" + cell + "`";
        else if (r && c == FieldColumn)
          cell = "\\" + cell; // `#0`: no heading
        line += " " + llvm::join(llvm::split(cell, '|'), "\\|") + " |";
      }
      w.raw(line + "\n");
      if (r == 0) {
        std::string rule = "|";
        for (size_t c = 0; c < cells[r].size(); ++c)
          rule += isNumberColumn(c) ? "--:|" : "---|";
        w.raw(rule + "\n");
      }
    }
    w.raw("\n"); // a blank line ends the table
  } else {
    for (const std::string &line : alignColumns(cells))
      w.raw(line + "\n");
  }
  if (!table.lines) {
    w.text(kScalableFieldLines);
    return;
  }
  w.text(describePadding(*table.lines, options.numberFormat));
  for (const LayoutRow &row : table.rows)
    if (row.straddles())
      w.newline().text(
          "#" + std::to_string(*row.field) + " straddles cache lines " +
          std::to_string(*row.firstLine) + "–" + std::to_string(*row.lastLine));
}

/// A memref's buffer: its elements, strides and span.
static void writeBuffer(Writer &w, const BufferLayout &b,
                        const RenderOptions &options) {
  auto list = [](const std::vector<std::optional<int64_t>> &values) {
    std::string text = "[";
    for (size_t i = 0; i < values.size(); ++i)
      text += (i ? ", " : "") +
              (values[i] ? std::to_string(*values[i]) : std::string("?"));
    return text + "]";
  };
  w.paragraph().text("buffer of ").code(b.elementType);
  if (b.elementStride)
    w.text(", " + formatCount(*b.elementStride, "byte", options.numberFormat) +
           " apart");
  if (b.isStrided)
    w.text(", strides " + list(b.strides) + ", offset " +
           (b.offset ? std::to_string(*b.offset) : "?"));
  w.newline().text(
      "spans " +
      (b.spanBytes ? formatCount(*b.spanBytes, "byte", options.numberFormat)
                   : std::string("? bytes")) +
      ", dense: " + (b.dense ? (*b.dense ? "yes" : "no") : "unknown"));
  if (b.contiguous)
    w.newline().text("layout ").code(*b.contiguous);
  if (!b.contiguityHint.empty())
    w.newline().text("contiguous: unknown; " + b.contiguityHint);
  if (b.simplest)
    w.newline().text("simplest form ").code(*b.simplest);
  else if (!b.keptAsWritten.empty())
    w.newline().text(b.keptAsWritten);
}

std::string mlir::layout::renderTypeHover(const LayoutResult &result,
                                          const RenderOptions &options,
                                          const LinkBuilder &link,
                                          const LLVMTypeComparison *llvm) {
  Writer w(options);
  w.code(renderHeader(result, options.numberFormat)).paragraph();
  w.text("in scope ").code(result.scope);
  if (result.assumedScopeOp)
    w.text(" (" + describeScopeAssumption(result) + ")");
  if (!result.hasLayout()) {
    w.paragraph().text("No layout: " + describeNoLayout(result));
    return w.str();
  }
  const TypeLayout &l = *result.layout;
  if (!options.compact) {
    // The bit size where the bytes do not say it.
    if (l.bitsize != l.size * 8)
      w.newline().text("bit size " +
                       formatNumber(l.bitsize, options.numberFormat));
    if (l.indexBitwidth)
      w.newline().text("index " +
                       formatNumber(*l.indexBitwidth, options.numberFormat) +
                       " bits");
    if (!result.fields.empty())
      if (std::optional<LayoutTable> table =
              describeLayoutTable(result, options.cacheLineSize)) {
        writeFields(w, *table, options);
        if (std::optional<SmallerFieldOrder> smaller =
                findSmallerFieldOrder(result))
          w.newline().text(
              describeSmallerFieldOrder(*smaller, options.numberFormat));
      }
    if (result.buffer)
      writeBuffer(w, *result.buffer, options);
  }
  writeWarnings(w, result, llvm);
  writeDeciders(w, result, link, options.numberFormat);
  if (!options.compact)
    w.paragraph().emphasis(kExplainPointer);
  return w.str();
}
