// --split-input-file on test-style files: each chunk is parsed and checked
// on its own, as `mlir-opt --split-input-file` does, and every place is a
// line of the whole file; the read-only commands exit 0 despite the errors.
// RUN: %expect-exit 1 mlir-layout check --split-input-file %s 2>&1 | FileCheck %s --check-prefix=CHECK-TEXT
// RUN: %expect-exit 1 mlir-layout check --split-input-file --json %s | FileCheck %s --check-prefix=CHECK-JSON
// RUN: mlir-layout scopes --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=CHECK-SCOPES
// RUN: mlir-layout query --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=CHECK-QUERY
// RUN: mlir-layout explain --split-input-file %s --at 44:10 2>/dev/null | FileCheck %s --check-prefix=CHECK-EXPLAIN
// RUN: %expect-exit 2 mlir-layout explain --split-input-file %s --scope '@m' --type i32 2>&1 | FileCheck %s --check-prefix=CHECK-AMBIGUOUS
// A near miss of the marker is warned about where mlir-opt warns.
// RUN: printf '"a.b"() : () -> ()\n// -''--\n' | mlir-layout query --split-input-file - 2>&1 | FileCheck %s --check-prefix=CHECK-NEAR
// CHECK-NEAR: <stdin>:2:7: warning: near miss with file split marker
// Without it, the chunks are one file with one top level.
// RUN: mlir-layout scopes %s 2>/dev/null | FileCheck %s --check-prefix=CHECK-WHOLE
// RUN: %expect-exit 2 mlir-layout check --split-input-file --fix %s 2>&1 | FileCheck %s --check-prefix=CHECK-NOFIX
// CHECK-WHOLE-COUNT-1: scope <top>:
// CHECK-WHOLE-NOT: scope <top>:
// CHECK-NOFIX: check --fix rewrites whole files: it does not take --split-input-file

module @m attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} {
  func.func @f() {
    %0 = "test.op"() : () -> i32
    return
  }
}

// -----

// The JSON range is 0-based: the line after the last CHECK line.
// CHECK-JSON:      "code": "layout-preferred-below-abi",
// CHECK-JSON:      "message": "preferred alignment 32
// CHECK-JSON-NEXT: "range": {
// CHECK-JSON-NEXT:   "end": {
// CHECK-JSON-NEXT:     "character": 88,
// CHECK-TEXT: split-input-file.mlir:[[@LINE+2]]:52: error: {{.*}}[layout-preferred-below-abi]
// CHECK-JSON-NEXT:     "line": [[#@LINE]]
module @m attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 32]> : vector<2xi64>>} {
}

// -----

module @m attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[8, 16]> : vector<2xi64>>} {
  func.func @g() {
    %0 = "test.op"() : () -> i32
    return
  }
}

// CHECK-SCOPES-COUNT-3: scope <top>:
// CHECK-QUERY: split-input-file.mlir:22:10: i32 in @m: size 4, bitsize 32, abi 4, preferred 8
// CHECK-QUERY: split-input-file.mlir:44:10: i32 in @m: size 4, bitsize 32, abi 1, preferred 2
// CHECK-EXPLAIN: i32 in scope @m
// CHECK-EXPLAIN: ABI alignment:       1 byte
// CHECK-AMBIGUOUS: error: scope '@m' is in 3 chunks (split at lines: 1 28 41); use --at LINE:COL instead
