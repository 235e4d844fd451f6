//===- LayoutToolMain.h - The mlir-layout CLI as a library ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The whole `mlir-layout` command line (query, explain, scopes, check) over
// a registry of the caller's choosing, the way MlirOptMain is for mlir-opt:
// a downstream project builds its own `xyz-layout` whose types get their
// real layouts from their own DataLayoutTypeInterface hooks.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_TOOLS_LAYOUTTOOLMAIN_H
#define MLIR_LAYOUT_TOOLS_LAYOUTTOOLMAIN_H

namespace mlir {
class DialectRegistry;

namespace layout {

/// Runs `mlir-layout` with the command line `argc`/`argv` and returns its
/// exit status (0 ok, 1 problems in the input, 2 usage error or unreadable
/// input). Documents are parsed with the dialects and extensions of
/// `registry`; plugins named by `--load-dialect-plugin` are added on top.
/// Call it once per process, from `main`.
int LayoutToolMain(int argc, char **argv, DialectRegistry &registry);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TOOLS_LAYOUTTOOLMAIN_H
