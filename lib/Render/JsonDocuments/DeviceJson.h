//===- DeviceJson.h - The JSON of target system specs -----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `scopes --json` and `explain --device --json`: a scope's devices and
// the lookup of one device, as the CLI's JSON documents.
// A private header of the Render library (nlohmann/json stays out of the
// public headers), seen by the CLI, the fuzzers and the Render tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_JSONDOCUMENTS_DEVICEJSON_H
#define MLIR_LAYOUT_RENDER_JSONDOCUMENTS_DEVICEJSON_H

#include "mlir-layout/Core/TargetSystem.h"
#include "llvm/ADT/StringRef.h"
#include <nlohmann/json.hpp>

namespace mlir {
namespace layout {

/// `scopes --json`: `{"line", "column", "devices": [{"id", "line",
/// "column", "properties": [{"key", "value", "line", "column"}]}]}`.
nlohmann::json toTargetSystemJson(const TargetSystem &system);

/// `explain --device --json`: `{"id", "scope", "holder", "properties",
/// "read_by_data_layout", "read_by_dlti_query", "dlti_query_stops_at",
/// "changes_type_layout": false}`.
nlohmann::json toDeviceLookupJson(const DeviceLookup &lookup);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_JSONDOCUMENTS_DEVICEJSON_H
