// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HonestFixesTest.cpp - Fix titles say what the edits do -------------===//
//
// The spec-level effect of a fix (SpecChanges) against its title: a folded
// fix names what the folded edits do, a fix that does something its title
// does not say is not offered; identical fixes of two problems are one fix;
// the legacy `#dlti.dl_entry` syntax is one note per spec.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/FixApplier.h"
#include "mlir-layout/Check/SpecChanges.h"
#include "mlir-layout/Check/SpecChecker.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// The verified issues of `doc` with `code` under relax.
std::vector<SpecIssue> verifiedWithCode(LayoutDocument &doc,
                                        llvm::StringRef code) {
  std::vector<SpecIssue> issues =
      checkDocument(doc, CompatibilityPolicy::Relax);
  verifyFixes(doc, CompatibilityPolicy::Relax, issues);
  std::vector<SpecIssue> found;
  for (SpecIssue &issue : issues)
    if (issue.code == code)
      found.push_back(std::move(issue));
  return found;
}

/// The checked document of an `i32 = dense<24>` entry: its one problem
/// (layout-alignment-not-power-of-two) and a copy of it under `code` and
/// `key` whose preferred fix writes `value` (the same fix for `value`
/// "dense<32> : vector<1xi64>").
CheckedDocument withTwinProblem(llvm::StringRef code, llvm::StringRef key,
                                llvm::StringRef value) {
  CheckedDocument state;
  state.doc = parseDocument(
      "module @m attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<24> : "
      "vector<1xi64>>} {}\n");
  state.issues = checkDocument(*state.doc, CompatibilityPolicy::Relax);
  EXPECT_EQ(state.issues.size(), 1u);
  SpecIssue twin = state.issues.front();
  twin.code = code.str();
  twin.key = key.str();
  twin.fixes.front().edits.front().newText = value.str();
  state.issues.push_back(twin);
  return state;
}

/// `doc` after `fix`, parsed.
std::unique_ptr<LayoutDocument> afterFix(const LayoutDocument &doc,
                                         const Fix &fix) {
  return parseDocument(
      applyEdits(doc.getText(), doc.getText().data(), fix.edits));
}
} // namespace

TEST(HonestFixes, AFoldedFixThatRemovesTheEntrySaysSo) {
  // Writing dense<32> as 32 : i64 would change @outer's 64-bit index; the
  // folded fix of that problem removes the entry again, so the one fix
  // offered removes it and says what index then is.
  auto doc = parseDocument(
      "module @outer attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : "
      "i64>} {\n"
      "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<index = "
      "dense<32> : vector<1xi64>, i32 = dense<32> : vector<1xi64>>} {}\n"
      "}\n");
  std::vector<SpecIssue> issues =
      verifiedWithCode(*doc, "layout-wrong-value-kind");
  ASSERT_EQ(issues.size(), 1u);
  ASSERT_EQ(issues[0].fixes.size(), 1u);
  const Fix &fix = issues[0].fixes[0];
  EXPECT_EQ(fix.title, "Remove the index entry of @outer::@inner (inherit 64 "
                       ": i64 from @outer)");
  auto after = afterFix(*doc, fix);
  std::vector<EntryChange> changes = diffSpecs(*doc, *after);
  ASSERT_EQ(changes.size(), 1u);
  EXPECT_EQ(changes[0].key, "index");
  EXPECT_FALSE(changes[0].after);
  EXPECT_EQ(changes[0].inherited, "64 : i64 from @outer");
  EXPECT_FALSE(findUnstatedChange(fix, issues[0], changes));
}

TEST(HonestFixes, ATitleThatDoesNotSayWhatChangesIsFound) {
  auto doc = parseDocument(
      "module @m attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : "
      "vector<1xi64>, i64 = dense<64> : vector<1xi64>>} {}\n");
  auto after = parseDocument(
      "module @m attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<16> : "
      "vector<1xi64>>} {}\n");
  std::vector<EntryChange> changes = diffSpecs(*doc, *after);
  ASSERT_EQ(changes.size(), 2u);
  SpecIssue issue;
  issue.scope = "@m";
  issue.key = "i32";
  Fix quiet{"Relax to the largest compatible value", {}, true};
  std::optional<std::string> unstated =
      findUnstatedChange(quiet, issue, changes);
  ASSERT_TRUE(unstated);
  EXPECT_EQ(*unstated,
            "remove the i64 entry of @m (no enclosing entry for it)");
  Fix honest{"Relax i32 and remove i64", {}, true};
  EXPECT_FALSE(findUnstatedChange(honest, issue, changes));
  // Removing the issue's own entry must be said too.
  issue.key = "i64";
  changes.erase(changes.begin());
  EXPECT_TRUE(findUnstatedChange(quiet, issue, changes));
}

TEST(HonestFixes, IdenticalFixesOfTwoProblemsAreOneFix) {
  // Two problems whose preferred fixes have the same edits: both are fixed
  // by one application, neither is a conflict.
  CheckedDocument state =
      withTwinProblem("layout-twin", "i32", "dense<32> : vector<1xi64>");
  FixApplier applier(CompatibilityPolicy::Relax,
                     FixApplier::Mode::AllOrNothing);
  ASSERT_TRUE(applier.apply(state, [](const SpecIssue &) { return true; }));
  EXPECT_EQ(applier.getApplied().size(), 2u);
  EXPECT_TRUE(applier.getConflicts().empty());
  EXPECT_NE(state.doc->getText().find("i32 = dense<32>"), llvm::StringRef::npos)
      << state.doc->getText().str();
}

TEST(HonestFixes, OverlappingFixesAreAConflictWithItsReason) {
  CheckedDocument state =
      withTwinProblem("layout-other", "other", "dense<64> : vector<1xi64>");
  FixApplier applier(CompatibilityPolicy::Relax, FixApplier::Mode::BestEffort);
  applier.apply(state, [](const SpecIssue &) { return true; });
  ASSERT_EQ(applier.getConflicts().size(), 1u);
  EXPECT_EQ(applier.getConflicts()[0].code, "layout-other");
  EXPECT_EQ(applier.getConflicts()[0].title,
            "conflicts with the fix for layout-alignment-not-power-of-two at "
            "1:52");
}

TEST(HonestFixes, LegacyEntriesAreOneNotePerSpecWithOneFix) {
  auto doc = parseDocument(
      R"(module @a attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>, #dlti.dl_entry<i32, dense<32> : vector<1xi64>>, #dlti.dl_entry<index, 64 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  module @b attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i16, dense<16> : vector<1xi64>>>} {}
}
)");
  std::vector<SpecIssue> notes =
      verifiedWithCode(*doc, "layout-legacy-entry-syntax");
  ASSERT_EQ(notes.size(), 2u);
  EXPECT_EQ(notes[0].message,
            "3 entries of this spec use the legacy '#dlti.dl_entry<key, "
            "value>' syntax; each can be written as 'key = value'");
  EXPECT_EQ(notes[0].where.column, 83u); // the first legacy entry
  ASSERT_EQ(notes[0].fixes.size(), 1u);
  EXPECT_EQ(notes[0].fixes[0].title, "Rewrite all 3 entries as key = value");
  auto after = afterFix(*doc, notes[0].fixes[0]);
  EXPECT_TRUE(diffSpecs(*doc, *after).empty());
  EXPECT_EQ(after->getText().count("#dlti.dl_entry"), 1u);
  EXPECT_NE(after->getText().find(
                "i32 = dense<32> : vector<1xi64>, index = 64 : i64, "
                "\"dlti.endianness\" = \"little\""),
            llvm::StringRef::npos);
  EXPECT_EQ(notes[1].message, "'#dlti.dl_entry<...>' can be written as 'i16 "
                              "= dense<16> : vector<1xi64>'");
  ASSERT_EQ(notes[1].fixes.size(), 1u);
  EXPECT_EQ(notes[1].fixes[0].title, "Rewrite the entry as key = value");
}

TEST(HonestFixes, InsertionsAtOnePointOrAtAReplacementsEdgeConflict) {
  // Two fixes inserting at one point would be applied in an arbitrary
  // order, and two adding the same entry would add it twice; an insertion
  // at the edge of another fix's replacement may repeat what it says. Such
  // fixes wait for the next round, where the problem is checked again.
  llvm::StringRef text = "0123456789";
  auto at = [&](size_t begin, size_t end) {
    return llvm::SMRange(llvm::SMLoc::getFromPointer(text.data() + begin),
                         llvm::SMLoc::getFromPointer(text.data() + end));
  };
  TextEdit insertAt3{at(3, 3), "a"}, otherAt3{at(3, 3), "b"};
  TextEdit insertAt5{at(5, 5), "c"}, replace3To5{at(3, 5), "d"};
  TextEdit replace6To8{at(6, 8), "e"}, replace5To7{at(5, 7), "f"};
  EXPECT_TRUE(editsOverlap(insertAt3, otherAt3));
  EXPECT_FALSE(editsOverlap(insertAt3, insertAt5));
  EXPECT_TRUE(editsOverlap(insertAt3, replace3To5));
  EXPECT_TRUE(editsOverlap(replace3To5, insertAt5));
  EXPECT_FALSE(editsOverlap(insertAt5, replace6To8));
  EXPECT_FALSE(editsOverlap(replace3To5, replace5To7));
  EXPECT_TRUE(editsOverlap(replace5To7, replace6To8));
}
