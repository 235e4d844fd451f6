// A module headed for x86-64 (llvm.target_triple) without a data layout:
// MLIR's passes then use MLIR's built-in defaults, which give i64 an ABI
// alignment of 4 bytes where the target uses 8: MLIR puts the i64 of @f's
// struct at offset 4 (12 bytes in all), x86-64 at offset 8 (16 bytes).
// mlir-layout reports layout-default-in-use on the module (an error: @f
// uses the i64), and its fix
// "Derive the data layout from the target" writes the spec that
// `mlir-layout spec --triple x86_64-unknown-linux-gnu` prints, plus the
// `index` entry. See docs/llvm.md.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @f(%arg0: !llvm.struct<(i8, i64)>) {
    llvm.return
  }
}
