// A module whose llvm.data_layout string and dlti.dl_spec disagree on i64:
// the string says `i64:32` (ABI and preferred alignment 4 bytes), the spec
// `i64 = dense<64>` (8 bytes). MLIR's passes lay out the struct of @f with
// the spec (the i64 at offset 8, 16 bytes in all); the translation to LLVM
// IR keeps the string (offset 4, 12 bytes). mlir-layout reports
// layout-llvm-data-layout-mismatch on the `i64` entry, with a note on
// `i64:32` in the string, and offers both fixes: rewrite the entry from the
// string (`i64 = dense<32>`), or the string from the spec (`i64:64`).
// See docs/llvm.md.
module attributes {
  llvm.data_layout = "e-i64:32-i128:128",
  dlti.dl_spec = #dlti.dl_spec<
    i1 = dense<8> : vector<2xi64>,
    i8 = dense<8> : vector<2xi64>,
    i16 = dense<16> : vector<2xi64>,
    i32 = dense<32> : vector<2xi64>,
    i64 = dense<64> : vector<2xi64>,
    i128 = dense<128> : vector<2xi64>,
    f16 = dense<16> : vector<2xi64>,
    f64 = dense<64> : vector<2xi64>,
    f128 = dense<128> : vector<2xi64>,
    !llvm.ptr = dense<64> : vector<4xi64>,
    "dlti.endianness" = "little"
  >
} {
  llvm.func @f(%arg0: !llvm.struct<(i8, i64)>) {
    llvm.return
  }
}
