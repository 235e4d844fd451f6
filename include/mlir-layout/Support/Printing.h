//===- Printing.h - MLIR types and attributes as strings --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one way the project turns an MLIR type or attribute into the text MLIR
// prints for it, so that every answer names types exactly as `mlir-opt`
// would.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_PRINTING_H
#define MLIR_LAYOUT_SUPPORT_PRINTING_H

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir {
namespace layout {

/// Returns what `value.print(os)` writes: the text MLIR prints for a type,
/// attribute or anything else with a `print(raw_ostream &)` member. A null
/// MLIR type or attribute prints as MLIR prints it (`<<NULL TYPE>>`).
template <typename T> std::string printToString(const T &value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  value.print(os);
  return text;
}

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_PRINTING_H
