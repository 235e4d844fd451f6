// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- mlir-layout-lsp.cpp - The mlir-layout language server --------------===//
//
// `mlir-layout-lsp` for every upstream dialect: LayoutLspServerMain over a
// registry holding all of them. A downstream project's own server is this
// file with its dialects added to the registry (docs/downstream.md).
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Tools/LayoutLspServerMain.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  return mlir::layout::LayoutLspServerMain(argc, argv, registry);
}
