//===- LayoutexDialect.cpp - Dialect registration and plugin entry --------===//
//
// Two small pieces: the dialect registers its types, and the shared library
// exports `mlirGetDialectPluginInfo`, the one symbol that
// `--load-dialect-plugin=PATH` (mlir-opt, mlir-layout, mlir-layout-lsp) looks
// up to add the dialect to the tool's DialectRegistry.
//
//===----------------------------------------------------------------------===//

#include "Layoutex.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;
using namespace layoutex;

// The dialect's generated constructor, TypeID and description.
#include "LayoutexDialect.cpp.inc"

// The generated type storage, accessors, parsers and printers
// (`assemblyFormat`), and the `parseType`/`printType` dispatch.
#define GET_TYPEDEF_CLASSES
#include "LayoutexTypes.cpp.inc"

void LayoutexDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "LayoutexTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Plugin entry point
//===----------------------------------------------------------------------===//

/// Called by the tool after dlopen-ing the library. `MLIR_PLUGIN_API_VERSION`
/// must match the tool's, so build the plugin against the same MLIR the tool
/// uses, and link it to the shared libMLIR.so only: a second, static copy of
/// MLIR inside the plugin would have its own TypeIDs, and the tool would not
/// recognise the interfaces the types implement.
extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Layoutex", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            registry->insert<LayoutexDialect>();
          }};
}
