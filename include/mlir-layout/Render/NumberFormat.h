//===- NumberFormat.h - Numbers and counts in rendered text -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// How every renderer writes a number (decimal, hexadecimal or both, the
// editor's `numberFormat` setting) and a count with its unit in the right
// number ("1 byte", "2 bytes").
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_NUMBERFORMAT_H
#define MLIR_LAYOUT_RENDER_NUMBERFORMAT_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
namespace layout {

/// How numbers are written.
enum class NumberFormat { Decimal, Hex, Both };

/// Parses "decimal", "hex" or "both"; std::nullopt otherwise.
std::optional<NumberFormat> parseNumberFormat(llvm::StringRef name);

/// Writes `value` per `format`: `12`, `0xc`, `12 (0xc)`.
std::string formatNumber(uint64_t value, NumberFormat format);

/// Writes `value` and `unit` in the singular or plural as `value` requires:
/// `1 byte`, `2 bytes`, `0x10 bytes`. `unit` is the singular; the plural
/// adds an `s`.
std::string formatCount(uint64_t value, llvm::StringRef unit,
                        NumberFormat format = NumberFormat::Decimal);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_NUMBERFORMAT_H
