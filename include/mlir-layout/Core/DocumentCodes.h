//===- DocumentCodes.h - Codes of a document's diagnostics ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The codes LayoutDocument gives the MLIR diagnostics it classifies itself
// (`DocumentDiagnostic::code`). They belong to the one list of diagnostic
// codes, mlir-layout/Check/DiagnosticCodes.h, which includes this header;
// they are defined here because the document, a layer below the checks,
// writes them.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_DOCUMENTCODES_H
#define MLIR_LAYOUT_CORE_DOCUMENTCODES_H

#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace layout {
namespace codes {

/// A data layout attribute of a file MLIR cannot parse that does not parse
/// either, so its scope's layouts cannot be known.
inline constexpr llvm::StringLiteral kSpecUnread = "layout-spec-unread";
/// A module with two data layout attributes (MLIR's verifier).
inline constexpr llvm::StringLiteral kMultipleLayoutAttributes =
    "layout-multiple-layout-attributes";
/// An error of an op's verifier that reads the op's spec.
inline constexpr llvm::StringLiteral kVerifierError = "layout-verifier-error";

} // namespace codes
} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_DOCUMENTCODES_H
