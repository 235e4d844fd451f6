//===- DiffJson.h - The JSON of a layout diff -------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `mlir-layout diff --json`: one object per change.
// A private header of the Render library (nlohmann/json stays out of the
// public headers), seen by the CLI, the fuzzers and the Render tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_JSONDOCUMENTS_DIFFJSON_H
#define MLIR_LAYOUT_RENDER_JSONDOCUMENTS_DIFFJSON_H

#include "mlir-layout/Features/LayoutDiff.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <nlohmann/json.hpp>

namespace mlir {
namespace layout {

/// `{"old", "new", "changes": [...], "uncompared": [...]}`: one object per
/// changed type (`change: "type"`), property (`"property"`) or scope found
/// on one side only (`"scope"`), each with its `chunk` when the diffs are
/// of `// -----` chunks.
nlohmann::json toDiffJson(llvm::ArrayRef<LayoutDiff> diffs,
                          llvm::StringRef oldName, llvm::StringRef newName);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_JSONDOCUMENTS_DIFFJSON_H
