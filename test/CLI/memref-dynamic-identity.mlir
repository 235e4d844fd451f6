// The identity layout of a memref is contiguous<rank> whatever its sizes:
// the dimension order is the layout's, only the strides are dynamic. Written
// dynamic strides prove nothing, so their contiguity stays unknown (and the
// type is not "simplified" into one whose strides are the row-major ones).
// RUN: mlir-layout explain %s --at 16:10 | FileCheck %s --check-prefix=RANK3
// RUN: mlir-layout explain %s --at 17:10 | FileCheck %s --check-prefix=RANK2
// RUN: mlir-layout explain %s --at 18:10 | FileCheck %s --check-prefix=PERM
// RUN: mlir-layout explain %s --at 19:10 | FileCheck %s --check-prefix=STRIDED
// RUN: mlir-layout explain %s --at 17:10 --json | FileCheck %s --check-prefix=JSON
// RANK3: memref<?x?x?xf32> in scope
// RANK3: strides (elements):  [?, ?, 1]
// RANK3: dense:               yes
// RANK3-NEXT: contiguous:          contiguous<3>
// RANK3-NOT: simplest form
func.func @f() {
  %0 = "test.op"() : () -> memref<?x?x?xf32>
  %1 = "test.op"() : () -> memref<4x?xf32>
  %2 = "test.op"() : () -> memref<?x?xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %3 = "test.op"() : () -> memref<4x?xf32, strided<[?, 1]>>
  return
}
// RANK2: memref<4x?xf32> in scope
// RANK2: dense:               yes
// RANK2-NEXT: contiguous:          contiguous<2>
// PERM: dense:               yes
// PERM-NEXT: contiguous:          contiguous<[1, 0]>
// PERM-NEXT: simplest form:       kept as written: strided<[1, ?]> would lose that it is contiguous (column-major)
// STRIDED: dense:               unknown (dynamic)
// STRIDED-NEXT: contiguous:          unknown (dynamic)
// STRIDED-NOT: simplest form
// JSON: "contiguous": "contiguous<2>",
// JSON-NEXT: "dense": true,
