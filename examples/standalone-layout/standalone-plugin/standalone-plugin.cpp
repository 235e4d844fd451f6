// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- standalone-plugin.cpp - The dialect as an mlir-opt plugin ----------===//
//
// `mlir-opt --load-dialect-plugin=libStandalonePlugin.so` registers the same
// dialect the standalone-layout tools are built with, so the tests can
// compare their answers with MLIR's own (`--test-data-layout-query`).
//
//===----------------------------------------------------------------------===//

#include "Standalone/Standalone.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Standalone", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            registry->insert<standalone::StandaloneDialect>();
          }};
}
