// Types of the layoutex example plugin under nested data layouts.
//   mlir-layout query   --load-dialect-plugin=PATH/libLayoutexPlugin.so example.mlir
//   mlir-layout explain --load-dialect-plugin=PATH/libLayoutexPlugin.so example.mlir \
//       --scope @host::@dsp --type '!layoutex.fixed<24, 8>'
module @host attributes {dlti.dl_spec = #dlti.dl_spec<
    // Alignments [ABI, preferred] in bits, keyed by width (fraction 0):
    // widths 1-16 use the first entry, 17-32 the second, wider ones are
    // naturally aligned (size rounded up to a power of two).
    !layoutex.fixed<16, 0> = dense<[16, 32]> : vector<2xi64>,
    !layoutex.fixed<32, 0> = dense<[32, 64]> : vector<2xi64>>} {
  %0 = "test.op"() : () -> !layoutex.fixed<12, 4>
  %1 = "test.op"() : () -> !layoutex.fixed<40, 8>
  // A pair is laid out like the struct {T, T}.
  %2 = "test.op"() : () -> !layoutex.pair<!layoutex.fixed<24, 8>>

  module @dsp attributes {dlti.dl_spec = #dlti.dl_spec<
      // Replaces @host's 32-bit entry: a lower ABI alignment that divides
      // the outer one is compatible (a higher one would be rejected).
      !layoutex.fixed<32, 0> = dense<[16, 32]> : vector<2xi64>>} {
    %3 = "test.op"() : () -> !layoutex.fixed<24, 8>
    %4 = "test.op"() : () -> !layoutex.pair<!layoutex.fixed<24, 8>>
  }
}
