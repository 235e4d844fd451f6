// UNSUPPORTED: asan
// Scope-wide values from a scope op's own hooks (examples/plugin:
// layoutex.scope's getEndianness answers "big" wherever an endianness entry
// applies, its getStackAlignment at least 128 bits). MLIR's test pass and
// `mlir-layout query --format=test-data-layout-query` agree, with the same
// CHECK lines; `scopes` shows the same values and credits the hook, not the
// entry, where the hook changed what the entry says.
// UNSUPPORTED: system-windows
// RUN: mlir-opt --load-dialect-plugin=%layoutex_plugin --pass-pipeline='builtin.module(layoutex.scope(func.func(test-data-layout-query)))' %s | FileCheck %s
// RUN: mlir-layout query --format=test-data-layout-query --load-dialect-plugin=%layoutex_plugin %s | FileCheck %s
// RUN: mlir-layout scopes --load-dialect-plugin=%layoutex_plugin %s | FileCheck %s --check-prefix=SCOPES
// SCOPES:      scope builtin.module@33:
// SCOPES-NEXT:   dlti.endianness = "little" (entry in builtin.module@33 at
// SCOPES:        dlti.stack_alignment = not set (natural) (default)
// SCOPES:      scope layoutex.scope@34:
// SCOPES-NEXT:   dlti.endianness = "big" (the getEndianness hook of layoutex.scope)
// SCOPES:        dlti.stack_alignment = 128 (the getStackAlignment hook of layoutex.scope)
// SCOPES:      scope layoutex.scope@44:
// SCOPES-NEXT:   dlti.endianness = "big" (the getEndianness hook of layoutex.scope)
// SCOPES:        dlti.stack_alignment = 256 (entry in layoutex.scope@44 at {{.*}}scope-wide-hooks.mlir:44:59)
// SCOPES:      scope layoutex.scope@52:
// SCOPES:        dlti.stack_alignment = 128 (the getStackAlignment hook of layoutex.scope)
// RUN: mlir-layout scopes --json --load-dialect-plugin=%layoutex_plugin %s | FileCheck %s --check-prefix=JSON
// JSON: "line": 34,
// JSON: "dlti.stack_alignment": {
// JSON-NEXT: "default": false,
// JSON-NEXT: "hook": {
// JSON-NEXT: "method": "getStackAlignment",
// JSON-NEXT: "op": "layoutex.scope"
// JSON-NEXT: },
// JSON-NEXT: "value": "128"

module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {
  layoutex.scope attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 64 : i64>} {
    func.func @below() {
      // The entry says 64 bits, the hook raises it to 128; the inherited
      // "little" endianness is answered "big" by the hook.
      // CHECK: endianness = "big"
      // CHECK: stack_alignment = 128 : index
      %0 = "test.data_layout_query"() : () -> i32
      return
    }
  }
  layoutex.scope attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 256 : i64>} {
    func.func @above() {
      // CHECK: endianness = "big"
      // CHECK: stack_alignment = 256 : index
      %0 = "test.data_layout_query"() : () -> i32
      return
    }
  }
  layoutex.scope {
    func.func @none() {
      // No stack alignment entry: the hook's 128 bits.
      // CHECK: endianness = "big"
      // CHECK: stack_alignment = 128 : index
      %0 = "test.data_layout_query"() : () -> i32
      return
    }
  }
}
