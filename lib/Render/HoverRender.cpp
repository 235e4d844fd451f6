// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HoverRender.cpp - Markdown and plain text for editors --------------===//

#include "mlir-layout/Render/HoverRender.h"
#include "mlir-layout/Render/DeviceRender.h"

#include "MarkupWriter.h"
#include "mlir-layout/Check/LLVMAgreement.h"
#include "mlir-layout/Render/FieldLinesText.h"
#include "mlir-layout/Render/ReasonText.h"
#include "mlir-layout/Render/ScopeRender.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir::layout;

void mlir::layout::writeImpactList(Writer &w,
                                   const std::vector<ImpactedType> &impact,
                                   size_t limit, NumberFormat format) {
  for (size_t i = 0; i < std::min(limit, impact.size()); ++i) {
    const ImpactedType &t = impact[i];
    w.text("in ")
        .code(t.scope)
        .text(": ")
        .code(renderHeader(t.change.with, format))
        .text(" → ")
        .code(renderHeader(t.change.without, format))
        .newline();
  }
  if (impact.size() > limit)
    w.text("and " + std::to_string(impact.size() - limit) + " more");
}

/// The types used here and in nested scopes that the entry decides: counted,
/// the first few named with their numbers with it and without it.
static void writeImpact(Writer &w, const EntryEffect &effect,
                        const RenderOptions &options) {
  if (effect.impact.empty())
    return;
  w.paragraph().heading(
      "Decides " + formatCount(effect.impact.size(), "type") + " in " +
      formatCount(effect.impactScopes, "scope") +
      " (types used here and in nested scopes; with it → without it)");
  writeImpactList(w, effect.impact, /*limit=*/5, options.numberFormat);
}

std::string mlir::layout::renderEntryHover(const EntryEffect &effect,
                                           const RenderOptions &options,
                                           const LinkBuilder &link) {
  Writer w(options);
  w.code(effect.entry.key + " = " + effect.entry.value).paragraph();
  w.text("entry of the data layout of ").code(effect.entry.scope);
  if (effect.overrides) {
    w.newline()
        .text("overrides ")
        .code(effect.overrides->key + " = " + effect.overrides->value);
    writePlace(w, *effect.overrides, link);
  }
  auto header = [&](const LayoutResult &result) {
    return renderHeader(result, options.numberFormat);
  };
  if (effect.key) {
    w.paragraph().heading("Effect in this scope");
    w.text("with it: ").code(header(effect.key->with)).newline();
    w.text("without it: ").code(header(effect.key->without));
    if (!effect.key->differs())
      w.text(" (the same)");
    if (!effect.others.empty()) {
      w.paragraph().heading("Also changes (with it → without it)");
      for (const LayoutChange &change : effect.others)
        w.code(header(change.with))
            .text(" → ")
            .code(header(change.without))
            .newline();
    } else if (!effect.checkedTypes.empty()) {
      w.newline().text("no other common type changes (checked " +
                       llvm::join(effect.checkedTypes, ", ") + ")");
    }
  }
  writeImpact(w, effect, options);
  if (!effect.properties.empty()) {
    w.paragraph().heading("Effect in this scope");
    for (const PropertyChange &change : effect.properties) {
      w.text("with it: ");
      writeProperty(w, change.with, link);
      w.newline().text("without it: ");
      writeProperty(w, change.without, link);
      w.newline();
    }
  }
  return w.str();
}

/// `i64:64` in llvm.data_layout: "i64: ABI 8, preferred 8 (bytes)".
static std::string renderComponentHover(const DataLayoutComponentInfo &info,
                                        const RenderOptions &options) {
  Writer w(options);
  w.code(info.component).text(" in llvm.data_layout").newline();
  if (!info.error.empty()) {
    w.text("LLVM rejects the string: " + info.error);
    return w.str();
  }
  if (info.numbers) {
    const TypeNumbers &n = *info.numbers;
    std::string text = info.type + ": ";
    if (n.indexBitwidth)
      text += "size " + formatNumber(n.sizeInBits, options.numberFormat) +
              " bits, ";
    text += "ABI " + formatNumber(n.abiAlignment, options.numberFormat) +
            ", preferred " +
            formatNumber(n.preferredAlignment, options.numberFormat) +
            " (bytes)";
    if (n.indexBitwidth)
      text += ", index " +
              formatNumber(*n.indexBitwidth, options.numberFormat) + " bits";
    w.text(text);
  } else if (!info.entry.empty()) {
    w.text("MLIR imports it as ").code(info.entry);
  } else {
    w.text("MLIR's import into dlti.dl_spec does not translate this component");
  }
  return w.str();
}

/// "`alignment = 2` on memref.alloc: below i64's ABI alignment of 8 bytes
/// in scope `@m`", with the entry that decides it.
static std::string renderAllocationHover(const AllocationAlignment &info,
                                         const RenderOptions &options,
                                         const LinkBuilder &link) {
  Writer w(options);
  w.code("alignment = " + std::to_string(info.alignment))
      .text(" on ")
      .code(info.op)
      .paragraph();
  if (info.isBelow())
    w.text("below ");
  else
    w.text("meets ");
  w.code(info.type)
      .text("'s ABI alignment of " + std::to_string(info.abiAlignment) +
            (info.abiAlignment == 1 ? " byte" : " bytes") + " in scope ")
      .code(info.scope);
  if (info.isBelow())
    w.text(": its elements may be accessed misaligned");
  if (info.entry) {
    w.newline().text("entry ").code(info.entry->key + " = " +
                                    info.entry->value);
    writePlace(w, *info.entry, link);
  }
  return w.str();
}

std::string mlir::layout::renderHover(const HoverInfo &info,
                                      const RenderOptions &options,
                                      const LinkBuilder &link) {
  if (info.llvmComponent)
    return renderComponentHover(*info.llvmComponent, options);
  if (info.entry)
    return renderEntryHover(*info.entry, options, link);
  if (info.alias)
    return renderAliasHover(*info.alias, options, link);
  if (info.scope)
    return renderScopeHover(*info.scope, options, link);
  if (info.targetSystem)
    return renderTargetSystemHover(*info.targetSystem, options, link);
  if (info.allocation)
    return renderAllocationHover(*info.allocation, options, link);
  return renderTypeHover(*info.type, options, link,
                         info.llvm ? &*info.llvm : nullptr);
}

std::string
mlir::layout::renderParsedVersionNote(unsigned changesAgo,
                                      const RenderOptions &options) {
  std::string note = "from the last version that parsed, " +
                     std::to_string(changesAgo) +
                     (changesAgo == 1 ? " edit ago" : " edits ago");
  return options.markdown ? "*(" + note + ")*" : "(" + note + ")";
}

std::string
mlir::layout::renderSpecsAsWrittenNote(const SourcePos &parseFailure,
                                       const RenderOptions &options) {
  std::string note = "from the specs as written: the file does not parse at " +
                     std::to_string(parseFailure.line) + ":" +
                     std::to_string(parseFailure.column);
  return options.markdown ? "*(" + note + ")*" : "(" + note + ")";
}
