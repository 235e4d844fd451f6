// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VerifierPassesTest.cpp - MLIR's verifier with the specs detached ---===//
//
// The verifier runs over the file with every spec detached, then on each
// spec holder alone with its spec back (docs/compatibility.md). MLIR's own
// errors are mlir-verifier-error whichever pass finds them, each reported
// once; only what needs the spec gets a layout-* code.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/SpecChecker.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// "line: [code] message" of each issue of the document `code`, in order.
std::vector<std::string> issuesOf(llvm::StringRef code) {
  std::unique_ptr<LayoutDocument> doc = parseDocument(code);
  EXPECT_TRUE(doc->isParsed());
  std::vector<std::string> out;
  for (const SpecIssue &issue : checkDocument(*doc, CompatibilityPolicy::Relax))
    out.push_back(std::to_string(issue.where.line) + ": [" + issue.code + "] " +
                  issue.message);
  return out;
}

/// A spec, MLIR's arith.addi error at line 3 (where the first pass stops),
/// then `rest`.
std::string holderWithAnError(llvm::StringRef attributes,
                              llvm::StringRef rest) {
  return ("module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : "
          "vector<2xi64>>" +
          attributes +
          "} {\n"
          "  %0 = \"test.op\"() : () -> i64\n"
          "  %1 = \"arith.addi\"(%0, %0) : (i64, i64) -> i32\n" +
          rest + "}\n")
      .str();
}

const std::string kAddi = "3: [mlir-verifier-error] 'arith.addi' op requires "
                          "the same type for all operands and results";
const std::string kRedefinedF =
    "5: [mlir-verifier-error] redefinition of symbol named 'f'";
constexpr const char *kTwoFs = "  func.func @f() { func.return }\n"
                               "  func.func @f() { func.return }\n";

TEST(VerifierPasses, HolderErrorTheFirstPassDidNotReachIsMLIRsOwn) {
  // The first pass stops at arith.addi; the module's symbol table is
  // verified only in the second pass, and its error does not read the spec.
  EXPECT_EQ(issuesOf(holderWithAnError("", kTwoFs)),
            (std::vector<std::string>{kAddi, kRedefinedF}));
}

TEST(VerifierPasses, NestedHolderErrorIsMLIRsOwn) {
  EXPECT_EQ(
      issuesOf(R"(module {
  %0 = "test.op"() : () -> i64
  %1 = "arith.addi"(%0, %0) : (i64, i64) -> i32
  module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>>} {
    module @n {}
    module @n {}
  }
})"),
      (std::vector<std::string>{
          kAddi, "6: [mlir-verifier-error] redefinition of symbol named 'n'"}));
}

TEST(VerifierPasses, ErrorBothPassesFindIsReportedOnce) {
  EXPECT_EQ(issuesOf(std::string("module attributes {dlti.dl_spec = "
                                 "#dlti.dl_spec<index = 32 : i64>} {\n") +
                     kTwoFs + "}\n"),
            (std::vector<std::string>{
                "3: [mlir-verifier-error] redefinition of symbol named 'f'"}));
}

TEST(VerifierPasses, ErrorThatReadsTheSpecKeepsItsCodeBesideMLIRsOwn) {
  EXPECT_EQ(
      issuesOf(holderWithAnError(", test.other = #dlti.dl_spec<i32 = 32 : i64>",
                                 kTwoFs)),
      (std::vector<std::string>{"1: [layout-multiple-layout-attributes] "
                                "'builtin.module' op expects at most one data "
                                "layout attribute",
                                kAddi, kRedefinedF}));
}
} // namespace
