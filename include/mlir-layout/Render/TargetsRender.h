//===- TargetsRender.h - One type across targets as text --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `mlir-layout targets`: a block per type, a column per target, a row per
// number (size, alignments, index bitwidth, field offsets), then the
// entries that decided each target's answer.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_TARGETSRENDER_H
#define MLIR_LAYOUT_RENDER_TARGETSRENDER_H

#include "mlir-layout/Features/TargetComparison.h"

#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace layout {

/// The heading of `target`'s column: its triple, then its CPU, features and
/// ABI name when given (`armv7-unknown-linux-gnueabihf abi=apcs-gnu`).
std::string getTargetHeading(const TargetChoice &target);

/// Prints `comparison` as a table: the type and scope, a heading line of
/// targets, one line per number with a column per target (`-` where a
/// target has no layout), then the deciding entries of each target and why
/// a target has no layout.
void printTargetComparison(llvm::raw_ostream &os,
                           const TargetComparison &comparison);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_TARGETSRENDER_H
