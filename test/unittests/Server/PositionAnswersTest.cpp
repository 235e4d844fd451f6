// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PositionAnswersTest.cpp - Answers at a client position -------------===//
//
// The position logic on its own: a snapshot of one text, the client's text
// after an edit, and what a hover or an explanation finds at a position of
// the client's text (an answer, nothing, or "needs the rebuild"). No
// server, no thread.
//
//===----------------------------------------------------------------------===//

#include "PositionAnswers.h"

#include "mlir-layout/Support/LineIndex.h"

#include "TestSupport/Annotations.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

namespace {
/// A snapshot of `built` (version 1) seen from `draft` (version 2), which
/// replaced bytes [`at`, `at + removed`) of it; `broken`: the draft's own
/// snapshot exists but broke the parse, so `built` answers as the last
/// version that parsed, one change ago.
struct Views {
  Views(llvm::StringRef built, size_t at, size_t removed,
        llvm::StringRef inserted, bool broken = false) {
    std::string text = built.str();
    text.replace(at, removed, inserted.str());
    parts.draft = std::make_shared<const DraftText>(text, 2);
    parts.parsed = Snapshot::build("/tmp/position.mlir", built, 1,
                                   CompatibilityPolicy::Relax);
    parts.sinceParsed.replace(at, built.substr(at, removed), inserted);
    parts.snapshot = parts.parsed;
    parts.sinceSnapshot = parts.sinceParsed;
    if (broken) {
      parts.snapshot = Snapshot::build("/tmp/position.mlir", text, 2,
                                       CompatibilityPolicy::Relax);
      parts.sinceSnapshot = EditMap();
      parts.changesSinceParsed = 1;
    }
  }
  /// The view requests read.
  SnapshotView view() const { return SnapshotView(parts); }
  /// The LSP position of byte `offset` of the client's text.
  lsp::Position at(size_t offset) const {
    auto [line, character] = parts.draft->lines.toUtf16(offset);
    return lsp::Position(line, character);
  }
  DocumentView parts;
};

/// The type a hover answer shows, or "" for a hover on something else.
std::string typeOf(const PositionAnswer<HoverAnswer> &found) {
  return found.value && found.value->info.type ? found.value->info.type->type
                                               : "";
}

TEST(PositionAnswers, UntouchedTextIsAnsweredFromTheSnapshotAtItsNewPlace) {
  test::Annotations code("module {\n"
                         "$body^  func.func private @f(i^64)\n"
                         "}\n");
  // A new line inside the module moves the function down; nothing the
  // answer names moved (a line before the module would move its path).
  Views views(code.code(), code.point("body"), 0, "\n");
  SnapshotView view = views.view();
  size_t onI64 = code.point() + 1;
  PositionAnswer<HoverAnswer> found =
      findHoverAt(view, views.at(onI64), /*mayWait=*/true);
  ASSERT_FALSE(found.needsRebuild);
  EXPECT_EQ(typeOf(found), "i64");
  EXPECT_EQ(found.value->range.start, views.at(onI64 - 1));
  EXPECT_EQ(found.value->range.end, views.at(onI64 + 2));
  EXPECT_FALSE(found.value->info.fromParsedChangesAgo);
}

TEST(PositionAnswers, ATypeWrittenInChangedTextIsLaidOutFromTheDraft) {
  test::Annotations code("func.func @f(%x: [[i64]]) {\n  return\n}\n");
  auto [begin, end] = code.range();
  Views views(code.code(), begin, end - begin, "i16");
  PositionAnswer<LayoutAnswer> found =
      findLayoutAt(views.view(), views.at(begin + 1), /*mayWait=*/true);
  ASSERT_TRUE(found.value);
  EXPECT_EQ(found.value->result.type, "i16");
  EXPECT_EQ(found.value->range.start, views.at(begin));
  EXPECT_EQ(found.value->range.end, views.at(begin + 3));
}

TEST(PositionAnswers, ChangedMeaningNeedsTheRebuildOnlyWhenItMayWait) {
  // The spec of the scope changed: the old answer about i32 no longer holds.
  test::Annotations code(
      "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
      "dense<[$v[[32, 32]]]> : vector<2xi64>>} {\n"
      "  func.func private @f(i^32)\n}\n");
  auto [begin, end] = code.range("v");
  Views views(code.code(), begin, end - begin, "64, 64");
  SnapshotView view = views.view();
  lsp::Position onI32 = views.at(code.point());
  PositionAnswer<HoverAnswer> waiting = findHoverAt(view, onI32, true);
  EXPECT_TRUE(waiting.needsRebuild);
  EXPECT_FALSE(waiting.value);
  // Told not to wait (the rebuild already answered once): nothing.
  PositionAnswer<HoverAnswer> nothing = findHoverAt(view, onI32, false);
  EXPECT_FALSE(nothing.needsRebuild);
  EXPECT_FALSE(nothing.value);
}

TEST(PositionAnswers, NothingThereIsNothingEvenWhileARebuildIsPending) {
  test::Annotations code("func.func @f(%x: i64) {\n  ret^urn\n}\n");
  Views views(code.code(), 0, 0, "\n");
  PositionAnswer<HoverAnswer> found =
      findHoverAt(views.view(), views.at(code.point() + 1), true);
  EXPECT_FALSE(found.needsRebuild);
  EXPECT_FALSE(found.value);
  // Past the end of the client's text: only a rebuild could say more.
  PositionAnswer<HoverAnswer> past =
      findHoverAt(views.view(), lsp::Position(40, 0), true);
  EXPECT_TRUE(past.needsRebuild);
}

TEST(PositionAnswers, WithoutASnapshotOnlyTheRebuildCanAnswer) {
  DocumentView parts;
  parts.draft =
      std::make_shared<const DraftText>("func.func private @f(i8)\n", 1);
  SnapshotView view(parts);
  EXPECT_TRUE(findHoverAt(view, lsp::Position(0, 22), true).needsRebuild);
  PositionAnswer<LayoutAnswer> now =
      findLayoutAt(view, lsp::Position(0, 22), false);
  EXPECT_FALSE(now.needsRebuild);
  EXPECT_FALSE(now.value);
}

TEST(PositionAnswers, WhileTheTextDoesNotParseTheLastParsedVersionAnswers) {
  test::Annotations code("func.func @f(%x: ind^ex, %y: i8[[]]) {\n"
                         "  return\n}\n");
  size_t at = code.range().first;
  Views views(code.code(), at, 0, " +", /*broken=*/true);
  SnapshotView view = views.view();
  ASSERT_EQ(view.getChangesAgo(), 1u);
  // The broken version's snapshot exists: nothing is pending, the last
  // version that parsed answers and says how long ago it was.
  PositionAnswer<HoverAnswer> hover =
      findHoverAt(view, views.at(code.point()), true);
  EXPECT_EQ(typeOf(hover), "index");
  EXPECT_EQ(hover.value->info.fromParsedChangesAgo, 1u);
  PositionAnswer<LayoutAnswer> layout =
      findLayoutAt(view, views.at(code.point()), true);
  ASSERT_TRUE(layout.value);
  EXPECT_EQ(layout.value->fromParsedChangesAgo, 1u);
  // Inside the edit that broke the parse it can place nothing.
  PositionAnswer<HoverAnswer> inEdit =
      findHoverAt(view, views.at(at + 1), true);
  EXPECT_FALSE(inEdit.needsRebuild);
  EXPECT_FALSE(inEdit.value);
}
} // namespace
