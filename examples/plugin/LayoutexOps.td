//===- LayoutexOps.td - Operations of the layoutex dialect -*- tablegen -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One operation: `layoutex.scope`, a data layout scope (it implements
// DataLayoutOpInterface) whose own query hook overrides MLIR's size rule.
//
//===----------------------------------------------------------------------===//

#ifndef LAYOUTEX_OPS_TD
#define LAYOUTEX_OPS_TD

include "LayoutexDialect.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"

def Layoutex_ScopeOp : Op<Layoutex_Dialect, "scope", [
    IsolatedFromAbove, NoTerminator, SingleBlock, SymbolTable,
    DeclareOpInterfaceMethods<DataLayoutOpInterface,
                              ["getTypeSize", "getIndexBitwidth",
                               "getEndianness", "getStackAlignment"]>]> {
  let summary = "a big-endian data layout scope with 16-bit bytes and a 32-bit index";
  let description = [{
    Syntax: `layoutex.scope attributes {dlti.dl_spec = ...} { ... }`.

    A data layout scope like `builtin.module`: its `dlti.dl_spec` combines
    with those of the enclosing scopes. Its DataLayoutOpInterface overrides
    two query hooks: `getTypeSize` (inside it, a byte has 16 bits, so a type
    of N bits has a size of ceil(N / 16) bytes) and `getIndexBitwidth`
    (`index` is 32 bits wide). Two scope-wide hooks too: `getEndianness`
    (big-endian whenever a `dlti.endianness` entry sets an endianness,
    whatever its value) and
    `getStackAlignment` (at least 128 bits, whatever the entry says).
    Other numbers follow MLIR's rules. Since the
    index bitwidth is fixed, the verifier rejects an `index` entry in the
    op's spec.
  }];
  let hasVerifier = 1;
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "attr-dict-with-keyword $body";
}

#endif // LAYOUTEX_OPS_TD
