// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TypeUsesTest.cpp - Where each scope uses the types it lays out -----===//
//
// The first use of each type per scope: values (results, block arguments,
// function signatures) against memory (aggregate fields, element types held
// in attributes, memref descriptors), integers by width, and data layout
// attributes that are no use at all.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Core/TypeUses.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {

const char *kModule =
    R"mlir(module attributes {dlti.dl_spec = #dlti.dl_spec<i128 = dense<128> : vector<2xi64>>, llvm.data_layout = "e-f80:128"} {
  llvm.func @f(%a: i32, %p: !llvm.ptr<5>) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.alloca %0 x !llvm.struct<(i8, f64)> : (i64) -> !llvm.ptr<5>
    llvm.return %0 : i64
  }
  func.func private @g(memref<4xf16, 3>)
}
)mlir";

TEST(TypeUses, ValuesMemoryAndFirstPlaces) {
  std::unique_ptr<LayoutDocument> doc = parseDocument(kModule);
  ASSERT_TRUE(doc->isParsed());
  llvm::DenseMap<const LayoutScope *, ScopeTypeUses> uses =
      collectTypeUses(*doc);
  const LayoutScope *module = doc->getScopes().findByPath("builtin.module@1");
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(uses.count(module));
  const ScopeTypeUses &scope = uses[module];
  MLIRContext *context = doc->getContext();

  // i32 is a signature value (line 2), never laid out in memory.
  const TypeUse *i32 = scope.findInteger(32, UseKind::Value);
  ASSERT_NE(i32, nullptr);
  EXPECT_EQ(i32->where.line, 2u);
  EXPECT_EQ(scope.findInteger(32, UseKind::Memory), nullptr);
  // i8 and f64 are fields of the struct the alloca holds (line 4).
  const TypeUse *i8 = scope.findInteger(8, UseKind::Memory);
  ASSERT_NE(i8, nullptr);
  EXPECT_EQ(i8->where.line, 4u);
  EXPECT_EQ(i8->text,
            "%1 = llvm.alloca %0 x !llvm.struct<(i8, f64)> : (i64) -> "
            "!llvm.ptr<5>");
  EXPECT_NE(scope.find(Float64Type::get(context), UseKind::Memory), nullptr);
  // The pointer of address space 5 is a value from line 2 on.
  const TypeUse *ptr5 =
      scope.find(LLVM::LLVMPointerType::get(context, 5), UseKind::Value);
  ASSERT_NE(ptr5, nullptr);
  EXPECT_EQ(ptr5->where.line, 2u);
  // A memref is its elements in memory and its descriptor's pointer and
  // index as values.
  EXPECT_NE(scope.find(Float16Type::get(context), UseKind::Memory), nullptr);
  EXPECT_NE(scope.find(LLVM::LLVMPointerType::get(context, 3), UseKind::Value),
            nullptr);
  EXPECT_NE(scope.find(IndexType::get(context), UseKind::Value), nullptr);
  // The spec's key and the string are not uses.
  EXPECT_EQ(scope.findInteger(128, UseKind::Value), nullptr);
  EXPECT_EQ(scope.find(Float80Type::get(context), UseKind::Value), nullptr);
}

TEST(TypeUses, ReadingThemReadsResultTypes) {
  std::unique_ptr<LayoutDocument> doc = parseDocument(kModule);
  doc->clearBodyReads();
  collectTypeUses(*doc);
  EXPECT_TRUE(doc->getBodyReads().resultTypes);
}

} // namespace
