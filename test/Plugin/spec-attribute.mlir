// UNSUPPORTED: asan
// A data layout spec of the dialect's own class, #layoutex.spec
// (examples/plugin), held by builtin.module under `layoutex.spec`: MLIR reads
// the endianness through the spec's getEndiannessIdentifier, the dialect's
// own key "layoutex.endianness", and combines nested #layoutex.spec specs
// with the innermost one's combineWith. MLIR's test pass and
// `mlir-layout query --format=test-data-layout-query` agree, with the same
// CHECK lines; `check` has nothing to say (no false verifier error), and
// `scopes` credits the endianness to the dialect's own key.
// UNSUPPORTED: system-windows
// RUN: mlir-opt --load-dialect-plugin=%layoutex_plugin --pass-pipeline='builtin.module(func.func(test-data-layout-query),builtin.module(func.func(test-data-layout-query)))' %s | FileCheck %s
// RUN: mlir-layout query --format=test-data-layout-query --load-dialect-plugin=%layoutex_plugin %s | FileCheck %s
// RUN: mlir-layout check --load-dialect-plugin=%layoutex_plugin %s | count 0
// RUN: mlir-layout scopes --load-dialect-plugin=%layoutex_plugin %s | FileCheck %s --check-prefix=SCOPES
// SCOPES:      scope @outer:
// SCOPES-NEXT:   layoutex.endianness = "big" (entry in @outer at {{.*}}spec-attribute.mlir:27:58)
// SCOPES:        dlti.stack_alignment = 64 (entry in @outer at {{.*}}spec-attribute.mlir:29:5)
// SCOPES:      scope @outer::@inner:
// SCOPES-NEXT:   layoutex.endianness = "big" (entry in @outer at
// SCOPES:        dlti.stack_alignment = 64 (entry in @outer at
// SCOPES:        entry i16 = dense<[32, 64]> : vector<2xi64> from @outer::@inner
// RUN: mlir-layout scopes --json --load-dialect-plugin=%layoutex_plugin %s | FileCheck %s --check-prefix=JSON
// JSON: "layoutex.endianness": {
// JSON-NEXT: "default": false,
// JSON-NEXT: "value": "\"big\""

module @outer attributes {layoutex.spec = #layoutex.spec<"layoutex.endianness" = "big",
    i32 = dense<[32, 64]> : vector<2xi64>,
    "dlti.stack_alignment" = 64 : i64>} {
  func.func @f() {
    // CHECK: alignment = 4 : index
    // CHECK: endianness = "big"
    // CHECK: preferred = 8 : index
    // CHECK: size = 4 : index
    // CHECK: stack_alignment = 64 : index
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
  // Combined by #layoutex.spec's combineWith: the outer entries stay, the
  // inner i16 entry is added.
  module @inner attributes {layoutex.spec = #layoutex.spec<i16 = dense<[32, 64]> : vector<2xi64>>} {
    func.func @g() {
      // CHECK: alignment = 4 : index
      // CHECK: endianness = "big"
      // CHECK: preferred = 8 : index
      // CHECK: size = 2 : index
      // CHECK: stack_alignment = 64 : index
      %0 = "test.data_layout_query"() : () -> i16
      // CHECK: alignment = 4 : index
      // CHECK: endianness = "big"
      // CHECK: preferred = 8 : index
      // CHECK: size = 4 : index
      %1 = "test.data_layout_query"() : () -> i32
      return
    }
  }
}
