//===- IssueRender.h - Renderings of spec issues ----------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// GNU-style text of spec issues (`file:line:col: error: message [code]`
// plus notes). The JSON of `mlir-layout check --json` is the CLI's, in the
// Render library's private JsonDocuments/IssueJson.h.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_ISSUERENDER_H
#define MLIR_LAYOUT_RENDER_ISSUERENDER_H

#include "mlir-layout/Check/SpecIssue.h"

#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace layout {

/// Writes `issue` as `file:line:col: severity: message [code]`, then one
/// `note:` line per related place.
void printIssue(llvm::raw_ostream &os, const SpecIssue &issue,
                llvm::StringRef filename);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_ISSUERENDER_H
