//===- StandaloneDialect.td - The standalone dialect -------*- tablegen -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A downstream dialect whose types and scope op take part in the data layout:
// `!standalone.vec3<T>` (StandaloneTypes.td) and `standalone.device`
// (StandaloneOps.td).
//
//===----------------------------------------------------------------------===//

#ifndef STANDALONE_DIALECT_TD
#define STANDALONE_DIALECT_TD

include "mlir/IR/OpBase.td"

def Standalone_Dialect : Dialect {
  let name = "standalone";
  let cppNamespace = "::mlir::standalone";
  let summary = "Example downstream dialect with its own data layout rules";
  let description = [{
    Built into `standalone-layout` and `standalone-layout-lsp` (over the
    installed MLIRLayout package) and into `libStandalonePlugin.so` (for
    `mlir-opt --load-dialect-plugin`).
  }];
  let useDefaultTypePrinterParser = 1;
}

class Standalone_Type<string name, string typeMnemonic,
                      list<Trait> traits = []>
    : TypeDef<Standalone_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

class Standalone_Op<string mnemonic, list<Trait> traits = []>
    : Op<Standalone_Dialect, mnemonic, traits>;

#endif // STANDALONE_DIALECT_TD
