// The same CHECK lines for MLIR's own test pass (the dialect loaded as a
// plugin into mlir-opt) and for `standalone-layout query` (the dialect built
// in): every number comes from !standalone.vec3's DataLayoutTypeInterface
// hooks, in a builtin.module and in a standalone.device scope.
// RUN: mlir-opt --load-dialect-plugin=%standalone_plugin --pass-pipeline='builtin.module(func.func(test-data-layout-query),standalone.device(func.func(test-data-layout-query)))' %s | FileCheck %s
// RUN: standalone-layout query --format=test-data-layout-query %s | FileCheck %s

module @m attributes {dlti.dl_spec = #dlti.dl_spec<
    !standalone.vec3<f32> = dense<[128, 128]> : vector<2xi64>>} {
  func.func @host() {
    // The entry for f32 elements: 12 bytes padded to the 16-byte alignment.
    // CHECK: alignment = 16 : index
    // CHECK: bitsize = 128 : index
    // CHECK: index = 0 : index
    // CHECK: preferred = 16 : index
    // CHECK: size = 16 : index
    %0 = "test.data_layout_query"() : () -> !standalone.vec3<f32>
    // No entry for f64 elements: f64's alignments, three packed f64.
    // CHECK: alignment = 8 : index
    // CHECK: bitsize = 192 : index
    // CHECK: index = 0 : index
    // CHECK: preferred = 8 : index
    // CHECK: size = 24 : index
    %1 = "test.data_layout_query"() : () -> !standalone.vec3<f64>
    return
  }
  standalone.device @gpu attributes {dlti.dl_spec = #dlti.dl_spec<
      !standalone.vec3<i16> = dense<[64, 128]> : vector<2xi64>,
      f64 = dense<[32, 64]> : vector<2xi64>>} {
    func.func @kernel() {
      // The entry of @m, inherited.
      // CHECK: alignment = 16 : index
      // CHECK: bitsize = 128 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 16 : index
      // CHECK: size = 16 : index
      %0 = "test.data_layout_query"() : () -> !standalone.vec3<f32>
      // The device's own entry: 6 bytes padded to 8.
      // CHECK: alignment = 8 : index
      // CHECK: bitsize = 64 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 16 : index
      // CHECK: size = 8 : index
      %1 = "test.data_layout_query"() : () -> !standalone.vec3<i16>
      // No vec3 entry: the device's f64 entry sets the alignments.
      // CHECK: alignment = 4 : index
      // CHECK: bitsize = 192 : index
      // CHECK: index = 0 : index
      // CHECK: preferred = 8 : index
      // CHECK: size = 24 : index
      %2 = "test.data_layout_query"() : () -> !standalone.vec3<f64>
      return
    }
  }
}
