//===- DiffRender.h - Text and JSON of a layout diff ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `mlir-layout diff` output: a readable table (one row per changed number,
// with the deciding entries on each side) and the server's
// JSON of the changes (the CLI's `--json` is in JsonDocuments/DiffJson.h).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_DIFFRENDER_H
#define MLIR_LAYOUT_RENDER_DIFFRENDER_H

#include "mlir-layout/Features/LayoutDiff.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace layout {

/// Writes a summary line, then a table with the columns scope, type, what,
/// old, new, old entry, new entry (led by a chunk column when the diffs are
/// of `// -----` chunks), then a note per uncompared type. `oldName` and
/// `newName` name the two sides.
void printDiff(llvm::raw_ostream &os, llvm::ArrayRef<LayoutDiff> diffs,
               llvm::StringRef oldName, llvm::StringRef newName);

/// One line of at most 100 characters saying what changed: the change
/// that leads (a type whose own entry changed, else the first change) with
/// its numbers, then how many more types, properties and scopes changed:
/// `i64 align 8 → 4 in @host, 3 types changed`; `no layout changes`.
std::string summarizeDiff(llvm::ArrayRef<LayoutDiff> diffs);

/// Why two versions of a split file were not compared: their numbers of
/// `// -----` chunks differ.
std::string describeChunkMismatch(size_t oldChunks, size_t newChunks,
                                  llvm::StringRef oldName,
                                  llvm::StringRef newName);

/// Why nothing was compared: no version of the document parsed before
/// `newName`.
std::string describeNoEarlierVersion(llvm::StringRef newName);

/// The `changes` of toDiffJson as llvm::json (the server's
/// `mlirLayout/changes`): the same serializer, handed over value by value.
llvm::json::Value toDiffChangesJSON(llvm::ArrayRef<LayoutDiff> diffs);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_DIFFRENDER_H
