// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MemRefTest.cpp - Memref values, buffers, contiguous layouts --------===//

#include "TestDocument.h"

#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/MemRef/Contiguous.h"
#include "mlir-layout/Render/HoverRender.h"
#include "mlir-layout/Render/ReasonText.h"

#include "gtest/gtest.h"

#include <random>
#include <set>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
const char *kSpec = R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
    index = 32 : i64, !llvm.ptr = dense<[32, 32, 32, 32]> : vector<4xi64>>} {
  module @bare attributes {dlti.dl_spec = #dlti.dl_spec<
      "mlir_layout.memref_model" = "bare">} {}
})";

const LayoutResult &query(LayoutDocument &doc, llvm::StringRef scope,
                          llvm::StringRef typeText) {
  std::string error;
  Type type = doc.parseType(typeText, error);
  EXPECT_TRUE(type) << error;
  return doc.getLayout(*doc.getScopes().findByPath(scope)).explain(type);
}

TEST(MemRef, DescriptorEqualsTheEquivalentLlvmStruct) {
  auto doc = parseDocument(kSpec);
  struct {
    const char *memref, *descriptor;
  } cases[] = {
      {"memref<4x8xf32>",
       "!llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>"},
      {"memref<f32>", "!llvm.struct<(ptr, ptr, i32)>"},
      {"memref<?x?x?xi8, strided<[?, ?, 1], offset: ?>>",
       "!llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>"},
      {"memref<*xf32>", "!llvm.struct<(i32, ptr)>"},
      {"memref<4xf32, 3>",
       "!llvm.struct<(ptr<3>, ptr<3>, i32, array<1 x i32>, array<1 x i32>)>"},
  };
  for (auto c : cases) {
    const LayoutResult &m = query(*doc, "@m", c.memref);
    const LayoutResult &s = query(*doc, "@m", c.descriptor);
    ASSERT_TRUE(m.hasLayout()) << c.memref << ": " << m.noLayoutReason;
    ASSERT_TRUE(s.hasLayout());
    EXPECT_EQ(m.layout->size, s.layout->size) << c.memref;
    EXPECT_EQ(m.layout->abiAlignment, s.layout->abiAlignment) << c.memref;
    EXPECT_EQ(m.layout->preferredAlignment, s.layout->preferredAlignment);
    EXPECT_EQ(m.reasons.front().rule, LayoutRule::MemRefDescriptor);
    // The reason speaks of MLIR and the descriptor, never of project notes.
    std::string words = describeReasonOf(m, m.reasons.front());
    EXPECT_NE(words.find("laid out as its LLVM descriptor"), std::string::npos)
        << words;
    EXPECT_EQ(words.find("seed"), std::string::npos) << words;
  }
}

TEST(MemRef, BareModelFromTheSpecOrTheDefault) {
  auto doc = parseDocument(kSpec);
  const LayoutResult &bare = query(*doc, "@m::@bare", "memref<4x8xf32>");
  ASSERT_TRUE(bare.hasLayout());
  EXPECT_EQ(bare.layout->size, 4u); // one 32-bit pointer
  EXPECT_EQ(bare.reasons.front().rule, LayoutRule::MemRefBare);
  ASSERT_EQ(bare.reasons.front().entries.size(), 1u);
  EXPECT_EQ(bare.reasons.front().entries[0].scope, "@m::@bare");

  DocumentOptions options;
  options.memrefModel = MemRefModel::Bare;
  auto byDefault = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(kSpec, "t.mlir"), options);
  EXPECT_EQ(query(*byDefault, "@m", "memref<4x8xf32>").layout->size, 4u);
}

TEST(MemRef, InlayHintSaysItIsTheDescriptorOrThePointer) {
  auto doc = parseDocument(kSpec);
  ScopedDataLayout &m = doc->getLayout(*doc->getScopes().findByPath("@m"));
  std::string error;
  // 2 pointers + offset + 2 × 2 sizes/strides, 4 bytes each.
  EXPECT_EQ(renderInlayLabel(m.query(doc->parseType("memref<4x8xf32>", error)),
                             NumberFormat::Decimal),
            "descriptor 28 B, align 4");
  ScopedDataLayout &bare =
      doc->getLayout(*doc->getScopes().findByPath("@m::@bare"));
  EXPECT_EQ(
      renderInlayLabel(bare.query(doc->parseType("memref<4x8xf32>", error)),
                       NumberFormat::Hex),
      "pointer 0x4 B, align 0x4");
  // A struct holding a memref is a struct, not a descriptor.
  EXPECT_EQ(renderInlayLabel(m.query(doc->parseType(
                                 "!llvm.struct<(i8, memref<f32>)>", error)),
                             NumberFormat::Decimal),
            "16 B, align 4");
}

TEST(MemRef, MemrefOfMemrefAndStructsOfMemrefsCompose) {
  auto doc = parseDocument(kSpec);
  const LayoutResult &inner = query(*doc, "@m", "memref<4xf32>");
  const LayoutResult &outer = query(*doc, "@m", "memref<2xmemref<4xf32>>");
  ASSERT_TRUE(outer.buffer);
  EXPECT_EQ(outer.buffer->elementStride, inner.layout->size); // 20, aligned 4
  EXPECT_EQ(outer.buffer->spanBytes, 2 * inner.layout->size);
  const LayoutResult &s = query(*doc, "@m", "!llvm.struct<(i8, memref<f32>)>");
  ASSERT_TRUE(s.hasLayout());
  ASSERT_EQ(s.fields.size(), 2u);
  EXPECT_EQ(s.fields[1].offset, 4u);
  EXPECT_EQ(s.layout->size, 4u + 12u);
}

TEST(MemRef, InvalidModelIsReported) {
  auto doc = parseDocument(R"(module attributes {dlti.dl_spec = #dlti.dl_spec<
    "mlir_layout.memref_model" = "flat">} {})");
  std::vector<SpecIssue> issues = checkDocument(*doc, CompatibilityPolicy::Off);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].code, "layout-invalid-entry");
}

TEST(MemRefBuffer, StridesSpanDensityAndForms) {
  auto doc = parseDocument(kSpec);
  struct {
    const char *type;
    std::optional<uint64_t> span;
    std::optional<bool> dense;
    std::optional<std::string> contiguous, simplest;
  } cases[] = {
      {"memref<4x8xf32>", 128, true, std::string("contiguous<2>"),
       std::nullopt},
      {"memref<4x8xf32, strided<[8, 1]>>", 128, true,
       std::string("contiguous<2>"), std::string("memref<4x8xf32>")},
      // MLIR itself drops an identity map when it builds the type.
      {"memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>", 128, true,
       std::string("contiguous<2>"), std::nullopt},
      {"memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>", 128, true,
       std::string("contiguous<[1, 0]>"),
       std::string("memref<4x8xf32, strided<[1, 4]>>")},
      {"memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d1, d0 + s0)>>",
       std::nullopt, true, std::string("contiguous<[1, 0], offset: ?>"),
       std::string("memref<4x8xf32, strided<[1, 4], offset: ?>>")},
      {"memref<4x8xf32, strided<[16, 1], offset: 2>>", (2 + 3 * 16 + 7 + 1) * 4,
       false, std::nullopt, std::nullopt},
      {"memref<?x8xi24>", std::nullopt, true, std::string("contiguous<2>"),
       std::nullopt},
      // The identity layout is contiguous whatever its sizes, though its
      // strides are dynamic.
      {"memref<?x?x?xf32>", std::nullopt, true, std::string("contiguous<3>"),
       std::nullopt},
      {"memref<4x?xf32>", std::nullopt, true, std::string("contiguous<2>"),
       std::nullopt},
      {"memref<?x?xf32, affine_map<(d0, d1) -> (d1, d0)>>", std::nullopt, true,
       std::string("contiguous<[1, 0]>"),
       std::string("memref<?x?xf32, strided<[1, ?]>>")},
      // Dynamic strides written out prove nothing.
      {"memref<4x?xf32, strided<[?, 1]>>", std::nullopt, std::nullopt,
       std::nullopt, std::nullopt},
  };
  for (auto &c : cases) {
    const LayoutResult &r = query(*doc, "@m", c.type);
    ASSERT_TRUE(r.buffer) << c.type;
    EXPECT_EQ(r.buffer->spanBytes, c.span) << c.type;
    EXPECT_EQ(r.buffer->dense, c.dense) << c.type;
    EXPECT_EQ(r.buffer->contiguous, c.contiguous) << c.type;
    EXPECT_EQ(r.buffer->simplest, c.simplest) << c.type;
  }
  // i24 elements are 4 bytes apart (LLVM's GEP steps by the alloc size).
  EXPECT_EQ(query(*doc, "@m", "memref<?x8xi24>").buffer->elementStride, 4u);
}

/// Element addresses of a static strided layout, by enumeration.
std::vector<int64_t> addresses(llvm::ArrayRef<int64_t> shape,
                               llvm::ArrayRef<int64_t> strides,
                               int64_t offset) {
  std::vector<int64_t> result = {offset};
  for (size_t d = 0; d < shape.size(); ++d) {
    std::vector<int64_t> next;
    for (int64_t base : result)
      for (int64_t i = 0; i < shape[d]; ++i)
        next.push_back(base + i * strides[d]);
    result = std::move(next);
  }
  return result;
}

TEST(Contiguous, AgreesWithBruteForceEnumeration) {
  std::mt19937 rng(20261123);
  unsigned contiguousSeen = 0, total = 0;
  for (unsigned iteration = 0; iteration < 4000; ++iteration) {
    unsigned rank = 1 + rng() % 3;
    llvm::SmallVector<int64_t> shape, strides;
    for (unsigned d = 0; d < rank; ++d)
      shape.push_back(1 + rng() % 4);
    // Half the time a permuted row-major layout, else random strides.
    if (rng() % 2) {
      llvm::SmallVector<unsigned> order(rank);
      std::iota(order.begin(), order.end(), 0);
      std::shuffle(order.begin(), order.end(), rng);
      strides.assign(rank, 0);
      int64_t stride = 1;
      for (unsigned k = rank; k-- > 0;) {
        strides[order[k]] = stride;
        stride *= shape[order[k]];
      }
    } else {
      for (unsigned d = 0; d < rank; ++d)
        strides.push_back(rng() % 13);
    }
    int64_t offset = rng() % 5;
    std::vector<int64_t> addr = addresses(shape, strides, offset);
    std::set<int64_t> unique(addr.begin(), addr.end());
    bool bruteContiguous =
        unique.size() == addr.size() && *unique.begin() == offset &&
        *unique.rbegin() == offset + int64_t(addr.size()) - 1;
    std::optional<ContiguousLayout> found =
        detectContiguous(shape, strides, offset);
    ++total;
    ASSERT_EQ(found.has_value(), bruteContiguous)
        << "shape/strides " << ::testing::PrintToString(shape) << " "
        << ::testing::PrintToString(strides);
    if (!found)
      continue;
    ++contiguousSeen;
    // The permutation rebuilds the strides of every non-unit dimension.
    llvm::SmallVector<unsigned> byPosition(rank);
    for (unsigned d = 0; d < rank; ++d)
      byPosition[found->perm[d]] = d;
    int64_t stride = 1;
    for (unsigned k = rank; k-- > 0;) {
      unsigned d = byPosition[k];
      if (shape[d] != 1) {
        EXPECT_EQ(strides[d], stride);
      }
      stride *= shape[d];
    }
  }
  EXPECT_GT(contiguousSeen, 1000u);
  EXPECT_LT(contiguousSeen, total);
}

TEST(Contiguous, TextForms) {
  EXPECT_EQ((ContiguousLayout{{0, 1}, 0}).str(), "contiguous<2>");
  EXPECT_EQ((ContiguousLayout{{1, 0}, 0}).str(), "contiguous<[1, 0]>");
  EXPECT_EQ((ContiguousLayout{{0, 1, 2}, kDynamicValue}).str(),
            "contiguous<3, offset: ?>");
  EXPECT_EQ((ContiguousLayout{{1, 2, 0}, 4}).str(),
            "contiguous<[1, 2, 0], offset: 4>");
}
} // namespace
