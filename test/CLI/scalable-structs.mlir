// Scalable vectors inside !llvm.struct: MLIR 22 answers them (minimum sizes;
// the struct is scalable only when its last field of non-zero size is), so
// mlir-layout gives the same numbers. The same CHECK lines run against MLIR's
// test pass and against `mlir-layout query --format=test-data-layout-query`.
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(test-data-layout-query))' %s | FileCheck %s
// RUN: mlir-layout query --format=test-data-layout-query %s | FileCheck %s
// RUN: mlir-layout explain %s --at 14:8 | FileCheck %s --check-prefix=EXPLAIN

func.func @queries() {
  // CHECK: alignment = 16
  // CHECK: bitsize = 256
  // CHECK: preferred = 16
  // CHECK: size = 32
  %0 = "test.data_layout_query"() : () -> !llvm.struct<(vector<[4]xi32>, i8)>
  // CHECK: alignment = 16
  // CHECK: bitsize = {minimal_size = 256 : index, scalable}
  // CHECK: preferred = 16
  // CHECK: size = {minimal_size = 32 : index, scalable}
  %1 = "test.data_layout_query"() : () -> !llvm.struct<(i8, vector<[4]xi32>)>
  // CHECK: alignment = 1
  // CHECK: bitsize = {minimal_size = 136 : index, scalable}
  // CHECK: preferred = 16
  // CHECK: size = {minimal_size = 17 : index, scalable}
  %2 = "test.data_layout_query"() : () -> !llvm.struct<packed (i8, vector<[4]xi32>)>
  // CHECK: alignment = 16
  // CHECK: bitsize = 512
  // CHECK: preferred = 16
  // CHECK: size = 64
  %3 = "test.data_layout_query"() : () -> !llvm.array<2 x struct<(vector<[4]xi32>, i8)>>
  return
}

// EXPLAIN: fields:
// EXPLAIN-NEXT: #0 vector<[4]xi32>: offset 0, size 16 × vscale, align 16
// EXPLAIN-NEXT: #1 i8: offset 16, size 1, align 1
// EXPLAIN: [struct-fields]: {{.*}}a field of scalable size counts with its minimum size (vscale = 1), as in MLIR 22
