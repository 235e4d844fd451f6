// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FeaturesHoverTest.cpp - Hovers on aliases, scopes and entries ------===//
//
// The hovers beyond a type under the cursor: a type alias definition laid
// out in every scope that uses it, a scope op's effective entries and
// properties, and a spec entry with what its scope has with and without it.
// Sources are annotated (`^` cursor, `[[...]]` expected range). The numbers
// were checked against `mlir-opt --test-data-layout-query` on the same specs
// written as one flat spec per scope.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/Annotations.h"
#include "TestSupport/TestAnalysis.h"
#include "TestSupport/TestDocument.h"

#include "mlir-layout/Features/DocumentAnalysis.h"
#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Render/HoverRender.h"
#include "mlir-layout/Render/ScopeRender.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// A host module and a nested device module with different integer entries.
/// `!packet` is used in both, `!pair` (which contains it) only in the device.
constexpr const char *kTwoScopes = R"mlir(
$packet[[!pa$packet^cket]] = $body[[!llvm.struct<(i8, i$body^64)>]]
$pair[[!pa$pair^ir]] = !llvm.struct<(!packet, i16)>
$unused[[!un$unused^used]] = i64
$hostOp[[mod$hostOp^ule]] @host attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>, $endian[["dlti.$endian^endianness" = "big"]]>} {
  func.func private @h(!packet)
  module $device[[@dev$device^ice]] attributes {dlti.dl_spec = #dlti.dl_spec<$i32[[i$i32^32 = dense<[16, 32]> : vector<2xi64>]], i64 = dense<[64, 64]> : vector<2xi64>, "dlti.stack_alignment" = 64 : i64>} {
    func.func private @d(!packet, !pair)
  }
}
)mlir";

/// Size and ABI alignment of a result, `{0, 0}` without a layout.
std::pair<uint64_t, uint64_t> sizeAlign(const LayoutResult &result) {
  if (!result.hasLayout())
    return {0, 0};
  return {result.layout->size, result.layout->abiAlignment};
}

/// Renders without links.
std::string noLinks(const SourcePos &) { return ""; }

/// The `!pair` and `!packet` points share names with their ranges.
const Annotations &twoScopes() {
  static const Annotations code(kTwoScopes);
  return code;
}
} // namespace

//===----------------------------------------------------------------------===//
// Type alias definitions
//===----------------------------------------------------------------------===//

TEST(FeaturesAliasHover, TheBodyIsHoveredAsTheAlias) {
  // The body is written at the top level, where no spec applies: hovered,
  // it is the alias laid out where it is used, not a type at the top level.
  const Annotations &code = twoScopes();
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, "body");
  ASSERT_TRUE(hover && hover->alias);
  EXPECT_FALSE(hover->type);
  EXPECT_EQ(offsets(*analysis.doc, hover->range), code.range("body"));
  EXPECT_EQ(hover->alias->name, "!packet");
  EXPECT_EQ(hover->alias->scopes.size(), 2u);
}

TEST(FeaturesAliasHover, DefinitionListsTheLayoutInEachScopeThatUsesIt) {
  const Annotations &code = twoScopes();
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, "packet");
  ASSERT_TRUE(hover);
  ASSERT_TRUE(hover->alias);
  EXPECT_FALSE(hover->type || hover->entry || hover->scope);
  EXPECT_EQ(offsets(*analysis.doc, hover->range), code.range("packet"));
  const AliasLayouts &alias = *hover->alias;
  EXPECT_EQ(alias.name, "!packet");
  ASSERT_EQ(alias.scopes.size(), 2u);
  // @host: i64 aligned to 4 (its entry), i8 takes it too: 12 bytes, align 4.
  EXPECT_EQ(alias.scopes[0].result.scope, "@host");
  EXPECT_EQ(sizeAlign(alias.scopes[0].result), std::make_pair(12ul, 4ul));
  EXPECT_EQ(alias.scopes[0].uses, 1u);
  EXPECT_EQ(alias.scopes[0].firstUse.line, 6u);
  // @device: its own i64 entry, align 8: 16 bytes. One use is through
  // `!pair`, whose definition uses `!packet`.
  EXPECT_EQ(alias.scopes[1].result.scope, "@host::@device");
  EXPECT_EQ(sizeAlign(alias.scopes[1].result), std::make_pair(16ul, 8ul));
  EXPECT_EQ(alias.scopes[1].uses, 2u);
  // The top level (no spec: MLIR's defaults, i64 aligned to 4) is kept
  // apart.
  EXPECT_EQ(alias.topLevel.scope, "<top>");
  EXPECT_EQ(sizeAlign(alias.topLevel), std::make_pair(12ul, 4ul));
  // Every number is the scope's own answer for the alias's type.
  for (const AliasScopeLayout &use : alias.scopes) {
    const LayoutScope *scope =
        analysis.doc->getScopes().findByPath(use.result.scope);
    ASSERT_TRUE(scope);
    Type type = analysis.doc->getAsmState().getTypeAliasDef("packet")->value;
    EXPECT_EQ(sizeAlign(analysis.doc->getLayout(*scope).query(type)),
              sizeAlign(use.result));
  }
}

TEST(FeaturesAliasHover, AliasUsedOnlyInsideAnotherAliasAndUnusedAlias) {
  const Annotations &code = twoScopes();
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> pair = hoverAt(*analysis.doc, code, "pair");
  ASSERT_TRUE(pair && pair->alias);
  ASSERT_EQ(pair->alias->scopes.size(), 1u);
  EXPECT_EQ(pair->alias->scopes[0].result.scope, "@host::@device");
  EXPECT_EQ(sizeAlign(pair->alias->scopes[0].result),
            std::make_pair(24ul, 8ul));

  std::optional<HoverInfo> unused = hoverAt(*analysis.doc, code, "unused");
  ASSERT_TRUE(unused && unused->alias);
  EXPECT_TRUE(unused->alias->scopes.empty());
  EXPECT_EQ(sizeAlign(unused->alias->topLevel), std::make_pair(8ul, 4ul));
  RenderOptions plain;
  plain.markdown = false;
  EXPECT_NE(renderAliasHover(*unused->alias, plain, noLinks).find("not used"),
            std::string::npos);
}

TEST(FeaturesAliasHover, RenderedWithOneLinePerScope) {
  const Annotations &code = twoScopes();
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, "packet");
  ASSERT_TRUE(hover && hover->alias);
  RenderOptions plain;
  plain.markdown = false;
  EXPECT_EQ(renderAliasHover(*hover->alias, plain, noLinks),
            "!packet = !llvm.struct<(i8, i64)>\n\n"
            "Layout where it is used\n"
            "@host: !llvm.struct<(i8, i64)> · 12 bytes · align 4 (1 use, "
            "first on line 6)\n"
            "@host::@device: !llvm.struct<(i8, i64)> · 16 bytes · align 8 "
            "(2 uses, first on line 8)");
}

//===----------------------------------------------------------------------===//
// Scope ops
//===----------------------------------------------------------------------===//

TEST(FeaturesScopeHover, OpNameAndSymbolShowEntriesAndProperties) {
  const Annotations &code = twoScopes();
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> device = hoverAt(*analysis.doc, code, "device");
  ASSERT_TRUE(device && device->scope);
  EXPECT_FALSE(device->type || device->entry || device->alias);
  EXPECT_EQ(offsets(*analysis.doc, device->range), code.range("device"));
  const ScopeSummary &summary = *device->scope;
  EXPECT_EQ(summary.path, "@host::@device");
  EXPECT_EQ(summary.opName, "builtin.module");
  EXPECT_EQ(summary.ownEntries, 3u);
  // The effective entries, each with the scope it comes from: the host's
  // i64 is overridden, its endianness inherited.
  std::vector<std::pair<std::string, std::string>> entries;
  for (const EntryRef &entry : summary.entries)
    entries.push_back({entry.key, entry.scope});
  EXPECT_EQ(entries, (std::vector<std::pair<std::string, std::string>>{
                         {"i64", "@host::@device"},
                         {"\"dlti.endianness\"", "@host"},
                         {"i32", "@host::@device"},
                         {"\"dlti.stack_alignment\"", "@host::@device"}}));
  // The properties are the engine's, as `mlir-layout scopes` prints them.
  const LayoutScope *scope =
      analysis.doc->getScopes().findByPath("@host::@device");
  ASSERT_TRUE(scope);
  const ScopeProperties &expected =
      analysis.doc->getLayout(*scope).getProperties();
  ASSERT_EQ(summary.properties.properties.size(), expected.properties.size());
  for (auto [got, want] :
       llvm::zip(summary.properties.properties, expected.properties)) {
    EXPECT_EQ(got.key, want.key);
    EXPECT_EQ(got.value, want.value);
    EXPECT_EQ(got.isDefault, want.isDefault);
  }
  auto endian =
      llvm::find_if(summary.properties.properties, [](const ScopeProperty &p) {
        return p.key == "dlti.endianness";
      });
  ASSERT_NE(endian, summary.properties.properties.end());
  ASSERT_TRUE(endian->entry);
  EXPECT_EQ(endian->entry->scope, "@host");

  std::optional<HoverInfo> host = hoverAt(*analysis.doc, code, "hostOp");
  ASSERT_TRUE(host && host->scope);
  EXPECT_EQ(offsets(*analysis.doc, host->range), code.range("hostOp"));
  EXPECT_EQ(host->scope->path, "@host");
  EXPECT_EQ(host->scope->entries.size(), 2u);
}

TEST(FeaturesScopeHover, RenderedWithOrigins) {
  const Annotations &code = twoScopes();
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> device = hoverAt(*analysis.doc, code, "device");
  ASSERT_TRUE(device && device->scope);
  RenderOptions plain;
  plain.markdown = false;
  std::string text = renderScopeHover(*device->scope, plain, noLinks);
  EXPECT_NE(text.find("builtin.module @host::@device\n\ndata layout scope: 3 "
                      "entries of its own, 4 effective entries"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\"dlti.endianness\" = \"big\" in @host, line 5"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("i32 = dense<[16, 32]> : vector<2xi64> (own, line 7)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("dlti.stack_alignment = 64 in @host::@device, line 7"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("dlti.default_memory_space = 0 (default)"),
            std::string::npos)
      << text;
}

TEST(FeaturesScopeHover, RendersValuesFromScopeOpHooksAndUnknownOnes) {
  // A value a scope op's hook set names the hook, not an entry; a value
  // nothing can be known of says why, with no `=`.
  ScopeSummary summary;
  summary.path = "layoutex.scope@2";
  summary.opName = "layoutex.scope";
  ScopeProperty hooked;
  hooked.key = "dlti.stack_alignment";
  hooked.value = "128";
  hooked.isDefault = false;
  hooked.hook = ScopeHook{"layoutex.scope", "getStackAlignment"};
  ScopeProperty unknown;
  unknown.key = "dlti.endianness";
  unknown.value = "cannot know: in @a::@b, the specs do not combine";
  unknown.isDefault = false;
  unknown.unknown = true;
  summary.properties.properties = {hooked, unknown};
  RenderOptions plain;
  plain.markdown = false;
  std::string text = renderScopeHover(summary, plain, noLinks);
  EXPECT_NE(text.find("dlti.stack_alignment = 128 (the getStackAlignment hook "
                      "of layoutex.scope)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("dlti.endianness: cannot know: in @a::@b, the specs do "
                      "not combine"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("(default)"), std::string::npos) << text;
}

TEST(FeaturesScopeHover, GpuModuleAndAScopeWithoutASpec) {
  Annotations code(R"mlir(
module @host attributes {gpu.container_module} {
  $gpu[[gpu.mod$gpu^ule]] @kernels attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
    gpu.func @k(%a: index) kernel { gpu.return }
  }
}
module $plain[[@pla$plain^in]] {}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> gpu = hoverAt(*analysis.doc, code, "gpu");
  ASSERT_TRUE(gpu && gpu->scope);
  EXPECT_EQ(offsets(*analysis.doc, gpu->range), code.range("gpu"));
  EXPECT_EQ(gpu->scope->opName, "gpu.module");
  EXPECT_EQ(gpu->scope->path, "@host::@kernels");
  ASSERT_EQ(gpu->scope->entries.size(), 1u);
  EXPECT_EQ(gpu->scope->entries[0].key, "index");

  std::optional<HoverInfo> plain = hoverAt(*analysis.doc, code, "plain");
  ASSERT_TRUE(plain && plain->scope);
  EXPECT_EQ(plain->scope->path, "@plain");
  EXPECT_EQ(plain->scope->ownEntries, 0u);
  EXPECT_TRUE(plain->scope->entries.empty());
  RenderOptions options;
  options.markdown = false;
  EXPECT_NE(renderScopeHover(*plain->scope, options, noLinks)
                .find("no spec of its own, 0 effective entries"),
            std::string::npos);
}

TEST(FeaturesScopeHover, NotOnTheRestOfTheOp) {
  Annotations code(R"mlir(
module @m attri^butes {dlti.dl_spec = #dlti.dl_spec<i32 = 32 : i64>} {
  func.^func private @f(i32)
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  for (size_t point : code.points()) {
    llvm::SMLoc loc =
        llvm::SMLoc::getFromPointer(analysis.doc->getText().data() + point);
    EXPECT_FALSE(getScopeSummaryAt(*analysis.doc, loc)) << point;
  }
}

//===----------------------------------------------------------------------===//
// Spec entries
//===----------------------------------------------------------------------===//

TEST(FeaturesEntryHover, WithoutTheEntryIsTheScopeWithItsOtherEntries) {
  const Annotations &code = twoScopes();
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, "i32");
  ASSERT_TRUE(hover && hover->entry);
  EXPECT_EQ(offsets(*analysis.doc, hover->range), code.range("i32"));
  const EntryEffect &effect = *hover->entry;
  ASSERT_TRUE(effect.key);
  EXPECT_EQ(effect.key->with.scope, "@host::@device");
  EXPECT_EQ(effect.key->with.layout->abiAlignment, 2u);
  EXPECT_EQ(effect.key->with.layout->preferredAlignment, 4u);
  // Without it, i32 takes the scope's own i64 entry (align 8), not the
  // parent's answer (align 4 from the host's i64).
  EXPECT_TRUE(effect.key->differs());
  EXPECT_EQ(effect.key->without.layout->abiAlignment, 8u);
  EXPECT_EQ(effect.key->without.layout->preferredAlignment, 8u);
  // The narrower widths without an entry of their own follow it.
  std::vector<std::string> others;
  for (const LayoutChange &change : effect.others) {
    others.push_back(change.with.type);
    EXPECT_EQ(change.with.layout->abiAlignment, 2u) << change.with.type;
    EXPECT_EQ(change.without.layout->abiAlignment, 8u) << change.with.type;
  }
  EXPECT_EQ(others, (std::vector<std::string>{"i1", "i8", "i16"}));
  EXPECT_FALSE(effect.checkedTypes.empty());
  RenderOptions plain;
  plain.markdown = false;
  std::string text = renderEntryHover(effect, plain, noLinks);
  EXPECT_NE(text.find("with it: i32 · 4 bytes · align 2 (preferred 4)\n"
                      "without it: i32 · 4 bytes · align 8"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("i8 · 1 byte · align 2 (preferred 4) → i8 · 1 byte · "
                      "align 8"),
            std::string::npos)
      << text;
}

TEST(FeaturesEntryHover, AnEntryThatChangesNothingSaysSo) {
  Annotations code(R"mlir(
module attributes {dlti.dl_spec = #dlti.dl_spec<^f32 = dense<[32, 32]> : vector<2xi64>>} {}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, "");
  ASSERT_TRUE(hover && hover->entry && hover->entry->key);
  EXPECT_FALSE(hover->entry->key->differs());
  EXPECT_TRUE(hover->entry->others.empty());
  RenderOptions plain;
  plain.markdown = false;
  std::string text = renderEntryHover(*hover->entry, plain, noLinks);
  EXPECT_NE(text.find("without it: f32 · 4 bytes · align 4 (the same)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("no other common type changes"), std::string::npos)
      << text;
}

TEST(FeaturesEntryHover, IdentifierEntryShowsThePropertyWithAndWithout) {
  const Annotations &code = twoScopes();
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, "endian");
  ASSERT_TRUE(hover && hover->entry);
  const EntryEffect &effect = *hover->entry;
  EXPECT_FALSE(effect.key);
  ASSERT_EQ(effect.properties.size(), 1u);
  EXPECT_EQ(effect.properties[0].with.key, "dlti.endianness");
  EXPECT_EQ(effect.properties[0].with.value, "\"big\"");
  EXPECT_FALSE(effect.properties[0].with.isDefault);
  EXPECT_TRUE(effect.properties[0].without.isDefault);
}

TEST(FeaturesEntryHover, ImpactCountsTypesUsedHereAndInNestedScopes) {
  // The host's i64 entry decides i16 in @host, and i16 and the struct with
  // an i64 field in @device (whose own i8 entry answers i16 without it);
  // i64 itself keeps its numbers (the entry restates MLIR's default, ABI 4
  // and preferred 8), @own has its own i64 entry and @other is outside.
  Annotations code(R"mlir(
module @host attributes {dlti.dl_spec = #dlti.dl_spec<^i64 = dense<[32, 64]> : vector<2xi64>>} {
  %0:3 = "test.use"() : () -> (i16, i64, f32)
  module @device attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<[8, 8]> : vector<2xi64>>} {
    %1:3 = "test.use"() : () -> (i8, i16, !llvm.struct<(i8, i64)>)
  }
  module @own attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[64, 64]> : vector<2xi64>>} {
    %3 = "test.use"() : () -> i64
  }
}
module @other {
  %2 = "test.use"() : () -> i64
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, "");
  ASSERT_TRUE(hover && hover->entry);
  const EntryEffect &effect = *hover->entry;
  std::vector<std::pair<std::string, std::string>> impacted;
  for (const ImpactedType &t : effect.impact) {
    impacted.push_back({t.scope, t.change.with.type});
    // Each number is the real scope's answer with the entry.
    const LayoutScope *scope = analysis.doc->getScopes().findByPath(t.scope);
    ASSERT_TRUE(scope);
    std::string error;
    Type type = analysis.doc->parseType(t.change.with.type, error);
    EXPECT_EQ(sizeAlign(analysis.doc->getLayout(*scope).query(type)),
              sizeAlign(t.change.with));
  }
  EXPECT_EQ(impacted, (std::vector<std::pair<std::string, std::string>>{
                          {"@host", "i16"},
                          {"@host::@device", "!llvm.struct<(i8, i64)>"},
                          {"@host::@device", "i16"}}));
  EXPECT_EQ(effect.impactScopes, 2u);
  RenderOptions plain;
  plain.markdown = false;
  std::string text = renderEntryHover(effect, plain, noLinks);
  EXPECT_NE(text.find("Decides 3 types in 2 scopes"), std::string::npos)
      << text;
  EXPECT_NE(text.find("in @host: i16 · 2 bytes · align 4 (preferred 8) → "
                      "i16 · 2 bytes · align 2"),
            std::string::npos)
      << text;
}

TEST(FeaturesHoverRender, CompactVerbosityKeepsTheHeaderAndTheDecidingEntry) {
  Annotations code(R"mlir(
module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>>} {
  %0 = "test.use"() : () -> i^16
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, "");
  ASSERT_TRUE(hover && hover->type);
  RenderOptions compact;
  compact.markdown = false;
  compact.compact = true;
  RenderOptions full = compact;
  full.compact = false;
  std::string shortText = renderHover(*hover, compact, noLinks);
  std::string longText = renderHover(*hover, full, noLinks);
  // The same header; the deciding entry the full hover names; no reasons.
  std::string header = renderHeader(*hover->type, NumberFormat::Decimal);
  EXPECT_EQ(shortText.rfind(header, 0), 0u) << shortText;
  EXPECT_EQ(longText.rfind(header, 0), 0u) << longText;
  ASSERT_FALSE(hover->type->reasons.empty());
  const EntryRef &entry = hover->type->reasons.front().entries.front();
  std::string named = entry.key + " = " + entry.value;
  EXPECT_NE(shortText.find("entry " + named), std::string::npos) << shortText;
  EXPECT_NE(longText.find(named), std::string::npos);
  EXPECT_EQ(shortText.find("Why"), std::string::npos) << shortText;
  EXPECT_LT(shortText.size(), longText.size());
}

TEST(FeaturesHoverRender, TypeHoversFitAHoverWindow) {
  // A 4-field struct, a strided memref and a vector in an x86-64 module.
  // Before the rules moved to the explain view these hovers were 1,941,
  // 1,969 and 565 characters with a short file name.
  Annotations code(R"mlir(
module @host attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", dlti.dl_spec = #dlti.dl_spec<i64 = dense<[64, 64]> : vector<2xi64>, i32 = dense<[32, 32]> : vector<2xi64>>} {
  llvm.func @f(%arg0: !llvm.$struct^struct<(i8, i32, i64, f16)>)
  func.func @g(%a: mem$memref^ref<4x8xf32, strided<[16, 1], offset: 4>>, %v: vec$vector^tor<4xi32>) { return }
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  // Links as long as a real workspace's.
  LinkBuilder link = [](const SourcePos &p) {
    return "file:///home/developer/projects/compiler/test/kernels/layout.mlir"
           "#L" +
           std::to_string(p.line);
  };
  RenderOptions markdown;
  for (llvm::StringRef name : {"struct", "memref", "vector"}) {
    std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, name);
    ASSERT_TRUE(hover && hover->type) << name.str();
    std::string text = renderHover(*hover, markdown, link);
    EXPECT_LT(text.size(), 1000u) << text;
    // The deciding entries stay; the rules' words are the explain view's.
    EXPECT_NE(text.find("entry `i"), std::string::npos) << text;
    EXPECT_EQ(text.find("Why\n"), std::string::npos) << text;
    EXPECT_EQ(text.find("rounded up"), std::string::npos) << text;
    EXPECT_NE(text.find("Explain"), std::string::npos) << text;
  }
  // The struct's field table: a row per field with offset, size, align
  // and the padding after it.
  std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, "struct");
  std::string text = renderHover(*hover, markdown, link);
  EXPECT_NE(text.find("| \\#0 | `i8` | 0 | 1 | 4 | 3 |\n"), std::string::npos)
      << text;
  EXPECT_NE(text.find("| \\#3 | `f16` | 16 | 2 | 2 | 6 |\n"), std::string::npos)
      << text;
  EXPECT_NE(text.find("padding: 9 bytes"), std::string::npos) << text;
  // The smallest order of its fields, under the scope's layout (the i8
  // takes the i32 entry's alignment of 4 bytes here).
  EXPECT_NE(text.find("fields in order (i64, i32, i8, f16) would take 16 "
                      "bytes, not 24 (\\#2, \\#1, \\#0, \\#3)"),
            std::string::npos)
      << text;
}

TEST(FeaturesHoverRender, CompactVerbosityKeepsEveryWarning) {
  Annotations code(R"mlir(
module @l attributes {llvm.data_layout = "e-i64:64", dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>>} {
  func.func private @f(i^64)
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> hover = hoverAt(*analysis.doc, code, "");
  ASSERT_TRUE(hover && hover->type && hover->llvm);
  RenderOptions compact;
  compact.markdown = false;
  compact.compact = true;
  std::string text = renderHover(*hover, compact, noLinks);
  EXPECT_NE(text.find("LLVM IR lays it out differently: abi: MLIR 4, LLVM 8"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("entry i64 = dense<[32, 64]> : vector<2xi64> in @l"),
            std::string::npos)
      << text;
}

//===----------------------------------------------------------------------===//
// The alignment of allocations
//===----------------------------------------------------------------------===//

TEST(FeaturesAllocationHover, AlignmentAttributeAgainstTheScopesLayout) {
  static const Annotations code(R"mlir(
module @m attributes {dlti.dl_spec = #dlti.dl_spec<$entry[[i64 = dense<[64, 64]> : vector<2xi64>]]>} {
  llvm.func @f(%n: i32) {
    %p = llvm.alloca %n x i64 {$low[[align$low^ment = 4 : i64]]} : (i32) -> !llvm.ptr
    llvm.return
  }
  llvm.mlir.global internal @g(0 : i64) {$ok[[alignment = 1$ok^6 : i64]]} : i64
  func.func @h() {
    %a = memref.alloc() {alignment = 8 : i64} : memref<8x$elem^i64>
    return
  }
}
)mlir");
  DocumentAnalysis analysis = analyze(code);
  std::optional<HoverInfo> low = hoverAt(*analysis.doc, code, "low");
  ASSERT_TRUE(low && low->allocation);
  EXPECT_FALSE(low->type || low->entry || low->scope);
  EXPECT_EQ(offsets(*analysis.doc, low->range), code.range("low"));
  EXPECT_EQ(low->allocation->op, "llvm.alloca");
  EXPECT_EQ(low->allocation->alignment, 4u);
  EXPECT_EQ(low->allocation->type, "i64");
  EXPECT_EQ(low->allocation->abiAlignment, 8u);
  EXPECT_TRUE(low->allocation->isBelow());
  ASSERT_TRUE(low->allocation->entry);
  EXPECT_EQ(low->allocation->entry->key, "i64");

  std::optional<HoverInfo> ok = hoverAt(*analysis.doc, code, "ok");
  ASSERT_TRUE(ok && ok->allocation);
  EXPECT_EQ(offsets(*analysis.doc, ok->range), code.range("ok"));
  EXPECT_EQ(ok->allocation->op, "llvm.mlir.global");
  EXPECT_FALSE(ok->allocation->isBelow());
  RenderOptions plain;
  plain.markdown = false;
  std::string text = renderHover(*ok, plain, noLinks);
  EXPECT_NE(text.find("meets i64's ABI alignment of 8 bytes in scope @m"),
            std::string::npos)
      << text;

  // Elsewhere in an allocation, the type is hovered as before.
  std::optional<HoverInfo> elem = hoverAt(*analysis.doc, code, "elem");
  ASSERT_TRUE(elem && elem->type);
  EXPECT_FALSE(elem->allocation);
}
