//===- LayoutexDialect.td - The layoutex example dialect ---*- tablegen -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The dialect itself: a name (the `layoutex.` prefix of its types) and the C++
// namespace of the generated classes. The types are in LayoutexTypes.td, the
// spec attribute in LayoutexAttrs.td, the one operation (`layoutex.scope`) in
// LayoutexOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef LAYOUTEX_DIALECT_TD
#define LAYOUTEX_DIALECT_TD

include "mlir/IR/DialectBase.td"

def Layoutex_Dialect : Dialect {
  let name = "layoutex";
  let cppNamespace = "::layoutex";
  let summary = "Example dialect: types that define their own data layout";
  let description = [{
    A small example of a dialect loaded as a plugin
    (`--load-dialect-plugin=libLayoutexPlugin.so`) whose types implement
    `DataLayoutTypeInterface`, so that MLIR's `DataLayout` (and mlir-layout)
    can answer their size and alignment under `dlti.dl_spec` entries.
  }];

  // Generate `parseType`/`printType` that dispatch on the type mnemonics
  // (`fixed`, `pair`) using each type's `assemblyFormat`.
  let useDefaultTypePrinterParser = 1;
  // The same for the attribute (`spec`), and a hook that verifies the
  // `layoutex.spec` attribute where an op holds it.
  let useDefaultAttributePrinterParser = 1;
  // #layoutex.spec holds DLTI's entry attributes: DLTI must be loaded.
  let dependentDialects = ["::mlir::DLTIDialect"];
  let hasOperationAttrVerify = 1;
}

#endif // LAYOUTEX_DIALECT_TD
