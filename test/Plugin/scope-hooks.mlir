// UNSUPPORTED: asan
// A DataLayoutOpInterface op of a plugin that overrides query hooks
// (examples/plugin: layoutex.scope has 16-bit bytes and a 32-bit index):
// MLIR's test pass and `mlir-layout query --format=test-data-layout-query`
// agree, with the same CHECK lines. Outside the op, MLIR's rules apply.
// UNSUPPORTED: system-windows
// RUN: mlir-opt --load-dialect-plugin=%layoutex_plugin --pass-pipeline='builtin.module(func.func(test-data-layout-query),layoutex.scope(func.func(test-data-layout-query)))' %s | FileCheck %s
// RUN: mlir-layout query --format=test-data-layout-query --load-dialect-plugin=%layoutex_plugin %s | FileCheck %s
// RUN: mlir-layout explain --load-dialect-plugin=%layoutex_plugin %s --at 41:12 | FileCheck %s --check-prefix=WHY
// WHY: i64 in scope layoutex.scope@33
// WHY: i64 [scope-op-hooks]: computed by the query hooks of the scope op 'layoutex.scope'
// RUN: mlir-layout explain --load-dialect-plugin=%layoutex_plugin %s --at 48:12 | FileCheck %s --check-prefix=RULES
// RULES: i8 [integer-nearest-wider-entry]

module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[32, 64]> : vector<2xi64>>} {
  func.func @outside() {
    // 8-bit bytes and a 64-bit index outside the op (MLIR's default ABI
    // alignment of integers of 64 bits and more is 4 bytes).
    // CHECK: alignment = 4 : index
    // CHECK: bitsize = 64 : index
    // CHECK: index = 0 : index
    // CHECK: preferred = 8 : index
    // CHECK: size = 8 : index
    %0 = "test.data_layout_query"() : () -> i64
    // CHECK: alignment = 4 : index
    // CHECK: bitsize = 64 : index
    // CHECK: index = 64 : index
    // CHECK: preferred = 8 : index
    // CHECK: size = 8 : index
    %1 = "test.data_layout_query"() : () -> index
    return
  }
  layoutex.scope attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>>} {
    func.func @inside() {
      // 64 bits are 4 bytes of 16 bits; alignments keep MLIR's rules.
      // CHECK: alignment = 4 : index
      // CHECK: bitsize = 64 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 8 : index
      // CHECK: size = 4 : index
      %0 = "test.data_layout_query"() : () -> i64
      // The nearest wider integer entry, i64's, sets i8's alignments.
      // CHECK: alignment = 4 : index
      // CHECK: bitsize = 8 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 8 : index
      // CHECK: size = 1 : index
      %1 = "test.data_layout_query"() : () -> i8
      // The index bitwidth is the hook's 32 bits; MLIR's size rule for index
      // does not ask that hook (bit size 64), and the 64 bits are 4 bytes.
      // CHECK: alignment = 4 : index
      // CHECK: bitsize = 64 : index
      // CHECK: index = 32 : index
      // CHECK: preferred = 8 : index
      // CHECK: size = 4 : index
      %2 = "test.data_layout_query"() : () -> index
      // The outer module's f64 entry is inherited; 64 bits are 4 bytes.
      // CHECK: alignment = 4 : index
      // CHECK: bitsize = 64 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 8 : index
      // CHECK: size = 4 : index
      %3 = "test.data_layout_query"() : () -> f64
      // Fields placed by the struct rule with sizes in 16-bit bytes.
      // CHECK: alignment = 4 : index
      // CHECK: bitsize = 64 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 4 : index
      // CHECK: size = 4 : index
      %4 = "test.data_layout_query"() : () -> !llvm.struct<(i8, i32)>
      return
    }
  }
}
