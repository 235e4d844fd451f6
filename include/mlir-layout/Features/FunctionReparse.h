//===- FunctionReparse.h - Parse only the edited function ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// MLIR's parse and verifier diagnostics of an edited text, computed by
// parsing only the functions the edits lie in: when every edit since a
// parsed document that had no diagnostic lies inside the body of a
// `func.func` or an `llvm.func` (and touches no spec, alias definition or
// symbol), the
// diagnostics of the whole new text are those of these functions' new text,
// parsed and verified in the same nest of modules with the same aliases. The
// text parsed is the new text with everything else blanked (newlines kept),
// so its byte offsets, lines and columns are those of the new text.
//
// The symbols the functions' new bodies refer to (`func.call @f`,
// `llvm.mlir.addressof @g`, `gpu.launch_func @kernels::@k`) are declared
// for the verification (VerifyOnlyOps): a function as a body-less
// declaration with its signature and attributes, a global without its
// initializer region, anything else (a `gpu.module`) whole, so that the
// verifiers see what they read of a symbol: its kind, type and attributes.
//
// Anything this cannot be sure of gives no document: the caller parses the
// whole text instead.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_FUNCTIONREPARSE_H
#define MLIR_LAYOUT_FEATURES_FUNCTIONREPARSE_H

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Support/EditMap.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace layout {

/// True for the functions whose bodies are parsed alone: a `func.func` or an
/// `llvm.func`.
bool isReparsedFunction(Operation *op);

/// The text to parse in place of a whole edited text (see above).
struct FunctionReparse {
  /// The byte ranges of the new text kept in the text parsed (the rest is
  /// blank but for its newlines): the top-level text between ops (aliases,
  /// comments), the headers and closing braces of the modules around the
  /// edited functions, and these functions.
  std::vector<std::pair<size_t, size_t>> kept;
  /// The new text's size.
  size_t size = 0;
  /// The buffer name and options of the base document.
  std::string filename;
  DocumentOptions options;
  /// The edited functions' byte ranges in the new text (and in the text
  /// parsed), in order.
  std::vector<std::pair<size_t, size_t>> functions;
  /// Where the modules around them start in the new text, in order.
  std::vector<size_t> modules;
  /// The declarations of the symbols the functions refer to, by module.
  std::vector<VerifyOnlyOps> declarations;

  /// The text parsed in place of `newText` (the text the edits lead to).
  std::string buildText(llvm::StringRef newText) const;
  /// Parses the text standing in for `newText` (the text the edits lead
  /// to) and returns a document whose parse and verifier diagnostics
  /// (getDiagnostics(), checkParse) are those a parse of the whole new text
  /// would have, with positions of the new text; null when that cannot be
  /// guaranteed: the functions' new text does not parse as exactly these
  /// functions in their modules, or a diagnostic points outside them.
  /// Needs nothing of the base document.
  std::unique_ptr<LayoutDocument> parse(llvm::StringRef newText) const;
};

/// Prepares the parse of the functions of `base` that `edits` (from
/// `base`'s text to `newText`) changed; std::nullopt when it cannot stand
/// in for a whole parse: `base` did not parse or has a diagnostic, the edits
/// do not lead to `newText`, an edit lies outside the body of a
/// `func.func` or an `llvm.func` nested only in `builtin.module`s written in
/// their custom form, an old or new body has a DLTI attribute, a resource or a
/// `// -----` separator, a new body refers to a symbol that its module
/// does not hold but an outer one does, or to a module around no edited
/// function, or a block address, or the new text has a resource section. Reads
/// `base` (its positions and ops, and prints the declarations of symbols);
/// building the text to parse is left to parse().
std::optional<FunctionReparse> prepareFunctionReparse(LayoutDocument &base,
                                                      const EditMap &edits,
                                                      llvm::StringRef newText);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_FUNCTIONREPARSE_H
