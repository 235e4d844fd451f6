//===- LayoutexTypes.td - Types of the layoutex dialect ----*- tablegen -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Two types that take part in the data layout:
//
//   !layoutex.fixed<W, F>  a fixed-point number of W bits, F of them fraction
//                          bits. Its alignment comes from spec entries keyed by
//                          `!layoutex.fixed<...>` types (its own rule, see
//                          LayoutexTypes.cpp).
//   !layoutex.pair<T>      two values of type T, laid out like a struct
//                          {T, T}. It has no entries of its own: it asks the
//                          DataLayout about T.
//   !layoutex.words<N>     N 16-bit words; its getTypeSize hook answers N,
//                          which MLIR 22 never asks.
//
// `DeclareTypeInterfaceMethods<DataLayoutTypeInterface, [...]>` makes
// mlir-tblgen declare the interface's required methods (getTypeSizeInBits,
// getABIAlignment) plus the listed optional ones; we define them in C++.
//
//===----------------------------------------------------------------------===//

#ifndef LAYOUTEX_TYPES_TD
#define LAYOUTEX_TYPES_TD

include "LayoutexDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"

class Layoutex_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Layoutex_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Layoutex_FixedType : Layoutex_Type<"Fixed", "fixed", [
    DeclareTypeInterfaceMethods<DataLayoutTypeInterface, [
      "getPreferredAlignment", "verifyEntries", "areCompatible"]>]> {
  let summary = "fixed-point number of `width` bits, `fraction` after the point";
  let description = [{
    Syntax: `!layoutex.fixed<W, F>` with 1 <= W and F <= W.

    Layout: the size is W bits (ceil(W/8) bytes). The alignments come from
    the spec entry of the nearest width >= W, written
    `!layoutex.fixed<W', 0> = dense<[abi, preferred]> : vector<2xi64>`
    (alignments in bits; the fraction of a key must be 0 because it does not
    change the layout). Without such an entry the type is naturally aligned:
    its size rounded up to a power of two.
  }];
  let parameters = (ins "unsigned":$width, "unsigned":$fraction);
  let assemblyFormat = "`<` $width `,` $fraction `>`";
  let genVerifyDecl = 1;
}

def Layoutex_PairType : Layoutex_Type<"Pair", "pair", [
    DeclareTypeInterfaceMethods<DataLayoutTypeInterface, [
      "getPreferredAlignment", "verifyEntries"]>]> {
  let summary = "two values of the element type, laid out like a struct";
  let description = [{
    Syntax: `!layoutex.pair<T>` where T has a data layout (a builtin integer,
    float, index, complex or fixed-size vector, or any type implementing
    `DataLayoutTypeInterface`, such as `!layoutex.fixed` or `!llvm.ptr`).

    Layout: the struct {T, T}: the second T starts at the first multiple of
    T's ABI alignment after the first one, and the size is rounded up to that
    alignment; the alignments are T's. Spec entries keyed by a pair type are
    rejected: change T's layout instead.
  }];
  let parameters = (ins "::mlir::Type":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
  let genVerifyDecl = 1;
}

def Layoutex_WordsType : Layoutex_Type<"Words", "words", [
    DeclareTypeInterfaceMethods<DataLayoutTypeInterface, ["getTypeSize"]>]> {
  let summary = "N 16-bit words, with a getTypeSize hook MLIR 22 never calls";
  let description = [{
    Syntax: `!layoutex.words<N>` with N >= 1.

    Layout: 16·N bits, ABI and preferred alignment 2 bytes. It also
    overrides `getTypeSize` to answer N (its size in 16-bit units), to show
    that MLIR 22's `DataLayout::getTypeSize` does not call a type's
    `getTypeSize`: it rounds the type's `getTypeSizeInBits` up to bytes,
    so the size is 2·N bytes in mlir-opt and in mlir-layout.
  }];
  let parameters = (ins "unsigned":$count);
  let assemblyFormat = "`<` $count `>`";
}

#endif // LAYOUTEX_TYPES_TD
