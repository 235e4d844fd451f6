// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FunctionReparseTest.cpp - One function for a whole file ----------===//
//
// prepareFunctionReparse / FunctionReparse::parse stand in for a parse of the
// whole edited text: when it gives a document, its parse and verifier
// diagnostics must be those of the whole text (codes, messages, severities,
// positions, notes). A seeded property test applies random edit sequences to
// generated files of functions in nested modules with specs and aliases and
// compares with the whole parse each time; the unit tests pin where it must
// refuse.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/EditSequences.h"
#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Features/FunctionReparse.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {

/// The parse and verifier diagnostics of `doc` as text: code, severity,
/// message, line, column, byte range and notes of each.
std::vector<std::string> describe(LayoutDocument &doc) {
  std::vector<std::string> lines;
  for (const SpecIssue &issue : checkParse(doc)) {
    std::string line = issue.code + " " + getSeverityName(issue.severity) +
                       " " + describeWhere(doc, issue.where) + " " +
                       issue.message;
    for (const RelatedInfo &info : issue.related)
      line += " | note " + describeWhere(doc, info.where) + " " + info.message;
    lines.push_back(line);
  }
  return lines;
}

/// The stand-in parse of `newText`, or null where there is none.
std::unique_ptr<LayoutDocument> reparseEdited(LayoutDocument &base,
                                              const EditMap &edits,
                                              llvm::StringRef newText) {
  std::optional<FunctionReparse> reparse =
      prepareFunctionReparse(base, edits, newText);
  return reparse ? reparse->parse(newText) : nullptr;
}

/// The stand-in parse after one replacement.
std::unique_ptr<LayoutDocument> reparse(LayoutDocument &base,
                                        llvm::StringRef newText, size_t at,
                                        size_t removed,
                                        llvm::StringRef inserted) {
  EditMap edits;
  edits.replace(at, base.getText().substr(at, removed), inserted);
  return reparseEdited(base, edits, newText);
}

/// `text` with `count` characters at `at` replaced by `inserted`.
std::string replaced(std::string text, size_t at, size_t count,
                     llvm::StringRef inserted) {
  return text.replace(at, count, inserted.str());
}

TEST(FunctionReparse, AnEditInsideOneFunctionHasTheWholeParsesDiagnostics) {
  std::string text = generate(2);
  std::unique_ptr<LayoutDocument> base = parseDocument(text);
  ASSERT_TRUE(base->isParsed());
  ASSERT_TRUE(base->getDiagnostics().empty());

  // A valid edit: no diagnostic, and the function is where it was.
  size_t at = text.find("arith.constant 12");
  std::string valid = replaced(text, at + 15, 2, "99");
  std::unique_ptr<LayoutDocument> quick =
      reparse(*base, valid, at + 15, 2, "99");
  ASSERT_TRUE(quick);
  EXPECT_TRUE(quick->isParsed());
  EXPECT_TRUE(quick->getDiagnostics().empty());

  // A parse error and a verifier error, each as the whole parse has it.
  for (auto [from, to] :
       {std::pair<std::string, std::string>{"%s, %c : i32", "%s, %c : i6x"},
        {"return %t : i32", "return %t, %b : i32, i32"}}) {
    size_t where = text.find(from, text.find("@f2"));
    ASSERT_NE(where, std::string::npos) << from;
    std::string edited = replaced(text, where, from.size(), to);
    quick = reparse(*base, edited, where, from.size(), to);
    ASSERT_TRUE(quick) << to;
    std::vector<std::string> got = describe(*quick);
    EXPECT_FALSE(got.empty()) << to;
    EXPECT_EQ(got, describe(*parseDocument(edited))) << to;
  }
}

TEST(FunctionReparse, AFunctionAtTheTopLevel) {
  // No module around the functions: the aliases before them are kept.
  std::string text = "!t = i32\n"
                     "func.func @f() -> !t {\n"
                     "  %0 = arith.constant 1 : !t\n"
                     "  return %0 : !t\n"
                     "}\n"
                     "// between\n"
                     "func.func @g() -> i32 {\n"
                     "  %0 = arith.constant 2 : !t\n"
                     "  return %0 : i32\n"
                     "}\n";
  std::unique_ptr<LayoutDocument> base = parseDocument(text);
  ASSERT_TRUE(base->getDiagnostics().empty());
  size_t at = text.find("return %0 : i32", text.find("@g"));
  std::string edited = replaced(text, at, 15, "return %0, %0 : i32, i32");
  EditMap edits;
  edits.replace(at, llvm::StringRef(text).substr(at, 15),
                "return %0, %0 : i32, i32");
  std::optional<FunctionReparse> prepared =
      prepareFunctionReparse(*base, edits, edited);
  ASSERT_TRUE(prepared);
  // The alias and the comment stay, @f is blank, @g is the edited text.
  std::string parsed = prepared->buildText(edited);
  EXPECT_TRUE(llvm::StringRef(parsed).starts_with("!t = i32\n"));
  EXPECT_FALSE(llvm::StringRef(parsed).contains("@f"));
  EXPECT_TRUE(llvm::StringRef(parsed).contains("// between\n"));
  EXPECT_EQ(parsed.size(), edited.size());
  std::unique_ptr<LayoutDocument> quick = prepared->parse(edited);
  ASSERT_TRUE(quick) << parsed;
  EXPECT_FALSE(quick->getDiagnostics().empty());
  EXPECT_EQ(describe(*quick), describe(*parseDocument(edited)));
}

TEST(FunctionReparse, TopLevelFunctionsThatCallEachOther) {
  // MLIR verifies the top level inside a module of its own: the uses of
  // top-level symbols are verified, against their declarations here.
  std::string text = "func.func private @ext(i32) -> i32\n"
                     "func.func @f(%a: i32) -> i32 {\n"
                     "  %0 = func.call @ext(%a) : (i32) -> i32\n"
                     "  return %0 : i32\n"
                     "}\n"
                     "func.func @g(%a: i32) -> i32 {\n"
                     "  %0 = func.call @f(%a) : (i32) -> i32\n"
                     "  return %0 : i32\n"
                     "}\n";
  std::unique_ptr<LayoutDocument> base = parseDocument(text);
  ASSERT_TRUE(base->getDiagnostics().empty());
  for (llvm::StringRef to :
       {"@f(%a, %a) : (i32, i32)", "@nope(%a) : (i32)", "@ext(%a) : (i32)"}) {
    size_t at = text.find("@f(%a) : (i32)");
    std::string edited = replaced(text, at, 14, to);
    std::unique_ptr<LayoutDocument> quick = reparse(*base, edited, at, 14, to);
    ASSERT_TRUE(quick) << to.str();
    EXPECT_EQ(describe(*quick), describe(*parseDocument(edited))) << to.str();
    EXPECT_EQ(quick->getDiagnostics().empty(), to.starts_with("@ext"));
  }
}

TEST(FunctionReparse, EditsInSeveralFunctionsOfDifferentModules) {
  std::string text = generate(2);
  std::unique_ptr<LayoutDocument> base = parseDocument(text);
  ASSERT_TRUE(base->getDiagnostics().empty());
  // A valid edit in @f0 (the top module), lines added in @f2 (an inner
  // module), a verifier error in @f4 (another module).
  std::string edited = text;
  EditMap edits;
  auto edit = [&](llvm::StringRef function, llvm::StringRef from,
                  llvm::StringRef to) {
    size_t at = edited.find(from.str(), edited.find(function.str()));
    ASSERT_NE(at, std::string::npos) << from.str();
    edits.replace(at, llvm::StringRef(edited).substr(at, from.size()), to);
    edited.replace(at, from.size(), to.str());
  };
  edit("@f0", "arith.constant 10", "arith.constant 99");
  edit("@f2", "%s = arith.addi",
       "%n = arith.constant 7 : i32\n      %s = arith.addi");
  edit("@f4", "return %t : i32", "return %t, %b : i32, i32");
  std::optional<FunctionReparse> prepared =
      prepareFunctionReparse(*base, edits, edited);
  ASSERT_TRUE(prepared);
  EXPECT_EQ(prepared->functions.size(), 3u);
  std::string parsed = prepared->buildText(edited);
  EXPECT_EQ(parsed.size(), edited.size());
  // Unedited functions are blank; the modules' braces are kept.
  EXPECT_FALSE(llvm::StringRef(parsed).contains("@f1"));
  EXPECT_TRUE(llvm::StringRef(parsed).contains("@f4"));
  std::unique_ptr<LayoutDocument> quick = prepared->parse(edited);
  ASSERT_TRUE(quick) << parsed;
  std::vector<std::string> got = describe(*quick);
  EXPECT_EQ(got.size(), 1u);
  EXPECT_EQ(got, describe(*parseDocument(edited)));
}

TEST(FunctionReparse, RefusesWhatItCannotBeSureOf) {
  std::string text = generate(2);
  std::unique_ptr<LayoutDocument> base = parseDocument(text);
  auto refuses = [&](llvm::StringRef from, llvm::StringRef to,
                     size_t after = 0) {
    size_t at = text.find(from.str(), after);
    ASSERT_NE(at, std::string::npos) << from.str();
    EXPECT_FALSE(reparse(*base, replaced(text, at, from.size(), to), at,
                         from.size(), to))
        << from.str() << " -> " << to.str();
  };
  // A spec, an alias definition, a signature (the symbol and its type).
  refuses("f32 = dense<[32, 64]>", "f32 = dense<[64, 64]>");
  refuses("#top = #dlti.dl_spec<i64", "#top = #dlti.dl_spec<i32");
  refuses("!t = i32", "!t = i64");
  refuses("@f1(%a: !t", "@g1(%a: !t");
  refuses("@f1(%a: !t", "@f1(%a: i64");
  // A quoted symbol name with an escape (its name is not its text).
  refuses("return %t : i32",
          "func.call @\"a\\22b\"() : () -> ()\n return %t : i32");
  // A DLTI attribute in the new body, a `// -----` split.
  refuses("return %t : i32", "\"test.op\"() {dlti.dl_spec = "
                             "#dlti.dl_spec<>} : () -> ()\n return %t : i32");
  refuses("return %t : i32", "// -----\n return %t : i32");
  // Across functions, and a function whose closing brace is removed.
  refuses("  }\n  module @m0", "  module @m0");
  refuses("return %t : i32\n  }", "return %t : i32\n");
  // A base that has a diagnostic.
  std::string broken = replaced(text, text.find("%s, %c"), 2, "%zz");
  std::unique_ptr<LayoutDocument> brokenBase = parseDocument(broken);
  ASSERT_FALSE(brokenBase->getDiagnostics().empty());
  size_t at = broken.find("arith.constant 12") + 15;
  EXPECT_FALSE(
      reparse(*brokenBase, replaced(broken, at, 2, "99"), at, 2, "99"));
}

TEST(FunctionReparse, SymbolUsesAreVerifiedAgainstDeclarations) {
  std::string text = generate(1, /*problems=*/false, /*symbols=*/true);
  std::unique_ptr<LayoutDocument> base = parseDocument(text);
  ASSERT_TRUE(base->getDiagnostics().empty()) << text;
  // Each kind of use, broken: the stand-in parse has the whole parse's
  // diagnostics, from the declarations of the symbols it does not hold.
  auto same = [&](llvm::StringRef from, llvm::StringRef to) {
    size_t at = text.find(from.str());
    ASSERT_NE(at, std::string::npos) << from.str();
    std::string edited = replaced(text, at, from.size(), to);
    std::unique_ptr<LayoutDocument> quick =
        reparse(*base, edited, at, from.size(), to);
    ASSERT_TRUE(quick) << from.str() << " -> " << to.str();
    std::vector<std::string> got = describe(*quick);
    EXPECT_EQ(got, describe(*parseDocument(edited))) << to.str();
    EXPECT_EQ(got.size(), 1u) << to.str();
  };
  same("func.call @ext(%t) : (i32) -> i32",
       "func.call @ext(%t, %t) : (i32, i32) -> i32");
  same("func.call @ext(%t)", "func.call @nope(%t)");
  same("llvm.call @lext(%t) : (i32) -> i32",
       "llvm.call @lext(%t) : (i32) -> i64");
  same("llvm.mlir.addressof @lg", "llvm.mlir.addressof @mg");
  same("memref.get_global @mg : memref<4xi32>",
       "memref.get_global @mg : memref<8xi32>");
  same("gpu.launch_func @kernels::@k", "gpu.launch_func @kernels::@nope");
  same("args(%t : i32)", "args(%t : i32, %t : i32)");
  // The same uses from the body of an `llvm.func`.
  same("%le = llvm.call @lext(%t) : (i32) -> i32\n    %p",
       "%le = llvm.call @lext(%t, %t) : (i32, i32) -> i32\n    %p");
  same("%p = llvm.mlir.addressof @lg : !llvm.ptr\n    %v",
       "%p = llvm.mlir.addressof @lg : !llvm.ptr<1>\n    %v");
  same("%e = func.call @ext(%t) : (i32) -> i32\n    llvm.br",
       "%e = func.call @lext(%t) : (i32) -> i32\n    llvm.br");
  // A block address: its verifier reads the body of the function it
  // names (for the tag), which no declaration holds.
  size_t f0 = text.find("return %t : i32");
  std::string address = "%x = llvm.blockaddress <function = @lf1, tag = <id "
                        "= 1>> : !llvm.ptr\n return %t : i32";
  std::string tagged = replaced(text, f0, 15, address);
  ASSERT_TRUE(parseDocument(tagged)->getDiagnostics().empty()) << tagged;
  EXPECT_FALSE(reparse(*base, tagged, f0, 15, address));
  // A clean edit in a function full of uses: no diagnostic either way.
  size_t at = text.find("arith.constant 10");
  std::unique_ptr<LayoutDocument> clean =
      reparse(*base, replaced(text, at, 17, "arith.constant 12"), at, 17,
              "arith.constant 12");
  ASSERT_TRUE(clean);
  EXPECT_TRUE(clean->getDiagnostics().empty());
  // A use from a nested module of a symbol of the top module: MLIR looks
  // in the nearest module only, and a verifier that looked further would
  // find what no declaration stands for, so it refuses.
  size_t inner = text.find("return %t : i32", text.find("module @m0"));
  std::string use = "%x = func.call @ext(%t) : (i32) -> i32\n return %t : i32";
  EXPECT_FALSE(reparse(*base, replaced(text, inner, 15, use), inner, 15, use));
}

/// What a run of random edit sequences saw.
struct RandomRun {
  /// Steps the stand-in parse answered; of them, with diagnostics, of
  /// several functions, with declarations of symbols, of an `llvm.func`.
  unsigned reparsed = 0, withDiagnostics = 0, several = 0, declaring = 0,
           llvmBodies = 0;
};

/// Applies `steps` random edit sequences (seeded by `seed`) to `clean` and
/// expects the stand-in parse, wherever it answers, to have the whole
/// parse's diagnostics; stops at the first difference.
RandomRun runRandomEdits(unsigned seed, std::string clean, unsigned steps) {
  Editor editor(seed);
  std::unique_ptr<LayoutDocument> base = parseDocument(clean);
  EXPECT_TRUE(base->getDiagnostics().empty());
  RandomRun run;
  for (unsigned step = 0; step < steps; ++step) {
    std::string text = clean;
    EditMap edits;
    for (unsigned n = editor.pick(1, 3); n > 0; --n)
      editor.edit(text, edits);
    std::unique_ptr<LayoutDocument> whole = parseDocument(text);
    std::optional<FunctionReparse> prepared =
        prepareFunctionReparse(*base, edits, text);
    if (std::unique_ptr<LayoutDocument> quick =
            prepared ? prepared->parse(text) : nullptr) {
      ++run.reparsed;
      run.several += prepared->functions.size() > 1;
      run.declaring += !prepared->declarations.empty();
      run.llvmBodies += llvm::any_of(prepared->functions, [&](auto range) {
        return llvm::StringRef(text)
            .drop_front(range.first)
            .starts_with("llvm.func");
      });
      std::vector<std::string> got = describe(*quick);
      run.withDiagnostics += !got.empty();
      std::vector<std::string> expected = describe(*whole);
      EXPECT_EQ(got, expected) << "step " << step << "\n" << text;
      if (got != expected)
        break;
    }
    // Clean edits are kept, so sequences of edits build on each other.
    if (whole->isParsed() && whole->getDiagnostics().empty()) {
      clean = std::move(text);
      base = std::move(whole);
    }
  }
  // Not vacuous: the reparse answered often, with and without
  // diagnostics, and refused the rest.
  EXPECT_GE(run.reparsed, steps / 10);
  EXPECT_GE(run.withDiagnostics, 5u);
  EXPECT_LT(run.reparsed, steps);
  return run;
}

TEST(FunctionReparse, RandomEditSequencesMatchTheWholeParse) {
  for (unsigned seed : {1u, 2u, 3u}) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    EXPECT_GE(runRandomEdits(seed, generate(3), 250).several, 5u);
  }
}

TEST(FunctionReparse, RandomEditsOfFunctionsThatUseSymbolsMatchTheWholeParse) {
  // Calls, LLVM calls, global addresses, memref globals and kernel launches
  // in the edited bodies, and edits that break them.
  for (unsigned seed : {4u, 5u, 6u}) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    RandomRun run = runRandomEdits(
        seed, generate(2, /*problems=*/false, /*symbols=*/true), 250);
    EXPECT_GE(run.declaring, 250u / 20);
    EXPECT_GE(run.llvmBodies, 5u);
  }
}

} // namespace
