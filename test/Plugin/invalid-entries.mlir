// UNSUPPORTED: asan
// What the layoutex types reject, checked against MLIR itself: the entry
// verifier (FixedType/PairType::verifyEntries), the nesting rule
// (FixedType::areCompatible) and the type verifiers.
// UNSUPPORTED: system-windows
// RUN: mlir-opt --load-dialect-plugin=%layoutex_plugin --split-input-file --verify-diagnostics %s

// expected-error @below {{invalid data layout entry '!layoutex.fixed<32, 8> = dense<[32, 64]> : vector<2xi64>': key the entry by width only, as !layoutex.fixed<32, 0> (the fraction does not change the layout)}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.fixed<32, 8> = dense<[32, 64]> : vector<2xi64>>} {}

// -----

// expected-error @below {{invalid data layout entry '!layoutex.fixed<32, 0> = 32 : i64': expected dense<[abi, preferred]> : vector<2xi64> (alignments in bits)}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.fixed<32, 0> = 32 : i64>} {}

// -----

// expected-error @below {{invalid data layout entry '!layoutex.fixed<32, 0> = dense<32> : vector<1xi64>': expected dense<[abi, preferred]> : vector<2xi64> (alignments in bits)}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.fixed<32, 0> = dense<32> : vector<1xi64>>} {}

// -----

// expected-error @below {{preferred alignment must be a power of two number of bytes (8, 16, 32, ... bits), got 12}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.fixed<32, 0> = dense<[32, 12]> : vector<2xi64>>} {}

// -----

// expected-error @below {{ABI alignment must be a power of two number of bytes (8, 16, 32, ... bits), got 0}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.fixed<32, 0> = dense<[0, 32]> : vector<2xi64>>} {}

// -----

// expected-error @below {{the preferred alignment (32 bits) is below the ABI alignment (64 bits)}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.fixed<32, 0> = dense<[64, 32]> : vector<2xi64>>} {}

// -----

// expected-error @below {{invalid data layout entry for '!layoutex.pair<i32>': !layoutex.pair takes its layout from its element type and has no entries of its own}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.pair<i32> = dense<[32, 32]> : vector<2xi64>>} {}

// -----

// A nested scope may not raise the ABI alignment of a width the enclosing
// scope sets: areCompatible says no, and MLIR reports the nested spec.
// expected-note @below {{enclosing op with data layout}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.fixed<32, 0> = dense<[32, 64]> : vector<2xi64>>} {
  // expected-error @below {{data layout does not combine with layouts of enclosing ops}}
  module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.fixed<32, 0> = dense<[64, 64]> : vector<2xi64>>} {}
}

// -----

// Lowering it (to a divisor) and adding other widths is fine.
module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.fixed<32, 0> = dense<[64, 64]> : vector<2xi64>>} {
  module attributes {dlti.dl_spec = #dlti.dl_spec<!layoutex.fixed<32, 0> = dense<[32, 32]> : vector<2xi64>, !layoutex.fixed<8, 0> = dense<[128, 128]> : vector<2xi64>>} {}
}

// -----

// expected-error @below {{!layoutex.fixed<0, 0>: the width must be 1 to 16777215 bits}}
func.func private @zero_width() -> !layoutex.fixed<0, 0>

// -----

// expected-error @below {{!layoutex.fixed<8, 9>: the fraction (9 bits) cannot exceed the width (8 bits)}}
func.func private @fraction_too_wide() -> !layoutex.fixed<8, 9>

// -----

// expected-error @below {{!layoutex.pair element type 'tensor<4xf32>' has no fixed-size data layout}}
func.func private @pair_of_tensors() -> !layoutex.pair<tensor<4xf32>>

// -----

// expected-error @below {{!layoutex.pair element type 'vector<[4]xf32>' has no fixed-size data layout}}
func.func private @pair_of_scalable_vectors() -> !layoutex.pair<vector<[4]xf32>>
