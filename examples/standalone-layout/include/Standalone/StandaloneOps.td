//===- StandaloneOps.td - Ops of the standalone dialect ----*- tablegen -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//   standalone.device @name attributes {dlti.dl_spec = ...} { ... }
//     a data layout scope, like a module for one device: the ops inside are
//     laid out under its spec combined with those of the enclosing scopes.
//
//===----------------------------------------------------------------------===//

#ifndef STANDALONE_OPS_TD
#define STANDALONE_OPS_TD

include "Standalone/StandaloneDialect.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"

def Standalone_DeviceOp : Standalone_Op<"device", [
    IsolatedFromAbove, NoTerminator, SingleBlock, SymbolTable,
    DeclareOpInterfaceMethods<DataLayoutOpInterface>]> {
  let summary = "a device: a named data layout scope";
  let description = [{
    The `dlti.dl_spec` attribute of the op is its data layout spec
    (DataLayoutOpInterface::getDataLayoutSpec); it has no target system spec.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
}

#endif // STANDALONE_OPS_TD
