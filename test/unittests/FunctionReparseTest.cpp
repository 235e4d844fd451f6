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

#include "TestDocument.h"

#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Features/FunctionReparse.h"

#include "gtest/gtest.h"

#include <random>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {

/// A function of a few ops; `call` adds a call of itself.
std::string function(unsigned id, const std::string &indent, bool call) {
  std::string p = indent + "  ";
  std::string text = indent + "func.func @f" + std::to_string(id) +
                     "(%a: !t, %b: i32, %v: vector<4xf32>) -> i32 {\n";
  text += p + "%c = arith.constant " + std::to_string(10 + id) + " : i32\n";
  text += p + "%s = arith.addi %a, %b : i32\n";
  text += p + "%t = arith.muli %s, %c : i32\n";
  text += p + "%w = arith.addf %v, %v : vector<4xf32>\n";
  if (call)
    text += p + "%r = func.call @f" + std::to_string(id) +
            "(%t, %b, %w) : (i32, i32, vector<4xf32>) -> i32\n";
  text += p + "return %t : i32\n";
  return text + indent + "}\n";
}

/// A file of functions at every level of nested modules with specs.
std::string generate(unsigned modules) {
  std::string text =
      "#top = #dlti.dl_spec<i64 = dense<[64, 64]> : vector<2xi64>, "
      "index = 64 : i64>\n!t = i32\n// a comment\n"
      "module @top attributes {dlti.dl_spec = #top} {\n";
  unsigned id = 0;
  text += function(id++, "  ", false);
  for (unsigned m = 0; m < modules; ++m) {
    std::string name = "@m" + std::to_string(m);
    text += "  module " + name +
            " attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[32, "
            "64]> : vector<2xi64>>} {\n";
    text += function(id++, "    ", false);
    text += "    module " + name +
            "_inner attributes {dlti.dl_spec = #dlti.dl_spec<f64 = "
            "dense<[64, 64]> : vector<2xi64>>} {\n";
    text += function(id++, "      ", m % 2 == 1);
    text += "    }\n";
    text += "  }\n";
    text += function(id++, "  ", false);
  }
  return text + "}\n";
}

/// Applies random edits to a text, recording them in an EditMap.
class Editor {
public:
  explicit Editor(unsigned seed) : rng(seed) {}

  /// Applies one random edit to `text`.
  void edit(std::string &text, EditMap &edits) {
    static const char *const snippets[] = {
        "\n    %n = arith.constant 7 : i32",
        " ",
        "}",
        "{",
        "%",
        "\"",
        "// c\n",
        "@f0",
        "dlti",
        "\n",
        "x",
        "\n    %q = arith.addi %a, %b : i64\n",
        "\n    %q = arith.addi %a, %a : !t\n",
        "-----",
    };
    switch (pick(0, 6)) {
    case 0: { // a constant's digits
      size_t at = nth(text, "arith.constant ");
      if (at == std::string::npos)
        return;
      at += std::string("arith.constant ").size();
      replace(text, edits, at, 1, std::to_string(pick(1, 9)));
      return;
    }
    case 1: { // a type token
      size_t at = nth(text, "i32");
      if (at != std::string::npos)
        replace(text, edits, at, 3, pick(0, 1) ? "i64" : "f32");
      return;
    }
    case 2: // one character removed
      if (!text.empty())
        replace(text, edits, pick(0, text.size() - 1), 1, "");
      return;
    case 3: // a snippet inserted
      replace(text, edits, pick(0, text.size()), 0,
              snippets[pick(0, std::size(snippets) - 1)]);
      return;
    case 4: { // a return with the wrong operands (a verifier error)
      size_t at = nth(text, "return %t : i32");
      if (at != std::string::npos)
        replace(text, edits, at, 15, "return %t, %b : i32, i32");
      return;
    }
    case 5: { // a whole line removed
      size_t at = nth(text, "\n");
      if (at == std::string::npos)
        return;
      size_t end = text.find('\n', at + 1);
      if (end != std::string::npos)
        replace(text, edits, at, end - at, "");
      return;
    }
    default: { // a range removed, maybe across functions
      size_t at = pick(0, text.size() - 1);
      replace(text, edits, at, std::min<size_t>(text.size() - at, pick(1, 200)),
              "");
      return;
    }
    }
  }

  unsigned pick(unsigned lo, unsigned hi) {
    return std::uniform_int_distribution<unsigned>(lo, hi)(rng);
  }

private:
  /// A random occurrence of `needle` in `text`.
  size_t nth(const std::string &text, const std::string &needle) {
    std::vector<size_t> found;
    for (size_t at = text.find(needle); at != std::string::npos;
         at = text.find(needle, at + 1))
      found.push_back(at);
    return found.empty() ? std::string::npos : found[pick(0, found.size() - 1)];
  }

  static void replace(std::string &text, EditMap &edits, size_t at,
                      size_t length, const std::string &inserted) {
    edits.replace(at, llvm::StringRef(text).substr(at, length), inserted);
    text.replace(at, length, inserted);
  }

  std::mt19937 rng;
};

/// The parse and verifier diagnostics of `doc` as text: code, severity,
/// message, line, column, byte range and notes of each.
std::vector<std::string> describe(LayoutDocument &doc) {
  std::vector<std::string> lines;
  auto where = [&](const SourcePos &pos) {
    std::string text =
        std::to_string(pos.line) + ":" + std::to_string(pos.column);
    if (pos.range.Start.isValid())
      text += " [" + std::to_string(doc.getOffset(pos.range.Start)) + ", " +
              std::to_string(
                  pos.range.End.isValid() ? doc.getOffset(pos.range.End) : 0) +
              ")";
    return text;
  };
  for (const SpecIssue &issue : checkParse(doc)) {
    std::string line = issue.code + " " + getSeverityName(issue.severity) +
                       " " + where(issue.where) + " " + issue.message;
    for (const RelatedInfo &info : issue.related)
      line += " | note " + where(info.where) + " " + info.message;
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
  return reparse ? reparse->parse() : nullptr;
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
  EXPECT_TRUE(llvm::StringRef(prepared->text).starts_with("!t = i32\n"));
  EXPECT_FALSE(llvm::StringRef(prepared->text).contains("@f"));
  EXPECT_TRUE(llvm::StringRef(prepared->text).contains("// between\n"));
  EXPECT_EQ(prepared->text.size(), edited.size());
  std::unique_ptr<LayoutDocument> quick = prepared->parse();
  ASSERT_TRUE(quick) << prepared->text;
  EXPECT_FALSE(quick->getDiagnostics().empty());
  EXPECT_EQ(describe(*quick), describe(*parseDocument(edited)));
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
  // A symbol or a DLTI attribute in the new body, a `// -----` split.
  refuses("return %t : i32", "func.call @f0() : () -> ()\n return %t : i32");
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

TEST(FunctionReparse, RandomEditSequencesMatchTheWholeParse) {
  for (unsigned seed : {1u, 2u, 3u}) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Editor editor(seed);
    std::string clean = generate(3);
    std::unique_ptr<LayoutDocument> base = parseDocument(clean);
    unsigned reparsed = 0, withDiagnostics = 0, steps = 250;
    for (unsigned step = 0; step < steps; ++step) {
      std::string text = clean;
      EditMap edits;
      for (unsigned n = editor.pick(1, 3); n > 0; --n)
        editor.edit(text, edits);
      std::unique_ptr<LayoutDocument> whole = parseDocument(text);
      if (std::unique_ptr<LayoutDocument> quick =
              reparseEdited(*base, edits, text)) {
        ++reparsed;
        std::vector<std::string> got = describe(*quick);
        withDiagnostics += !got.empty();
        ASSERT_EQ(got, describe(*whole)) << "step " << step << "\n" << text;
      }
      // Clean edits are kept, so sequences of edits build on each other.
      if (whole->isParsed() && whole->getDiagnostics().empty()) {
        clean = std::move(text);
        base = std::move(whole);
      }
    }
    // Not vacuous: the reparse answered often, with and without
    // diagnostics, and refused the rest.
    EXPECT_GE(reparsed, steps / 10);
    EXPECT_GE(withDiagnostics, 5u);
    EXPECT_LT(reparsed, steps);
  }
}

} // namespace
