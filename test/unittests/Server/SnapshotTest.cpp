// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SnapshotTest.cpp - Chunks and UTF-16 positions ---------------------===//

#include "Snapshot.h"

#include "mlir-layout/Features/Hover.h"

#include "TestSupport/Annotations.h"

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

namespace {
TEST(Snapshot, PositionsPastTheLastLineHaveNoOffset) {
  EXPECT_EQ(offsetOfPosition("a\nbc", 1, 1), 3u);
  EXPECT_EQ(offsetOfPosition("a\nbc", 1, 9), 4u); // last line, no newline
  EXPECT_EQ(offsetOfPosition("a\n", 1, 0), 2u);   // the empty last line
  EXPECT_FALSE(offsetOfPosition("a\n", 2, 0));
  EXPECT_EQ(offsetOfPosition("", 0, 3), 0u);
  EXPECT_FALSE(offsetOfPosition("", 1, 0));
}

TEST(Snapshot, EveryChunkKeepsOneLLVMAnswerForAllItsHovers) {
  // The first chunk is headed for LLVM (it holds an LLVM op); its hover
  // says how LLVM IR lays the struct out. Finding that walked each chunk's
  // ops once, during the build; hovers look the answer up.
  test::Annotations code(R"mlir(
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>>} {
  llvm.func @f(!llvm.st$a^ruct<(i8, i8)>)
}
// -----
module {
  func.func private @g(i$b^32)
}
)mlir");
  auto snapshot =
      Snapshot::build("t.mlir", code.code(), 1, CompatibilityPolicy::Relax);
  ASSERT_EQ(snapshot->chunks.size(), 2u);
  for (const Chunk &chunk : snapshot->chunks)
    EXPECT_EQ(chunk.getLLVMLayouts().getOpWalks(), 1u);
  for (int round = 0; round < 3; ++round)
    for (llvm::StringRef name : {"a", "b"}) {
      const Chunk *chunk = snapshot->chunkAtOffset(code.point(name));
      ASSERT_TRUE(chunk);
      LayoutDocument &doc = chunk->getDocument();
      llvm::SMLoc loc = llvm::SMLoc::getFromPointer(
          doc.getText().data() + code.point(name) - chunk->firstOffset);
      std::optional<HoverInfo> hover =
          getHover(doc, chunk->getLLVMLayouts(), loc);
      ASSERT_TRUE(hover && hover->type) << name.str();
      EXPECT_EQ(hover->llvm.has_value(), name == "a") << name.str();
      EXPECT_EQ(chunk->getLLVMLayouts().getOpWalks(), 1u);
    }
}
} // namespace
