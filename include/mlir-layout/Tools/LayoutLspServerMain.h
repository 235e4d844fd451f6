//===- LayoutLspServerMain.h - The language server as a library -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The whole `mlir-layout-lsp` language server over a registry of the
// caller's choosing, the way MlirLspServerMain is for mlir-lsp-server: a
// downstream project builds its own `xyz-layout-lsp` for its editor.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_TOOLS_LAYOUTLSPSERVERMAIN_H
#define MLIR_LAYOUT_TOOLS_LAYOUTLSPSERVERMAIN_H

namespace mlir {
class DialectRegistry;

namespace layout {

/// Runs the mlir-layout language server on stdin/stdout with the options in
/// `argc`/`argv` and returns its exit status (0 after `shutdown` and `exit`,
/// 1 otherwise, 2 for a usage error). Documents are parsed with the dialects
/// and extensions of `registry`; plugins named by `--load-dialect-plugin` are
/// added on top. Call it once per process, from `main`.
int LayoutLspServerMain(int argc, char **argv, DialectRegistry &registry);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TOOLS_LAYOUTLSPSERVERMAIN_H
