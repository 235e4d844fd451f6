//===- DiagnosticCodes.h - Every diagnostic code and its summary -*- C++
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// The catalog of the stable codes diagnostics carry (`SpecIssue::code`, the
// server's own `layout-file-error` and `analysis-crashed`): for each, the
// severity it usually has, one sentence of help, and the documentation file
// and section that describe it. SARIF output lists the catalog as its rules.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CHECK_DIAGNOSTICCODES_H
#define MLIR_LAYOUT_CHECK_DIAGNOSTICCODES_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace layout {

/// One diagnostic code.
struct DiagnosticCodeInfo {
  /// The code, e.g. `layout-incompatible-alignment`.
  const char *code;
  /// The severity the code has by default (some codes are raised or lowered
  /// per occurrence, e.g. `layout-zero-value`).
  Severity severity;
  /// One sentence saying what the code reports.
  const char *help;
  /// The file under `docs/` that documents the code (`compatibility.md`).
  const char *docFile;
  /// The GitHub-style anchor of the section documenting it there.
  const char *docAnchor;
};

/// Every code a diagnostic of mlir-layout or mlir-layout-lsp can carry, in
/// a stable order.
llvm::ArrayRef<DiagnosticCodeInfo> getDiagnosticCodes();

/// The catalog index of `code`, or -1 when it is not a known code.
int findDiagnosticCode(llvm::StringRef code);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CHECK_DIAGNOSTICCODES_H
