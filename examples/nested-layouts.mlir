// A host module for a 64-bit target with a device module nested inside it
// that narrows pointers and indices, relaxes integer alignment and adds
// a second address space. MLIR 22's own verifier and DataLayout crash on
// this file (the nested spec redefines i64, index and !llvm.ptr); run
// `mlir-layout query examples/nested-layouts.mlir` to see every layout.

#host_spec = #dlti.dl_spec<
  i1 = dense<8> : vector<1xi64>,
  i64 = dense<[64, 64]> : vector<2xi64>,
  i128 = dense<[128, 128]> : vector<2xi64>,
  f80 = dense<[128, 128]> : vector<2xi64>,
  index = 64 : i64,
  !llvm.ptr = dense<[64, 64, 64, 64]> : vector<4xi64>,
  "dlti.endianness" = "little",
  "dlti.stack_alignment" = 128 : i64>

!packet = !llvm.struct<"packet", (i8, i24, f64, vector<3xf32>)>

module @host attributes {dlti.dl_spec = #host_spec} {
  func.func @pack(%buffer: !llvm.ptr, %len: index) -> !packet {
    %tag = "test.data_layout_query"() : () -> i24
    %wide = "test.data_layout_query"() : () -> i48
    %ext = "test.data_layout_query"() : () -> f80
    %vec = "test.data_layout_query"() : () -> vector<3xf32>
    %mat = "test.data_layout_query"() : () -> vector<2x3xf16>
    %c = "test.data_layout_query"() : () -> complex<f64>
    %p = "test.data_layout_query"() : () -> !packet
    %arr = "test.data_layout_query"() : () -> !llvm.array<4 x i24>
    %mr = "test.data_layout_query"() : () -> memref<4x?xf32>
    return %p : !packet
  }

  module @device attributes {dlti.dl_spec = #dlti.dl_spec<
      i64 = dense<[32, 64]> : vector<2xi64>,
      index = 32 : i64,
      !llvm.ptr = dense<[64, 32, 64, 64]> : vector<4xi64>,
      !llvm.ptr<3> = dense<[32, 32, 32, 32]> : vector<4xi64>>} {
    func.func @kernel(%shared: !llvm.ptr<3>, %i: index) {
      %idx = "test.data_layout_query"() : () -> index
      %odd = "test.data_layout_query"() : () -> i33
      %big = "test.data_layout_query"() : () -> i64
      %sp = "test.data_layout_query"() : () -> !llvm.ptr<3>
      %gp = "test.data_layout_query"() : () -> !llvm.ptr<1>
      %s = "test.data_layout_query"() : () -> !llvm.struct<(i1, !llvm.ptr<3>, index)>
      %packed = "test.data_layout_query"() : () -> !llvm.struct<packed (i1, i64)>
      %sv = "test.data_layout_query"() : () -> vector<[4]xi32>
      return
    }
  }
}
