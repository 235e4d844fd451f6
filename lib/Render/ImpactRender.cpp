// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ImpactRender.cpp - What a spec decides, for editors ----------------===//

#include "mlir-layout/Render/ImpactRender.h"

#include "MarkupWriter.h"

using namespace mlir::layout;

/// `5 types`, or `5 types in 2 scopes` when they are in several.
static std::string countTypes(size_t types, size_t scopes) {
  std::string text = formatCount(types, "type");
  if (scopes > 1)
    text += " in " + formatCount(scopes, "scope");
  return text;
}

std::string mlir::layout::renderSpecLensTitle(const SpecImpact &impact) {
  // In a file that does not parse only some ops were read: never "no type".
  if (impact.fromSpecsAsWritten)
    return impact.types == 0
               ? "file does not parse: the types it uses are unknown"
               : "sets at least " + countTypes(impact.types, impact.scopes) +
                     " (file does not parse)";
  if (impact.types == 0)
    return "sets no type used here";
  return "sets " + countTypes(impact.types, impact.scopes);
}

std::string mlir::layout::renderSpecImpact(const SpecImpact &impact,
                                           const RenderOptions &options,
                                           const LinkBuilder &link) {
  Writer w(options);
  w.text("The data layout spec of ")
      .code(impact.scope)
      .text(" " + renderSpecLensTitle(impact))
      .newline();
  w.text("(types used in the scope and its nested scopes whose layout would "
         "differ without an entry; with it → without it)");
  if (impact.fromSpecsAsWritten)
    w.newline().text("The file does not parse: only the types of the ops "
                     "read without their dialects are counted.");
  bool afterList = false;
  for (const SpecEntryImpact &entry : impact.entries) {
    // A list ends with a line break already.
    (afterList ? w.newline() : w.paragraph())
        .code(entry.entry.key + " = " + entry.entry.value);
    if (entry.entry.where.isKnown()) {
      w.text(" (");
      w.link("line " + std::to_string(entry.entry.where.line),
             link(entry.entry.where));
      w.text(")");
    }
    afterList = !entry.impact.empty();
    if (entry.impact.empty()) {
      w.text(": sets no type used here");
      continue;
    }
    w.text(": sets " + countTypes(entry.impact.size(), entry.scopes)).newline();
    writeImpactList(w, entry.impact, entry.impact.size(), options.numberFormat);
  }
  return w.str();
}
