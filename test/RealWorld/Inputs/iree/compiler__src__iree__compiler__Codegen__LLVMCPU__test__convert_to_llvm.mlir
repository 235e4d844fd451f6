// RUN: iree-opt -iree-convert-to-llvm --split-input-file %s | FileCheck %s

builtin.module {
  func.func private @extern_public()
  func.func @entry_point() {
    return
  }
}
//      CHECK: llvm.func @extern_public()
//      CHECK: llvm.func @entry_point(
// CHECK-SAME: %{{[A-Za-z0-9_]+}}: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef},
// CHECK-SAME: %{{[A-Za-z0-9_]+}}: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef},
// CHECK-SAME: %{{[A-Za-z0-9_]+}}: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32
//      CHECK:     llvm.return %{{.+}} : i32

// -----

module {
  func.func private @default_cconv_with_extra_fields(memref<f32>, i32, f64) -> (f32) attributes {
      hal.import.bitcode = true,
      hal.import.cconv = 0 : i32,
      hal.import.fields = ["processor_data", "processor_id"],
      llvm.bareptr = true
  }
  func.func @bar() {
    %c0 = arith.constant 42 : i32
    %c1 = arith.constant 42.0 : f64
    %0 = memref.alloca() : memref<f32>
    %1 = call @default_cconv_with_extra_fields(%0, %c0, %c1) : (memref<f32>, i32, f64) -> (f32)
    return
  }
}
//      CHECK: llvm.func @default_cconv_with_extra_fields(!llvm.ptr, i32, f64, !llvm.ptr, i32) -> f32
//      CHECK: llvm.func @bar(%[[ENV:[^:]+]]:
//  CHECK-DAG:   %[[C0:.+]] = llvm.mlir.constant(0 : i64) : i64
//  CHECK-DAG:   %[[Ci32:.+]] = llvm.mlir.constant(42 : i32) : i32
//  CHECK-DAG:   %[[Cf64:.+]] = llvm.mlir.constant(4.200000e+01 : f64) : f64
//      CHECK:   %[[CPU_DATA:.+]] = llvm.alloca %{{.+}} x i64
//      CHECK:   %[[ALLOCA:.+]] = llvm.alloca %{{.+}} x f32
//      CHECK:   %[[ENV_DATA:.+]] = llvm.getelementptr inbounds %[[ENV]][4]
//      CHECK:   llvm.store %[[C0]], %[[CPU_DATA]]
//  Remaining fields are copied from the runtime processor data.
//      CHECK:   %[[SRC1:.+]] = llvm.getelementptr inbounds %[[ENV_DATA]][1]
//      CHECK:   %[[VAL1:.+]] = llvm.load %[[SRC1]]
//      CHECK:   %[[DST1:.+]] = llvm.getelementptr inbounds %[[CPU_DATA]][1]
//      CHECK:   llvm.store %[[VAL1]], %[[DST1]]
//  CHECK-DAG:   %[[PROCESSOR_INFO:.+]] = llvm.load %arg2
//      CHECK:   %[[PROCESSOR_ID:.+]] = llvm.extractvalue %[[PROCESSOR_INFO]][4]
// With no executable target the feature bitmask is zero; the ukernel receives a
// cpu_data stack buffer (field 0 constant, fields 1..N from the runtime data).
//      CHECK: %[[VAL:.+]] = llvm.call @default_cconv_with_extra_fields
// CHECK-SAME: (%[[ALLOCA]], %[[Ci32]], %[[Cf64]], %[[CPU_DATA]], %[[PROCESSOR_ID]])

// -----

// Regression test for #24744: a `hal.import.bitcode` call requesting
// "processor_data" (e.g. a ukernel call) gets a local `i64` buffer allocated
// to patch in statically-known CPU-feature bits. If that alloca were built at the call
// site instead of the function entry block, it would re-execute on every
// loop iteration without ever popping the stack back off, overflowing it for
// large iteration counts. So the alloca must be in the entry block and must not
// reappear in the loop body, the cpu feature override on the field0 itself should
// be in the loop body next to the call.
#executable_target = #hal.executable.target<"llvm-cpu", "embedded-elf-arm_64", {cpu_features = "+dotprod", target_triple = "aarch64-none-elf"}>
module {
  func.func private @default_cconv_with_extra_fields_in_loop(memref<f32>, i32, f64) -> (f32) attributes {
      hal.import.bitcode = true,
      hal.import.cconv = 0 : i32,
      hal.import.fields = ["processor_data", "processor_id"],
      llvm.bareptr = true
  }
  func.func @loop_caller() attributes {hal.executable.target = #executable_target} {
    %lb = arith.constant 0 : index
    %ub = arith.constant 1024 : index
    %step = arith.constant 1 : index
    %c0 = arith.constant 42 : i32
    %c1 = arith.constant 42.0 : f64
    %0 = memref.alloca() : memref<f32>
    scf.for %i = %lb to %ub step %step {
      %1 = func.call @default_cconv_with_extra_fields_in_loop(%0, %c0, %c1) : (memref<f32>, i32, f64) -> (f32)
    }
    return
  }
}
//       CHECK: llvm.func @loop_caller(%[[ENV:[^:]+]]:
// Entry block: field 0 is a compile-time constant (`+dotprod` == 4096) and the
// cpu_data buffer's stack slot is reserved here, once.
//   CHECK-NOT:   ^{{.+}}:
//       CHECK:   %[[FIELD0:.+]] = llvm.mlir.constant(4096 : i64)
//   CHECK-NOT:   ^{{.+}}:
//       CHECK:   %[[CPU_DATA:.+]] = llvm.alloca %{{.+}} x i64
//   CHECK-NOT:   ^{{.+}}:
//       CHECK:   llvm.br ^[[HEADER:.+]](
// Loop header: just the trip-count check.
//       CHECK: ^[[HEADER]]
//       CHECK:   llvm.cond_br %{{.+}}, ^[[BODY:.+]], ^[[EXIT:.+]]
// Loop body: no fresh alloca. Field 0 stores the constant cpu features; remaining fields
// are copied from the runtime processor data.
//       CHECK: ^[[BODY]]
//   CHECK-NOT:   llvm.alloca
//       CHECK:   %[[ENV_DATA:.+]] = llvm.getelementptr inbounds %[[ENV]][4]
//       CHECK:   llvm.store %[[FIELD0]], %[[CPU_DATA]]
//       CHECK:   %[[SRC1:.+]] = llvm.getelementptr inbounds %[[ENV_DATA]][1]
//       CHECK:   %[[VAL1:.+]] = llvm.load %[[SRC1]]
//       CHECK:   %[[DST1:.+]] = llvm.getelementptr inbounds %[[CPU_DATA]][1]
//       CHECK:   llvm.store %[[VAL1]], %[[DST1]]
//   CHECK-NOT:   llvm.alloca
//       CHECK:   llvm.call @default_cconv_with_extra_fields_in_loop
//  CHECK-SAME:       %[[CPU_DATA]]
//       CHECK:   llvm.br ^[[HEADER]]
// Loop exit.
//       CHECK: ^[[EXIT]]
//       CHECK:   llvm.return

// -----

#pipeline_layout = #hal.pipeline.layout<bindings = [
  #hal.pipeline.binding<storage_buffer>,
  #hal.pipeline.binding<storage_buffer>
]>
func.func @interleave_and_bitcast_lowering() {
  %cst = arith.constant dense<4> : vector<4x2xi8>
  %cst_0 = arith.constant dense<0> : vector<4x4xi4>
  %c0 = arith.constant 0 : index
  %c4096 = arith.constant 4096 : index
  %c8192 = arith.constant 8192 : index
  %0 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c4096) flags(ReadOnly) : memref<128xi8, strided<[1], offset: ?>>
  %out_buffer = hal.interface.binding.subspan layout(#pipeline_layout) binding(1) alignment(64) offset(%c8192) : memref<256x64xi4, strided<[64, 1], offset: 8192>>
  %2 = vector.load %0[%c0] : memref<128xi8, strided<[1], offset: ?>>, vector<2xi8>
  %3 = vector.bitcast %2 : vector<2xi8> to vector<4xi4>
  %4 = vector.insert %3, %cst_0 [3] : vector<4xi4> into vector<4x4xi4>
  %5 = vector.bitcast %4 : vector<4x4xi4> to vector<4x2xi8>
  %6 = arith.shli %5, %cst : vector<4x2xi8>
  %7 = arith.shrsi %6, %cst : vector<4x2xi8>
  %8 = arith.shrsi %5, %cst : vector<4x2xi8>

  // Ops that should be lowered
  %9 = vector.interleave %7, %8 : vector<4x2xi8> -> vector<4x4xi8>
  %14 = vector.bitcast %9 : vector<4x4xi8> to vector<4x8xi4>

  vector.store %14, %out_buffer[%c0, %c0] : memref<256x64xi4, strided<[64, 1], offset: 8192>>, vector<4x8xi4>
  return
}

// Make sure we can lower multi-dimensional `vector.interleave` and its
// corresponding multi-dimensional `vector.bitcast`.

// CHECK-LABEL: llvm.func @interleave_and_bitcast_lowering(
// vector.interleave should be gone entirely
//   CHECK-NOT:   vector.interleave
// 2D vector.bitcast than followed should be replaced with 1D vector.bitcast
//       CHECK:   llvm.bitcast {{.*}} : vector<4xi8> to vector<8xi4>
//   CHECK-NOT:   vector.bitcast %{{.*}} : vector<4x4xi8> to vector<4x8xi4>

// -----

module attributes {
    hal.executable.target = #hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {target_triple="riscv64-unknown-elf"}>
} {
  func.func private @gather_lowering(%buffer : memref<2048xf32>, %index : vector<64xindex>, %mask : vector<64xi1>) -> vector<64xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<0.000000e+00> : vector<64xf32>
    %r = vector.gather %buffer[%c0] [%index], %mask, %cst : memref<2048xf32>, vector<64xindex>, vector<64xi1>, vector<64xf32> into vector<64xf32>
    return %r : vector<64xf32>
  }
}

// CHECK-LABEL:   llvm.func @gather_lowering(
// CHECK-NOT: llvm.intr.masked.gather

// -----

module attributes {
    hal.executable.target = #hal.executable.target<"llvm-cpu", "embedded-elf-riscv_64", {target_triple="riscv64-unknown-elf", cpu_features ="+v"}>
} {
  func.func private @negative_no_gather_lowering(%buffer : memref<2048xf32>, %index : vector<64xindex>, %mask : vector<64xi1>) -> vector<64xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<0.000000e+00> : vector<64xf32>
    %r = vector.gather %buffer[%c0] [%index], %mask, %cst : memref<2048xf32>, vector<64xindex>, vector<64xi1>, vector<64xf32> into vector<64xf32>
    return %r : vector<64xf32>
  }
}

// CHECK-LABEL:   llvm.func @negative_no_gather_lowering(
// CHECK: llvm.intr.masked.gather {{.*}} : (vector<64x!llvm.ptr>, vector<64xi1>, vector<64xf32>) -> vector<64xf32>

// -----

func.func @workgroup_local_alloc() {
  %base = memref.alloc() : memref<1152xi8, #iree_codegen.workgroup_local>
  %c128 = arith.constant 128 : index
  %0 = memref.view %base[%c128][] : memref<1152xi8, #iree_codegen.workgroup_local> to memref<16x16xf32, #iree_codegen.workgroup_local>
  %c0 = arith.constant 0 : index
  %val = memref.load %0[%c0, %c0] : memref<16x16xf32, #iree_codegen.workgroup_local>
  llvm.call @sink_f32(%val) : (f32) -> ()
  memref.dealloc %0 : memref<16x16xf32, #iree_codegen.workgroup_local>
  return
}
llvm.func @sink_f32(%arg0: f32) {
  llvm.return
}

// CHECK-LABEL: llvm.func @workgroup_local_alloc(
// CHECK:       %[[WG_STATE:.+]] = llvm.load %arg2
// CHECK:       %[[LOCAL_MEM:.+]] = llvm.extractvalue %[[WG_STATE]][5]
// CHECK:       %[[LOCAL_PTR:.+]] = llvm.getelementptr %[[LOCAL_MEM]][128] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NOT:   llvm.alloca
// CHECK:       llvm.call @sink_f32
// CHECK-NOT:   free
// CHECK:       llvm.return
