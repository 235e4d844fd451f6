//===- ImpactRender.h - What a spec decides, for editors --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The code lens title above a spec ("decides 5 types in 2 scopes") and the
// list it opens: every entry of the spec with the types it decides, with
// it → without it.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_IMPACTRENDER_H
#define MLIR_LAYOUT_RENDER_IMPACTRENDER_H

#include "mlir-layout/Features/SpecImpact.h"
#include "mlir-layout/Render/HoverRender.h"

#include <string>

namespace mlir {
namespace layout {

/// The code lens title: `decides 5 types in 2 scopes`, or `decides no type
/// used in this scope or a nested one`.
std::string renderSpecLensTitle(const SpecImpact &impact);

/// The list behind the lens: a header with the totals, then per entry its
/// count and every type it decides (with it → without it).
std::string renderSpecImpact(const SpecImpact &impact,
                             const RenderOptions &options,
                             const LinkBuilder &link);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_IMPACTRENDER_H
