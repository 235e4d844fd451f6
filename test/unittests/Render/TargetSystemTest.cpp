// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetSystemTest.cpp - dlti.target_system_spec in the engine -------===//
//
// The model of a scope's target system spec (devices, properties, where
// each is written), which of MLIR's readers reach a device, the hover over
// the attribute, a device and a property, and completion inside
// `#dlti.target_device_spec<...>`. Sources are annotated (`^` cursor,
// `[[...]]` expected range). What MLIR 22 does was measured with
// `mlir-opt` and `transform.dlti.query` (test/CLI/target-system-spec.test).
//
//===----------------------------------------------------------------------===//

#include "TestSupport/Annotations.h"
#include "TestSupport/TestAnalysis.h"
#include "TestSupport/TestDocument.h"

#include "mlir-layout/Core/TargetSystem.h"
#include "mlir-layout/Features/Completion.h"
#include "mlir-layout/Features/DocumentAnalysis.h"
#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Render/DeviceRender.h"

#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// A module with two devices, a nested module without a system spec, and a
/// module whose dl_spec comes first for dlti::query.
constexpr const char *kSystem = R"mlir(
module @m attributes {$name[[dlti.target$name^_system_spec]] = #dlti.target_system_spec<$cpu[["C$cpu^PU"]] = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : i32>, "GPU" = #dlti.target_device_spec<$width[["max_vector_op_$width^width" = 128 : i32]], "warp" = 32>>} {
  module @inner {
    %0 = "test.op"() : () -> i32
  }
}
module @both attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>, dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1>>} {
}
)mlir";

/// Renders as plain text without links.
std::string plain(const TargetSystemHover &hover) {
  RenderOptions options;
  options.markdown = false;
  return renderTargetSystemHover(hover, options,
                                 [](const SourcePos &) { return ""; });
}

const Annotations &systemCode() {
  static const Annotations code(kSystem);
  return code;
}
} // namespace

TEST(TargetSystem, DevicesPropertiesAndWhereTheyAreWritten) {
  const Annotations &code = systemCode();
  DocumentAnalysis analysis = analyze(code);
  const LayoutScope *m = analysis.doc->getScopes().findByPath("@m");
  ASSERT_TRUE(m && m->targetSystem);
  const TargetSystem &system = *m->targetSystem;
  ASSERT_EQ(system.devices.size(), 2u);
  EXPECT_EQ(system.devices[0].id, "CPU");
  EXPECT_EQ(offsets(*analysis.doc, system.devices[0].idPos.range),
            code.range("cpu"));
  EXPECT_EQ(offsets(*analysis.doc, system.name.range), code.range("name"));
  const TargetDevice *gpu = system.findDevice("GPU");
  ASSERT_TRUE(gpu);
  ASSERT_EQ(gpu->properties.size(), 2u);
  EXPECT_EQ(gpu->properties[0].key, "max_vector_op_width");
  EXPECT_EQ(gpu->properties[0].valueText, "128 : i32");
  EXPECT_EQ(offsets(*analysis.doc, gpu->properties[0].where.range),
            code.range("width"));
  // As written, not as MLIR prints it (`32 : i64`).
  EXPECT_EQ(gpu->properties[1].valueText, "32");
  // MLIR does not inherit it: the nested module has none of its own.
  EXPECT_FALSE(
      analysis.doc->getScopes().findByPath("@m::@inner")->targetSystem);
}

TEST(TargetSystem, WhichReadersReachADevice) {
  DocumentAnalysis analysis = analyze(systemCode());
  const ScopeTree &tree = analysis.doc->getScopes();
  DeviceLookup own = lookupDevice(*tree.findByPath("@m"), "GPU");
  ASSERT_TRUE(own.device);
  EXPECT_TRUE(own.readByDataLayout);
  EXPECT_TRUE(own.readByQuery);
  // Nested: DataLayout reads the scope op's own spec only; dlti::query
  // from it walks up to @m's.
  DeviceLookup nested = lookupDevice(*tree.findByPath("@m::@inner"), "GPU");
  ASSERT_TRUE(nested.device);
  EXPECT_EQ(nested.holder->path, "@m");
  EXPECT_FALSE(nested.readByDataLayout);
  EXPECT_TRUE(nested.readByQuery);
  // dl_spec sorts first: dlti::query stops there.
  DeviceLookup both = lookupDevice(*tree.findByPath("@both"), "CPU");
  ASSERT_TRUE(both.device);
  EXPECT_TRUE(both.readByDataLayout);
  EXPECT_FALSE(both.readByQuery);
  EXPECT_EQ(both.queryStopsAt, "'dlti.dl_spec' of @both");
  EXPECT_FALSE(lookupDevice(*tree.findByPath("@m"), "TPU").device);
  EXPECT_EQ(listReachableDevices(*tree.findByPath("@m::@inner")),
            (std::vector<std::string>{"CPU", "GPU"}));
}

TEST(TargetSystemHover, NameDeviceAndProperty) {
  const Annotations &code = systemCode();
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> name = hoverAt(*analysis.doc, code, "name");
  ASSERT_TRUE(name && name->targetSystem);
  EXPECT_FALSE(name->targetSystem->device);
  EXPECT_EQ(name->targetSystem->nestedScopes, 1u);
  std::string summary = plain(*name->targetSystem);
  EXPECT_NE(summary.find("2 devices"), std::string::npos) << summary;
  EXPECT_NE(summary.find("\"warp\" = 32"), std::string::npos) << summary;
  EXPECT_NE(summary.find(getDeviceLayoutNote().str()), std::string::npos);

  std::optional<HoverInfo> cpu = hoverAt(*analysis.doc, code, "cpu");
  ASSERT_TRUE(cpu && cpu->targetSystem);
  EXPECT_EQ(cpu->targetSystem->device, 0u);
  EXPECT_FALSE(cpu->targetSystem->property);
  EXPECT_EQ(offsets(*analysis.doc, cpu->range), code.range("cpu"));

  std::optional<HoverInfo> width = hoverAt(*analysis.doc, code, "width");
  ASSERT_TRUE(width && width->targetSystem);
  EXPECT_EQ(width->targetSystem->property, 0u);
  EXPECT_EQ(offsets(*analysis.doc, width->range), code.range("width"));
  std::string text = plain(*width->targetSystem);
  EXPECT_NE(text.find("DataLayout::getDevicePropertyValue(\"GPU\", "
                      "\"max_vector_op_width\") in @m only"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("No pass of upstream MLIR 22 reads device properties"),
            std::string::npos);
}

TEST(TargetSystemCompletion, DocumentedKeysAndKeysOfOtherDevices) {
  Annotations code(
      "module attributes {dlti.target_system_spec = #dlti.target_system_spec<"
      "\"GPU\" = #dlti.target_device_spec<\"warp\" = 32 : i32>, "
      "\"XPU\" = #dlti.target_device_spec<\"max_vector_op_width\" = 64, ^>>} "
      "{}\n");
  std::vector<CompletionInfo> items = getCompletions(code.code(), code.point());
  std::vector<std::string> labels;
  for (const CompletionInfo &item : items)
    labels.push_back(item.label);
  // Present keys are left out; the other device's key brings its value.
  EXPECT_EQ(labels, (std::vector<std::string>{"\"L1_cache_size_in_bytes\"",
                                              "\"warp\""}));
  EXPECT_EQ(items[1].getPlainText(), "\"warp\" = 32 : i32");
  EXPECT_EQ(items[0].getPlainText(),
            "\"L1_cache_size_in_bytes\" = 4096 : ui32");
  // No dl_spec keys inside a device spec.
  for (const std::string &label : labels)
    EXPECT_NE(label, "i32");
}

TEST(TargetSystemCompletion, ValueAfterTheKey) {
  Annotations code(
      "module attributes {dlti.target_system_spec = #dlti.target_system_spec<"
      "\"CPU\" = #dlti.target_device_spec<\"max_vector_op_width\" = ^>>} {}\n");
  std::vector<CompletionInfo> items = getCompletions(code.code(), code.point());
  ASSERT_EQ(items.size(), 1u);
  EXPECT_TRUE(items[0].isValue);
  EXPECT_EQ(items[0].label, "128 : ui32");
}
