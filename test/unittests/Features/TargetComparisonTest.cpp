// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetComparisonTest.cpp - One type across targets -----------------===//
//
// The engine behind `mlir-layout targets` (and the language server's
// "compare targets"): the scope's own spec replaced by each target's, the
// numbers, field offsets and deciding entries per target, and the errors
// for a target that cannot be derived.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Features/TargetComparison.h"
#include "mlir-layout/LLVM/TargetAbi.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// A scope with its own spec (replaced) inside one with an `index` entry
/// (kept, as the targets' specs have none).
constexpr const char *kSource = R"mlir(
!s = !llvm.struct<(i8, i64)>
module @outer attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
  module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<16>>} {
  }
}
)mlir";

/// The layout of `text` in @outer::@m of kSource for `targets`.
TargetComparison compare(LayoutDocument &doc, llvm::StringRef text,
                         llvm::ArrayRef<TargetChoice> targets) {
  std::string error;
  Type type = doc.parseType(text, error);
  EXPECT_TRUE(type) << error;
  const LayoutScope *scope = doc.getScopes().findByPath("@outer::@m");
  EXPECT_NE(scope, nullptr);
  llvm::Expected<TargetComparison> comparison =
      compareTargets(doc, *scope, type, targets);
  EXPECT_TRUE(bool(comparison)) << llvm::toString(comparison.takeError());
  return std::move(*comparison);
}

TEST(TargetComparisonTest, StructPerTarget) {
  std::unique_ptr<LayoutDocument> doc = parseDocument(kSource);
  TargetComparison c =
      compare(*doc, "!s",
              {{"x86_64-unknown-linux-gnu", "", "", ""},
               {"i686-unknown-linux-gnu", "", "", ""},
               {"armv7-unknown-linux-gnueabihf", "", "", "apcs-gnu"}});
  EXPECT_EQ(c.type, "!llvm.struct<(i8, i64)>");
  EXPECT_EQ(c.scope, "@outer::@m");
  ASSERT_EQ(c.targets.size(), 3u);
  // The scope's own i64 entry (16 bits) takes no part: each target's does.
  const uint64_t sizes[] = {16, 12, 12}, alignments[] = {8, 4, 4},
                 offsets[] = {8, 4, 4};
  for (size_t i = 0; i < 3; ++i) {
    const TargetLayout &t = c.targets[i];
    ASSERT_TRUE(t.result.hasLayout());
    EXPECT_EQ(t.result.layout->size, sizes[i]);
    EXPECT_EQ(t.result.layout->abiAlignment, alignments[i]);
    ASSERT_TRUE(t.table);
    ASSERT_EQ(t.table->rows.size(), 2u);
    EXPECT_EQ(t.table->rows[1].offset, offsets[i]);
    EXPECT_FALSE(t.dataLayout.empty());
  }
  EXPECT_EQ(c.targets[2].target.abi, "apcs-gnu");
  // The deciding i64 entry is the target's, in the replaced scope.
  auto i64Entry = [](const TargetLayout &t) {
    for (const EntryRef &entry : t.entries)
      if (entry.key == "i64")
        return entry;
    return EntryRef();
  };
  EXPECT_EQ(i64Entry(c.targets[0]).value, "dense<64> : vector<2xi64>");
  EXPECT_EQ(i64Entry(c.targets[1]).value, "dense<[32, 64]> : vector<2xi64>");
  EXPECT_EQ(i64Entry(c.targets[1]).scope, "@outer::@m");
  EXPECT_FALSE(i64Entry(c.targets[1]).where.isKnown());
}

TEST(TargetComparisonTest, OuterEntriesStillApply) {
  std::unique_ptr<LayoutDocument> doc = parseDocument(kSource);
  TargetComparison c =
      compare(*doc, "index", {{"x86_64-unknown-linux-gnu", "", "", ""}});
  const TargetLayout &t = c.targets.front();
  ASSERT_TRUE(t.result.hasLayout());
  EXPECT_EQ(t.result.layout->size, 4u);
  ASSERT_FALSE(t.entries.empty());
  EXPECT_EQ(t.entries.front().key, "index");
  EXPECT_EQ(t.entries.front().scope, "@outer");
}

TEST(TargetComparisonTest, SeveralTypesOnce) {
  std::unique_ptr<LayoutDocument> doc = parseDocument(kSource);
  std::string error;
  Type ptr = doc->parseType("!llvm.ptr", error);
  Type memref = doc->parseType("memref<?xf32>", error);
  ASSERT_TRUE(ptr && memref);
  std::vector<DerivedTarget> targets;
  for (const char *triple : {"x86_64-unknown-linux-gnu", "riscv32-unknown-elf"})
    targets.push_back(
        llvm::cantFail(deriveTarget({triple, "", "", ""}, doc->getContext())));
  const LayoutScope *scope = doc->getScopes().findByPath("@outer::@m");
  std::vector<TargetComparison> all =
      compareTargets(*doc, *scope, {ptr, memref}, targets);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].targets[0].result.layout->size, 8u);
  EXPECT_EQ(all[0].targets[1].result.layout->size, 4u);
  // The memref descriptor's fields: two pointers, then the index fields
  // (32 bits here: @outer's index entry).
  ASSERT_TRUE(all[1].targets[1].table);
  EXPECT_EQ(all[1].targets[1].table->kind, LayoutTableKind::MemRefDescriptor);
  EXPECT_EQ(all[1].targets[1].table->rows[1].offset, 4u);
  EXPECT_EQ(all[1].targets[0].table->rows[1].offset, 8u);
}

TEST(TargetComparisonTest, AbiChangesTheSpec) {
  MLIRContext context;
  llvm::Expected<DerivedTarget> n32 =
      deriveTarget({"mips64-unknown-linux-gnuabi64", "", "", "n32"}, &context);
  llvm::Expected<DerivedTarget> n64 =
      deriveTarget({"mips64-unknown-linux-gnuabi64", "", "", "n64"}, &context);
  ASSERT_TRUE(n32 && n64);
  EXPECT_NE(n32->dataLayout.find("p:32:32"), std::string::npos);
  EXPECT_EQ(n64->dataLayout.find("p:32:32"), std::string::npos);
}

TEST(TargetComparisonTest, ErrorsNameTheProblem) {
  MLIRContext context;
  auto message = [&](const TargetChoice &target) {
    llvm::Expected<DerivedTarget> derived = deriveTarget(target, &context);
    EXPECT_FALSE(bool(derived));
    return derived ? std::string() : llvm::toString(derived.takeError());
  };
  EXPECT_NE(message({"nonsense-x-y", "", "", ""}).find("'nonsense-x-y'"),
            std::string::npos);
  EXPECT_NE(message({"x86_64-unknown-linux-gnu", "nocpu", "", ""})
                .find("CPU 'nocpu'"),
            std::string::npos);
  EXPECT_NE(
      message({"riscv64-unknown-elf", "", "", "ilp32"}).find("ABI 'ilp32'"),
      std::string::npos);
  EXPECT_NE(message({"x86_64-unknown-linux-gnu", "", "", "lp64"})
                .find("reads no ABI name"),
            std::string::npos);
}

TEST(TargetComparisonTest, AbiNames) {
  EXPECT_TRUE(getTargetAbiNames("x86_64-unknown-linux-gnu").empty());
  EXPECT_EQ(getTargetAbiNames("riscv32-unknown-elf").back(), "ilp32e");
  // ARM's names are LLVM's parser's: any name starting with aapcs or apcs.
  EXPECT_FALSE(bool(
      llvm::errorToBool(checkTargetAbi("thumbv7m-none-eabi", "aapcs-vfp"))));
  EXPECT_TRUE(llvm::errorToBool(checkTargetAbi("thumbv7m-none-eabi", "eabi")));
  EXPECT_FALSE(
      llvm::errorToBool(checkTargetAbi("x86_64-unknown-linux-gnu", "")));
}

TEST(TargetComparisonTest, DescribeTarget) {
  TargetChoice target{"armv7-unknown-linux-gnueabihf", "cortex-a9", "",
                      "apcs-gnu"};
  EXPECT_EQ(
      describeTarget(target),
      "triple armv7-unknown-linux-gnueabihf, cpu cortex-a9, abi apcs-gnu");
  EXPECT_EQ(describeTarget(target, true),
            "--triple armv7-unknown-linux-gnueabihf --cpu cortex-a9 --abi "
            "apcs-gnu");
}
} // namespace
