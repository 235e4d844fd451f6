// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- mlir-layout.cpp - Data layout of MLIR types from the command line --===//
//
// `mlir-layout` for every upstream dialect: LayoutToolMain over a registry
// holding all of them. A downstream project's own tool is this file with its
// dialects added to the registry (docs/downstream.md).
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Tools/LayoutToolMain.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  return mlir::layout::LayoutToolMain(argc, argv, registry);
}
