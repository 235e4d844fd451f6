// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- NumberFormat.cpp - Numbers and counts in rendered text -------------===//

#include "mlir-layout/Render/NumberFormat.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir::layout;

std::optional<NumberFormat>
mlir::layout::parseNumberFormat(llvm::StringRef name) {
  if (name == "decimal")
    return NumberFormat::Decimal;
  if (name == "hex")
    return NumberFormat::Hex;
  if (name == "both")
    return NumberFormat::Both;
  return std::nullopt;
}

std::string mlir::layout::formatNumber(uint64_t value, NumberFormat format) {
  std::string hex;
  llvm::raw_string_ostream(hex) << llvm::format_hex(value, 0);
  switch (format) {
  case NumberFormat::Decimal:
    return std::to_string(value);
  case NumberFormat::Hex:
    return hex;
  case NumberFormat::Both:
    return std::to_string(value) + " (" + hex + ")";
  }
  return std::to_string(value);
}

std::string mlir::layout::formatCount(uint64_t value, llvm::StringRef unit,
                                      NumberFormat format) {
  return formatNumber(value, format) + " " + unit.str() +
         (value == 1 ? "" : "s");
}
