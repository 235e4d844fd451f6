// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LLVMLayoutTest.cpp - MLIR's layout against LLVM's ------------------===//
//
// Data layout strings split, blamed and imported with MLIR's importer; the
// targets of the installed LLVM give strings whose import agrees with LLVM
// on every compared key; round trips string -> spec -> string are stable;
// a spec differing from a string yields the difference with both answers.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/LLVM/LayoutComparison.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;

namespace {

TEST(LLVMDataLayoutString, SplitsComponentsWithOffsets) {
  std::vector<DataLayoutComponent> components =
      splitDataLayoutString("e-i64:64-p:32:32");
  ASSERT_EQ(components.size(), 3u);
  EXPECT_EQ(components[1].text, "i64:64");
  EXPECT_EQ(components[1].offset, 2u);
  EXPECT_EQ(components[2].text, "p:32:32");
  EXPECT_EQ(components[2].offset, 9u);
  EXPECT_TRUE(splitDataLayoutString("").empty());
}

TEST(LLVMDataLayoutString, BlamesTheComponentLLVMRejects) {
  EXPECT_FALSE(validateDataLayoutString("e-i64:64-p:64:64"));
  std::optional<DataLayoutStringError> error =
      validateDataLayoutString("e-i64:64-p:64:64:64:128-n8");
  ASSERT_TRUE(error);
  EXPECT_NE(error->message.find("index size"), std::string::npos)
      << error->message;
  EXPECT_EQ(error->component, std::optional<size_t>(2));
  error = validateDataLayoutString("e-i64:64-Q");
  ASSERT_TRUE(error);
  EXPECT_EQ(error->component, std::optional<size_t>(2));
}

TEST(LLVMDataLayoutString, UnknownTripleIsAnError) {
  llvm::Expected<std::string> layout =
      getTargetDataLayoutString("nosucharch-unknown-none", "", "");
  ASSERT_FALSE(layout);
  std::string message = llvm::toString(layout.takeError());
  EXPECT_NE(message.find("nosucharch-unknown-none"), std::string::npos);
}

TEST(LLVMDataLayoutString, ChecksCpuAndFeaturesAgainstTheTarget) {
  const char *triple = "x86_64-unknown-linux-gnu";
  EXPECT_FALSE(bool(checkTargetCpuAndFeatures(triple, "", "")));
  EXPECT_FALSE(
      bool(checkTargetCpuAndFeatures(triple, "skylake", "+avx2,-sse4a")));
  auto messageOf = [&](const char *cpu, const char *features) {
    llvm::Error error = checkTargetCpuAndFeatures(triple, cpu, features);
    return error ? llvm::toString(std::move(error)) : std::string();
  };
  EXPECT_NE(messageOf("no-such-cpu", "").find("knows no CPU 'no-such-cpu'"),
            std::string::npos);
  EXPECT_NE(messageOf("", "+avx2,+nope").find("knows no feature 'nope'"),
            std::string::npos);
  EXPECT_NE(messageOf("", "avx2").find("needs a '+' or '-'"),
            std::string::npos);
  // An unknown triple is getTargetDataLayoutString's to report.
  EXPECT_FALSE(bool(checkTargetCpuAndFeatures("nosucharch", "x", "+y")));
}

class TargetRoundTrip : public ::testing::TestWithParam<const char *> {};

TEST_P(TargetRoundTrip, ImportAgreesWithLLVMAndRoundTripsStably) {
  std::unique_ptr<MLIRContext> context = createLayoutContext();
  llvm::Expected<std::string> layout =
      getTargetDataLayoutString(GetParam(), "", "");
  ASSERT_TRUE(bool(layout)) << llvm::toString(layout.takeError());
  DataLayoutSpecInterface spec = importDataLayoutString(*layout, context.get());
  ASSERT_TRUE(spec);
  // MLIR's import of the string gives MLIR LLVM's answer on every key but
  // one: MLIR 22's importer always writes LangRef's `i1:8`, while LLVM 22
  // gives i1 the entry of the next wider integer (AArch64's `i8:8:32`), so
  // only i1's preferred alignment may differ.
  LayoutComparison comparison =
      compareWithDataLayoutString(spec, *layout, context.get());
  for (const LayoutDifference &difference : comparison.differences) {
    EXPECT_EQ(difference.type, IntegerType::get(context.get(), 1))
        << GetParam() << ": " << difference.identifier << " "
        << difference.componentForMLIR;
    EXPECT_EQ(difference.mlirNumbers.abiAlignment,
              difference.llvmNumbers.abiAlignment);
  }
  // string -> spec -> string -> spec is stable.
  llvm::Expected<std::string> exported = exportDataLayoutString(spec);
  ASSERT_TRUE(bool(exported)) << llvm::toString(exported.takeError());
  // MLIR's translation writes every entry of the spec, so LLVM then agrees
  // with MLIR on every key.
  EXPECT_TRUE(compareWithDataLayoutString(spec, *exported, context.get())
                  .differences.empty())
      << *exported;
  EXPECT_EQ(importDataLayoutString(*exported, context.get()), spec)
      << *layout << " exported as " << *exported;
}

INSTANTIATE_TEST_SUITE_P(
    Targets, TargetRoundTrip,
    ::testing::Values("x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
                      "nvptx64-nvidia-cuda", "amdgcn-amd-amdhsa",
                      "riscv64-unknown-linux-gnu", "i686-pc-linux-gnu"));

TEST(LayoutComparison, ReportsBothAnswersAndTheComponent) {
  std::unique_ptr<MLIRContext> context = createLayoutContext();
  auto spec = cast<DataLayoutSpecInterface>(parseAttribute(
      "#dlti.dl_spec<i1 = dense<8> : vector<2xi64>, i8 = dense<8> : "
      "vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : "
      "vector<2xi64>, i64 = dense<64> : vector<2xi64>, \"dlti.endianness\" = "
      "\"big\">",
      context.get()));
  LayoutComparison comparison =
      compareWithDataLayoutString(spec, "e-i64:32:64-i128:128", context.get());
  // i64 and i128 (MLIR: the widest entry, i64's) differ, and endianness.
  ASSERT_EQ(comparison.differences.size(), 3u);
  const LayoutDifference &i64 = comparison.differences[0];
  EXPECT_EQ(i64.type, IntegerType::get(context.get(), 64));
  EXPECT_EQ(i64.mlirNumbers.abiAlignment, 8u);
  EXPECT_EQ(i64.llvmNumbers.abiAlignment, 4u);
  EXPECT_EQ(i64.llvmNumbers.preferredAlignment, 8u);
  EXPECT_EQ(i64.component, std::optional<size_t>(1));
  EXPECT_EQ(i64.entryValueForLLVM, "dense<[32, 64]> : vector<2xi64>");
  EXPECT_EQ(i64.componentForMLIR, "i64:64");
  const LayoutDifference &i128 = comparison.differences[1];
  EXPECT_EQ(i128.type, IntegerType::get(context.get(), 128));
  EXPECT_EQ(i128.component, std::optional<size_t>(2));
  const LayoutDifference &endianness = comparison.differences[2];
  EXPECT_EQ(endianness.identifier, "dlti.endianness");
  EXPECT_EQ(endianness.mlirValue, "\"big\"");
  EXPECT_EQ(endianness.llvmValue, "\"little\"");
  EXPECT_EQ(endianness.componentForMLIR, "E");
  EXPECT_EQ(endianness.component, std::optional<size_t>(0));
  EXPECT_EQ(comparison.mlirIndexBitwidth, 64u);
  EXPECT_EQ(comparison.llvmIndexBitwidth, 64u);
}

TEST(LayoutComparison, PointerComponentsCarryTheIndexWidth) {
  std::unique_ptr<MLIRContext> context = createLayoutContext();
  auto spec = cast<DataLayoutSpecInterface>(parseAttribute(
      "#dlti.dl_spec<!llvm.ptr<3> = dense<[64, 64, 64, 32]> : vector<4xi64>>",
      context.get()));
  LayoutComparison comparison =
      compareWithDataLayoutString(spec, "e-p3:32:32", context.get());
  // (MLIR's defaults for the integers differ from LLVM's too.)
  auto pointer = llvm::find_if(comparison.differences, [&](auto &difference) {
    return difference.type == LLVM::LLVMPointerType::get(context.get(), 3);
  });
  ASSERT_NE(pointer, comparison.differences.end());
  EXPECT_EQ(pointer->componentForMLIR, "p3:64:64:64:32");
  EXPECT_EQ(pointer->entryValueForLLVM, "dense<32> : vector<4xi64>");
  EXPECT_EQ(pointer->mlirNumbers.indexBitwidth, std::optional<uint64_t>(32));
  EXPECT_EQ(pointer->llvmNumbers.sizeInBits, 32u);
}

} // namespace

namespace {

TEST(DataLayoutStrings, StaleX86StringLacksTheTargetsI128) {
  std::unique_ptr<MLIRContext> context = createLayoutContext();
  const char *stale =
      "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128";
  llvm::Expected<std::string> target =
      getTargetDataLayoutString("x86_64-unknown-linux-gnu", "", "");
  ASSERT_TRUE(bool(target)) << llvm::toString(target.takeError());
  std::vector<StringDifference> differences =
      compareDataLayoutStrings(stale, *target, context.get());
  ASSERT_EQ(differences.size(), 1u);
  const StringDifference &i128 = differences[0];
  EXPECT_EQ(i128.type, IntegerType::get(context.get(), 128));
  EXPECT_EQ(i128.writtenNumbers.abiAlignment, 8u);
  EXPECT_EQ(i128.targetNumbers.abiAlignment, 16u);
  EXPECT_FALSE(i128.writtenComponent);
  EXPECT_EQ(i128.targetComponent, "i128:128");
  EXPECT_EQ(i128.componentForTarget, "i128:128");
  // The target's own string agrees with itself.
  EXPECT_TRUE(
      compareDataLayoutStrings(*target, *target, context.get()).empty());
}

TEST(DataLayoutStrings, PointersAndByteOrder) {
  std::unique_ptr<MLIRContext> context = createLayoutContext();
  std::vector<StringDifference> differences = compareDataLayoutStrings(
      "E-p:32:32-p5:64:64", "e-p5:32:32", context.get());
  ASSERT_EQ(differences.size(), 3u);
  // Address space 0 is written `p:` and found as such.
  EXPECT_EQ(differences[0].type, LLVM::LLVMPointerType::get(context.get(), 0));
  ASSERT_TRUE(differences[0].writtenComponent);
  EXPECT_EQ(*differences[0].writtenComponent, 1u);
  EXPECT_EQ(differences[0].componentForTarget, "p0:64:64");
  EXPECT_EQ(differences[1].type, LLVM::LLVMPointerType::get(context.get(), 5));
  EXPECT_EQ(differences[1].writtenNumbers.sizeInBits, 64u);
  EXPECT_EQ(differences[1].targetNumbers.sizeInBits, 32u);
  EXPECT_EQ(differences[1].targetComponent, "p5:32:32");
  // The byte order comes last, with the component to write.
  EXPECT_FALSE(differences[2].type);
  EXPECT_TRUE(differences[2].writtenBigEndian);
  EXPECT_FALSE(differences[2].targetBigEndian);
  EXPECT_EQ(differences[2].componentForTarget, "e");
}

} // namespace
