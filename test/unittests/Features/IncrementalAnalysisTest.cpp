// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- IncrementalAnalysisTest.cpp - An edit's problems, quickly ----------===//
//
// analyzeEdited stands in for a whole analysis of the edited text: when it
// answers, its problems must be those of DocumentAnalysis::analyze on the
// new text (codes, severities, messages, positions, related places, order).
// A seeded property test applies random edit sequences to generated files
// whose specs have problems and whose functions hold LLVM ops; the unit
// tests pin where it must refuse.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/EditSequences.h"

#include "mlir-layout/Features/IncrementalAnalysis.h"

#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {

/// The whole analysis of `text`.
DocumentAnalysis analyze(llvm::StringRef text) {
  return DocumentAnalysis::analyze(
      llvm::MemoryBuffer::getMemBufferCopy(text, "test.mlir"), {},
      CompatibilityPolicy::Relax);
}

/// Every problem of `analysis` as text: code, severity, line, column, byte
/// range, message and related places.
std::vector<std::string> describe(const DocumentAnalysis &analysis) {
  const LayoutDocument &doc = *analysis.doc;
  std::vector<std::string> lines;
  for (const SpecIssue &issue : analysis.issues) {
    std::string line = issue.code + " " + getSeverityName(issue.severity) +
                       " " + describeWhere(doc, issue.where) + " " +
                       issue.scope + " " + issue.message;
    for (const RelatedInfo &info : issue.related)
      line += " | " + describeWhere(doc, info.where) + " " + info.message;
    lines.push_back(line);
  }
  return lines;
}

/// `text` after replacing `from` (its first occurrence after `after`) by
/// `to`, recorded in `edits`.
void edit(std::string &text, EditMap &edits, llvm::StringRef after,
          llvm::StringRef from, llvm::StringRef to) {
  size_t at = text.find(from.str(), text.find(after.str()));
  ASSERT_NE(at, std::string::npos) << from.str();
  edits.replace(at, llvm::StringRef(text).substr(at, from.size()), to);
  text.replace(at, from.size(), to.str());
}

TEST(IncrementalAnalysis, CarriesTheChecksProblemsOverToTheirNewPlaces) {
  std::string text = generate(2, /*problems=*/true);
  DocumentAnalysis base = analyze(text);
  ASSERT_GE(base.issues.size(), 4u);
  // A longer constant in the first function moves every later problem;
  // a verifier error in another adds one of MLIR's.
  std::string edited = text;
  EditMap edits;
  edit(edited, edits, "@f0", "arith.constant 10", "arith.constant 100000");
  edit(edited, edits, "@f3", "return %t : i32", "return %t, %b : i32, i32");
  std::optional<DocumentAnalysis> quick = analyzeEdited(base, edits, edited);
  ASSERT_TRUE(quick);
  DocumentAnalysis whole = analyze(edited);
  EXPECT_EQ(describe(*quick), describe(whole));
  EXPECT_EQ(quick->issues.size(), base.issues.size() + 1);
}

TEST(IncrementalAnalysis, RefusesWhatTheChecksMayReadDifferently) {
  std::string text = generate(2, /*problems=*/true);
  DocumentAnalysis base = analyze(text);
  auto refuses = [&](llvm::StringRef after, llvm::StringRef from,
                     llvm::StringRef to) {
    std::string edited = text;
    EditMap edits;
    edit(edited, edits, after, from, to);
    EXPECT_FALSE(analyzeEdited(base, edits, edited))
        << from.str() << " -> " << to.str();
  };
  // The first LLVM op of a function, or its last one gone.
  refuses("@f3", "return %t : i32",
          "%l = llvm.mlir.constant(1 : i32) : i32\n    return %t : i32");
  refuses("@f0", "%l = llvm.mlir.constant(3 : i32) : i32\n", "");
  // A line added before a scope (its path may name its line).
  refuses("@f0", "return %t : i32",
          "%n = arith.constant 7 : i32\n"
          "    return %t : i32");
  // A text that does not parse: its problems depend on the last that did.
  refuses("@f0", "return %t : i32", "return %t : i32 }");
  // A spec entry.
  refuses("module @m0", "index = 32", "index = 16");
}

TEST(IncrementalAnalysis, RefusesProblemsWhosePlaceItCannotMove) {
  std::string text = generate(1, /*problems=*/true);
  std::string edited = text;
  EditMap edits;
  edit(edited, edits, "@f0", "arith.constant 10", "arith.constant 11");
  DocumentAnalysis base = analyze(text);
  ASSERT_TRUE(analyzeEdited(base, edits, edited));
  // A range the locator could not place (no line), and a line without a
  // range: the whole analysis would place them differently.
  SpecIssue unplaced = base.issues.front();
  unplaced.where.line = 0;
  base.issues.push_back(unplaced);
  EXPECT_FALSE(analyzeEdited(base, edits, edited));
  base.issues.back().where = SourcePos();
  base.issues.back().where.line = 3;
  EXPECT_FALSE(analyzeEdited(base, edits, edited));
  // No place at all stays without one.
  base.issues.back().where = SourcePos();
  std::optional<DocumentAnalysis> quick = analyzeEdited(base, edits, edited);
  ASSERT_TRUE(quick);
  EXPECT_EQ(quick->issues.size(), base.issues.size());
}

TEST(IncrementalAnalysis, RefusesWhenTheTypesUsedChangeAndTheChecksReadThem) {
  // A zero alignment matters only where a result needs it: the checks
  // read every result type.
  std::string text = "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = "
                     "dense<[0, 32]> : vector<2xi64>>} {\n"
                     "  func.func @f() -> i32 {\n"
                     "    %c = arith.constant 1 : i32\n"
                     "    return %c : i32\n"
                     "  }\n"
                     "}\n";
  DocumentAnalysis base = analyze(text);
  ASSERT_TRUE(base.issuesRead.resultTypes);
  std::string edited = text;
  EditMap edits;
  edit(edited, edits, "@f", "arith.constant 1 : i32",
       "arith.constant 1 : i32\n    %v = \"test.v\"() : () -> "
       "complex<i32>");
  EXPECT_FALSE(analyzeEdited(base, edits, edited));
  // An edit that keeps every op's types: the checks read the same, and the
  // problems are carried over.
  std::string same = text;
  EditMap kept;
  edit(same, kept, "@f", "arith.constant 1 : i32", "arith.constant 7 : i32");
  std::optional<DocumentAnalysis> quick = analyzeEdited(base, kept, same);
  ASSERT_TRUE(quick);
  EXPECT_FALSE(quick->issues.empty());
  EXPECT_EQ(describe(*quick), describe(analyze(same)));
}

TEST(IncrementalAnalysis, RefusesWhenACastOrAllocationChanges) {
  // The checks of casts and allocations read their operand types and
  // attributes, which an edit may change while every op keeps the types it
  // uses (Check/LayoutDependentOps.h).
  std::string text = "module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
                     "dense<[64, 64]> : vector<2xi64>>} {\n"
                     "  llvm.func @f(%a: i64, %b: i32) {\n"
                     "    %n = llvm.mlir.constant(1 : i32) : i32\n"
                     "    %p = llvm.alloca %n x i64 {alignment = 8 : i64} : "
                     "(i32) -> !llvm.ptr\n"
                     "    %c = llvm.bitcast %b : i32 to f32\n"
                     "    llvm.store %a, %p : i64, !llvm.ptr\n"
                     "    llvm.return\n"
                     "  }\n"
                     "}\n";
  DocumentAnalysis base = analyze(text);
  ASSERT_TRUE(base.issues.empty());
  auto refuses = [&](llvm::StringRef from, llvm::StringRef to) {
    std::string edited = text;
    EditMap edits;
    edit(edited, edits, "@f", from, to);
    EXPECT_FALSE(analyze(edited).issues.empty()) << edited;
    EXPECT_FALSE(analyzeEdited(base, edits, edited)) << edited;
  };
  refuses("alignment = 8", "alignment = 2");
  refuses("%b : i32 to f32", "%a : i64 to f32");
  // An edit that keeps them: the problems (none) are carried over.
  std::string same = text;
  EditMap kept;
  edit(same, kept, "@f", "constant(1 : i32)", "constant(2 : i32)");
  std::optional<DocumentAnalysis> quick = analyzeEdited(base, kept, same);
  ASSERT_TRUE(quick);
  EXPECT_EQ(describe(*quick), describe(analyze(same)));
}

TEST(IncrementalAnalysis, RefusesWhenAnAccessToAnAllocationChanges) {
  // An LLVM allocation below its type's alignment is reported only where an
  // access through its pointer assumes more: the checks read what each
  // access assumes (Check/LayoutDependentOps.h).
  std::string text = "module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
                     "dense<[64, 64]> : vector<2xi64>>} {\n"
                     "  llvm.func @f(%a: i64) {\n"
                     "    %n = llvm.mlir.constant(1 : i32) : i32\n"
                     "    %p = llvm.alloca %n x i64 {alignment = 2 : i64} : "
                     "(i32) -> !llvm.ptr\n"
                     "    llvm.store %a, %p {alignment = 2 : i64} : i64, "
                     "!llvm.ptr\n"
                     "    llvm.return\n"
                     "  }\n"
                     "}\n";
  DocumentAnalysis base = analyze(text);
  ASSERT_TRUE(base.issues.empty());
  std::string edited = text;
  EditMap edits;
  edit(edited, edits, "@f", "{alignment = 2 : i64} : i64,", ": i64,");
  EXPECT_FALSE(analyze(edited).issues.empty()) << edited;
  EXPECT_FALSE(analyzeEdited(base, edits, edited)) << edited;
}

TEST(IncrementalAnalysis, RandomEditSequencesMatchTheWholeAnalysis) {
  // Half the files use symbols of every kind (calls, LLVM calls, globals,
  // memref globals, kernel launches) in the bodies edited, and have an
  // `llvm.data_layout` that disagrees with the spec on types LLVM ops use:
  // the checks read the types each op uses.
  for (unsigned seed : {11u, 12u, 13u, 14u}) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Editor editor(seed);
    std::string clean =
        generate(3, /*problems=*/true, /*symbols=*/seed % 2 == 0);
    DocumentAnalysis base = analyze(clean);
    unsigned answered = 0, withParseProblems = 0, readingTypes = 0, steps = 200;
    for (unsigned step = 0; step < steps; ++step) {
      std::string text = clean;
      EditMap edits;
      for (unsigned n = editor.pick(1, 3); n > 0; --n)
        editor.edit(text, edits);
      DocumentAnalysis whole = analyze(text);
      if (std::optional<DocumentAnalysis> quick =
              analyzeEdited(base, edits, text)) {
        ++answered;
        withParseProblems += quick->doc->hasErrors();
        ASSERT_EQ(describe(*quick), describe(whole)) << "step " << step << "\n"
                                                     << text;
        readingTypes += base.issuesRead.resultTypes;
      }
      // Texts whose MLIR diagnostics are clean are kept, so sequences of
      // edits build on each other.
      if (whole.doc->isParsed() && whole.doc->getDiagnostics().empty()) {
        clean = std::move(text);
        base = std::move(whole);
      }
    }
    // Not vacuous: it answered often, with verifier errors too, and
    // refused the rest.
    EXPECT_GE(answered, steps / 10);
    EXPECT_GE(withParseProblems, 3u);
    EXPECT_LT(answered, steps);
    if (seed % 2 == 0) {
      EXPECT_GE(readingTypes, steps / 20);
    }
  }
}

} // namespace
