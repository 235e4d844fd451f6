// The same CHECK lines run against MLIR's own test pass and against
// `mlir-layout query --format=test-data-layout-query` (MLIR's query.mlir style).
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(test-data-layout-query))' %s | FileCheck %s
// RUN: mlir-layout query --format=test-data-layout-query %s | FileCheck %s

module attributes {dlti.dl_spec = #dlti.dl_spec<
    i32 = dense<[32, 64]> : vector<2xi64>, index = 16 : i64,
    f16 = dense<[32, 64]> : vector<2xi64>,
    !llvm.ptr<5> = dense<[32, 32, 64, 24]> : vector<4xi64>>} {
  func.func @queries() {
    // CHECK: alignment = 4
    // CHECK: bitsize = 24
    // CHECK: index = 0
    // CHECK: preferred = 8
    // CHECK: size = 3
    %0 = "test.data_layout_query"() : () -> i24
    // CHECK: alignment = 4
    // CHECK: bitsize = 16
    // CHECK: index = 16
    // CHECK: preferred = 8
    // CHECK: size = 2
    %1 = "test.data_layout_query"() : () -> index
    // CHECK: alignment = 16
    // CHECK: bitsize = 128
    // CHECK: index = 0
    // CHECK: preferred = 16
    // CHECK: size = 16
    %2 = "test.data_layout_query"() : () -> vector<3xf32>
    // CHECK: alignment = 2
    // CHECK: bitsize = 48
    // CHECK: index = 0
    // CHECK: preferred = 4
    // CHECK: size = 6
    %3 = "test.data_layout_query"() : () -> complex<f16>
    // CHECK: alignment = 4
    // CHECK: bitsize = 32
    // CHECK: index = 24
    // CHECK: preferred = 8
    // CHECK: size = 4
    %4 = "test.data_layout_query"() : () -> !llvm.ptr<5>
    // CHECK: alignment = 8
    // CHECK: bitsize = {minimal_size = 64 : index, scalable}
    // CHECK: index = 0
    // CHECK: preferred = 8
    // CHECK: size = {minimal_size = 8 : index, scalable}
    %5 = "test.data_layout_query"() : () -> vector<[2]xi32>
    // CHECK: alignment = 4
    // CHECK: bitsize = 96
    // CHECK: index = 0
    // CHECK: preferred = 4
    // CHECK: size = 12
    %6 = "test.data_layout_query"() : () -> !llvm.struct<(i8, !llvm.ptr<5>, i16)>
    return
  }
}
