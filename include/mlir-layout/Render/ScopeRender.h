//===- ScopeRender.h - Hovers of scopes and type aliases --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Markdown or plain text for the hover of a data layout scope (its effective
// entries and scope-wide properties, each with where it comes from) and of a
// type alias definition (its layout in each scope where it is used).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_SCOPERENDER_H
#define MLIR_LAYOUT_RENDER_SCOPERENDER_H

#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Render/HoverRender.h"

namespace mlir {
namespace layout {

/// The hover of a scope op: entries with their origins, then properties.
std::string renderScopeHover(const ScopeSummary &scope,
                             const RenderOptions &options,
                             const LinkBuilder &link);

/// The hover of a type alias definition: one line per scope using it.
std::string renderAliasHover(const AliasLayouts &alias,
                             const RenderOptions &options,
                             const LinkBuilder &link);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_SCOPERENDER_H
