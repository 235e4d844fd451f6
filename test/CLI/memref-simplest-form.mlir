// The simplest form is offered only where it keeps every fact explain
// reports (contiguity, dimension order, offset known or not). The RFC's
// dynamic example and a dynamic column-major memref have no such spelling in
// MLIR 22 (it has no contiguous<> attribute), so explain says why they are
// kept as written; dynamic strided layouts say what would make their
// contiguity known.
// RUN: mlir-opt %s -o /dev/null
// RUN: mlir-layout explain %s --at 28:10 | FileCheck %s --check-prefix=RFC
// RUN: mlir-layout explain %s --at 29:10 | FileCheck %s --check-prefix=COL
// RUN: mlir-layout explain %s --at 30:10 | FileCheck %s --check-prefix=STATIC
// RUN: mlir-layout explain %s --at 31:10 | FileCheck %s --check-prefix=ROWS
// RUN: mlir-layout explain %s --at 29:10 --json | FileCheck %s --check-prefix=JSON
// RFC:      memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0] -> (d0, d1, d2 + s0)>> in scope <top>
// RFC:        contiguous:          contiguous<3, offset: ?>
// RFC-NEXT:   simplest form:       kept as written: strided<[?, ?, 1], offset: ?> would lose that it is contiguous (row-major)
// COL:        contiguous:          contiguous<[1, 0]>
// COL-NEXT:   simplest form:       kept as written: strided<[1, ?]> would lose that it is contiguous (column-major)
// STATIC:     contiguous:          contiguous<[1, 0]>
// STATIC-NEXT: simplest form:       memref<4x?xf32, strided<[1, 4]>>
// ROWS:       dense:               unknown (dynamic)
// ROWS-NEXT:  contiguous:          unknown (dynamic)
// ROWS-NEXT:  contiguous if:       row-major if the strides are [8 × size(d1), 8, 1] at run time; known if static: the stride of d0, the stride of d1, the size of d1; memref<?x?x8xf32, affine_map<(d0, d1, d2)[s0] -> (d0, d1, d2 + s0)>> would state it (a stronger type, not a rewrite)
// ROWS-NOT:   simplest form
// JSON:       "contiguity_hint": "",
// JSON:       "kept_as_written": "kept as written: strided<[1, ?]> would lose that it is contiguous (column-major)",
// JSON:       "simplest": null,
func.func @f() {
  %0 = "test.op"() : () -> memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0] -> (d0, d1, d2 + s0)>>
  %1 = "test.op"() : () -> memref<?x?xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %2 = "test.op"() : () -> memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %3 = "test.op"() : () -> memref<?x?x8xf32, strided<[?, ?, 1], offset: ?>>
  return
}
