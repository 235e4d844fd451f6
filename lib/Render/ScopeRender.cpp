// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ScopeRender.cpp - Hovers of scopes and type aliases ----------------===//

#include "mlir-layout/Render/ScopeRender.h"

#include "MarkupWriter.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir::layout;

/// `N thing` or `N things`.
static std::string count(size_t n, llvm::StringRef one, llvm::StringRef many) {
  return std::to_string(n) + " " + (n == 1 ? one : many).str();
}

std::string mlir::layout::renderScopeHover(const ScopeSummary &scope,
                                           const RenderOptions &options,
                                           const LinkBuilder &link) {
  Writer w(options);
  w.code(scope.opName + " " + scope.path).paragraph();
  w.text("data layout scope: " +
         (scope.ownEntries
              ? count(scope.ownEntries, "entry", "entries") + " of its own, "
              : std::string("no spec of its own, ")) +
         count(scope.entries.size(), "effective entry", "effective entries"));
  if (!scope.entries.empty()) {
    w.paragraph().heading("Entries");
    for (const auto &[number, entry] : llvm::enumerate(scope.entries)) {
      if (number)
        w.newline();
      w.code(entry.key + " = " + entry.value);
      if (entry.scope == scope.path && entry.where.isKnown())
        w.text(" (own, ")
            .link("line " + std::to_string(entry.where.line), link(entry.where))
            .text(")");
      else if (entry.scope == scope.path)
        w.text(" (own)");
      else
        writePlace(w, entry, link);
    }
  }
  if (!scope.rejected.empty()) {
    w.paragraph().heading("Ignored (MLIR rejects them)");
    for (const auto &[number, rejected] : llvm::enumerate(scope.rejected)) {
      const auto &[entry, message] = rejected;
      if (number)
        w.newline();
      w.code(entry.key + " = " + entry.value);
      writePlace(w, entry, link);
      w.text(": " + message);
    }
  }
  w.paragraph().heading("Scope-wide properties");
  for (const ScopeProperty &property : scope.properties.properties) {
    writeProperty(w, property, link);
    w.newline();
  }
  return w.str();
}

std::string mlir::layout::renderAliasHover(const AliasLayouts &alias,
                                           const RenderOptions &options,
                                           const LinkBuilder &link) {
  Writer w(options);
  w.code(alias.name + " = " + alias.topLevel.type).paragraph();
  if (alias.scopes.empty()) {
    w.text("not used; at the top level (no data layout spec): ")
        .code(renderHeader(alias.topLevel, options.numberFormat));
    return w.str();
  }
  w.heading("Layout where it is used");
  for (const AliasScopeLayout &use : alias.scopes) {
    w.code(use.result.scope).text(": ");
    w.code(renderHeader(use.result, options.numberFormat));
    w.text(" (" + count(use.uses, "use", "uses") + ", first on ");
    w.link("line " + std::to_string(use.firstUse.line), link(use.firstUse));
    w.text(")").newline();
  }
  return w.str();
}
