// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- standalone-layout.cpp - mlir-layout with the standalone dialect ----===//
//
// The downstream `xyz-layout`: every upstream dialect plus the project's own,
// handed to LayoutToolMain (as `xyz-opt` hands its registry to MlirOptMain).
//
//===----------------------------------------------------------------------===//

#include "Standalone/Standalone.h"

#include "mlir-layout/Tools/LayoutToolMain.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::standalone::StandaloneDialect>();
  return mlir::layout::LayoutToolMain(argc, argv, registry);
}
