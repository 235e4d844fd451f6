//===- IssueRender.h - Renderings of spec issues ----------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// GNU-style text (`file:line:col: error: message [code]` plus notes) and the
// JSON of `mlir-layout check --json`, whose ranges are 0-based lines and
// UTF-16 characters like LSP's.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_ISSUERENDER_H
#define MLIR_LAYOUT_RENDER_ISSUERENDER_H

#include "mlir-layout/Check/SpecIssue.h"

#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

namespace mlir {
namespace layout {

/// Writes `issue` as `file:line:col: severity: message [code]`, then one
/// `note:` line per related place.
void printIssue(llvm::raw_ostream &os, const SpecIssue &issue,
                llvm::StringRef filename);

/// The JSON object of `issue` in `check --json`: file, range, severity,
/// code, message, related, fixes. `text` is the document's buffer.
nlohmann::json issueToJson(const SpecIssue &issue, llvm::StringRef text,
                           llvm::StringRef filename);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_ISSUERENDER_H
