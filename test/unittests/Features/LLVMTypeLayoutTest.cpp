// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LLVMTypeLayoutTest.cpp - LLVM's answer for a type, in the hover ----===//
//
// The data behind `--compare-llvm` and the hover's LLVM IR line: which
// layout LLVM IR uses for a scope, LLVM's numbers for the type MLIR's
// translation produces, the disagreements with MLIR's, and which scopes are
// headed for LLVM. Sources are annotated (`$name^` hover points). LLVM's
// numbers were checked against `mlir-translate --mlir-to-llvmir` on the same
// modules (test/CLI/compare-llvm.test does that on every run).
//
//===----------------------------------------------------------------------===//

#include "TestSupport/Annotations.h"

#include "mlir-layout/Features/DocumentAnalysis.h"
#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/LLVM/LLVMTypeLayout.h"

#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;
using Property = LLVMDisagreement::Property;

namespace {
/// One spec, four scopes: with llvm.data_layout, with a target triple, with
/// LLVM ops only, and with nothing that heads for LLVM.
constexpr const char *kScopes = R"mlir(
module @str attributes {llvm.data_layout = "e-i64:32", dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>>} {
  func.func private @f(!llvm.st$str^ruct<(i8, i64)>, i$i32^32)
}
module @triple attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>>} {
  func.func private @f(!llvm.st$triple^ruct<(i8, i8)>)
}
module @ops attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>>} {
  llvm.func @f(!llvm.st$ops^ruct<(i8, i8)>)
}
module @plain attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>>} {
  func.func private @f(!llvm.st$plain^ruct<(i8, i64)>, in$index^dex)
}
)mlir";

struct Fixture {
  Annotations code{kScopes};
  DocumentAnalysis analysis = DocumentAnalysis::analyze(
      llvm::MemoryBuffer::getMemBufferCopy(code.code(), "test.mlir"), {},
      CompatibilityPolicy::Relax);

  std::optional<HoverInfo> hover(llvm::StringRef name) {
    LayoutDocument &doc = *analysis.doc;
    return getHover(doc, llvm::SMLoc::getFromPointer(doc.getText().data() +
                                                     code.point(name)));
  }
};

/// The disagreement on `property` (and `field`), or null.
const LLVMDisagreement *find(const LLVMTypeComparison &comparison,
                             Property property,
                             std::optional<unsigned> field = std::nullopt) {
  for (const LLVMDisagreement &d : comparison.disagreements)
    if (d.property == property && d.field == field)
      return &d;
  return nullptr;
}
} // namespace

TEST(LLVMTypeLayout, HoverNamesWhatTheStringMakesOfAStruct) {
  Fixture fixture;
  std::optional<HoverInfo> hover = fixture.hover("str");
  ASSERT_TRUE(hover && hover->type);
  ASSERT_TRUE(hover->llvm);
  const LLVMTypeComparison &llvm = *hover->llvm;
  EXPECT_EQ(llvm.source.kind, LLVMLayoutSource::Kind::DataLayoutString);
  EXPECT_EQ(llvm.source.dataLayout, "e-i64:32");
  EXPECT_EQ(llvm.source.unitScope, "@str");
  ASSERT_TRUE(llvm.numbers);
  EXPECT_EQ(llvm.numbers->llvmType, "{ i8, i64 }");
  EXPECT_EQ(llvm.numbers->storeSize, 12u);
  EXPECT_EQ(llvm.numbers->fieldOffsets, (std::vector<uint64_t>{0, 4}));
  // MLIR's i64 entry puts the field at 8; LLVM's `i64:32` at 4.
  const LLVMDisagreement *offset = find(llvm, Property::FieldOffset, 1u);
  ASSERT_TRUE(offset);
  EXPECT_EQ(offset->mlir, 8u);
  EXPECT_EQ(offset->llvm, 4u);
  const LLVMDisagreement *size = find(llvm, Property::Size);
  ASSERT_TRUE(size);
  EXPECT_EQ(size->mlir, hover->type->layout->size);
  EXPECT_EQ(size->llvm, 12u);
  // The components behind LLVM's numbers: i8 has none, i64 has `i64:32`.
  ASSERT_EQ(llvm.components.size(), 3u);
  EXPECT_EQ(llvm.components[0].what, "i8");
  EXPECT_EQ(llvm.components[0].component, "");
  EXPECT_EQ(llvm.components[1].what, "i64");
  EXPECT_EQ(llvm.components[1].component, "i64:32");
  EXPECT_EQ(llvm.components[2].what, "aggregates");
}

TEST(LLVMTypeLayout, HoverOnAnIntegerTheNearestWiderEntryDecides) {
  Fixture fixture;
  std::optional<HoverInfo> hover = fixture.hover("i32");
  ASSERT_TRUE(hover && hover->llvm);
  const LLVMDisagreement *abi = find(*hover->llvm, Property::ABIAlignment);
  ASSERT_TRUE(abi);
  EXPECT_EQ(abi->mlir, 8u); // MLIR: the i64 entry
  EXPECT_EQ(abi->llvm, 4u); // LLVM: its default i32:32
}

TEST(LLVMTypeLayout, TargetTripleAndLLVMOpsHeadForLLVMWithTheTranslatedSpec) {
  Fixture fixture;
  for (llvm::StringRef name : {"triple", "ops"}) {
    std::optional<HoverInfo> hover = fixture.hover(name);
    ASSERT_TRUE(hover && hover->llvm) << name.str();
    const LLVMTypeComparison &llvm = *hover->llvm;
    EXPECT_EQ(llvm.source.kind, LLVMLayoutSource::Kind::TranslatedSpec);
    EXPECT_EQ(llvm.source.dataLayout, "i64:64") << name.str();
    // MLIR gives i8 the i64 entry's alignment (8), LLVM its own (1).
    ASSERT_TRUE(llvm.numbers);
    EXPECT_EQ(llvm.numbers->fieldOffsets, (std::vector<uint64_t>{0, 1}));
    const LLVMDisagreement *offset = find(llvm, Property::FieldOffset, 1u);
    ASSERT_TRUE(offset);
    EXPECT_EQ(offset->mlir, 8u);
    EXPECT_EQ(offset->llvm, 1u);
  }
}

TEST(LLVMTypeLayout, NoLineOutsideScopesHeadedForLLVM) {
  Fixture fixture;
  std::optional<HoverInfo> hover = fixture.hover("plain");
  ASSERT_TRUE(hover && hover->type);
  EXPECT_FALSE(hover->llvm);
  // --compare-llvm still answers there, under the translated spec, and
  // finds the same disagreement the hover leaves out.
  LayoutDocument &doc = *fixture.analysis.doc;
  const LayoutScope *plain = doc.getScopes().findByPath("@plain");
  ASSERT_TRUE(plain);
  LLVMTypeLayouts layouts(doc);
  EXPECT_FALSE(layouts.isHeadedForLLVM(*plain));
  std::string error;
  Type type = doc.parseType("!llvm.struct<(i8, i64)>", error);
  ASSERT_TRUE(type) << error;
  EXPECT_FALSE(layouts.findDifference(*plain, type));
  LLVMTypeComparison comparison = layouts.compare(*plain, type);
  EXPECT_EQ(comparison.source.kind, LLVMLayoutSource::Kind::TranslatedSpec);
  EXPECT_TRUE(comparison.comparable);
}

TEST(LLVMTypeLayout, IndexHasNoLLVMType) {
  Fixture fixture;
  LayoutDocument &doc = *fixture.analysis.doc;
  const LayoutScope *plain = doc.getScopes().findByPath("@plain");
  ASSERT_TRUE(plain);
  LLVMTypeLayouts layouts(doc);
  LLVMTypeComparison comparison =
      layouts.compare(*plain, IndexType::get(doc.getContext()));
  EXPECT_FALSE(comparison.numbers);
  EXPECT_EQ(comparison.missing, NoLLVMNumbers::IndexType);
  EXPECT_EQ(comparison.indexLoweredWidth, 64u);
  EXPECT_FALSE(comparison.comparable);
}

TEST(LLVMTypeLayout, OneObjectServesEveryHoverWithOneWalk) {
  Fixture fixture;
  LayoutDocument &doc = *fixture.analysis.doc;
  LLVMTypeLayouts layouts(doc);
  EXPECT_EQ(layouts.getOpWalks(), 0u);
  // Each hover, answered by the shared object, is the one-off hover's
  // answer; the document is walked for LLVM ops once for all of them.
  for (int round = 0; round < 2; ++round)
    for (llvm::StringRef name :
         {"str", "i32", "triple", "ops", "plain", "index"}) {
      llvm::SMLoc loc = llvm::SMLoc::getFromPointer(doc.getText().data() +
                                                    fixture.code.point(name));
      std::optional<HoverInfo> shared = getHover(doc, layouts, loc);
      std::optional<HoverInfo> alone = fixture.hover(name);
      ASSERT_TRUE(shared && alone && shared->type && alone->type) << name.str();
      EXPECT_EQ(shared->type->type, alone->type->type) << name.str();
      ASSERT_EQ(shared->llvm.has_value(), alone->llvm.has_value())
          << name.str();
      if (shared->llvm) {
        EXPECT_EQ(shared->llvm->source.dataLayout,
                  alone->llvm->source.dataLayout);
        EXPECT_EQ(shared->llvm->disagreements.size(),
                  alone->llvm->disagreements.size());
      }
    }
  EXPECT_EQ(layouts.getOpWalks(), 1u);
}

TEST(LLVMTypeLayout, LLVMOpsHeadEveryUnitAroundThemForLLVM) {
  // @outer holds LLVM ops only inside @inner; @other and the top level's
  // other modules hold none, but the top level (the implicit module) holds
  // them all.
  Annotations code(R"mlir(
module @outer {
  module @inner {
    llvm.func @f()
  }
  module @innerPlain {
  }
}
module @other {
}
)mlir");
  DocumentAnalysis analysis = DocumentAnalysis::analyze(
      llvm::MemoryBuffer::getMemBufferCopy(code.code(), "test.mlir"), {},
      CompatibilityPolicy::Relax);
  LayoutDocument &doc = *analysis.doc;
  LLVMTypeLayouts layouts(doc);
  layouts.findLLVMOps();
  const ScopeTree &scopes = doc.getScopes();
  auto headed = [&](llvm::StringRef path) {
    const LayoutScope *scope = scopes.findByPath(path);
    EXPECT_TRUE(scope) << path.str();
    return scope && layouts.isHeadedForLLVM(*scope);
  };
  EXPECT_TRUE(headed("@outer::@inner"));
  EXPECT_TRUE(headed("@outer"));
  EXPECT_FALSE(headed("@outer::@innerPlain"));
  EXPECT_FALSE(headed("@other"));
  EXPECT_TRUE(layouts.isHeadedForLLVM(scopes.getRoot()));
  EXPECT_EQ(layouts.getOpWalks(), 1u);
}
