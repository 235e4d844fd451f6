// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MessageLengthTest.cpp - Messages of at most 200 characters ---------===//
//
// A diagnostic's message names its problem in at most kMaxMessageLength
// characters whatever the input: the text of the file it quotes (types,
// scope paths, values, triples) is abbreviated, and MLIR's own messages,
// which can quote whole types, are cut with their whole text kept as the
// first related information. test/Check/message-length.test checks the
// shipped files; these are the inputs that would make a message long.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Support/MessageText.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// The related information `limitMessageLength` adds to a cut message.
constexpr llvm::StringLiteral kWholeMessage = "the whole message: ";

/// True when `issue` had its message cut to fit.
bool wasCut(const SpecIssue &issue) {
  return !issue.related.empty() &&
         llvm::StringRef(issue.related.front().message)
             .starts_with(kWholeMessage);
}

/// The issues of `code` under `policy`, each message checked for length.
std::vector<SpecIssue>
checkShort(llvm::StringRef code,
           CompatibilityPolicy policy = CompatibilityPolicy::Relax) {
  auto doc = parseDocument(code);
  std::vector<SpecIssue> issues = checkDocument(*doc, policy);
  for (const SpecIssue &issue : issues)
    EXPECT_LE(issue.message.size(), kMaxMessageLength)
        << issue.code << ": " << issue.message;
  return issues;
}

/// "@" followed by `count` copies of `letter`.
std::string longName(char letter, size_t count = 60) {
  return "@" + std::string(count, letter);
}
} // namespace

TEST(MessageText, AbbreviateKeepsShortTextAndCutsLongText) {
  EXPECT_EQ(abbreviate("i32"), "i32");
  EXPECT_EQ(abbreviate("  !llvm.struct<(i8,\n    i64)>  "),
            "!llvm.struct<(i8, i64)>");
  std::string cut = abbreviate(std::string(100, 'x'), 20);
  EXPECT_EQ(cut.size(), 20u);
  EXPECT_EQ(cut, std::string(17, 'x') + "...");
}

TEST(MessageText, AbbreviatePathKeepsTheInnermostScopes) {
  EXPECT_EQ(abbreviatePath("@outer::@inner"), "@outer::@inner");
  std::string path = "@" + std::string(40, 'a') + "::@" + std::string(10, 'b');
  std::string cut = abbreviatePath(path);
  EXPECT_EQ(cut.size(), kMaxQuotedPathLength);
  EXPECT_TRUE(llvm::StringRef(cut).starts_with("..."));
  EXPECT_TRUE(llvm::StringRef(cut).ends_with("::@" + std::string(10, 'b')));
}

TEST(MessageText, AbbreviateNeverCutsAUtf8Sequence) {
  // "é" is two bytes: a cut after an odd number of bytes backs off one.
  std::string text;
  for (int i = 0; i < 40; ++i)
    text += "\xC3\xA9";
  std::string cut = abbreviate(text, 20);
  EXPECT_LE(cut.size(), 20u);
  EXPECT_EQ(cut, text.substr(0, 16) + "...");
}

TEST(MessageText, ShortenMessageCutsAfterAClause) {
  EXPECT_EQ(shortenMessage("short"), "short");
  std::string first(120, 'a'), second(120, 'b');
  std::string shortened = shortenMessage(first + "; " + second);
  EXPECT_EQ(shortened, first + "...");
  // No clause in reach: after the last word that fits.
  std::string words;
  while (words.size() < 400)
    words += "word ";
  shortened = shortenMessage(words);
  EXPECT_LE(shortened.size(), kMaxMessageLength);
  EXPECT_TRUE(llvm::StringRef(shortened).ends_with("word..."));
}

TEST(MessageLength, LongScopePathsAreAbbreviated) {
  // Three nested modules with 60-character names: each path passes 120
  // characters, and the nested checks name two of them.
  std::string a = longName('a'), b = longName('b'), c = longName('c');
  std::string code =
      "module " + a +
      " attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : "
      "vector<2xi64>, index = 64 : i64, !llvm.ptr = dense<64> : "
      "vector<4xi64>, \"dlti.endianness\" = \"little\">} {\n"
      "  module " +
      b + " {\n    module " + c +
      " attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<128> : "
      "vector<2xi64>, index = 32 : i64, !llvm.ptr = dense<32> : "
      "vector<4xi64>, \"dlti.endianness\" = \"big\">} {\n    }\n  }\n}\n";
  for (CompatibilityPolicy policy :
       {CompatibilityPolicy::Relax, CompatibilityPolicy::Strict}) {
    std::vector<SpecIssue> issues = checkShort(code, policy);
    ASSERT_EQ(issues.size(), 4u) << getPolicyName(policy);
    for (const SpecIssue &issue : issues) {
      EXPECT_FALSE(wasCut(issue)) << issue.message;
      // The scope keeps its whole path; the message names it abbreviated,
      // by the end of the innermost scope's name.
      EXPECT_EQ(issue.scope, a + "::" + b + "::" + c);
      EXPECT_NE(issue.message.find("..." + std::string(33, 'c')),
                std::string::npos)
          << issue.message;
    }
  }
}

TEST(MessageLength, LongKeysAndValuesAreAbbreviated) {
  // A key of a dialect that is not loaded and an unknown DLTI key, each
  // longer than a message.
  std::string type = "!mydev.vec<\"" + std::string(300, 'k') + "\">";
  std::string key = "dlti." + std::string(300, 'z');
  std::vector<SpecIssue> issues =
      checkShort("module attributes {dlti.dl_spec = #dlti.dl_spec<" + type +
                 " = 32 : i64, \"" + key + "\" = 1 : i64>} {\n}\n");
  ASSERT_EQ(issues.size(), 2u);
  for (const SpecIssue &issue : issues)
    EXPECT_FALSE(wasCut(issue)) << issue.message;
  EXPECT_EQ(issues[0].code, "layout-unchecked-entry");
  EXPECT_EQ(issues[0].key, type);
  EXPECT_EQ(issues[1].code, "layout-unknown-dlti-key");
}

TEST(MessageLength, LongTripleIsAbbreviated) {
  std::string triple = std::string(250, 'x') + "-unknown-none";
  std::vector<SpecIssue> issues =
      checkShort("module attributes {llvm.target_triple = \"" + triple +
                 "\"} {\n  llvm.func @f(%a: i64)\n}\n");
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].code, "layout-unknown-target");
  EXPECT_FALSE(wasCut(issues[0])) << issues[0].message;
  // LLVM's own words name the whole triple, in the related information.
  ASSERT_EQ(issues[0].related.size(), 1u);
  EXPECT_NE(issues[0].related[0].message.find(triple), std::string::npos);
}

TEST(MessageLength, MLIRMessagesQuotingWholeTypesAreCut) {
  // MLIR's verifier quotes the returned struct whole: hundreds of
  // characters.
  std::string fields;
  for (int i = 0; i < 60; ++i)
    fields += (i ? ", " : "") + std::string("i32");
  std::string type = "!llvm.struct<(" + fields + ")>";
  std::vector<SpecIssue> issues =
      checkShort("func.func @f(%a: " + type +
                 ") -> i32 {\n  return %a : " + type + "\n}\n");
  ASSERT_FALSE(issues.empty());
  const SpecIssue &issue = issues[0];
  EXPECT_EQ(issue.code, "mlir-verifier-error");
  EXPECT_TRUE(llvm::StringRef(issue.message).ends_with("...")) << issue.message;
  ASSERT_TRUE(wasCut(issue));
  // The whole message, type and all, is the first related information.
  EXPECT_NE(issue.related[0].message.find(type), std::string::npos);
  EXPECT_EQ(issue.related[0].where.line, issue.where.line);
}
