// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- EditMapTest.cpp - Offsets through edits ----------------------------===//

#include "mlir-layout/Support/EditMap.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir::layout;

namespace {
/// Applies `removed -> inserted` at `offset` of `text` and records it.
void edit(std::string &text, EditMap &map, size_t offset, size_t length,
          const std::string &inserted) {
  map.replace(offset, llvm::StringRef(text).substr(offset, length), inserted);
  text.replace(offset, length, inserted);
}

TEST(EditMap, UntouchedOffsetsMapBothWaysAndChangedOnesDoNot) {
  std::string old = "func.func @f(%x: i64, %y: i8)";
  std::string text = old;
  EditMap map;
  size_t i8 = old.find("i8");
  edit(text, map, i8, 2, "i32");
  EXPECT_EQ(text, "func.func @f(%x: i64, %y: i32)");
  size_t i64 = old.find("i64");
  EXPECT_EQ(map.toNew(i64), i64);
  EXPECT_EQ(map.toOld(i64), i64);
  EXPECT_EQ(map.toNew(i8), std::nullopt);
  EXPECT_EQ(map.toOld(i8 + 1), std::nullopt);
  // After the edit, offsets shift by one.
  EXPECT_EQ(map.toNew(old.size() - 1), text.size() - 1);
  EXPECT_EQ(map.toOld(text.size() - 1), old.size() - 1);
  // `i64` is untouched; `i8` (and a range ending next to the edit) is not.
  EXPECT_TRUE(map.rangeToNew(i64, i64 + 3));
  EXPECT_FALSE(map.rangeToNew(i8, i8 + 2));
  EXPECT_FALSE(map.rangeToNew(i8 - 4, i8));
  // The whole signature spans the edit.
  EXPECT_EQ(map.spanToNew(0, old.size()),
            std::make_pair(size_t(0), text.size()));
}

TEST(EditMap, TypingCharacterByCharacterMergesIntoOneHunk) {
  std::string old = "a b c";
  std::string text = old;
  EditMap map;
  edit(text, map, 2, 1, "");  // "a  c"
  edit(text, map, 2, 0, "x"); // "a x c"
  edit(text, map, 3, 0, "y"); // "a xy c"
  EXPECT_EQ(text, "a xy c");
  ASSERT_EQ(map.getHunks().size(), 1u);
  const EditHunk &hunk = map.getHunks()[0];
  EXPECT_EQ(hunk.oldStart, 2u);
  EXPECT_EQ(hunk.oldLength, 1u);
  EXPECT_EQ(hunk.newStart, 2u);
  EXPECT_EQ(hunk.newLength, 2u);
  EXPECT_TRUE(hunk.changesTokens);
  EXPECT_FALSE(hunk.changesStructure);
  EXPECT_EQ(map.toNew(4), 5u);
  EXPECT_EQ(map.toOld(5), 4u);
  // Inside the hunk, widened to its old start or end.
  EXPECT_EQ(map.toOldWidened(3, /*toStart=*/true), 2u);
  EXPECT_EQ(map.toOldWidened(3, /*toStart=*/false), 3u);
  EXPECT_EQ(map.toOldWidened(5, /*toStart=*/true), 4u);
}

TEST(EditMap, EditsBeforeAndAfterStayApartAndAppendComposes) {
  std::string old = "0123456789";
  std::string text = old;
  EditMap first;
  edit(text, first, 8, 1, "XYZ"); // 01234567XYZ9
  EditMap second;
  edit(text, second, 1, 2, "");    // 034567XYZ9
  edit(text, second, 5, 0, "{\n"); // 03456{\n7XYZ9
  first.append(second);
  ASSERT_EQ(first.getHunks().size(), 3u);
  EXPECT_EQ(first.toNew(0), 0u);
  EXPECT_EQ(first.toNew(1), std::nullopt);
  EXPECT_EQ(first.toNew(3), 1u);
  EXPECT_EQ(first.toNew(9), text.size() - 1);
  EXPECT_EQ(text[*first.toNew(7)], '7');
  EXPECT_TRUE(first.getHunks()[1].changesStructure);
  EXPECT_TRUE(first.getHunks()[1].changesLines);
  EXPECT_TRUE(first.changesLines());
  // Whitespace alone changes no token.
  EditMap spaces;
  std::string padded = "a b";
  edit(padded, spaces, 1, 0, "  ");
  EXPECT_FALSE(spaces.getHunks()[0].changesTokens);
}

TEST(EditMap, AWholeTextChangeRecordsOnlyWhatDiffers) {
  // A client sending the whole text for a one-character edit on line 2.
  std::string old = "line one\nline 2 = 7\nline three\n";
  std::string now = "line one\nline 2 = 8\nline three\n";
  EditMap map;
  map.replaceChanged(0, old, now);
  ASSERT_EQ(map.getHunks().size(), 1u);
  EXPECT_EQ(map.getHunks()[0].oldStart, old.find('7'));
  EXPECT_EQ(map.getHunks()[0].oldLength, 1u);
  EXPECT_EQ(map.getHunks()[0].newLength, 1u);
  EXPECT_FALSE(map.getHunks()[0].changesLines);
  EXPECT_EQ(map.toNew(old.size() - 1), now.size() - 1);
  // A repeated character: prefix and suffix never overlap.
  EditMap repeat;
  repeat.replaceChanged(0, "aaa", "aaaa");
  ASSERT_EQ(repeat.getHunks().size(), 1u);
  EXPECT_EQ(repeat.getHunks()[0].oldLength, 0u);
  EXPECT_EQ(repeat.getHunks()[0].newLength, 1u);
  // The same text is no edit.
  EditMap same;
  same.replaceChanged(0, old, old);
  EXPECT_TRUE(same.empty());
}
} // namespace
