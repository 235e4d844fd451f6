//===- LayoutexAttrs.td - Attributes of the layoutex dialect -*- tablegen -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One attribute: `#layoutex.spec<...>`, a data layout specification of the
// dialect's own (it implements DataLayoutSpecInterface, like #dlti.dl_spec).
//
//===----------------------------------------------------------------------===//

#ifndef LAYOUTEX_ATTRS_TD
#define LAYOUTEX_ATTRS_TD

include "LayoutexDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"

def Layoutex_SpecAttr : AttrDef<Layoutex_Dialect, "Spec",
                                [DataLayoutSpecInterface]> {
  let mnemonic = "spec";
  let summary = "a data layout spec whose endianness key is the dialect's own";
  let description = [{
    Syntax: `#layoutex.spec<KEY = VALUE, ...>`, the entries written as in
    `#dlti.dl_spec`. Held by a `builtin.module` under the attribute name
    `layoutex.spec` (a module takes any attribute whose value is a spec).

    Its scope-wide keys are DLTI's, except the endianness: its
    `getEndiannessIdentifier` is `"layoutex.endianness"` (`"big"` or
    `"little"`), so MLIR's `DataLayout::getEndianness` reads that entry.
    Nested specs combine through its `combineWith`: the innermost entry for
    a key wins, and a nested `layoutex.endianness` must equal the enclosing
    one. Its `verifySpec` runs MLIR's checks of the entries and rejects a
    spec that sets both `layoutex.endianness` and `dlti.endianness`.
  }];
  let parameters = (ins
    ArrayRefParameter<"::mlir::DataLayoutEntryInterface", "">:$entries);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// The key of this spec class's endianness entry.
    static constexpr ::llvm::StringLiteral kEndiannessKey =
        "layoutex.endianness";

    /// The DataLayoutSpecInterface methods without a default.
    ::mlir::DataLayoutSpecInterface
    combineWith(::llvm::ArrayRef<::mlir::DataLayoutSpecInterface> specs) const;
    ::mlir::StringAttr getEndiannessIdentifier(::mlir::MLIRContext *context) const;
    ::mlir::StringAttr getDefaultMemorySpaceIdentifier(::mlir::MLIRContext *context) const;
    ::mlir::StringAttr getAllocaMemorySpaceIdentifier(::mlir::MLIRContext *context) const;
    ::mlir::StringAttr getProgramMemorySpaceIdentifier(::mlir::MLIRContext *context) const;
    ::mlir::StringAttr getGlobalMemorySpaceIdentifier(::mlir::MLIRContext *context) const;
    ::mlir::StringAttr getManglingModeIdentifier(::mlir::MLIRContext *context) const;
    ::mlir::StringAttr getStackAlignmentIdentifier(::mlir::MLIRContext *context) const;
    ::mlir::StringAttr getFunctionPointerAlignmentIdentifier(::mlir::MLIRContext *context) const;
    ::mlir::StringAttr getLegalIntWidthsIdentifier(::mlir::MLIRContext *context) const;

    /// Overrides the interface's default: MLIR's checks, then ours.
    ::llvm::LogicalResult verifySpec(::mlir::Location loc);

    /// DLTIQueryInterface (dlti.query): the value of the entry for `key`.
    ::mlir::FailureOr<::mlir::Attribute> query(::mlir::DataLayoutEntryKey key) {
      return ::llvm::cast<::mlir::DataLayoutSpecInterface>(*this)
          .queryHelper(key);
    }
  }];
}

#endif // LAYOUTEX_ATTRS_TD
