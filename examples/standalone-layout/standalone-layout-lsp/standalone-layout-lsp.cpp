// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- standalone-layout-lsp.cpp - The server with the standalone dialect -===//
//
// The downstream `xyz-layout-lsp`: every upstream dialect plus the project's
// own, handed to LayoutLspServerMain (as `xyz-lsp-server` hands its registry
// to MlirLspServerMain). Point VS Code's `mlirLayout.serverPath` at it.
//
//===----------------------------------------------------------------------===//

#include "Standalone/Standalone.h"

#include "mlir-layout/Tools/LayoutLspServerMain.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::standalone::StandaloneDialect>();
  return mlir::layout::LayoutLspServerMain(argc, argv, registry);
}
