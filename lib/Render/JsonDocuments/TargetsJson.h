//===- TargetsJson.h - The JSON of one type across targets ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `mlir-layout targets --json`: one object per type with one object per
// target. A private header of the Render library (nlohmann/json stays out
// of the public headers), seen by the CLI, the fuzzers and the Render
// tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_JSONDOCUMENTS_TARGETSJSON_H
#define MLIR_LAYOUT_RENDER_JSONDOCUMENTS_TARGETSJSON_H

#include "mlir-layout/Features/TargetComparison.h"
#include "llvm/ADT/ArrayRef.h"
#include <nlohmann/json.hpp>

namespace mlir {
namespace layout {

/// `{"types": [{"type", "scope", "targets": [...]}]}`; each target:
/// `target` (`triple`, `cpu`, `features`, `abi`, empty when not given),
/// `llvm_data_layout`, `layout` (the numbers of a query record: `size`,
/// `bitsize`, `abi`, `preferred`, `index`, `scalable`; null without a
/// layout, then `error` says why), `fields` (`field`, `name`, `type`,
/// `offset`, `size`, `alignment`; empty unless the type has fields) and
/// `entries` (the deciding entries, as toEntryJson writes them).
nlohmann::json toTargetsJson(llvm::ArrayRef<TargetComparison> comparisons);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_JSONDOCUMENTS_TARGETSJSON_H
