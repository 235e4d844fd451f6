// UNSUPPORTED: asan
// The layoutex example dialect plugin (examples/plugin) answered by MLIR's own
// test pass and by `mlir-layout query --format=test-data-layout-query`, with
// the same CHECK lines (like test/CLI/shared-checks-with-mlir.mlir). The types'
// own DataLayoutTypeInterface hooks compute every number below, from the
// entries keyed by !layoutex.fixed types in the enclosing specs.
// UNSUPPORTED: system-windows
// RUN: mlir-opt --load-dialect-plugin=%layoutex_plugin --pass-pipeline='builtin.module(func.func(test-data-layout-query),builtin.module(func.func(test-data-layout-query)))' %s | FileCheck %s
// RUN: mlir-layout query --format=test-data-layout-query --load-dialect-plugin=%layoutex_plugin %s | FileCheck %s

// Alignments in bits: fixed types of widths 1..16 take the 16-bit entry,
// 17..32 the 32-bit one, wider ones are naturally aligned (size rounded up to
// a power of two). The pair asks the DataLayout about its element, so the
// builtin i32 entry counts for pair<i32>.
module attributes {dlti.dl_spec = #dlti.dl_spec<
    !layoutex.fixed<16, 0> = dense<[16, 32]> : vector<2xi64>,
    !layoutex.fixed<32, 0> = dense<[32, 64]> : vector<2xi64>,
    i32 = dense<[32, 64]> : vector<2xi64>>} {
  func.func @top() {
    // The nearest wider entry, 16 bits: ABI 2 bytes, preferred 4.
    // CHECK: alignment = 2 : index
    // CHECK: bitsize = 12 : index
    // CHECK: index = 0 : index
    // CHECK: preferred = 4 : index
    // CHECK: size = 2 : index
    %0 = "test.data_layout_query"() : () -> !layoutex.fixed<12, 4>
    // The entry of the same width; the fraction plays no part.
    // CHECK: alignment = 4 : index
    // CHECK: bitsize = 32 : index
    // CHECK: index = 0 : index
    // CHECK: preferred = 8 : index
    // CHECK: size = 4 : index
    %1 = "test.data_layout_query"() : () -> !layoutex.fixed<32, 16>
    // Wider than every entry: natural alignment, 5 bytes -> 8.
    // CHECK: alignment = 8 : index
    // CHECK: bitsize = 40 : index
    // CHECK: index = 0 : index
    // CHECK: preferred = 8 : index
    // CHECK: size = 5 : index
    %2 = "test.data_layout_query"() : () -> !layoutex.fixed<40, 8>
    // {fixed<24, 8>, fixed<24, 8>}: 3 bytes padded to the 4-byte alignment.
    // CHECK: alignment = 4 : index
    // CHECK: bitsize = 64 : index
    // CHECK: index = 0 : index
    // CHECK: preferred = 8 : index
    // CHECK: size = 8 : index
    %3 = "test.data_layout_query"() : () -> !layoutex.pair<!layoutex.fixed<24, 8>>
    // {i32, i32} under the builtin i32 entry.
    // CHECK: alignment = 4 : index
    // CHECK: bitsize = 64 : index
    // CHECK: index = 0 : index
    // CHECK: preferred = 8 : index
    // CHECK: size = 8 : index
    %4 = "test.data_layout_query"() : () -> !layoutex.pair<i32>
    // A pair of pairs: the inner one is 4 bytes with alignment 2.
    // CHECK: alignment = 2 : index
    // CHECK: bitsize = 64 : index
    // CHECK: index = 0 : index
    // CHECK: preferred = 4 : index
    // CHECK: size = 8 : index
    %5 = "test.data_layout_query"() : () -> !layoutex.pair<!layoutex.pair<!layoutex.fixed<12, 4>>>
    return
  }

  // A nested scope: its 32-bit entry replaces the outer one (a lower ABI
  // alignment that divides the outer one, which the type's areCompatible
  // accepts) and it adds a 64-bit entry; the 16-bit entry is inherited.
  module attributes {dlti.dl_spec = #dlti.dl_spec<
      !layoutex.fixed<32, 0> = dense<[16, 16]> : vector<2xi64>,
      !layoutex.fixed<64, 0> = dense<[64, 128]> : vector<2xi64>>} {
    func.func @nested() {
      // The inner 32-bit entry.
      // CHECK: alignment = 2 : index
      // CHECK: bitsize = 24 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 2 : index
      // CHECK: size = 3 : index
      %0 = "test.data_layout_query"() : () -> !layoutex.fixed<24, 8>
      // The inner 64-bit entry.
      // CHECK: alignment = 8 : index
      // CHECK: bitsize = 40 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 16 : index
      // CHECK: size = 5 : index
      %1 = "test.data_layout_query"() : () -> !layoutex.fixed<40, 20>
      // The outer 16-bit entry, inherited.
      // CHECK: alignment = 2 : index
      // CHECK: bitsize = 12 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 4 : index
      // CHECK: size = 2 : index
      %2 = "test.data_layout_query"() : () -> !layoutex.fixed<12, 4>
      // No entry is wide enough: 13 bytes, naturally aligned to 16.
      // CHECK: alignment = 16 : index
      // CHECK: bitsize = 100 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 16 : index
      // CHECK: size = 13 : index
      %3 = "test.data_layout_query"() : () -> !layoutex.fixed<100, 50>
      // {fixed<24, 8>, fixed<24, 8>} under the inner entry: 3 bytes padded
      // to 4.
      // CHECK: alignment = 2 : index
      // CHECK: bitsize = 64 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 2 : index
      // CHECK: size = 8 : index
      %4 = "test.data_layout_query"() : () -> !layoutex.pair<!layoutex.fixed<24, 8>>
      return
    }
  }
}
