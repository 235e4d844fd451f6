module attributes {gpu.container_module} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @str0("Output match = %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @str1("Val = %f:%f\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @str2("Input = %d:%d\0A\00") {addr_space = 0 : i32}
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuEventSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamWaitEvent(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuEventCreate() -> !llvm.ptr
  llvm.func @mgpuEventDestroy(!llvm.ptr)
  llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuEventElapsedTime(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  llvm.func @mgpuCheckOutput(!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64)
  llvm.func @mgpuInit(!llvm.ptr, !llvm.ptr, i64, i64)
  llvm.func @print_time(%arg0: f32) {
    llvm.return
  }
  llvm.func @main() {
    llvm.call @test_matmul() : () -> ()
    llvm.return
  }
  llvm.func @test_matmul() {
    %0 = llvm.mlir.constant(4096 : i64) : i64
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(4096 : index) : i64
    %3 = llvm.mlir.constant(4096 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(16777216 : index) : i64
    %6 = llvm.mlir.zero : !llvm.ptr
    %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
    %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
    %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %2, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %3, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %3, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %4, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.mlir.constant(4096 : index) : i64
    %20 = llvm.mlir.constant(4096 : index) : i64
    %21 = llvm.mlir.constant(1 : index) : i64
    %22 = llvm.mlir.constant(16777216 : index) : i64
    %23 = llvm.mlir.zero : !llvm.ptr
    %24 = llvm.getelementptr %23[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %25 = llvm.ptrtoint %24 : !llvm.ptr to i64
    %26 = llvm.call @malloc(%25) : (i64) -> !llvm.ptr
    %27 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %28 = llvm.insertvalue %26, %27[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %26, %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.mlir.constant(0 : index) : i64
    %31 = llvm.insertvalue %30, %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %19, %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %20, %32[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %20, %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %21, %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.mlir.constant(4096 : index) : i64
    %37 = llvm.mlir.constant(4096 : index) : i64
    %38 = llvm.mlir.constant(1 : index) : i64
    %39 = llvm.mlir.constant(16777216 : index) : i64
    %40 = llvm.mlir.zero : !llvm.ptr
    %41 = llvm.getelementptr %40[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %42 = llvm.ptrtoint %41 : !llvm.ptr to i64
    %43 = llvm.call @malloc(%42) : (i64) -> !llvm.ptr
    %44 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %45 = llvm.insertvalue %43, %44[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.insertvalue %43, %45[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.mlir.constant(0 : index) : i64
    %48 = llvm.insertvalue %47, %46[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.insertvalue %36, %48[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.insertvalue %37, %49[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.insertvalue %37, %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.insertvalue %38, %51[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.ptrtoint %53 : !llvm.ptr to i64
    %55 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
    %57 = llvm.inttoptr %54 : i64 to !llvm.ptr
    %58 = llvm.inttoptr %56 : i64 to !llvm.ptr
    llvm.call @mgpuInit(%57, %58, %0, %0) : (!llvm.ptr, !llvm.ptr, i64, i64) -> ()
    %59 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %60 = llvm.mlir.constant(4096 : index) : i64
    %61 = llvm.mlir.constant(4096 : index) : i64
    %62 = llvm.mlir.constant(1 : index) : i64
    %63 = llvm.mlir.constant(16777216 : index) : i64
    %64 = llvm.mlir.zero : !llvm.ptr
    %65 = llvm.getelementptr %64[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %66 = llvm.ptrtoint %65 : !llvm.ptr to i64
    %67 = llvm.mlir.zero : !llvm.ptr
    %68 = llvm.mlir.constant(0 : i8) : i8
    %69 = llvm.call @mgpuMemAlloc(%66, %59, %68) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %70 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %71 = llvm.insertvalue %69, %70[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.insertvalue %69, %71[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %73 = llvm.mlir.constant(0 : index) : i64
    %74 = llvm.insertvalue %73, %72[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.insertvalue %60, %74[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.insertvalue %61, %75[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.insertvalue %61, %76[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.insertvalue %62, %77[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %79 = llvm.mlir.constant(16777216 : index) : i64
    %80 = llvm.mlir.zero : !llvm.ptr
    %81 = llvm.getelementptr %80[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %82 = llvm.ptrtoint %81 : !llvm.ptr to i64
    %83 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %84 = llvm.extractvalue %78[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mgpuMemcpy(%84, %83, %82, %59) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %85 = llvm.mlir.constant(4096 : index) : i64
    %86 = llvm.mlir.constant(4096 : index) : i64
    %87 = llvm.mlir.constant(1 : index) : i64
    %88 = llvm.mlir.constant(16777216 : index) : i64
    %89 = llvm.mlir.zero : !llvm.ptr
    %90 = llvm.getelementptr %89[%88] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %91 = llvm.ptrtoint %90 : !llvm.ptr to i64
    %92 = llvm.mlir.zero : !llvm.ptr
    %93 = llvm.mlir.constant(0 : i8) : i8
    %94 = llvm.call @mgpuMemAlloc(%91, %59, %93) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %95 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %96 = llvm.insertvalue %94, %95[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %97 = llvm.insertvalue %94, %96[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %98 = llvm.mlir.constant(0 : index) : i64
    %99 = llvm.insertvalue %98, %97[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %100 = llvm.insertvalue %85, %99[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %101 = llvm.insertvalue %86, %100[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %102 = llvm.insertvalue %86, %101[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %103 = llvm.insertvalue %87, %102[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %104 = llvm.mlir.constant(16777216 : index) : i64
    %105 = llvm.mlir.zero : !llvm.ptr
    %106 = llvm.getelementptr %105[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %107 = llvm.ptrtoint %106 : !llvm.ptr to i64
    %108 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %109 = llvm.extractvalue %103[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mgpuMemcpy(%109, %108, %107, %59) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %110 = llvm.mlir.constant(4096 : index) : i64
    %111 = llvm.mlir.constant(4096 : index) : i64
    %112 = llvm.mlir.constant(1 : index) : i64
    %113 = llvm.mlir.constant(16777216 : index) : i64
    %114 = llvm.mlir.zero : !llvm.ptr
    %115 = llvm.getelementptr %114[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %116 = llvm.ptrtoint %115 : !llvm.ptr to i64
    %117 = llvm.mlir.zero : !llvm.ptr
    %118 = llvm.mlir.constant(0 : i8) : i8
    %119 = llvm.call @mgpuMemAlloc(%116, %59, %118) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %120 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %121 = llvm.insertvalue %119, %120[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %122 = llvm.insertvalue %119, %121[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %123 = llvm.mlir.constant(0 : index) : i64
    %124 = llvm.insertvalue %123, %122[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %125 = llvm.insertvalue %110, %124[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %126 = llvm.insertvalue %111, %125[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %127 = llvm.insertvalue %111, %126[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %128 = llvm.insertvalue %112, %127[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %129 = llvm.mlir.constant(16777216 : index) : i64
    %130 = llvm.mlir.zero : !llvm.ptr
    %131 = llvm.getelementptr %130[%129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %132 = llvm.ptrtoint %131 : !llvm.ptr to i64
    %133 = llvm.extractvalue %52[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %134 = llvm.extractvalue %128[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mgpuMemcpy(%134, %133, %132, %59) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%59) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%59) : (!llvm.ptr) -> ()
    %135 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %136 = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    %137 = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%136, %135) : (!llvm.ptr, !llvm.ptr) -> ()
    %138 = llvm.extractvalue %78[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %139 = llvm.extractvalue %78[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %140 = llvm.extractvalue %78[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %141 = llvm.extractvalue %78[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.extractvalue %78[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %143 = llvm.extractvalue %78[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %144 = llvm.extractvalue %78[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %145 = llvm.extractvalue %103[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %146 = llvm.extractvalue %103[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %147 = llvm.extractvalue %103[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %148 = llvm.extractvalue %103[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %149 = llvm.extractvalue %103[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %150 = llvm.extractvalue %103[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %151 = llvm.extractvalue %103[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %152 = llvm.extractvalue %128[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %153 = llvm.extractvalue %128[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %154 = llvm.extractvalue %128[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %155 = llvm.extractvalue %128[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %156 = llvm.extractvalue %128[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %157 = llvm.extractvalue %128[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %158 = llvm.extractvalue %128[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @forward(%138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.call @mgpuEventRecord(%137, %135) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuEventSynchronize(%137) : (!llvm.ptr) -> ()
    %159 = llvm.alloca %1 x f32 : (i32) -> !llvm.ptr
    %160 = llvm.call @mgpuEventElapsedTime(%159, %136, %137) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    llvm.call @mgpuStreamDestroy(%135) : (!llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%136) : (!llvm.ptr) -> ()
    llvm.call @mgpuEventDestroy(%137) : (!llvm.ptr) -> ()
    %161 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %162 = llvm.mlir.constant(16777216 : index) : i64
    %163 = llvm.mlir.zero : !llvm.ptr
    %164 = llvm.getelementptr %163[%162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %165 = llvm.ptrtoint %164 : !llvm.ptr to i64
    %166 = llvm.extractvalue %128[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %167 = llvm.extractvalue %52[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @mgpuMemcpy(%167, %166, %165, %161) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %168 = llvm.extractvalue %52[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %169 = llvm.ptrtoint %168 : !llvm.ptr to i64
    %170 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %171 = llvm.ptrtoint %170 : !llvm.ptr to i64
    %172 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %173 = llvm.ptrtoint %172 : !llvm.ptr to i64
    %174 = llvm.inttoptr %169 : i64 to !llvm.ptr
    %175 = llvm.inttoptr %171 : i64 to !llvm.ptr
    %176 = llvm.inttoptr %173 : i64 to !llvm.ptr
    llvm.call @mgpuStreamSynchronize(%161) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%161) : (!llvm.ptr) -> ()
    llvm.call @mgpuCheckOutput(%174, %175, %176, %0, %0) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64) -> ()
    llvm.return
  }
  llvm.func @forward(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg15, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg16, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg17, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg19, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg18, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg20, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %arg7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.insertvalue %arg0, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg5, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(32 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.mlir.constant(256 : index) : i64
    %27 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %28 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.extractvalue %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.extractvalue %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.extractvalue %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.extractvalue %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.extractvalue %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.extractvalue %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.extractvalue %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.extractvalue %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.extractvalue %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func <%27 : !llvm.ptr> @forward_module::@forward_module blocks in (%24, %24, %25) threads in (%26, %25, %25) : i64 args(%28 : !llvm.ptr, %29 : !llvm.ptr, %30 : i64, %31 : i64, %32 : i64, %33 : i64, %34 : i64, %35 : !llvm.ptr, %36 : !llvm.ptr, %37 : i64, %38 : i64, %39 : i64, %40 : i64, %41 : i64, %42 : !llvm.ptr, %43 : !llvm.ptr, %44 : i64, %45 : i64, %46 : i64, %47 : i64, %48 : i64)
    llvm.call @mgpuStreamSynchronize(%27) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%27) : (!llvm.ptr) -> ()
    llvm.return
  }
  gpu.binary @forward_module  [#gpu.object<#rocdl.target<O = 3, chip = "gfx942">, kernels = <[#gpu.kernel_metadata<"forward_module", !llvm.func<void (ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64)>, metadata = {agpr_count = 0 : i64, group_segment_fixed_size = 8192 : i64, max_flat_workgroup_size = 256 : i64, private_segment_fixed_size = 0 : i64, reqd_workgroup_size = array<i32: 256, 1, 1>, sgpr_count = 25 : i64, sgpr_spill_count = 0 : i64, vgpr_count = 140 : i64, vgpr_spill_count = 0 : i64, wavefront_size = 64 : i64, workgroup_size_hint = array<i32: -1, -1, -1>}>]>, bin = "\7FELF\02\01\01@\04\00\00\00\00\00\00\00\03\00\E0\00\01\00\00\00\00\00\00\00\00\00\00\00@\00\00\00\00\00\00\00\08+\00\00\00\00\00\00L\05\00\00@\008\00\08\00@\00\0F\00\0D\00\06\00\00\00\04\00\00\00@\00\00\00\00\00\00\00@\00\00\00\00\00\00\00@\00\00\00\00\00\00\00\C0\01\00\00\00\00\00\00\C0\01\00\00\00\00\00\00\08\00\00\00\00\00\00\00\01\00\00\00\04\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00@\0B\00\00\00\00\00\00@\0B\00\00\00\00\00\00\00\10\00\00\00\00\00\00\01\00\00\00\05\00\00\00\00\0C\00\00\00\00\00\00\00\1C\00\00\00\00\00\00\00\1C\00\00\00\00\00\00\00\1A\00\00\00\00\00\00\00\1A\00\00\00\00\00\00\00\10\00\00\00\00\00\00\01\00\00\00\06\00\00\00\00&\00\00\00\00\00\00\00F\00\00\00\00\00\00\00F\00\00\00\00\00\00p\00\00\00\00\00\00\00\00\0A\00\00\00\00\00\00\00\10\00\00\00\00\00\00\02\00\00\00\06\00\00\00\00&\00\00\00\00\00\00\00F\00\00\00\00\00\00\00F\00\00\00\00\00\00p\00\00\00\00\00\00\00p\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00R\E5td\04\00\00\00\00&\00\00\00\00\00\00\00F\00\00\00\00\00\00\00F\00\00\00\00\00\00p\00\00\00\00\00\00\00\00\0A\00\00\00\00\00\00\01\00\00\00\00\00\00\00Q\E5td\06\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\04\00\00\00\04\00\00\00\00\02\00\00\00\00\00\00\00\02\00\00\00\00\00\00\00\02\00\00\00\00\00\00(\08\00\00\00\00\00\00(\08\00\00\00\00\00\00\04\00\00\00\00\00\00\00\07\00\00\00\11\08\00\00 \00\00\00AMDGPU\00\00\83\AEamdhsa.kernels\91\DE\00\11\AB.agpr_count\00\A5.args\DC\00\22\84\AE.address_space\A7generic\A7.offset\00\A5.size\08\AB.value_kind\ADglobal_buffer\84\AE.address_space\A7generic\A7.offset\08\A5.size\08\AB.value_kind\ADglobal_buffer\83\A7.offset\10\A5.size\08\AB.value_kind\A8by_value\83\A7.offset\18\A5.size\08\AB.value_kind\A8by_value\83\A7.offset \A5.size\08\AB.value_kind\A8by_value\83\A7.offset(\A5.size\08\AB.value_kind\A8by_value\83\A7.offset0\A5.size\08\AB.value_kind\A8by_value\84\AE.address_space\A7generic\A7.offset8\A5.size\08\AB.value_kind\ADglobal_buffer\84\AE.address_space\A7generic\A7.offset@\A5.size\08\AB.value_kind\ADglobal_buffer\83\A7.offsetH\A5.size\08\AB.value_kind\A8by_value\83\A7.offsetP\A5.size\08\AB.value_kind\A8by_value\83\A7.offsetX\A5.size\08\AB.value_kind\A8by_value\83\A7.offset`\A5.size\08\AB.value_kind\A8by_value\83\A7.offseth\A5.size\08\AB.value_kind\A8by_value\84\AE.address_space\A7generic\A7.offsetp\A5.size\08\AB.value_kind\ADglobal_buffer\84\AE.address_space\A7generic\A7.offsetx\A5.size\08\AB.value_kind\ADglobal_buffer\83\A7.offset\CC\80\A5.size\08\AB.value_kind\A8by_value\83\A7.offset\CC\88\A5.size\08\AB.value_kind\A8by_value\83\A7.offset\CC\90\A5.size\08\AB.value_kind\A8by_value\83\A7.offset\CC\98\A5.size\08\AB.value_kind\A8by_value\83\A7.offset\CC\A0\A5.size\08\AB.value_kind\A8by_value\83\A7.offset\CC\A8\A5.size\04\AB.value_kind\B4hidden_block_count_x\83\A7.offset\CC\AC\A5.size\04\AB.value_kind\B4hidden_block_count_y\83\A7.offset\CC\B0\A5.size\04\AB.value_kind\B4hidden_block_count_z\83\A7.offset\CC\B4\A5.size\02\AB.value_kind\B3hidden_group_size_x\83\A7.offset\CC\B6\A5.size\02\AB.value_kind\B3hidden_group_size_y\83\A7.offset\CC\B8\A5.size\02\AB.value_kind\B3hidden_group_size_z\83\A7.offset\CC\BA\A5.size\02\AB.value_kind\B2hidden_remainder_x\83\A7.offset\CC\BC\A5.size\02\AB.value_kind\B2hidden_remainder_y\83\A7.offset\CC\BE\A5.size\02\AB.value_kind\B2hidden_remainder_z\83\A7.offset\CC\D0\A5.size\08\AB.value_kind\B6hidden_global_offset_x\83\A7.offset\CC\D8\A5.size\08\AB.value_kind\B6hidden_global_offset_y\83\A7.offset\CC\E0\A5.size\08\AB.value_kind\B6hidden_global_offset_z\83\A7.offset\CC\E8\A5.size\02\AB.value_kind\B0hidden_grid_dims\B9.group_segment_fixed_size\CD \00\B6.kernarg_segment_align\08\B5.kernarg_segment_size\CD\01\A8\B8.max_flat_workgroup_size\CD\01\00\A5.name\AEforward_module\BB.private_segment_fixed_size\00\B4.reqd_workgroup_size\93\CD\01\00\01\01\AB.sgpr_count\19\B1.sgpr_spill_count\00\A7.symbol\B1forward_module.kd\B8.uniform_work_group_size\01\B3.uses_dynamic_stack\C2\AB.vgpr_count\CC\8C\B1.vgpr_spill_count\00\AF.wavefront_size@\ADamdhsa.target\B9amdgcn-amd-amdhsa--gfx942\AEamdhsa.version\92\01\02\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\12\03\07\00\00\1C\00\00\00\00\00\00\F8\15\00\00\00\00\00\00\10\00\00\00\11\00\06\00\00\0B\00\00\00\00\00\00@\00\00\00\00\00\00\00\01\00\00\00\01\00\00\00\01\00\00\00\1A\00\00\00\00\12\00\90\00\00\00\00\01\00\00\00\1E\AB\FC$\9D\9CR1\03\00\00\00\03\00\00\00\00\00\00\00\02\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00forward_module\00forward_module.kd\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00 \00\00\00\00\00\00\A8\01\00\00\00\00\00\00\00\11\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\22\00\00\00\D1\00\AF\00\84\01\00\00\08\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\80\01\06\C0\08\00\00\00\80\02\06\C0@\00\00\00\00\02\02\C0\B4\00\00\00\80\00\85\BE\03\87\04\8E\02\87\02\8E\05\00\83\BE\81\00\04 \7F\C0\8C\BF\08\FF\08\86\FF\FF\00\00\02\82\8C\8E\FF\04\D8&x\00\00\00\88\00\04$\80\02\D6~\0A\0C\0A\80\FF\04\DA&\00\0F\00\00\FF\02\04~\00\10\00\00\82\00\02%k\03\02~\05\00\89\BE\0B\0D\0B\82\80\00\00\D2l\05\09\04\08\82\12\8E\80\01\8E\BE\FF\01\8C\BE\FF\03\00\00k\03\18~k\03\1A~k\03\14~k\03\16~k\03h~k\03j~k\03d~k\03f~k\03\90~k\03\92~k\03\8C~k\03\8E~k\03 ~k\03\22~k\03\1C~k\03\1E~k\03\88~k\03\8A~k\03\84~k\03\86~k\03(~k\03*~k\03$~k\03&~k\03\80~k\03\82~k\03|~k\03~~k\030~k\032~k\03,~k\03.~k\03x~k\03z~k\03t~k\03v~k\038~k\03:~k\034~k\036~k\03p~k\03r~k\03l~k\03n~k\03@~k\03B~k\03<~k\03>~k\03`~k\03b~k\03\\~k\03^~k\03X~k\03Z~k\03T~k\03V~k\03P~k\03R~k\03L~k\03N~k\03H~k\03J~k\03D~k\03F~\FF\02\05)\00\10\00\00\FFp\DC~\F8\0F\00\00\80\01\90\BE\81\03\08~\00q\04~\87\04\0A&\06\00\90\D2\83\04\02\00\06\00\08\D2\06\01\11\00\82\0A\D4$\08\00\08\D2\06\00\A9\05\06\00\8F\D2\8E\0C\02\00\06\00\08\D2\08\01\19\04\06\00\08\D2\0E\04\19\04\00\80P\DC\06\00\7F\05\02\00\08\D2\02\01!\00\0C\04\D2}j\10\90\87p\0F\8C\BF\00\00\1A\D8\04\05\00\00\12\08\08h~\10\FE\89\E6\FF\89\BF~\10\FE\87\80\01\90\BE\82\03\08~\00q\04~\7F\C0\8C\BF\00\00\8A\BF\06\00\90\D2\87\04\02\00\06\00\08\D2\06\019\00\FF\04\0A&\7F\00\00\00\06\00\8F\D2\8E\0C\02\00\82\0A\D4$\06\00\08\D2\0A\00\19\04\06\00\08\D2\06\01\A9\05\00\80P\DC\06\00\7F\05\02\00\08\D2\02\01!\00\0C\04\D2}j\10\90\87p\0F\8C\BF\00\00\1A\D8\04\05\00\00\12\08\08h~\10\FE\89\E7\FF\89\BF~\10\FE\87\7F\C0\8C\BF\00\00\8A\BF\00\00\8A\BF\00\00\FE\D9m\00\00f\10\00\FE\D9m\00\00\06 \00\FE\D9m\00\00b0\00\FE\D9m\00\00\02@\00\FE\D9m\00\00^`\00\FE\D9m\00\00Z\80\00\FE\D9m\00\00V\A0\00\FE\D9m\00\00R\C0\00\FE\D9m\00\00N\E0\00\FE\D9m\00\00J\00\00\FE\D9\80\00\00p\10\00\FE\D9\80\00\00t\0E\88\10\80\0F\80\11\82\0E\DC\D2}\7F\C1\8C\BFx@\B1\D3f\E1\02\10\22@\B2\D3xE\02\18x@\B1\D3f\E5\02\10$@\B2\D3xI\02\18\7F\C0\8C\BFx@\B1\D3f\E9\02\10&@\B2\D3xM\02\18x@\B1\D3f\ED\02\10(@\B2\D3xQ\02\18x@\B1\D3b\E1\02\10*@\B2\D3xU\02\18x@\B1\D3b\E5\02\10,@\B2\D3xY\02\18x@\B1\D3b\E9\02\10.@\B2\D3x]\02\18x@\B1\D3b\ED\02\100@\B2\D3xa\02\18x@\B1\D3^\E1\02\10\1E@\B2\D3x=\02\18x@\B1\D3^\E5\02\10 @\B2\D3xA\02\18x@\B1\D3^\E9\02\106@\B2\D3xm\02\18x@\B1\D3^\ED\02\108@\B2\D3xq\02\18x@\B1\D3Z\E1\02\10\1A@\B2\D3x5\02\18x@\B1\D3Z\E5\02\10\1C@\B2\D3x9\02\18x@\B1\D3Z\E9\02\10:@\B2\D3xu\02\18x@\B1\D3Z\ED\02\10<@\B2\D3xy\02\18x@\B1\D3V\E1\02\10\16@\B2\D3x-\02\18x@\B1\D3V\E5\02\10\18@\B2\D3x1\02\18x@\B1\D3V\E9\02\10>@\B2\D3x}\02\18x@\B1\D3V\ED\02\10@@\B2\D3x\81\02\18x@\B1\D3R\E1\02\10\12@\B2\D3x%\02\18x@\B1\D3R\E5\02\10\14@\B2\D3x)\02\18x@\B1\D3R\E9\02\10B@\B2\D3x\85\02\18x@\B1\D3R\ED\02\10D@\B2\D3x\89\02\18x@\B1\D3N\E1\02\10x@\B2\D3x\1D\02\18\0E@\B1\D3N\E5\02\10z@\B2\D3\0E!\02\18\0E@\B1\D3N\E9\02\10F@\B2\D3\0E\8D\02\18\0E@\B1\D3N\ED\02\10H@\B2\D3\0E\91\02\18\0E@\B1\D3J\E1\02\102@\B2\D3\0Ee\02\18\0E@\B1\D3J\E5\02\104@\B2\D3\0Ei\02\18\0E@\B1\D3J\E9\02\10p@\B2\D3\0E\15\02\18\0A@\B1\D3J\ED\02\10r@\B2\D3\0A\19\02\18\00\02\FE\D9\80\00\00\0A\00\0A\FE\D9\80\00\00\84\10\0A\FE\D9\80\00\00\88~j\EA\86\10\01\8E\BE\7F\C2\8C\BF\0EH\B1\D3f\15\02\18\00\00\80\BF\22@\B2\D3\0EE\02\18\0EH\B1\D3f\19\02\18\00\00\80\BF$@\B2\D3\0EI\02\18\10\02\FE\D9\80\00\00\0E\7F\C0\8C\BFtH\B1\D3f\1D\02\18fH\B1\D3f!\02\18&@\B2\D3tM\02\18(@\B2\D3fQ\02\18fH\B1\D3b\15\02\18\00\00\80\BF*@\B2\D3fU\02\18fH\B1\D3b\19\02\18\00\00\80\BF,@\B2\D3fY\02\18fH\B1\D3b\1D\02\18bH\B1\D3b!\02\18.@\B2\D3f]\02\180@\B2\D3ba\02\18bH\B1\D3^\15\02\18\00\00\80\BF\1E@\B2\D3b=\02\18bH\B1\D3^\19\02\18\00\00\80\BF @\B2\D3bA\02\18bH\B1\D3^\1D\02\18^H\B1\D3^!\02\186@\B2\D3bm\02\188@\B2\D3^q\02\18^H\B1\D3Z\15\02\18\00\00\80\BF\1A@\B2\D3^5\02\18^H\B1\D3Z\19\02\18\00\00\80\BF\1C@\B2\D3^9\02\18^H\B1\D3Z\1D\02\18ZH\B1\D3Z!\02\18:@\B2\D3^u\02\18<@\B2\D3Zy\02\18ZH\B1\D3V\15\02\18\00\00\80\BF\16@\B2\D3Z-\02\18ZH\B1\D3V\19\02\18\00\00\80\BF\18@\B2\D3Z1\02\18ZH\B1\D3V\1D\02\18VH\B1\D3V!\02\18>@\B2\D3Z}\02\18@@\B2\D3V\81\02\18VH\B1\D3R\15\02\18ZH\B1\D3N\1D\02\18\12@\B2\D3V%\02\18VH\B1\D3R\19\02\18F@\B2\D3Z\8D\02\18\14@\B2\D3V)\02\18VH\B1\D3R\1D\02\18RH\B1\D3R!\02\18B@\B2\D3V\85\02\18D@\B2\D3R\89\02\18RH\B1\D3N\15\02\18\0AH\B1\D3J\15\02\18VH\B1\D3N\19\02\182@\B2\D3\0Ae\02\18\0AH\B1\D3J\19\02\18NH\B1\D3N!\02\184@\B2\D3\0Ai\02\18\0AH\B1\D3J\1D\02\18H@\B2\D3N\91\02\18N@\B2\D3\0A\E1\02\18\0AH\B1\D3J!\02\18R@\B2\D3R\F1\02\18J@\B2\D3\0A\E5\02\18\00\04\FE\D9\80\00\00\0AV@\B2\D3V\F5\02\18\7F\C0\8C\BF\0E@\B1\D3h\15\02\10\22@\B2\D3\0EE\02\18\0E@\B1\D3h\19\02\10$@\B2\D3\0EI\02\18\10\04\FE\D9\80\00\00\0E\7F\C0\8C\BFZ@\B1\D3h\1D\02\10&@\B2\D3ZM\02\18Z@\B1\D3h!\02\10(@\B2\D3ZQ\02\18Z@\B1\D3d\15\02\10*@\B2\D3ZU\02\18Z@\B1\D3d\19\02\10,@\B2\D3ZY\02\18Z@\B1\D3d\1D\02\10.@\B2\D3Z]\02\18Z@\B1\D3d!\02\100@\B2\D3Za\02\18Z@\B1\D3`\15\02\10\1E@\B2\D3Z=\02\18Z@\B1\D3`\19\02\10 @\B2\D3ZA\02\18Z@\B1\D3`\1D\02\106@\B2\D3Zm\02\18Z@\B1\D3`!\02\108@\B2\D3Zq\02\18Z@\B1\D3\\\15\02\10\1A@\B2\D3Z5\02\18Z@\B1\D3\\\19\02\10\1C@\B2\D3Z9\02\18Z@\B1\D3\\\1D\02\10:@\B2\D3Zu\02\18Z@\B1\D3\\!\02\10<@\B2\D3Zy\02\18Z@\B1\D3X\15\02\10\16@\B2\D3Z-\02\18Z@\B1\D3X\19\02\10\18@\B2\D3Z1\02\18Z@\B1\D3X\1D\02\10Z@\B2\D3Z}\02\18>@\B1\D3X!\02\10f@\B2\D3>\81\02\18>@\B1\D3T\15\02\10\12@\B2\D3>%\02\18>@\B1\D3T\19\02\10\14@\B2\D3>)\02\18>@\B1\D3T\1D\02\10p@\B2\D3>\85\02\18>@\B1\D3T!\02\10r@\B2\D3>\89\02\18>@\B1\D3P\15\02\10\0A@\B1\D3L\15\02\10x@\B2\D3\0Ae\02\18\0A@\B1\D3L\19\02\10z@\B2\D3\0Ai\02\18\0A@\B1\D3L\1D\02\10|@\B2\D3\0A\9D\02\18\0A@\B1\D3L!\02\10R@\B2\D3>\A5\02\18>@\B1\D3P\19\02\10~@\B2\D3\0A\95\02\18\00\06\FE\D9\80\00\00\0Ai\03d~V@\B2\D3>\AD\02\18>@\B1\D3P\1D\02\10t@\B2\D3>\8D\02\18\7F\C0\8C\BF\0E@\B1\D32\15\02\10^@\B2\D3\0EE\02\18\0E@\B1\D32\19\02\10>@\B1\D3P!\02\10b@\B2\D3\0EI\02\18\10\06\FE\D9\80\00\00\0Ea\03h~v@\B2\D3>\91\02\18\7F\C0\8C\BF\22@\B1\D32\1D\02\10$@\B1\D32!\02\10e\03d~\22@\B2\D3\22M\02\18&@\B1\D32\15\02\10&@\B2\D3&U\02\18*@\B1\D32\1D\02\10$@\B2\D3$Q\02\18(@\B1\D32\19\02\10*@\B2\D3*]\02\18.@\B1\D34\15\02\10(@\B2\D3(Y\02\18,@\B1\D32!\02\10.@\B2\D3.=\02\18\1E@\B1\D34\19\02\10,@\B2\D3,a\02\180@\B2\D3\1EA\02\18\1E@\B1\D34\1D\02\102@\B2\D3\1Em\02\18\1E@\B1\D34!\02\104@\B2\D3\1Eq\02\18]\03<~ @\B1\D3\1E\15\02\106@\B2\D3 5\02\18\1A@\B1\D3\1E\19\02\108@\B2\D3\1A9\02\18\1A@\B1\D3\1E\1D\02\10:@\B2\D3\1Au\02\18\1A@\B1\D3\1E!\02\10<@\B2\D3\1Ay\02\18Y\034~\1C@\B1\D3\1A\15\02\10>@\B2\D3\1C-\02\18\16@\B1\D3\1A\19\02\10@@\B2\D3\161\02\18\16@\B1\D3\1A\1D\02\10B@\B2\D3\16\B5\02\18\16@\B1\D3\1A!\02\10D@\B2\D3\16\CD\02\18U\03,~\18@\B1\D3\16\15\02\10F@\B2\D3\18%\02\18\12@\B1\D3\16\19\02\10H@\B2\D3\12)\02\18\12@\B1\D3\16\1D\02\10J@\B2\D3\12\E1\02\18\12@\B1\D3\16!\02\10N@\B2\D3\12\E5\02\18Q\03$~\14@\B1\D3\12\15\02\10P@\B2\D3\14\A5\02\18\14@\B1\D3\12\19\02\10R@\B2\D3\14\AD\02\18\14@\B1\D3\12\1D\02\10\12@\B1\D3\12!\02\10V@\B2\D3\12\ED\02\18M\03$~\0A@\B1\D3\12\15\02\10L@\B2\D3\0A\F1\02\18\0A@\B1\D3\12\19\02\10X@\B2\D3\0A\F5\02\18\0A@\B1\D3\12\1D\02\10Z@\B2\D3\0A\F9\02\18\0A@\B1\D3\12!\02\10T@\B2\D3\14\E9\02\18\\@\B2\D3\0A\FD\02\18P\00\FE\D9m\00\00\1Ep\00\FE\D9m\00\00\1A\90\00\FE\D9m\00\00\16\B0\00\FE\D9m\00\00\12\D0\00\FE\D9m\00\00\0E\F0\00\FE\D9m\00\00\0A\00\08\FE\D9\80\00\00d\10\08\FE\D9\80\00\00p\7F\C1\8C\BF`@\B1\D3\06\C9\02\10^@\B2\D3`\BD\02\18`@\B1\D3\06\CD\02\10`@\B2\D3`\C5\02\18\7F\C0\8C\BFb@\B1\D3\06\E1\02\10\22@\B2\D3bE\02\18b@\B1\D3\06\E5\02\10$@\B2\D3bI\02\18b@\B1\D3\02\C9\02\10&@\B2\D3bM\02\18b@\B1\D3\02\CD\02\10(@\B2\D3bQ\02\18b@\B1\D3\02\E1\02\10*@\B2\D3bU\02\18b@\B1\D3\02\E5\02\10,@\B2\D3bY\02\18b@\B1\D3\1E\C9\02\10.@\B2\D3b]\02\18b@\B1\D3\1E\CD\02\100@\B2\D3ba\02\18b@\B1\D3\1E\E1\02\102@\B2\D3be\02\18b@\B1\D3\1E\E5\02\104@\B2\D3bi\02\18b@\B1\D3\1A\C9\02\106@\B2\D3bm\02\18b@\B1\D3\1A\CD\02\108@\B2\D3bq\02\18b@\B1\D3\1A\E1\02\10:@\B2\D3bu\02\18b@\B1\D3\1A\E5\02\10<@\B2\D3by\02\18b@\B1\D3\16\C9\02\10>@\B2\D3b}\02\18b@\B1\D3\16\CD\02\10@@\B2\D3b\81\02\18b@\B1\D3\16\E1\02\10B@\B2\D3b\85\02\18b@\B1\D3\16\E5\02\10D@\B2\D3b\89\02\18b@\B1\D3\12\C9\02\10F@\B2\D3b\8D\02\18b@\B1\D3\12\CD\02\10H@\B2\D3b\91\02\18b@\B1\D3\12\E1\02\10J@\B2\D3b\95\02\18b@\B1\D3\12\E5\02\10N@\B2\D3b\9D\02\18b@\B1\D3\0E\C9\02\10P@\B2\D3b\A1\02\18b@\B1\D3\0E\CD\02\10R@\B2\D3b\A5\02\18b@\B1\D3\0E\E1\02\10T@\B2\D3b\A9\02\18b@\B1\D3\0E\E5\02\10V@\B2\D3b\AD\02\18b@\B1\D3\0A\C9\02\10L@\B2\D3b\99\02\18b@\B1\D3\0A\CD\02\10X@\B2\D3b\B1\02\18b@\B1\D3\0A\E1\02\10Z@\B2\D3b\B5\02\18b@\B1\D3\0A\E5\02\10\\@\B2\D3b\B9\02\18bH\B1\D3\06\09\03\18\00\00\80\BF^@\B2\D3b\BD\02\18bH\B1\D3\06\0D\03\18\00\00\80\BF`@\B2\D3b\C1\02\18bH\B1\D3\06\11\03\18\06H\B1\D3\06\15\03\18\22@\B2\D3bE\02\18b@\B2\D3\06I\02\18\06H\B1\D3\02\09\03\18\00\00\80\BFd@\B2\D3\06M\02\18\06H\B1\D3\02\0D\03\18\00\00\80\BFf@\B2\D3\06Q\02\18\06H\B1\D3\02\11\03\18\02H\B1\D3\02\15\03\18h@\B2\D3\06U\02\18\06H\B1\D3\1E\09\03\18\02@\B2\D3\02Y\02\18p@\B2\D3\06]\02\18\06H\B1\D3\1E\0D\03\18\00\00\80\BFr@\B2\D3\06a\02\18\06H\B1\D3\1E\11\03\18\00\00\80\BF2@\B2\D3\06e\02\18\06H\B1\D3\1E\15\03\18\00\00\80\BF4@\B2\D3\06i\02\18\06H\B1\D3\1A\09\03\18\00\00\80\BFt@\B2\D3\06m\02\18\06H\B1\D3\1A\0D\03\18\00\00\80\BFv@\B2\D3\06q\02\18\06H\B1\D3\1A\11\03\18\00\00\80\BF:@\B2\D3\06u\02\18\06H\B1\D3\1A\15\03\18\00\00\80\BF<@\B2\D3\06y\02\18\06H\B1\D3\16\09\03\18\00\00\80\BF>@\B2\D3\06}\02\18\06H\B1\D3\16\0D\03\18\00\00\80\BF@@\B2\D3\06\81\02\18\06H\B1\D3\16\11\03\18\00\00\80\BFB@\B2\D3\06\85\02\18\06H\B1\D3\16\15\03\18\00\00\80\BFD@\B2\D3\06\89\02\18\06H\B1\D3\12\09\03\18\00\00\80\BFF@\B2\D3\06\8D\02\18\06H\B1\D3\12\0D\03\18\00\00\80\BFH@\B2\D3\06\91\02\18\06H\B1\D3\12\11\03\18\00\00\80\BFJ@\B2\D3\06\95\02\18\06H\B1\D3\12\15\03\18\00\00\80\BFN@\B2\D3\06\9D\02\18\06H\B1\D3\0E\09\03\18\00\00\80\BFx@\B2\D3\06\A1\02\18\06H\B1\D3\0E\0D\03\18\00\00\80\BFz@\B2\D3\06\A5\02\18\06H\B1\D3\0E\11\03\18\00\00\80\BF|@\B2\D3\06\A9\02\18\06H\B1\D3\0E\15\03\18\00\00\80\BF~@\B2\D3\06\AD\02\18\06H\B1\D3\0A\09\03\18\00\00\80\BFL@\B2\D3\06\99\02\18\06H\B1\D3\0A\0D\03\18\00\0C\FE\D9\80\00\00\84X@\B2\D3\06\B1\02\18\06H\B1\D3\0A\11\03\18\00\00\80\BFZ@\B2\D3\06\B5\02\18\06H\B1\D3\0A\15\03\18\7F\C0\8C\BF\0A@\B1\D3\08\0D\03\10\\@\B2\D3\06\B9\02\18\06@\B1\D3\08\09\03\10\06@\B2\D3\06\BD\02\18$@\B2\D3\0A\C1\02\18\10\0C\FE\D9\80\00\00^\7F\C0\8C\BF\0A@\B1\D3\08\BD\02\10&@\B2\D3\0AE\02\18\0A@\B1\D3\08\C1\02\10(@\B2\D3\0A\C5\02\18\0A@\B1\D3\04\09\03\10*@\B2\D3\0A\C9\02\18\0A@\B1\D3\04\0D\03\10,@\B2\D3\0A\CD\02\18\0A@\B1\D3\04\BD\02\10.@\B2\D3\0A\D1\02\18\0A@\B1\D3\04\C1\02\100@\B2\D3\0A\05\02\18\02@\B1\D3 \09\03\10\1E@\B2\D3\02\E1\02\18\02@\B1\D3 \0D\03\10V@\B2\D3\02\E5\02\18\02@\B1\D3 \BD\02\106@\B2\D3\02e\02\18\02@\B1\D3 \C1\02\108@\B2\D3\02i\02\18\02@\B1\D3\1C\09\03\10\1A@\B2\D3\02\E9\02\18\02@\B1\D3\1C\0D\03\10T@\B2\D3\02\ED\02\18\02@\B1\D3\1C\BD\02\10:@\B2\D3\02u\02\18\02@\B1\D3\1C\C1\02\10<@\B2\D3\02y\02\18\02@\B1\D3\18\09\03\10\16@\B2\D3\02}\02\18\02@\B1\D3\18\0D\03\10R@\B2\D3\02\81\02\18\02@\B1\D3\18\BD\02\10>@\B2\D3\02\85\02\18\02@\B1\D3\18\C1\02\10@@\B2\D3\02\89\02\18\02@\B1\D3\14\09\03\10\12@\B2\D3\02\8D\02\18\02@\B1\D3\14\0D\03\10P@\B2\D3\02\91\02\18\02@\B1\D3\14\BD\02\10B@\B2\D3\02\95\02\18\02@\B1\D3\14\C1\02\10\00\0E\FE\D9\80\00\002D@\B2\D3\02\9D\02\18\02@\B1\D3\10\09\03\10\0E@\B2\D3\02\F1\02\18\02@\B1\D3\10\0D\03\10N@\B2\D3\02\F5\02\18\02@\B1\D3\10\BD\02\10F@\B2\D3\02\F9\02\18\02@\B1\D3\10\C1\02\10\22@\B1\D3\0C\BD\02\10\09\03\08~H@\B2\D3\02\FD\02\18\02@\B1\D3\0C\09\03\10J@\B2\D3\22\B5\02\18\22@\B1\D3\0C\C1\02\10\7F\C0\8C\BF\08@\B1\D3\04e\02\10\02@\B2\D3\02\99\02\18L@\B2\D3\22\B9\02\18\22@\B2\D3\08\0D\02\18\06@\B1\D3\04i\02\10$@\B2\D3\06I\02\18\10\0E\FE\D9\80\00\00\06\0A@\B1\D3\0C\0D\03\10\0A@\B2\D3\0A\B1\02\18\7F\C0\8C\BF\00\00\8A\BFX@\B1\D3\04\0D\02\10&@\B2\D3XM\02\18X@\B1\D3\04\11\02\10\05\03\08~(@\B2\D3XQ\02\18X@\B1\D3\04e\02\10*@\B2\D3XU\02\18X@\B1\D3\04i\02\10,@\B2\D3XY\02\18X@\B1\D3\04\0D\02\10\04@\B1\D3\04\11\02\100@\B2\D3\04a\02\18!\03\08~ @\B1\D3\04e\02\10\1E@\B2\D3 =\02\18 @\B1\D3\04i\02\10 @\B2\D3 \AD\02\18V@\B1\D3\04\0D\02\10\04@\B1\D3\04\11\02\108@\B2\D3\04q\02\18\1D\03\08~\1C@\B1\D3\04e\02\10\1A@\B2\D3\1C5\02\18\1C@\B1\D3\04i\02\10\1C@\B2\D3\1C\A9\02\18T@\B1\D3\04\0D\02\10\04@\B1\D3\04\11\02\10<@\B2\D3\04y\02\18\19\03\08~\18@\B1\D3\04e\02\10\16@\B2\D3\18-\02\18\18@\B1\D3\04i\02\10\18@\B2\D3\18\A5\02\18R@\B1\D3\04\0D\02\10\04@\B1\D3\04\11\02\10@@\B2\D3\04\81\02\18\15\03\08~\14@\B1\D3\04e\02\10\12@\B2\D3\14%\02\18\14@\B1\D3\04i\02\10\14@\B2\D3\14\A1\02\18P@\B1\D3\04\0D\02\10\04@\B1\D3\04\11\02\10D@\B2\D3\04\89\02\18\11\03\08~\10@\B1\D3\04e\02\10\0E@\B2\D3\10\1D\02\18\10@\B1\D3\04i\02\10\10@\B2\D3\10\9D\02\18N@\B1\D3\04\0D\02\10\04@\B1\D3\04\11\02\10H@\B2\D3\04\91\02\18\0D\03\08~\0C@\B1\D3\04e\02\102@\B2\D3\0C\05\02\18\02@\B1\D3\04i\02\104@\B2\D3\02\15\02\18\02@\B1\D3\04\0D\02\10\0A@\B2\D3\02\95\02\18\02@\B1\D3\04\11\02\10.@\B2\D3X]\02\186@\B2\D3Vm\02\18:@\B2\D3Tu\02\18>@\B2\D3R}\02\18B@\B2\D3P\85\02\18F@\B2\D3N\8D\02\18\0C@\B2\D3\02\99\02\188\FB\87\BF\00\00\06\C0x\00\00\00\83\00\00$\FF\00\00&x\00\00\00\04\00\08(\82\D8\00$\80\02\02~\7F\C0\8C\BF\02\00\08\D2\00\00\01\04\02\00\08\D2\02\04\09\04\8E\08\00$\00\00\08\D2\02\01\01\04\00@\00\B0\00\00\042\FF\00\80\BE\00\80\00\00\00\00\80\BF\80\02\068\00\80|\DC\02*\7F\00\10\80|\DC\02.\7F\00\00\00\042\FF\00\80\BE\00\C0\00\00\00\00\80\BF\80\02\068\00\80|\DC\02\1E\7F\00\10\80|\DC\026\7F\00\00\00\042\FF\00\80\BE\00\00\01\00\00\00\80\BF\80\02\068\00\80|\DC\02\1A\7F\00\10\80|\DC\02:\7F\00\00\00\042\FF\00\80\BE\00@\01\00\00\00\80\BF\80\02\068\00\80|\DC\02\16\7F\00\10\80|\DC\02>\7F\00\00\00\042\FF\00\80\BE\00\80\01\00\00\00\80\BF\80\02\068\00\80|\DC\02\12\7F\00\10\80|\DC\02B\7F\00\00\00\042\00\80|\DC\00\22\7F\00\10\80|\DC\00&\7F\00\80\02\068\FF\00\002\00\C0\01\00\00\80|\DC\02\0E\7F\00\10\80|\DC\02F\7F\00\80\02\028\00\80|\DC\002\7F\00\10\80|\DC\00\0A\7F\00\00\00\81\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\00\00\80\BF\06\00\00\00\00\00\00\00(\0A\00\00\00\00\00\00\0B\00\00\00\00\00\00\00\18\00\00\00\00\00\00\00\05\00\00\00\00\00\00\00\B4\0A\00\00\00\00\00\00\0A\00\00\00\00\00\00\00\22\00\00\00\00\00\00\00\F5\FE\FFo\00\00\00\00p\0A\00\00\00\00\00\00\04\00\00\00\00\00\00\00\94\0A\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00Linker: AMD LLD 20.0.0 (/longer_pathname_so_that_rpms_can_support_packaging_the_debug_info_for_all_os_profiles/src/llvm-project/llvm 27682a16360e33e37c4f3cc6adf9a620733f8fe1)\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\F1\FF\8C\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\19\00\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\001\00\00\00\00\00\F1\FF\13\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00N\00\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00o\00\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\8F\00\00\00\00\00\F1\FF\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\A7\00\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\C8\00\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\EB\00\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\08\01\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00)\01\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00=\01\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00Q\01\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00e\01\00\00\00\00\F1\FF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\A3\01\00\00\00\02\08\00\00F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\82\01\00\00\12\03\07\00\00\1C\00\00\00\00\00\00\F8\15\00\00\00\00\00\00\91\01\00\00\11\00\06\00\00\0B\00\00\00\00\00\00@\00\00\00\00\00\00\00\00.note\00.dynsym\00.gnu.hash\00.hash\00.dynstr\00.rodata\00.text\00.dynamic\00.relro_padding\00.AMDGPU.gpr_maximums\00.comment\00.symtab\00.shstrtab\00.strtab\00\00forward_module.num_vgpr\00forward_module.num_agpr\00forward_module.numbered_sgpr\00forward_module.num_named_barrier\00forward_module.private_seg_size\00forward_module.uses_vcc\00forward_module.uses_flat_scratch\00forward_module.has_dyn_sized_stack\00forward_module.has_recursion\00forward_module.has_indirect_call\00amdgpu.max_num_vgpr\00amdgpu.max_num_agpr\00amdgpu.max_num_sgpr\00amdgpu.max_num_named_barrier\00forward_module\00forward_module.kd\00_DYNAMIC\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\07\00\00\00\02\00\00\00\00\00\00\00\00\02\00\00\00\00\00\00\00\02\00\00\00\00\00\00(\08\00\00\00\00\00\00\00\00\00\00\00\00\00\00\04\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\07\00\00\00\0B\00\00\00\02\00\00\00\00\00\00\00(\0A\00\00\00\00\00\00(\0A\00\00\00\00\00\00H\00\00\00\00\00\00\00\05\00\00\00\01\00\00\00\08\00\00\00\00\00\00\00\18\00\00\00\00\00\00\00\0F\00\00\00\F6\FF\FFo\02\00\00\00\00\00\00\00p\0A\00\00\00\00\00\00p\0A\00\00\00\00\00\00$\00\00\00\00\00\00\00\02\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\19\00\00\00\05\00\00\00\02\00\00\00\00\00\00\00\94\0A\00\00\00\00\00\00\94\0A\00\00\00\00\00\00 \00\00\00\00\00\00\00\02\00\00\00\00\00\00\00\04\00\00\00\00\00\00\00\04\00\00\00\00\00\00\00\1F\00\00\00\03\00\00\00\02\00\00\00\00\00\00\00\B4\0A\00\00\00\00\00\00\B4\0A\00\00\00\00\00\00\22\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00'\00\00\00\01\00\00\00\02\00\00\00\00\00\00\00\00\0B\00\00\00\00\00\00\00\0B\00\00\00\00\00\00@\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00@\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00/\00\00\00\01\00\00\00\06\00\00\00\00\00\00\00\00\1C\00\00\00\00\00\00\00\0C\00\00\00\00\00\00\00\1A\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\005\00\00\00\06\00\00\00\03\00\00\00\00\00\00\00\00F\00\00\00\00\00\00\00&\00\00\00\00\00\00p\00\00\00\00\00\00\00\05\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\10\00\00\00\00\00\00\00>\00\00\00\08\00\00\00\03\00\00\00\00\00\00\00pF\00\00\00\00\00\00p&\00\00\00\00\00\00\90\09\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00M\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00p&\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00b\00\00\00\01\00\00\000\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00p&\00\00\00\00\00\00\AF\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00k\00\00\00\02\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00 '\00\00\00\00\00\00\B0\01\00\00\00\00\00\00\0E\00\00\00\10\00\00\00\08\00\00\00\00\00\00\00\18\00\00\00\00\00\00\00s\00\00\00\03\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\D0(\00\00\00\00\00\00\85\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00}\00\00\00\03\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00U)\00\00\00\00\00\00\AC\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00">]
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
}

