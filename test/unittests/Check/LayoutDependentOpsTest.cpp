// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutDependentOpsTest.cpp - Casts and allocations under a layout --===//
//
// Casts between types whose sizes differ under the scope's layout
// (`layout-cast-size-mismatch`) and allocations aligned below what they
// hold (`layout-allocation-underaligned`): each case states what MLIR 22
// and LLVM do with it (lib/Check/CastSizes.cpp), and the negatives (equal
// sizes, sizes the tool cannot know, aligned allocations, no alignment)
// that must stay silent.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/CheckedIssues.h"
#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/DiagnosticCodes.h"
#include "mlir-layout/Check/LayoutDependentOps.h"
#include "mlir-layout/Check/SpecChecker.h"

#include "mlir/IR/Operation.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// The issues of `text` with `code`.
std::vector<SpecIssue> issuesOf(llvm::StringRef text, llvm::StringRef code) {
  auto doc = parseDocument(text);
  std::vector<SpecIssue> found;
  for (SpecIssue &issue : checkVerified(*doc))
    if (issue.code == code)
      found.push_back(std::move(issue));
  return found;
}

/// The cast problems of `text`.
std::vector<SpecIssue> castIssues(llvm::StringRef text) {
  return issuesOf(text, codes::kCastSizeMismatch);
}

/// The allocation problems of `text`.
std::vector<SpecIssue> allocationIssues(llvm::StringRef text) {
  return issuesOf(text, codes::kAllocationUnderaligned);
}

/// `body` in a module with `spec` (entries) around it.
std::string inModule(const std::string &spec, const std::string &body) {
  std::string head = "module";
  if (!spec.empty())
    head += " attributes {dlti.dl_spec = #dlti.dl_spec<" + spec + ">}";
  return head + " {\n" + body + "}\n";
}

/// An `llvm.func` whose argument `%a` has type `from` and whose only op
/// casts it to `to`.
std::string llvmBitcast(const std::string &from, const std::string &to) {
  return "llvm.func @f(%a: " + from + ") {\n  %b = llvm.bitcast %a : " + from +
         " to " + to + "\n  llvm.return\n}\n";
}

const char *const kI64Spec = "i64 = dense<[64, 64]> : vector<2xi64>";
} // namespace

TEST(CastSizes, LLVMBitcastBetweenSizesThatDifferIsAnError) {
  // MLIR 22 verifies it; mlir-translate: "Invalid bitcast".
  std::vector<SpecIssue> issues =
      castIssues(inModule("", llvmBitcast("i64", "f32")));
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].severity, Severity::Error);
  EXPECT_EQ(issues[0].message, "llvm.bitcast changes the size: i64 is 8 "
                               "bytes, f32 is 4 bytes in this scope");
  EXPECT_EQ(issues[0].where.line, 3u);
  EXPECT_EQ(issues[0].where.column, 8u);
}

TEST(CastSizes, LLVMBitcastComparesBits) {
  // Both are one byte in memory, but LLVM rejects i1 to i8.
  std::vector<SpecIssue> issues =
      castIssues(inModule("", llvmBitcast("i1", "i8")));
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].message, "llvm.bitcast changes the size: i1 is 1 bit, "
                               "i8 is 8 bits in this scope");
}

TEST(CastSizes, LLVMBitcastBetweenEqualSizesIsFine) {
  EXPECT_TRUE(castIssues(inModule("", llvmBitcast("i32", "f32"))).empty());
  EXPECT_TRUE(
      castIssues(inModule("", llvmBitcast("vector<2xi32>", "i64"))).empty());
  // A vector's elements, not its size rounded up in memory (16 bytes).
  EXPECT_TRUE(
      castIssues(inModule("", llvmBitcast("vector<3xi32>", "i96"))).empty());
  EXPECT_TRUE(castIssues(inModule("\"dlti.endianness\" = \"big\"",
                                  llvmBitcast("vector<4xi8>", "f32")))
                  .empty());
}

TEST(CastSizes, UnknownSizesAreNotCompared) {
  // Scalable vectors: their size is a multiple of vscale.
  EXPECT_TRUE(
      castIssues(inModule("", llvmBitcast("vector<[4]xi32>", "vector<4xi32>")))
          .empty());
  EXPECT_TRUE(castIssues(inModule("", llvmBitcast("vector<[4]xi32>",
                                                  "vector<[8]xi32>")))
                  .empty());
  // A view of a buffer of dynamic size.
  EXPECT_TRUE(
      castIssues(inModule("", "func.func @v(%a: memref<?xi8>) {\n"
                              "  %c0 = arith.constant 0 : index\n"
                              "  %b = memref.view %a[%c0][] : memref<?xi8> "
                              "to memref<64xi64>\n"
                              "  return\n}\n"))
          .empty());
}

/// A vector.bitcast of `vector<2xindex>` to `to`.
static std::string indexBitcast(const std::string &to) {
  return "func.func @f(%a: vector<2xindex>) {\n"
         "  %b = vector.bitcast %a : vector<2xindex> to " +
         to + "\n  return\n}\n";
}

TEST(CastSizes, VectorBitcastOfIndexFollowsTheScopesIndexWidth) {
  // MLIR's verifier compares under the op's data layout (mlir-opt rejects
  // this with index = 32), but runs with the specs detached here.
  std::vector<SpecIssue> issues =
      castIssues(inModule("index = 32 : i64", indexBitcast("vector<2xi64>")));
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].severity, Severity::Error);
  EXPECT_EQ(issues[0].message,
            "vector.bitcast changes the size: vector<2xindex> is 8 bytes, "
            "vector<2xi64> is 16 bytes in this scope");
  ASSERT_EQ(issues[0].related.size(), 1u);
  EXPECT_EQ(issues[0].related[0].where.line, 1u);
  EXPECT_NE(issues[0].related[0].message.find("index = 32"), std::string::npos)
      << issues[0].related[0].message;
  // The same cast under MLIR's default 64-bit index, or a 64-bit entry.
  EXPECT_TRUE(castIssues(inModule("", indexBitcast("vector<2xi64>"))).empty());
  EXPECT_TRUE(
      castIssues(inModule("index = 64 : i64", indexBitcast("vector<2xi64>")))
          .empty());
}

TEST(CastSizes, WhatMLIRsVerifierRejectsIsNotRepeated) {
  // Unequal under MLIR's default too: mlir-verifier-error says it.
  std::string text =
      inModule("", "func.func @f(%a: vector<4xi32>) {\n"
                   "  %b = vector.bitcast %a : vector<4xi32> to vector<2xi32>\n"
                   "  return\n}\n");
  EXPECT_TRUE(castIssues(text).empty());
  EXPECT_EQ(issuesOf(text, codes::kMLIRVerifierError).size(), 1u);
}

/// A view of a 16-byte buffer at byte `shift` as `to`.
static std::string view(const std::string &shift, const std::string &to) {
  return "func.func @v(%a: memref<16xi8>) {\n"
         "  %c = arith.constant " +
         shift +
         " : index\n"
         "  %b = memref.view %a[%c][] : memref<16xi8> to " +
         to + "\n  return\n}\n";
}

TEST(CastSizes, ViewPastItsSourceIsAWarning) {
  // MLIR 22 accepts it; accesses past the 16 bytes are out of bounds.
  std::vector<SpecIssue> issues =
      castIssues(inModule("", view("0", "memref<4xi64>")));
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].severity, Severity::Warning);
  EXPECT_EQ(issues[0].message,
            "memref.view ends past its source: memref<4xi64> is 32 bytes at "
            "byte 0, memref<16xi8> is 16 bytes in this scope");
  // The shift counts.
  EXPECT_TRUE(castIssues(inModule("", view("8", "memref<2xi32>"))).empty());
  EXPECT_EQ(castIssues(inModule("", view("12", "memref<2xi32>"))).size(), 1u);
}

TEST(CastSizes, ViewSizesComeFromTheScopesLayout) {
  // Four indexes fill 16 bytes only at 32 bits.
  std::vector<SpecIssue> wide =
      castIssues(inModule("index = 64 : i64", view("0", "memref<4xindex>")));
  ASSERT_EQ(wide.size(), 1u);
  EXPECT_EQ(wide[0].message,
            "memref.view ends past its source: memref<4xindex> is 32 bytes at "
            "byte 0, memref<16xi8> is 16 bytes in this scope");
  // The entry that decides the element's size is named.
  ASSERT_EQ(wide[0].related.size(), 1u);
  EXPECT_NE(wide[0].related[0].message.find("index = 64"), std::string::npos)
      << wide[0].related[0].message;
  EXPECT_EQ(castIssues(inModule("", view("0", "memref<4xindex>"))).size(), 1u);
  EXPECT_TRUE(
      castIssues(inModule("index = 32 : i64", view("0", "memref<4xindex>")))
          .empty());
}

TEST(AllocationAlignment, UnderalignedAllocationsAreWarnings) {
  std::string text = inModule(
      kI64Spec,
      "func.func @f() {\n"
      "  %a = memref.alloc() {alignment = 2 : i64} : memref<8xi64>\n"
      "  %b = memref.alloca() {alignment = 4 : i64} : memref<8xi64>\n"
      "  return\n}\n"
      "memref.global \"private\" @g : memref<4xi64> = dense<0> "
      "{alignment = 2 : i64}\n"
      "llvm.mlir.global internal @h(0 : i64) {alignment = 2 : i64} : i64\n"
      "llvm.func @l(%n: i32) {\n"
      "  %p = llvm.alloca %n x i64 {alignment = 2 : i64} : (i32) -> "
      "!llvm.ptr\n"
      "  %h = llvm.mlir.addressof @h : !llvm.ptr\n"
      "  %v = llvm.load %h : !llvm.ptr -> i64\n"
      "  llvm.store %v, %p : i64, !llvm.ptr\n"
      "  llvm.return\n}\n");
  std::vector<SpecIssue> issues = allocationIssues(text);
  ASSERT_EQ(issues.size(), 5u);
  EXPECT_EQ(issues[0].severity, Severity::Warning);
  EXPECT_EQ(issues[0].message, "memref.alloc asks for alignment 2, below "
                               "i64's ABI alignment of 8 bytes in this scope");
  EXPECT_EQ(issues[0].where.line, 3u);
  ASSERT_EQ(issues[0].related.size(), 1u);
  EXPECT_EQ(issues[0].related[0].where.line, 1u);
  EXPECT_EQ(issues[0].related[0].message,
            "`i64 = dense<[64, 64]> : vector<2xi64>` decides i64's alignment");
  const char *ops[] = {"memref.alloc ", "memref.alloca ", "memref.global ",
                       "llvm.mlir.global ", "llvm.alloca "};
  for (auto [issue, op] : llvm::zip(issues, ops))
    EXPECT_EQ(issue.message.rfind(op, 0), 0u) << issue.message;
}

TEST(AllocationAlignment, AlignedAllocationsAndNoAlignmentAreFine) {
  EXPECT_TRUE(
      allocationIssues(
          inModule(kI64Spec,
                   "func.func @f(%n: i32) {\n"
                   "  %a = memref.alloc() {alignment = 8 : i64} : "
                   "memref<8xi64>\n"
                   "  %b = memref.alloc() {alignment = 64 : i64} : "
                   "memref<8xi64>\n"
                   "  %c = memref.alloc() : memref<8xi64>\n"
                   "  %d = memref.alloca() {alignment = 4 : i64} : "
                   "memref<8xf32>\n"
                   // 0: LLVM's "no alignment given".
                   "  %p = llvm.alloca %n x i64 {alignment = 0 : i64} : "
                   "(i32) -> !llvm.ptr\n"
                   "  %q = llvm.alloca %n x i64 : (i32) -> !llvm.ptr\n"
                   "  return\n}\n"
                   "llvm.mlir.global internal @h(0 : i64) : i64\n"))
          .empty());
}

TEST(AllocationAlignment, TheScopesLayoutDecides) {
  std::string body = "func.func @f() {\n"
                     "  %a = memref.alloc() {alignment = 4 : i64} : "
                     "memref<8xi64>\n"
                     "  return\n}\n";
  // MLIR's default i64 is 4-byte aligned (preferred 8): enough.
  EXPECT_TRUE(allocationIssues(inModule("", body)).empty());
  EXPECT_EQ(allocationIssues(inModule(kI64Spec, body)).size(), 1u);
  // Nested: the innermost scope's layout.
  std::string nested = "module attributes {dlti.dl_spec = #dlti.dl_spec<" +
                       std::string(kI64Spec) + ">} {\n" + body +
                       "  module @m attributes {dlti.dl_spec = "
                       "#dlti.dl_spec<i64 = dense<[32, 64]> : "
                       "vector<2xi64>>} {\n" +
                       body + "  }\n}\n";
  std::vector<SpecIssue> issues = allocationIssues(nested);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].where.line, 3u);
  EXPECT_EQ(issues[0].scope, "builtin.module@1");
}

TEST(AllocationAlignment, AnIntegerAlignedByAnotherWidthsEntryIsNotAWarning) {
  // Under an `i64` entry alone MLIR aligns `i8` like `i64` (nearest wider
  // entry), but the LLVM data layout the spec becomes keeps `i8`
  // byte-aligned: nothing breaks below that alignment.
  std::string body = "func.func @f() {\n"
                     "  %a = memref.alloca() {alignment = 1 : i64} : "
                     "memref<8xi8>\n"
                     "  return\n}\n";
  EXPECT_TRUE(allocationIssues(inModule(kI64Spec, body)).empty());
  // An entry of its own width decides it: then it is a warning.
  EXPECT_EQ(allocationIssues(inModule(std::string(kI64Spec) +
                                          ", i8 = dense<[16, 16]> : "
                                          "vector<2xi64>",
                                      body))
                .size(),
            1u);
}

TEST(AllocationAlignment, IsDataForTheHover) {
  auto doc = parseDocument(inModule(
      kI64Spec, "func.func @f() {\n"
                "  %a = memref.alloc() {alignment = 2 : i64} : memref<8xi64>\n"
                "  %b = memref.alloc() {alignment = 16 : i64} : memref<8xi64>\n"
                "  %c = memref.alloc() : memref<8xi64>\n"
                "  return\n}\n"));
  std::vector<Operation *> allocs;
  doc->getBody().walk([&](Operation *op) {
    if (op->getName().getStringRef() == "memref.alloc")
      allocs.push_back(op);
  });
  ASSERT_EQ(allocs.size(), 3u);
  std::optional<AllocationAlignment> below =
      getAllocationAlignment(*doc, allocs[0]);
  ASSERT_TRUE(below);
  EXPECT_TRUE(below->isBelow());
  EXPECT_EQ(below->alignment, 2u);
  EXPECT_EQ(below->abiAlignment, 8u);
  EXPECT_EQ(below->type, "i64");
  ASSERT_TRUE(below->entry);
  EXPECT_EQ(below->entry->where.line, 1u);
  std::optional<AllocationAlignment> above =
      getAllocationAlignment(*doc, allocs[1]);
  ASSERT_TRUE(above);
  EXPECT_FALSE(above->isBelow());
  EXPECT_FALSE(getAllocationAlignment(*doc, allocs[2]));
}

TEST(LayoutDependentOps, DescriptionNamesWhatTheChecksRead) {
  auto describe = [](llvm::StringRef text) {
    auto doc = parseDocument(text);
    return describeLayoutDependentOps(&doc->getBody().front());
  };
  std::string base = describe(inModule(kI64Spec, view("8", "memref<2xi32>")));
  // The view's shift is another op's constant.
  EXPECT_NE(base, describe(inModule(kI64Spec, view("12", "memref<2xi32>"))));
  EXPECT_NE(base.find("memref.view"), std::string::npos) << base;
  auto alloc = [](const char *alignment) {
    return inModule(kI64Spec,
                    std::string("func.func @f() {\n  %a = memref.alloc() "
                                "{alignment = ") +
                        alignment + " : i64} : memref<8xi64>\n  return\n}\n");
  };
  EXPECT_NE(describe(alloc("8")), describe(alloc("2")));
}

TEST(AllocationAlignment, LLVMAllocationsAreJudgedByTheirAccesses) {
  // An LLVM global or alloca below its type's alignment is reported only
  // where an access through its pointer assumes more than it gives.
  std::string text = inModule(
      kI64Spec,
      "llvm.mlir.global internal @says(0 : i64) {alignment = 2 : i64} : i64\n"
      "llvm.mlir.global internal @assumes(0 : i64) {alignment = 2 : i64} : "
      "i64\n"
      "llvm.func @use(!llvm.ptr)\n"
      "llvm.func @l(%n: i32, %x: i64) {\n"
      "  %a = llvm.mlir.addressof @says : !llvm.ptr\n"
      "  llvm.store %x, %a {alignment = 2 : i64} : i64, !llvm.ptr\n"
      "  %b = llvm.mlir.addressof @assumes : !llvm.ptr\n"
      "  %g = llvm.getelementptr %b[1] : (!llvm.ptr) -> !llvm.ptr, i8\n"
      "  %v = llvm.load %g {alignment = 4 : i64} : !llvm.ptr -> i64\n"
      "  %p = llvm.alloca %n x i64 {alignment = 2 : i64} : (i32) -> "
      "!llvm.ptr\n"
      "  llvm.call @use(%p) : (!llvm.ptr) -> ()\n"
      "  llvm.return\n}\n");
  std::vector<SpecIssue> issues = allocationIssues(text);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].message, "llvm.mlir.global asks for alignment 2, below "
                               "i64's ABI alignment of 8 bytes in this scope");
  ASSERT_GE(issues[0].related.size(), 1u);
  EXPECT_EQ(issues[0].related[0].message, "llvm.load here assumes alignment 4");
}
