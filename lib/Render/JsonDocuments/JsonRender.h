//===- JsonRender.h - JSON renderings of engine data ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// JSON (nlohmann/json) for scripts: the `query --json` records, whose fields
// are a documented contract, and the full explanation for `explain --json`.
// nlohmann/json is the CLI's and the layout file's JSON library; the server
// uses llvm::json (with LLVM's `toJSON` convention) where LLVM's LSP library
// needs it, and no file uses both. This directory holds the private
// headers of the CLI's JSON documents, so no public header names an
// nlohmann type.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_JSONDOCUMENTS_JSONRENDER_H
#define MLIR_LAYOUT_RENDER_JSONDOCUMENTS_JSONRENDER_H

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/LayoutInfo.h"

#include <nlohmann/json.hpp>

namespace mlir {
namespace layout {

/// One `query --json` record: line, column, scope, type, size, bitsize, abi,
/// preferred, index (or null), scalable; or line, column, scope, type, error.
nlohmann::json toQueryRecord(const LayoutResult &result,
                             const SourcePos &where);

/// The full explanation: the record's fields plus reasons, entries, fields.
nlohmann::json toExplanation(const LayoutResult &result);

/// The numbers of a type: size, bitsize, abi, preferred, index (or null),
/// scalable.
nlohmann::json toNumbersJson(const TypeLayout &numbers);

/// A spec entry: key, value, scope and `at` ({line, column} or null).
nlohmann::json toEntryJson(const EntryRef &entry);

/// Serialises `value` without ever throwing: invalid UTF-8 is replaced.
std::string dumpJson(const nlohmann::json &value, int indent = -1);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_JSONDOCUMENTS_JSONRENDER_H
