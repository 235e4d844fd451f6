// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MemRefBufferTest.cpp - Simplest forms that keep every fact ---------===//

#include "mlir-layout/MemRef/MemRefBuffer.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
/// The buffer of the memref type `text` with 4-byte elements.
BufferLayout describe(MLIRContext &context, llvm::StringRef text) {
  auto type = dyn_cast_or_null<MemRefType>(parseType(text, &context));
  EXPECT_TRUE(type) << text.str();
  return type ? describeBuffer(type, 4) : BufferLayout();
}

/// True when `text` starts with `prefix`.
bool startsWith(const std::string &text, const std::string &prefix) {
  return llvm::StringRef(text).starts_with(prefix);
}

/// The facts of `text`'s buffer a rewrite must keep.
struct Facts {
  std::optional<std::string> contiguous;
  std::optional<bool> dense;
  bool offsetKnown;
  bool operator==(const Facts &other) const {
    return contiguous == other.contiguous && dense == other.dense &&
           offsetKnown == other.offsetKnown;
  }
};
Facts factsOf(const BufferLayout &b) {
  return {b.contiguous, b.dense, b.offset.has_value()};
}

TEST(MemRefBuffer, SimplestFormKeepsEveryReportedFact) {
  MLIRContext context;
  const char *types[] = {
      "memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0] -> (d0, d1, d2 + s0)>>",
      "memref<?x?xf32, affine_map<(d0, d1) -> (d1, d0)>>",
      "memref<?x8xf32, affine_map<(d0, d1) -> (d1, d0)>>",
      "memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>>",
      "memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0 + 2)>>",
      "memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0, d1 + s0)>>",
      "memref<4x?x8xf32, affine_map<(d0, d1, d2)[s0] -> (d0, d1, d2 + s0)>>",
      "memref<4x8xf32, strided<[8, 1]>>",
      "memref<?x4xf32, strided<[4, 1], offset: ?>>",
      "memref<?x?xf32, strided<[?, 1]>>",
      "memref<4x8x1xf32, affine_map<(d0, d1, d2) -> (d2, d1, d0)>>",
  };
  for (const char *text : types) {
    BufferLayout b = describe(context, text);
    if (!b.simplest)
      continue;
    // The rewrite describes the same buffer: same facts, same strides.
    BufferLayout rewritten = describe(context, *b.simplest);
    EXPECT_TRUE(factsOf(rewritten) == factsOf(b)) << text;
    EXPECT_EQ(rewritten.strides, b.strides) << text;
    EXPECT_FALSE(rewritten.simplest) << text;
  }
}

TEST(MemRefBuffer, RFCExampleAndColumnMajorAreKeptAsWritten) {
  MLIRContext context;
  // The RFC's motivation: strided<[?, ?, 1], offset: ?> "loses the fact that
  // this is a row-major memref".
  struct {
    const char *type, *contiguous, *kept;
  } cases[] = {
      {"memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0] -> (d0, d1, d2 + s0)>>",
       "contiguous<3, offset: ?>",
       "kept as written: strided<[?, ?, 1], offset: ?> would lose that it is "
       "contiguous (row-major)"},
      {"memref<?x?xf32, affine_map<(d0, d1) -> (d1, d0)>>",
       "contiguous<[1, 0]>",
       "kept as written: strided<[1, ?]> would lose that it is contiguous "
       "(column-major)"},
  };
  for (auto c : cases) {
    BufferLayout b = describe(context, c.type);
    EXPECT_EQ(b.contiguous, c.contiguous) << c.type;
    EXPECT_FALSE(b.simplest) << c.type;
    EXPECT_EQ(b.keptAsWritten, c.kept) << c.type;
  }
  // A static inner size keeps the strides static: strided<> keeps it all.
  BufferLayout staticInner =
      describe(context, "memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>>");
  EXPECT_EQ(staticInner.simplest, "memref<4x?xf32, strided<[1, 4]>>");
  EXPECT_TRUE(staticInner.keptAsWritten.empty());
  // A static identity map: no layout at all.
  EXPECT_EQ(describe(context, "memref<4x8xf32, strided<[8, 1]>>").simplest,
            "memref<4x8xf32>");
}

TEST(MemRefBuffer, UnknownContiguitySaysWhatWouldMakeItKnown) {
  MLIRContext context;
  BufferLayout rows =
      describe(context, "memref<?x?xf32, strided<[?, 1], offset: ?>>");
  EXPECT_FALSE(rows.contiguous);
  EXPECT_FALSE(rows.dense);
  EXPECT_EQ(rows.contiguityHint,
            "row-major if the strides are [size(d1), 1] at run time; known if "
            "static: the stride of d0, the size of d1; memref<?x?xf32, "
            "affine_map<(d0, d1)[s0] -> (d0, d1 + s0)>> would state it (a "
            "stronger type, not a rewrite)");
  BufferLayout three =
      describe(context, "memref<?x?x8xf32, strided<[?, ?, 1]>>");
  EXPECT_PRED2(startsWith, three.contiguityHint,
               "row-major if the strides are [8 × size(d1), 8, 1] at run time; "
               "known if static: the stride of d0");
  BufferLayout column = describe(context, "memref<?x?xf32, strided<[1, ?]>>");
  EXPECT_PRED2(startsWith, column.contiguityHint,
               "column-major if the strides are [1, size(d0)] at run time");
  // A static stride that rules the order out: no hint.
  EXPECT_TRUE(describe(context, "memref<?x4xf32, strided<[?, 2]>>")
                  .contiguityHint.empty());
  // Known contiguity needs no hint.
  EXPECT_TRUE(describe(context, "memref<?x4xf32, strided<[4, 1], offset: ?>>")
                  .contiguityHint.empty());
}
} // namespace
