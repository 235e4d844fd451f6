//===- LLVMJson.h - LLVM's answer for a type as JSON ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The `llvm` object of `query --json --compare-llvm` and
// `explain --json --compare-llvm`.
// A private header of the Render library (nlohmann/json stays out of the
// public headers), seen by the CLI, the fuzzers and the Render tests.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_JSONDOCUMENTS_LLVMJSON_H
#define MLIR_LAYOUT_RENDER_JSONDOCUMENTS_LLVMJSON_H

#include "mlir-layout/LLVM/LLVMTypeLayout.h"
#include "llvm/ADT/StringRef.h"
#include <nlohmann/json.hpp>

namespace mlir {
namespace layout {

/// The `llvm` object of a JSON record (docs/cli.md: `--compare-llvm`).
nlohmann::json toLLVMJson(const LLVMTypeComparison &comparison);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_JSONDOCUMENTS_LLVMJSON_H
