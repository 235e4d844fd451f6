// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SplitDocumentTest.cpp - A file's `// -----` chunks, parsed ---------===//

#include "mlir-layout/Core/SplitDocument.h"

#include "gtest/gtest.h"

using namespace mlir::layout;

namespace {
constexpr llvm::StringLiteral kText = "module @a {\n"
                                      "}\n"
                                      "// -----\n"
                                      "\n"
                                      "module @b {\n"
                                      "  %0 = \"test.op\"() : () -> i32\n"
                                      "}\n";

TEST(SplitDocument, ParsesEachChunkWithTheFilesLines) {
  SplitInput split = splitInputFile(kText);
  ASSERT_EQ(split.chunks.size(), 2u);
  DocumentOptions options;
  options.memrefModel = MemRefModel::Bare;
  std::vector<unsigned> firstLines;
  std::vector<std::unique_ptr<LayoutDocument>> docs;
  parseChunks(
      split, "f.mlir", options,
      [&](const InputChunk &chunk, std::unique_ptr<LayoutDocument> doc) {
        firstLines.push_back(chunk.firstLine);
        docs.push_back(std::move(doc));
      });
  ASSERT_EQ(docs.size(), 2u);
  EXPECT_EQ(firstLines, (std::vector<unsigned>{0, 3}));
  for (size_t i = 0; i < docs.size(); ++i) {
    EXPECT_TRUE(docs[i]->isParsed());
    EXPECT_EQ(docs[i]->getFilename(), "f.mlir");
    // The caller's options, with the chunk's first line.
    EXPECT_EQ(docs[i]->getOptions().memrefModel, MemRefModel::Bare);
    EXPECT_EQ(docs[i]->getOptions().firstLineOffset, firstLines[i]);
  }
  // Lines are the file's: the op of the second chunk is on line 6.
  ASSERT_EQ(docs[1]->getResultSites().size(), 1u);
  EXPECT_EQ(docs[1]->getResultSites()[0].where.line, 6u);
}

TEST(SplitDocument, ReadsWithTheGivenReader) {
  SplitInput split = splitInputFile(kText);
  std::vector<DocumentReading> readings;
  parseChunks(
      split, "f.mlir", {},
      [&](const InputChunk &, std::unique_ptr<LayoutDocument> doc) {
        readings.push_back(doc->getReading());
      },
      &LayoutDocument::readAsWrittenOnly);
  EXPECT_EQ(readings,
            (std::vector<DocumentReading>{DocumentReading::SpecsAsWritten,
                                          DocumentReading::SpecsAsWritten}));
}
} // namespace
