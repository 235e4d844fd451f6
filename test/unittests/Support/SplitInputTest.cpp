// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SplitInputTest.cpp - `// -----` chunks as mlir-opt 22 cuts them ----===//
//
// Each expectation was measured with `mlir-opt --split-input-file` 22.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Support/SplitInput.h"

#include "gtest/gtest.h"

using namespace mlir::layout;

namespace {
/// The chunks' texts.
std::vector<std::string> texts(const SplitInput &split) {
  std::vector<std::string> out;
  for (const InputChunk &chunk : split.chunks)
    out.push_back(chunk.text.str());
  return out;
}

TEST(SplitInput, CutsAtMarkersAndKeepsFilePositions) {
  SplitInput split =
      splitInputFile("a\n// -----\nb\nc\n  // ----- \nd\n//  -----\n");
  ASSERT_EQ(split.chunks.size(), 3u);
  EXPECT_EQ(texts(split),
            (std::vector<std::string>{"a\n", "b\nc\n  ", "d\n//  -----\n"}));
  EXPECT_EQ(split.chunks[1].firstLine, 2u);
  EXPECT_EQ(split.chunks[1].offset, 11u);
  EXPECT_EQ(split.chunks[2].firstLine, 5u);
  EXPECT_EQ(split.chunks[2].firstColumn, 0u);
  EXPECT_TRUE(split.nearMisses.empty());
}

TEST(SplitInput, MarkerInsideALineCutsThereWithColumns) {
  std::string text = "x // ----- y\nz\n";
  SplitInput split = splitInputFile(text);
  ASSERT_EQ(split.chunks.size(), 2u);
  EXPECT_EQ(split.chunks[0].text, "x ");
  EXPECT_EQ(split.chunks[1].text, " y\nz\n");
  EXPECT_EQ(split.chunks[1].firstLine, 0u);
  EXPECT_EQ(split.chunks[1].firstColumn, 10u);
  auto buffer = makeChunkBuffer(split.chunks[1], "t.mlir");
  // 'y' keeps its column (1-based 12) in the padded buffer.
  EXPECT_EQ(buffer->getBuffer().find('y'), 11u);
}

TEST(SplitInput, NearMissesAreGluedBackAndReported) {
  // `// ---` without two more dashes, `// -----0` and a marker ending the
  // file are near misses (mlir-opt warns at the character after `// ---`);
  // a sixth dash still cuts (the dash then starts the next chunk).
  std::string text = "a\n// ---\nb\n// -----0\nc\n// ------\nd\n// -----";
  SplitInput split = splitInputFile(text);
  ASSERT_EQ(split.chunks.size(), 2u);
  EXPECT_EQ(split.chunks[0].text, "a\n// ---\nb\n// -----0\nc\n");
  EXPECT_EQ(split.chunks[1].text, "-\nd\n// -----");
  EXPECT_EQ(split.chunks[1].firstColumn, 8u);
  ASSERT_EQ(split.nearMisses.size(), 3u);
  EXPECT_EQ(split.nearMisses[0], text.find("// ---\n") + 6);
  EXPECT_EQ(split.nearMisses[2], text.rfind("// -----") + 6);
}

TEST(SplitInput, LeadingMarkerDoesNotCut) {
  // mlir-opt skips the empty first piece: the chunk starts after `// ---`,
  // so its parser sees `--` at 1:7.
  SplitInput split = splitInputFile("// -----\nmodule {}\n");
  ASSERT_EQ(split.chunks.size(), 1u);
  EXPECT_EQ(split.chunks[0].text, "--\nmodule {}\n");
  EXPECT_EQ(split.chunks[0].firstColumn, 6u);
  EXPECT_TRUE(split.nearMisses.empty());
}

TEST(SplitInput, NoMarkerIsOneChunk) {
  SplitInput split = splitInputFile("module {}\n");
  ASSERT_EQ(split.chunks.size(), 1u);
  EXPECT_EQ(split.chunks[0].text, "module {}\n");
}
} // namespace
