// The memref model is per scope, innermost wins, in both directions and in
// every command (query, explain; the LSP hover and inlay hints use the same
// ScopedDataLayout). MLIR 22's verifier rejects a nested scope that changes
// an enclosing scope's model (the mlir_layout dialect is not loaded, so its
// identifier entries combine only when identical): check reports that, with
// how to switch the model in a way MLIR accepts.
// RUN: not mlir-opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLIR
// RUN: mlir-layout query %s | FileCheck %s --check-prefix=QUERY
// RUN: mlir-layout explain %s --at 32:10 | FileCheck %s --check-prefix=INNER
// RUN: mlir-layout explain %s --at 34:12 | FileCheck %s --check-prefix=INNERMOST
// RUN: not mlir-layout check %s 2>&1 | FileCheck %s --check-prefix=CHECK-SPEC
// MLIR: error: data layout does not combine with layouts of enclosing ops
// QUERY: 30:8: memref<4xf32> in @outer: size 8, bitsize 64, abi 8, preferred 8, index 64
// QUERY: 32:10: memref<4xf32> in @outer::@inner: size 40, bitsize 320, abi 8, preferred 8
// QUERY: 34:12: memref<4xf32> in @outer::@inner::@innermost: size 8, bitsize 64, abi 8, preferred 8, index 64
// QUERY: 37:12: memref<4xf32> in @outer::@inner::@inherits: size 40,
// QUERY: 43:10: memref<4xf32> in @top::@bare: size 8,
// QUERY: 46:10: memref<4xf32> in @top::@descriptor: size 40,
// INNER: memref<4xf32> in scope @outer::@inner
// INNER: model 'descriptor' from the spec entry.
// INNER-NEXT: entry "mlir_layout.memref_model" = "descriptor" in @outer::@inner at
// INNERMOST: [memref-bare]
// INNERMOST: entry "mlir_layout.memref_model" = "bare" in @outer::@inner::@innermost at
// CHECK-SPEC: 31:{{[0-9]+}}: error: @outer::@inner changes "mlir_layout.memref_model" from "bare", and the two values do not combine [layout-identifier-does-not-combine]
// CHECK-SPEC: note: the 'mlir_layout' dialect is not loaded, so only an identical value combines; mlir-layout uses the innermost model, but for MLIR leave the model out of the enclosing scope (the default applies there) and set it in each nested scope that needs another
// CHECK-SPEC: 33:{{[0-9]+}}: error: @outer::@inner::@innermost changes "mlir_layout.memref_model" from "descriptor"
// CHECK-SPEC-NOT: @top
module {
module @outer attributes {dlti.dl_spec = #dlti.dl_spec<"mlir_layout.memref_model" = "bare">} {
  %a = "test.data_layout_query"() : () -> memref<4xf32>
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<"mlir_layout.memref_model" = "descriptor">} {
    %b = "test.data_layout_query"() : () -> memref<4xf32>
    module @innermost attributes {dlti.dl_spec = #dlti.dl_spec<"mlir_layout.memref_model" = "bare">} {
      %c = "test.data_layout_query"() : () -> memref<4xf32>
    }
    module @inherits {
      %d = "test.data_layout_query"() : () -> memref<4xf32>
    }
  }
}
module @top {
  module @bare attributes {dlti.dl_spec = #dlti.dl_spec<"mlir_layout.memref_model" = "bare">} {
    %e = "test.data_layout_query"() : () -> memref<4xf32>
  }
  module @descriptor attributes {dlti.dl_spec = #dlti.dl_spec<"mlir_layout.memref_model" = "descriptor">} {
    %f = "test.data_layout_query"() : () -> memref<4xf32>
  }
}
}
