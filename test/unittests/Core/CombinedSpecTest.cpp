// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CombinedSpecTest.cpp - Integer entry lookup of combined specs ------===//

#include "TestSupport/TestDocument.h"

#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/Core/ScopedDataLayout.h"

#include "mlir/IR/BuiltinTypes.h"

#include "gtest/gtest.h"

#include <map>
#include <random>
#include <set>
#include <string>

using namespace mlir;
using namespace mlir::layout;

/// MLIR's rule written out as a scan of every entry into an ordered map (the
/// first entry of a width counts): what findIntegerEntry must answer.
static std::optional<IntegerEntryMatch> findBySlowScan(const CombinedSpec &spec,
                                                       unsigned width) {
  std::map<unsigned, const SourcedEntry *> byWidth;
  for (const SourcedEntry &e : spec.getEntries())
    if (auto type = llvm::dyn_cast_if_present<IntegerType>(
            llvm::dyn_cast_if_present<Type>(e.entry.getKey())))
      byWidth.insert({type.getWidth(), &e});
  if (byWidth.empty())
    return std::nullopt;
  IntegerEntryMatch match;
  auto it = byWidth.lower_bound(width);
  if (it == byWidth.end()) {
    --it;
    match.kind = IntegerEntryMatch::Kind::Widest;
  } else if (it->first != width) {
    match.kind = IntegerEntryMatch::Kind::NearestWider;
  }
  match.entry = it->second;
  match.entryWidth = it->first;
  return match;
}

/// A spec of `count` distinct random integer keys (signless, signed and
/// unsigned, so that several keys share a width), in random order.
static std::string randomSpec(std::mt19937 &rng, unsigned count) {
  static const char *const prefixes[] = {"i", "si", "ui"};
  std::set<std::string> keys;
  std::string text = "#dlti.dl_spec<";
  for (unsigned i = 0; i < count; ++i) {
    std::string key = prefixes[rng() % 3] + std::to_string(1 + rng() % 160);
    if (!keys.insert(key).second)
      continue;
    unsigned abi = 8u << (rng() % 4);
    if (keys.size() > 1)
      text += ", ";
    text += key + " = dense<[" + std::to_string(abi) + ", " +
            std::to_string(abi * (1 + rng() % 2)) + "]> : vector<2xi64>";
  }
  return text + ">";
}

TEST(CombinedSpecTest, IntegerLookupMatchesSlowScanOnRandomNestedSpecs) {
  std::mt19937 rng(20261124);
  unsigned compared = 0, withEntries = 0;
  for (int round = 0; round < 60; ++round) {
    // Three levels; the inner ones redefine some of the outer keys.
    std::string code =
        "module attributes {dlti.dl_spec = " + randomSpec(rng, rng() % 6) +
        "} {\n" +
        "  module attributes {dlti.dl_spec = " + randomSpec(rng, rng() % 6) +
        "} {\n" +
        "    module attributes {dlti.dl_spec = " + randomSpec(rng, rng() % 4) +
        "} {\n    }\n  }\n}\n";
    std::unique_ptr<LayoutDocument> doc = test::parseDocument(code);
    ASSERT_TRUE(doc && doc->isParsed()) << code;
    for (const auto &scope : doc->getScopes().getScopes()) {
      const CombinedSpec &spec = doc->getLayout(*scope).getSpec();
      withEntries += spec.hasIntegerEntries();
      for (unsigned width = 1; width <= 200; ++width) {
        std::optional<IntegerEntryMatch> fast = spec.findIntegerEntry(width);
        std::optional<IntegerEntryMatch> slow = findBySlowScan(spec, width);
        ASSERT_EQ(fast.has_value(), slow.has_value()) << code;
        ASSERT_EQ(spec.hasIntegerEntries(), slow.has_value()) << code;
        ++compared;
        if (!fast)
          continue;
        ASSERT_EQ(fast->entry, slow->entry) << code << " width " << width;
        ASSERT_EQ(fast->entryWidth, slow->entryWidth) << code;
        ASSERT_EQ(fast->kind, slow->kind) << code << " width " << width;
      }
    }
  }
  // The random specs exercised both answers.
  EXPECT_GT(withEntries, 0u);
  EXPECT_GT(compared, withEntries * 200);
}

TEST(CombinedSpecTest, FirstIntegerEntryOfAWidthDecides) {
  std::unique_ptr<LayoutDocument> doc =
      test::parseDocument("module attributes {dlti.dl_spec = #dlti.dl_spec<"
                          "ui32 = dense<[16, 16]> : vector<2xi64>, "
                          "i32 = dense<[32, 32]> : vector<2xi64>, "
                          "i8 = dense<[8, 8]> : vector<2xi64>>} {\n}\n");
  ASSERT_TRUE(doc && doc->isParsed());
  const LayoutScope *module = nullptr;
  for (const auto &scope : doc->getScopes().getScopes())
    if (scope->spec)
      module = scope.get();
  ASSERT_TRUE(module);
  const CombinedSpec &spec = doc->getLayout(*module).getSpec();
  ASSERT_EQ(spec.getEntries().size(), 3u);
  std::optional<IntegerEntryMatch> match = spec.findIntegerEntry(20);
  ASSERT_TRUE(match);
  EXPECT_EQ(match->entry, &spec.getEntries()[0]); // ui32, written first
  EXPECT_EQ(match->kind, IntegerEntryMatch::Kind::NearestWider);
  match = spec.findIntegerEntry(8);
  ASSERT_TRUE(match);
  EXPECT_EQ(match->entry, &spec.getEntries()[2]);
  EXPECT_EQ(match->kind, IntegerEntryMatch::Kind::SameWidth);
  match = spec.findIntegerEntry(33);
  ASSERT_TRUE(match);
  EXPECT_EQ(match->entry, &spec.getEntries()[0]);
  EXPECT_EQ(match->kind, IntegerEntryMatch::Kind::Widest);
}
