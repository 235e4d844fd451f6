// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TextScanTest.cpp - Nesting depth and token ends in MLIR text -------===//

#include "mlir-layout/Support/TextScan.h"

#include "gtest/gtest.h"

#include <random>
#include <string>

using namespace mlir::layout;

/// What scanBrackets answers for the question findNestingDeeperThan asks.
static size_t deepBySlowScan(llvm::StringRef text, unsigned maxDepth) {
  BracketScan scan =
      scanBrackets(text, 0, text.size(), [&](size_t, char c, unsigned depth) {
        return isOpeningBracket(c) && depth >= maxDepth;
      });
  return scan.pos < text.size() ? scan.pos : llvm::StringRef::npos;
}

TEST(TextScanTest, DeepNestingExamples) {
  EXPECT_EQ(findNestingDeeperThan("a<b<c>>", 1), 3u);
  EXPECT_EQ(findNestingDeeperThan("a<b<c>>", 2), llvm::StringRef::npos);
  // `->`, strings and comments never open or close anything.
  EXPECT_EQ(findNestingDeeperThan("(a) -> (b)", 1), llvm::StringRef::npos);
  EXPECT_EQ(findNestingDeeperThan("x = \"<<<\" <", 1), llvm::StringRef::npos);
  EXPECT_EQ(findNestingDeeperThan("// <<<\n<<", 1), 8u);
  EXPECT_EQ(findNestingDeeperThan("\"unterminated <<<", 0),
            llvm::StringRef::npos);
  EXPECT_EQ(findNestingDeeperThan("\"a\\\"<\" <", 0), 7u);
}

TEST(TextScanTest, DeepNestingMatchesScanBracketsOnRandomText) {
  // Every character scanBrackets treats specially, and some it does not.
  const std::string alphabet = "<>()[]{}\"\\/-\n a";
  std::mt19937 rng(20261124);
  for (int round = 0; round < 20000; ++round) {
    std::string text(rng() % 40, ' ');
    for (char &c : text)
      c = alphabet[rng() % alphabet.size()];
    unsigned maxDepth = rng() % 5;
    ASSERT_EQ(findNestingDeeperThan(text, maxDepth),
              deepBySlowScan(text, maxDepth))
        << "text: " << text << " depth " << maxDepth;
  }
}

TEST(TextScanTest, TokenEndCoversIdentifiersAndStrings) {
  llvm::StringRef text = R"(func.return %arg0 "a \" b" x)";
  EXPECT_EQ(tokenEnd(text, 0), 11u);  // func.return
  EXPECT_EQ(tokenEnd(text, 12), 17u); // %arg0
  EXPECT_EQ(tokenEnd(text, 18), 26u); // the whole string
  EXPECT_EQ(tokenEnd(text, 11), 12u); // one other character
  EXPECT_EQ(tokenEnd(text, text.size()), text.size());
  EXPECT_EQ(tokenEnd(R"("open)", 0), 5u); // unterminated string
}

TEST(TextScan, SymbolNameEnd) {
  llvm::StringRef text = "call @f.a-1(%x) @\"f g\" @ @@k";
  size_t f = text.find("@f");
  EXPECT_EQ(text.slice(f, symbolNameEnd(text, f)), "@f.a-1");
  size_t quoted = text.find("@\"");
  EXPECT_EQ(text.slice(quoted, symbolNameEnd(text, quoted)), "@\"f g\"");
  // No name after the `@`, or not on one.
  size_t bare = text.find("@ ");
  EXPECT_EQ(symbolNameEnd(text, bare), bare);
  EXPECT_EQ(symbolNameEnd(text, text.find("@@")), text.find("@@"));
  EXPECT_EQ(symbolNameEnd(text, 0), 0u);
}

TEST(TextScan, RewriteAliasUsesOutsideStrings) {
  auto upper = [](char sigil, llvm::StringRef name, std::string &out) {
    if (name == "keep")
      return AliasUse::Kept;
    if (name == "bad")
      return AliasUse::Failed;
    out += sigil;
    out += name.upper();
    return AliasUse::Replaced;
  };
  EXPECT_EQ(rewriteAliasUses("!llvm.array<2 x !s>", upper),
            "!LLVM.ARRAY<2 x !S>");
  // Strings, a sigil without a name and names kept stay as written; the
  // name ends at the first character that is not an identifier's.
  EXPECT_EQ(rewriteAliasUses("memref<4xf32, #map1>, \"!s #m\", !keep, #0, !a-b",
                             upper),
            "memref<4xf32, #MAP1>, \"!s #m\", !keep, #0, !A-b");
  EXPECT_EQ(rewriteAliasUses("!ok, !bad", upper), std::nullopt);
}
