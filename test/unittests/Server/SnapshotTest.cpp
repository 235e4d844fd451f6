//===- SnapshotTest.cpp - Chunks and UTF-16 positions ---------------------===//

#include "mlir-layout/Server/Snapshot.h"

#include "gtest/gtest.h"

using namespace mlir::layout;

namespace {
TEST(Snapshot, Utf16PositionsMapToBytes) {
  // "𝔸" is 4 bytes / 2 UTF-16 units, "ö" 2 bytes / 1 unit.
  std::string text = "x\n𝔸ö i32\n";
  EXPECT_EQ(offsetOfPosition(text, 1, 0), 2u);
  EXPECT_EQ(offsetOfPosition(text, 1, 2), 6u);   // after 𝔸
  EXPECT_EQ(offsetOfPosition(text, 1, 3), 8u);   // after ö
  EXPECT_EQ(offsetOfPosition(text, 1, 4), 9u);   // 'i'
  EXPECT_EQ(offsetOfPosition(text, 1, 99), 12u); // clamped to line end
  EXPECT_FALSE(offsetOfPosition(text, 5, 0));
}

TEST(Snapshot, PositionsRoundTripAcrossChunks) {
  std::string text = "module {}\n// -----\n// 𝔸\nmodule @b attributes "
                     "{dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : "
                     "vector<1xi64>>} {}\n";
  auto snapshot =
      Snapshot::build("t.mlir", text, 1, CompatibilityPolicy::Relax);
  ASSERT_EQ(snapshot->chunks.size(), 2u);
  llvm::lsp::Position pos(3, 7); // the `@b` of the second chunk
  auto located = snapshot->locate(pos);
  ASSERT_TRUE(located);
  EXPECT_EQ(located->first, &snapshot->chunks[1]);
  EXPECT_EQ(*located->second.getPointer(), '@');
  llvm::lsp::Position back =
      Snapshot::toPosition(*located->first, located->second);
  EXPECT_EQ(back.line, 3);
  EXPECT_EQ(back.character, 7);
}
} // namespace
