//===- IssueJson.h - Spec issues as JSON ------------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The records of `mlir-layout check --json`, whose ranges are 0-based
// lines and UTF-16 characters like LSP's.
// A private header of the Render library (nlohmann/json stays out of the
// public headers), seen by the CLI, the fuzzers and the Render tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_JSONDOCUMENTS_ISSUEJSON_H
#define MLIR_LAYOUT_RENDER_JSONDOCUMENTS_ISSUEJSON_H

#include "mlir-layout/Check/SpecIssue.h"
#include "llvm/ADT/StringRef.h"
#include <nlohmann/json.hpp>

namespace mlir {
namespace layout {

/// The JSON object of `issue` in `check --json`: file, range, severity,
/// code, message, related, fixes. `text` is the document's buffer.
nlohmann::json issueToJson(const SpecIssue &issue, llvm::StringRef text,
                           llvm::StringRef filename);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_JSONDOCUMENTS_ISSUEJSON_H
