// MLIR's own test style: --split-input-file, the IR echoed as mlir-opt prints
// it after its test-data-layout-query pass, FileCheck labels on the printed
// functions, and the scope-wide properties the pass attaches. The same CHECK
// lines run against mlir-opt and mlir-layout, and their outputs are equal.
// RUN: mlir-opt --split-input-file --pass-pipeline='builtin.module(func.func(test-data-layout-query))' %s | FileCheck %s
// RUN: mlir-layout query --split-input-file --format=test-data-layout-query --echo-ir %s | FileCheck %s
// RUN: mlir-opt --split-input-file --pass-pipeline='builtin.module(func.func(test-data-layout-query))' %s > %t.mlir-opt
// RUN: mlir-layout query --split-input-file --format=test-data-layout-query --echo-ir %s > %t.mlir-layout
// RUN: diff %t.mlir-opt %t.mlir-layout
//
// The marker is never written in a comment here: it would split there too
// (mlir-opt cuts at the marker anywhere in a line). Without
// --split-input-file, one implicit module holds both chunks.
// RUN: mlir-layout query --format=test-data-layout-query --echo-ir %s | FileCheck %s --check-prefix=WHOLE
// WHOLE: @no_spec
// WHOLE-NOT: {{^// -{5}$}}
// WHOLE: @properties

// CHECK-LABEL: @no_spec
func.func @no_spec() {
  // CHECK: alignment = 4 : index
  // CHECK-SAME: alloca_memory_space = 0 : ui32
  // CHECK-SAME: endianness = ""
  // CHECK-SAME: size = 4 : index
  // CHECK-SAME: stack_alignment = 0 : index
  %0 = "test.data_layout_query"() : () -> i32
  return
}

// -----

// CHECK: {{^// -{5}$}}
// CHECK: module attributes
module attributes {dlti.dl_spec = #dlti.dl_spec<
    "dlti.endianness" = "big", "dlti.alloca_memory_space" = 5 : ui32,
    "dlti.program_memory_space" = 3 : ui32,
    "dlti.global_memory_space" = 2 : ui32, "dlti.stack_alignment" = 128 : i64,
    "dlti.mangling_mode" = "e",
    "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>,
    i32 = dense<[64, 128]> : vector<2xi64>>} {
  // CHECK-LABEL: @properties
  func.func @properties() {
    // CHECK: alignment = 8 : index
    // CHECK-SAME: alloca_memory_space = 5 : ui32
    // CHECK-SAME: endianness = "big"
    // CHECK-SAME: global_memory_space = 2 : ui32
    // CHECK-SAME: legal_int_widths = array<i32: 8, 16, 32, 64>
    // CHECK-SAME: mangling_mode = "e"
    // CHECK-SAME: preferred = 16 : index
    // CHECK-SAME: program_memory_space = 3 : ui32
    // CHECK-SAME: size = 4 : index
    // CHECK-SAME: stack_alignment = 128 : index
    %0 = "test.data_layout_query"() : () -> i32
    // Not a query op: not annotated, by either tool.
    // CHECK: "test.other"() : () -> i32
    %1 = "test.other"() : () -> i32
    return
  }
}
