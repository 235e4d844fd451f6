// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SettingsTest.cpp - The user's settings from JSON -------------------===//

#include "Settings.h"

#include "llvm/Support/JSON.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
namespace json = llvm::json;

namespace {
/// `settings` updated with the `mlirLayout` object written as `text`.
Settings readJSON(llvm::StringRef text, Settings settings = Settings()) {
  json::Value value = cantFail(json::parse(text));
  readSettings(value.getAsObject(), settings);
  return settings;
}

TEST(Settings, EveryMemberIsRead) {
  Settings read = readJSON(R"({"policy": "strict", "memrefModel": "bare",
    "layoutFile": "/l.json", "inlayHints": true, "paddingHints": true,
    "codeLens": true, "numberFormat": "hex", "cacheLineSize": 128,
    "hoverVerbosity": "compact"})");
  EXPECT_EQ(read.policy, CompatibilityPolicy::Strict);
  EXPECT_EQ(read.memrefModel, MemRefModel::Bare);
  EXPECT_EQ(read.layoutFile, "/l.json");
  EXPECT_TRUE(read.inlayHints && read.paddingHints && read.codeLens);
  EXPECT_EQ(read.numberFormat, NumberFormat::Hex);
  EXPECT_EQ(read.cacheLineSize, 128u);
  EXPECT_TRUE(read.compactHover);
  EXPECT_TRUE(read.anyHints());
  EXPECT_TRUE(read.changesAnalyses(Settings()));
}

TEST(Settings, MissingAndMalformedValuesKeepWhatWasThere) {
  Settings before;
  before.policy = CompatibilityPolicy::Strict;
  before.cacheLineSize = 32;
  Settings after = readJSON(R"({"policy": "sideways", "cacheLineSize": -1,
    "hoverVerbosity": "loud", "numberFormat": 7})",
                            before);
  EXPECT_EQ(after.policy, CompatibilityPolicy::Strict);
  EXPECT_EQ(after.cacheLineSize, 32u);
  EXPECT_FALSE(after.compactHover);
  EXPECT_EQ(after.numberFormat, NumberFormat::Decimal);
  // Nothing that analyses depend on changed: no rebuild.
  after.inlayHints = true;
  EXPECT_FALSE(after.changesAnalyses(before));
}
} // namespace
