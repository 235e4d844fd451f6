//===- JsonBridge.h - nlohmann/json values as llvm::json --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Private to the Render library: a message serialized once (with
// nlohmann/json, for the CLI's documents) handed to the server as
// llvm::json, the language server library's, value by value (no text in
// between).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LIB_RENDER_JSONBRIDGE_H
#define MLIR_LAYOUT_LIB_RENDER_JSONBRIDGE_H

#include "llvm/Support/JSON.h"

#include <nlohmann/json.hpp>

namespace mlir {
namespace layout {

/// `value` as llvm::json: the same objects, arrays, strings, numbers
/// (signed, unsigned or floating), booleans and nulls.
llvm::json::Value toLLVMJson(const nlohmann::json &value);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LIB_RENDER_JSONBRIDGE_H
