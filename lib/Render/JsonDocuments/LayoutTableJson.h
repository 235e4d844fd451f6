//===- LayoutTableJson.h - The layout view as JSON --------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The `layout` object of `explain --json`.
// A private header of the Render library (nlohmann/json stays out of the
// public headers), seen by the CLI, the fuzzers and the Render tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_JSONDOCUMENTS_LAYOUTTABLEJSON_H
#define MLIR_LAYOUT_RENDER_JSONDOCUMENTS_LAYOUTTABLEJSON_H

#include "mlir-layout/Features/LayoutTable.h"
#include "llvm/ADT/StringRef.h"
#include <nlohmann/json.hpp>

namespace mlir {
namespace layout {

/// The table as JSON: `kind`, `type`, `scope`, `size`, `abi`, `preferred`,
/// `scalable`, `cache_line_size`, `padding` (total bytes; null when not
/// known or not counted), `line_count`, `start_assumed` (null when not
/// known), `rows` (each
/// `field`, `name`, `type`, `offset`, `size`, `alignment`,
/// `padding_before`, `padding_after`, `scalable`, `first_line`,
/// `last_line`, `straddles`, `why`: the reason for its size and alignment
/// in words, null when there is none), `padding_runs` (`offset`, `size`,
/// `before_field`, null for the tail) and `lines` (`index`, `start`, `end`,
/// `fields`, `cut_field`).
nlohmann::json toLayoutTableJson(const LayoutTable &table);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_JSONDOCUMENTS_LAYOUTTABLEJSON_H
