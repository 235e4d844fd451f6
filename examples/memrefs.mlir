// Memref values and buffers on a 32-bit device: MLIR 22 aborts when asked
// for any of these layouts. The host lays memref values out as LLVM
// descriptors; the kernel module passes bare pointers.
//   mlir-layout query examples/memrefs.mlir
//   mlir-layout explain examples/memrefs.mlir --at 17:8

module @device attributes {dlti.dl_spec = #dlti.dl_spec<
    index = 32 : i64,
    !llvm.ptr = dense<[32, 32, 32, 32]> : vector<4xi64>,
    !llvm.ptr<3> = dense<[32, 32, 32, 32]> : vector<4xi64>,
    i64 = dense<[32, 64]> : vector<2xi64>>} {
  func.func @buffers(%tile: memref<16x16xf32, 3>,
                     %rows: memref<?x64xi24, strided<[128, 1], offset: ?>>) {
    %a = "test.data_layout_query"() : () -> memref<16x16xf32>
    %b = "test.data_layout_query"() : () -> memref<16x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
    %c = "test.data_layout_query"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0 + 2)>>
    %d = "test.data_layout_query"() : () -> memref<2xmemref<4xf32>>
    %e = "test.data_layout_query"() : () -> memref<*xf32>
    %f = "test.data_layout_query"() : () -> !llvm.struct<(i8, memref<?xf32>, complex<f32>)>
    %g = "test.data_layout_query"() : () -> complex<f64>
    return
  }

  module @kernel attributes {dlti.dl_spec = #dlti.dl_spec<
      "mlir_layout.memref_model" = "bare">} {
    func.func @k(%arg0: memref<256xf32, 3>) {
      %h = "test.data_layout_query"() : () -> memref<256xf32, 3>
      return
    }
  }
}
