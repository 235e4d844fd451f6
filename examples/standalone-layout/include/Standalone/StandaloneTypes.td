//===- StandaloneTypes.td - Types of the standalone dialect -*- tablegen -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//   !standalone.vec3<T>  three values of type T, like a `float3` of GPU
//                        languages: packed, with an alignment the data layout
//                        may raise through the type's own spec entries.
//
//===----------------------------------------------------------------------===//

#ifndef STANDALONE_TYPES_TD
#define STANDALONE_TYPES_TD

include "Standalone/StandaloneDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"

def Standalone_Vec3Type : Standalone_Type<"Vec3", "vec3", [
    DeclareTypeInterfaceMethods<DataLayoutTypeInterface, [
      "getPreferredAlignment", "verifyEntries"]>]> {
  let summary = "three values of the element type";
  let description = [{
    Syntax: `!standalone.vec3<T>` where T has a data layout (a builtin
    integer, float or index type, or a type implementing
    `DataLayoutTypeInterface`).

    Layout: the three elements one T-stride apart (T's size rounded up to its
    ABI alignment). The alignments are T's unless the scope has an entry
    `!standalone.vec3<T> = dense<[abi, preferred]> : vector<2xi64>`
    (alignments in bits) for this element type; the size is the three
    elements rounded up to the ABI alignment.
  }];
  let parameters = (ins "::mlir::Type":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
  let genVerifyDecl = 1;
}

#endif // STANDALONE_TYPES_TD
