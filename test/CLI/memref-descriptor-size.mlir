// The numbers of docs/memref.md's table "The descriptor's size: the
// formula and MLIR 22's struct": a memref value under the descriptor model is
// MLIR 22's descriptor struct {ptr, ptr, iN, [R x iN], [R x iN]} laid out
// under the scope's spec, not (3 + 2·rank) × index bytes. mlir-opt answers
// for the structs (it aborts on memref types, so those lines are dropped).
// RUN: mlir-layout query %s | FileCheck %s
// RUN: grep -v 'memref<' %s | mlir-opt --pass-pipeline='builtin.module(builtin.module(func.func(test-data-layout-query)))' | FileCheck %s --check-prefix=MLIR
// CHECK: 29:10: memref<?x?xf32> in @p64i64: size 56, bitsize 448, abi 8, preferred 8
// CHECK: 30:10: !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> in @p64i64: size 56,
// CHECK: 34:10: memref<?x?xf32> in @p32i64: size 48, bitsize 384, abi 4, preferred 4
// CHECK: 35:10: !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> in @p32i64: size 48,
// CHECK: 39:10: memref<?x?xf32> in @p64i32: size 40, bitsize 320, abi 8, preferred 8
// CHECK: 40:10: !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> in @p64i32: size 40,
// CHECK: 41:10: memref<f32> in @p64i32: size 24, bitsize 192, abi 8, preferred 8
// CHECK: 42:10: !llvm.struct<(ptr, ptr, i32)> in @p64i32: size 24,
// CHECK: 46:10: memref<?x?xf32> in @p32i32: size 28, bitsize 224, abi 4, preferred 4
// CHECK: 47:10: !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> in @p32i32: size 28,
// CHECK: 51:10: memref<?x?x?xf32> in @p64i64a8: size 72, bitsize 576, abi 8, preferred 8
// CHECK: 52:10: !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> in @p64i64a8: size 72,
// MLIR: {alignment = 8 : index,{{.*}} size = 56 : index
// MLIR: {alignment = 4 : index,{{.*}} size = 48 : index
// MLIR: {alignment = 8 : index,{{.*}} size = 40 : index
// MLIR: {alignment = 8 : index,{{.*}} size = 24 : index
// MLIR: {alignment = 4 : index,{{.*}} size = 28 : index
// MLIR: {alignment = 8 : index,{{.*}} size = 72 : index
module {
module @p64i64 {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> memref<?x?xf32>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    return } }
module @p32i64 attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[32, 32, 32, 32]> : vector<4xi64>>} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> memref<?x?xf32>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    return } }
module @p64i32 attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> memref<?x?xf32>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
    %2 = "test.data_layout_query"() : () -> memref<f32>
    %3 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i32)>
    return } }
module @p32i32 attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, !llvm.ptr = dense<[32, 32, 32, 32]> : vector<4xi64>>} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> memref<?x?xf32>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
    return } }
module @p64i64a8 attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64, 64]> : vector<4xi64>, i64 = dense<[64, 64]> : vector<2xi64>>} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> memref<?x?x?xf32>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    return } }
}
