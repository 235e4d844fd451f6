// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutDiffTest.cpp - Layout diffs over pairs of documents ----------===//
//
// Each test parses an old and a new version, marked with `[[...]]` around
// the entry expected to decide the changed numbers on that side, and checks
// the diff against what each document's own query objects answer.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/Annotations.h"
#include "TestSupport/TestDocument.h"

#include "JsonDocuments/DiffJson.h"
#include "mlir-layout/Features/LayoutDiff.h"
#include "mlir-layout/Features/VersionDiff.h"
#include "mlir-layout/Render/DiffRender.h"

#include "mlir/AsmParser/AsmParser.h"

#include "gtest/gtest.h"

#include <functional>
#include <map>
#include <random>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// Both versions parsed, the annotations kept for their ranges.
struct Pair {
  Annotations oldCode, newCode;
  std::unique_ptr<LayoutDocument> before, after;

  Pair(llvm::StringRef oldText, llvm::StringRef newText)
      : oldCode(oldText), newCode(newText),
        before(parseDocument(oldCode.code())),
        after(parseDocument(newCode.code())) {}

  LayoutDiff diff(const DiffOptions &options = {}) {
    EXPECT_TRUE(before->isParsed() && !before->hasErrors());
    EXPECT_TRUE(after->isParsed() && !after->hasErrors());
    return diffDocuments(*before, *after, options);
  }
};

/// The changed type `type` in `scope`, or null.
const TypeDiff *find(const LayoutDiff &diff, llvm::StringRef scope,
                     llvm::StringRef type) {
  for (const TypeDiff &t : diff.types)
    if (t.scope == scope && t.type == type)
      return &t;
  return nullptr;
}

/// Checks both sides of `change` against a query of its type in the scope
/// of the same path in each document.
void expectQueryNumbers(Pair &pair, const TypeDiff &change) {
  for (auto [doc, side] : {std::make_pair(pair.before.get(), &change.before),
                           std::make_pair(pair.after.get(), &change.after)}) {
    const LayoutScope *scope = doc->getScopes().findByPath(change.scope);
    ASSERT_TRUE(scope);
    std::string error;
    Type type = doc->parseType(change.type, error);
    ASSERT_TRUE(type) << error;
    const LayoutResult &answer = doc->getLayout(*scope).query(type);
    ASSERT_TRUE(answer.hasLayout());
    ASSERT_TRUE(side->result.hasLayout());
    EXPECT_EQ(answer.layout->size, side->result.layout->size);
    EXPECT_EQ(answer.layout->abiAlignment, side->result.layout->abiAlignment);
    EXPECT_EQ(answer.layout->preferredAlignment,
              side->result.layout->preferredAlignment);
  }
}

/// The byte range of the first deciding entry of `side` in `doc`.
std::pair<size_t, size_t> entryRange(const LayoutDocument &doc,
                                     const DiffSide &side) {
  EXPECT_FALSE(side.entries.empty());
  if (side.entries.empty())
    return {0, 0};
  return offsets(doc, side.entries.front().where.range);
}

std::vector<DiffKind> kinds(std::initializer_list<DiffKind> list) {
  return list;
}
} // namespace

TEST(LayoutDiffTest, NewIntegerEntryMovesNarrowerWidths) {
  Pair pair(R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
  [[i64 = dense<64> : vector<2xi64>]]>} {
  %0:3 = "test.use"() : () -> (i8, i16, i64)
})",
            R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
  i64 = dense<64> : vector<2xi64>, [[i32 = dense<32> : vector<2xi64>]]>} {
  %0:3 = "test.use"() : () -> (i8, i16, i64)
})");
  LayoutDiff diff = pair.diff();
  EXPECT_TRUE(diff.scopes.empty());
  EXPECT_TRUE(diff.properties.empty());
  ASSERT_EQ(diff.types.size(), 2u);
  for (llvm::StringRef type : {"i8", "i16"}) {
    const TypeDiff *change = find(diff, "@m", type);
    ASSERT_TRUE(change) << type.str();
    EXPECT_EQ(change->kinds, kinds({DiffKind::Abi, DiffKind::Preferred}));
    EXPECT_EQ(change->before.result.layout->abiAlignment, 8u);
    EXPECT_EQ(change->after.result.layout->abiAlignment, 4u);
    EXPECT_EQ(entryRange(*pair.before, change->before), pair.oldCode.range());
    EXPECT_EQ(entryRange(*pair.after, change->after), pair.newCode.range());
    expectQueryNumbers(pair, *change);
  }
  // i64 keeps its own entry.
  EXPECT_FALSE(find(diff, "@m", "i64"));
}

TEST(LayoutDiffTest, PointerSizeMovesStructOffsets) {
  Pair pair(R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
  [[!llvm.ptr = dense<64> : vector<4xi64>]]>} {
  %0 = "test.use"() : () -> !llvm.struct<(i8, ptr, i32)>
})",
            R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
  [[!llvm.ptr = dense<32> : vector<4xi64>]]>} {
  %0 = "test.use"() : () -> !llvm.struct<(i8, ptr, i32)>
})");
  LayoutDiff diff = pair.diff();
  const TypeDiff *change = find(diff, "@m", "!llvm.struct<(i8, ptr, i32)>");
  ASSERT_TRUE(change);
  EXPECT_TRUE(llvm::is_contained(change->kinds, DiffKind::Offsets));
  std::vector<uint64_t> before, after;
  for (const FieldLayout &field : change->before.result.fields)
    before.push_back(field.offset);
  for (const FieldLayout &field : change->after.result.fields)
    after.push_back(field.offset);
  EXPECT_EQ(before, (std::vector<uint64_t>{0, 8, 16}));
  EXPECT_EQ(after, (std::vector<uint64_t>{0, 4, 8}));
  expectQueryNumbers(pair, *change);

  // Ignoring offsets and sizes leaves the alignments.
  DiffOptions options;
  options.ignore = {DiffKind::Offsets, DiffKind::Size, DiffKind::BitSize};
  LayoutDiff filtered = pair.diff(options);
  change = find(filtered, "@m", "!llvm.struct<(i8, ptr, i32)>");
  ASSERT_TRUE(change);
  EXPECT_EQ(change->kinds, kinds({DiffKind::Abi, DiffKind::Preferred}));
}

TEST(LayoutDiffTest, ServerChangesAreTheCLIsChangesValueByValue) {
  // Numbers, nulls (`index`), booleans, strings, arrays and objects: the
  // server's llvm::json `changes` print as the CLI's do.
  Pair pair(R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
  [[!llvm.ptr = dense<64> : vector<4xi64>]]>} {
  %0:2 = "test.use"() : () -> (!llvm.struct<(i8, ptr, i32)>, i8)
})",
            R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
  [[!llvm.ptr = dense<32> : vector<4xi64>]], "dlti.endianness" = "big">} {
  %0:2 = "test.use"() : () -> (!llvm.struct<(i8, ptr, i32)>, i8)
})");
  LayoutDiff diff = pair.diff();
  ASSERT_FALSE(diff.types.empty());
  ASSERT_FALSE(diff.properties.empty());
  std::string server;
  llvm::raw_string_ostream os(server);
  os << toDiffChangesJSON(diff);
  EXPECT_EQ(server, toDiffJson(diff, "old", "new")["changes"].dump());
}

TEST(LayoutDiffTest, SummarySaysWhatChangedInAtMost100Characters) {
  // The i64 entry changes: i64 (its own entry) leads, before the struct
  // and the narrower integers that follow it.
  Pair pair(R"(module @host attributes {dlti.dl_spec = #dlti.dl_spec<
  [[i64 = dense<64> : vector<2xi64>]]>} {
  %0:4 = "test.use"() : () -> (!llvm.struct<(i8, i64)>, i16, i64, i8)
})",
            R"(module @host attributes {dlti.dl_spec = #dlti.dl_spec<
  [[i64 = dense<32> : vector<2xi64>]]>} {
  %0:4 = "test.use"() : () -> (!llvm.struct<(i8, i64)>, i16, i64, i8)
})");
  LayoutDiff diff = pair.diff();
  EXPECT_EQ(summarizeDiff(diff), "i64 align 8 → 4 in @host, 4 types changed");
  EXPECT_EQ(summarizeDiff(LayoutDiff()), "no layout changes");
  // Long types and scopes are shortened; the counts go where no room is.
  LayoutDiff wide = diff;
  for (TypeDiff &t : wide.types) {
    t.type = "!llvm.struct<(" + std::string(200, 'x') + ")>";
    t.scope = "@" + std::string(100, 's');
  }
  wide.properties.push_back(
      {"@" + std::string(100, 'p'),
       {std::string(100, 'k'), std::string(100, 'v'), false, std::nullopt},
       {std::string(100, 'k'), std::string(100, 'w'), true, std::nullopt}});
  wide.scopes.push_back({"@added", true, SourcePos()});
  std::string summary = summarizeDiff(wide);
  EXPECT_LE(summary.size(), 100u) << summary;
  EXPECT_NE(summary.find("4 types changed"), std::string::npos) << summary;
}

TEST(VersionDiffTest, ComparedOnlyWithMatchingChunksAndParsedWhenInputsDiffer) {
  Pair pair(R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
  [[i64 = dense<64> : vector<2xi64>]]>} {
  %0 = "test.use"() : () -> i16
})",
            R"(module @m attributes {dlti.dl_spec = #dlti.dl_spec<
  [[i64 = dense<32> : vector<2xi64>]]>} {
  %0 = "test.use"() : () -> i16
})");
  std::vector<bool> asked;
  auto documents = [&](bool newer) {
    asked.push_back(newer);
    return std::optional<std::vector<LayoutDocument *>>(
        {newer ? pair.after.get() : pair.before.get()});
  };
  std::vector<std::string> oldInputs = {getLayoutInputs(*pair.before)},
                           newInputs = {getLayoutInputs(*pair.after)};
  // Chunks added: not compared, nothing parsed.
  VersionDiff result =
      compareVersions(oldInputs, {newInputs[0], newInputs[0]}, documents);
  EXPECT_EQ(result.outcome, VersionDiff::Outcome::ChunkCountsDiffer);
  EXPECT_EQ(result.newChunks, 2u);
  // The same inputs: the same layouts, nothing parsed.
  result = compareVersions(oldInputs, oldInputs, documents);
  EXPECT_EQ(result.outcome, VersionDiff::Outcome::Compared);
  EXPECT_TRUE(result.diff.empty());
  EXPECT_TRUE(asked.empty());
  // Different inputs: both sides compared.
  result = compareVersions(oldInputs, newInputs, documents);
  EXPECT_EQ(result.outcome, VersionDiff::Outcome::Compared);
  EXPECT_EQ(asked, (std::vector<bool>{false, true}));
  ASSERT_EQ(result.diff.types.size(), 1u);
  EXPECT_EQ(result.diff.types[0].type, "i16");
  // A side that no longer parses.
  result = compareVersions(oldInputs, newInputs, [](bool newer) {
    return newer ? std::nullopt
                 : std::optional<std::vector<LayoutDocument *>>(
                       std::vector<LayoutDocument *>{});
  });
  EXPECT_EQ(result.outcome, VersionDiff::Outcome::NoLongerParses);
}

TEST(LayoutDiffTest, NestedScopeChangeAffectsOnlyThatScope) {
  Pair pair(R"(module @outer attributes {dlti.dl_spec = #dlti.dl_spec<
  i32 = dense<32> : vector<2xi64>>} {
  %0:2 = "test.use"() : () -> (i16, i32)
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<
    [[i32 = dense<64> : vector<2xi64>]]>} {
    %1:2 = "test.use"() : () -> (i16, i32)
  }
})",
            R"(module @outer attributes {dlti.dl_spec = #dlti.dl_spec<
  i32 = dense<32> : vector<2xi64>>} {
  %0:2 = "test.use"() : () -> (i16, i32)
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<
    [[i32 = dense<128> : vector<2xi64>]]>} {
    %1:2 = "test.use"() : () -> (i16, i32)
  }
})");
  LayoutDiff diff = pair.diff();
  ASSERT_EQ(diff.types.size(), 2u);
  for (const TypeDiff &change : diff.types) {
    EXPECT_EQ(change.scope, "@outer::@inner");
    EXPECT_EQ(entryRange(*pair.after, change.after), pair.newCode.range());
    expectQueryNumbers(pair, change);
  }
  EXPECT_TRUE(find(diff, "@outer::@inner", "i16"));
  EXPECT_TRUE(find(diff, "@outer::@inner", "i32"));
}

TEST(LayoutDiffTest, RenamedScopeIsRemovedAndAdded) {
  Pair pair(R"(module @outer {
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
    %1 = "test.use"() : () -> index
  }
})",
            R"(module @outer {
  module @kernel attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i64>} {
    %1 = "test.use"() : () -> index
  }
})");
  LayoutDiff diff = pair.diff();
  ASSERT_EQ(diff.scopes.size(), 2u);
  EXPECT_EQ(diff.scopes[0].scope, "@outer::@inner");
  EXPECT_FALSE(diff.scopes[0].added);
  EXPECT_EQ(diff.scopes[1].scope, "@outer::@kernel");
  EXPECT_TRUE(diff.scopes[1].added);
  // Types of scopes on one side only are not compared with anything.
  EXPECT_TRUE(diff.types.empty());
  DiffOptions options;
  options.ignore = {DiffKind::Scope};
  EXPECT_TRUE(pair.diff(options).empty());
}

TEST(LayoutDiffTest, PropertiesAndUnnamedScopesMatchedByOrder) {
  Pair pair(R"(module attributes {dlti.dl_spec = #dlti.dl_spec<
  "dlti.endianness" = "little">} {
}
module {
}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  %0 = "test.use"() : () -> index
})",
            R"(// moved down


module attributes {dlti.dl_spec = #dlti.dl_spec<
  "dlti.endianness" = "big">} {
}
module {
}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  %0 = "test.use"() : () -> index
})");
  LayoutDiff diff = pair.diff();
  EXPECT_TRUE(diff.scopes.empty());
  EXPECT_TRUE(diff.types.empty());
  ASSERT_EQ(diff.properties.size(), 1u);
  EXPECT_EQ(diff.properties[0].scope, "builtin.module@4");
  EXPECT_EQ(diff.properties[0].before.value, "\"little\"");
  EXPECT_EQ(diff.properties[0].after.value, "\"big\"");
}

TEST(LayoutDiffTest, KindNamesRoundTrip) {
  for (DiffKind kind : {DiffKind::Layout, DiffKind::Size, DiffKind::BitSize,
                        DiffKind::Abi, DiffKind::Preferred, DiffKind::Index,
                        DiffKind::Offsets, DiffKind::Property, DiffKind::Scope})
    EXPECT_EQ(parseDiffKind(getDiffKindName(kind)), kind);
  EXPECT_FALSE(parseDiffKind("alignment"));
}

TEST(LayoutDiffTest, ReplacedSpecEqualsTheFileWrittenWithIt) {
  // The same file with @m's own spec written differently: replacing the
  // spec in the first must find exactly what comparing the two finds.
  const char *layout = R"(module @m attributes {dlti.dl_spec = SPEC} {
  %0:4 = "test.use"() : () -> (i8, i16, !llvm.struct<(i8, ptr)>, index)
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<128> : vector<2xi64>>} {
    %1:3 = "test.use"() : () -> (i8, i16, !llvm.ptr)
  }
}
module @other {
  %2 = "test.use"() : () -> i8
})";
  const char *oldSpec = "#dlti.dl_spec<i64 = dense<64> : vector<2xi64>>";
  const char *newSpec =
      "#dlti.dl_spec<i32 = dense<32> : vector<2xi64>, !llvm.ptr = "
      "dense<32> : vector<4xi64>, \"dlti.endianness\" = \"big\">";
  auto write = [&](llvm::StringRef spec) {
    std::string text = layout;
    return text.replace(text.find("SPEC"), 4, spec.str());
  };
  Pair pair(write(oldSpec), write(newSpec));
  LayoutDiff written = pair.diff();

  LayoutDocument &doc = *pair.before;
  const LayoutScope *scope = doc.getScopes().findByPath("@m");
  ASSERT_TRUE(scope);
  auto spec = llvm::dyn_cast_if_present<DataLayoutSpecInterface>(
      parseAttribute(newSpec, doc.getContext()));
  ASSERT_TRUE(spec);
  LayoutDiff replaced = diffReplacedSpecs(doc, *scope, std::nullopt, spec);

  ASSERT_EQ(replaced.types.size(), written.types.size());
  ASSERT_FALSE(replaced.types.empty());
  for (auto [a, b] : llvm::zip_equal(replaced.types, written.types)) {
    EXPECT_EQ(a.scope, b.scope);
    EXPECT_EQ(a.type, b.type);
    EXPECT_EQ(a.kinds, b.kinds);
    for (auto [x, y] : {std::make_pair(&a.before, &b.before),
                        std::make_pair(&a.after, &b.after)}) {
      ASSERT_TRUE(x->result.hasLayout() && y->result.hasLayout());
      EXPECT_EQ(x->result.layout->size, y->result.layout->size);
      EXPECT_EQ(x->result.layout->abiAlignment, y->result.layout->abiAlignment);
      EXPECT_EQ(x->result.layout->preferredAlignment,
                y->result.layout->preferredAlignment);
    }
  }
  ASSERT_EQ(replaced.properties.size(), written.properties.size());
  for (auto [a, b] : llvm::zip_equal(replaced.properties, written.properties)) {
    EXPECT_EQ(a.scope, b.scope);
    EXPECT_EQ(a.after.value, b.after.value);
  }
  // The nested scope's own i16 entry stays on top (and decides i8 there);
  // @other is untouched.
  EXPECT_FALSE(find(replaced, "@m::@inner", "i16"));
  EXPECT_FALSE(find(replaced, "@m::@inner", "i8"));
  EXPECT_TRUE(find(replaced, "@m", "i8"));
  for (const TypeDiff &t : replaced.types)
    EXPECT_NE(t.scope, "@other");
  // The replacement's entries are at no place in the document.
  const TypeDiff *ptr = find(replaced, "@m::@inner", "!llvm.ptr");
  ASSERT_TRUE(ptr);
  ASSERT_FALSE(ptr->after.entries.empty());
  EXPECT_EQ(ptr->after.entries.front().scope, "@m");
  EXPECT_FALSE(ptr->after.entries.front().where.isKnown());

  // Both sides replaced by the same spec: nothing differs.
  EXPECT_TRUE(diffReplacedSpecs(doc, *scope, spec, spec).empty());
}

TEST(LayoutInputs, SameSpecsGiveTheSameInputsAndNoDiff) {
  // The body uses other types and moves down a line; the specs are kept.
  Pair same("module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
            "dense<[32, 64]> : vector<2xi64>>} {\n"
            "  %0 = \"test.use\"() : () -> i16\n}\n",
            "module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
            "dense<[32, 64]> : vector<2xi64>>} {\n\n"
            "  %0:2 = \"test.use\"() : () -> (i8, !llvm.struct<(i8, i64)>)\n"
            "  module {\n  }\n}\n");
  // A nested unnamed module is a scope of its own: the inputs differ.
  EXPECT_NE(getLayoutInputs(*same.before), getLayoutInputs(*same.after));
  Pair body("module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
            "dense<[32, 64]> : vector<2xi64>>} {\n"
            "  %0 = \"test.use\"() : () -> i16\n}\n",
            "\nmodule @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
            "dense<[32, 64]> : vector<2xi64>>} {\n"
            "  %0:2 = \"test.use\"() : () -> (i8, !llvm.struct<(i8, i64)>)\n"
            "}\n");
  EXPECT_EQ(getLayoutInputs(*body.before), getLayoutInputs(*body.after));
  EXPECT_TRUE(body.diff().empty());
}

TEST(LayoutInputs, AnEditedEntryChangesTheInputs) {
  Pair edited("module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
              "dense<[64, 64]> : vector<2xi64>>} {\n"
              "  %0 = \"test.use\"() : () -> i16\n}\n",
              "module @m attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
              "dense<[32, 64]> : vector<2xi64>>} {\n"
              "  %0 = \"test.use\"() : () -> i16\n}\n");
  EXPECT_NE(getLayoutInputs(*edited.before), getLayoutInputs(*edited.after));
  LayoutDiff diff = edited.diff();
  ASSERT_EQ(diff.types.size(), 1u);
  EXPECT_EQ(diff.types[0].type, "i16");
  expectQueryNumbers(edited, diff.types[0]);
}

TEST(LayoutDiffChunks, ChunksComparedInOrderAndCountsMustMatch) {
  const char *a = "module @a attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
                  "dense<[64, 64]> : vector<2xi64>>} {\n"
                  "  %0 = \"test.use\"() : () -> i16\n}\n";
  const char *b = "module @a attributes {dlti.dl_spec = #dlti.dl_spec<i64 = "
                  "dense<[32, 64]> : vector<2xi64>>} {\n"
                  "  %0 = \"test.use\"() : () -> i16\n}\n";
  const char *c = "module @c {\n  %0 = \"test.use\"() : () -> i8\n}\n";
  std::unique_ptr<LayoutDocument> oldA = parseDocument(a),
                                  newA = parseDocument(b),
                                  oldC = parseDocument(c),
                                  newC = parseDocument(c);
  std::optional<LayoutDiff> diff =
      diffChunks({oldA.get(), oldC.get()}, {newA.get(), newC.get()});
  ASSERT_TRUE(diff);
  // The first chunk's change, nothing from the unchanged second chunk.
  LayoutDiff first = diffDocuments(*oldA, *newA);
  ASSERT_EQ(diff->types.size(), first.types.size());
  EXPECT_EQ(diff->types[0].type, "i16");
  EXPECT_FALSE(diffChunks({oldA.get(), oldC.get()}, {newA.get()}));
}

/// The match key of every scope as the definition states it: the parent's
/// key, the op name and symbol, and the rank among the earlier siblings with
/// the same op name and symbol (counted by a scan of the siblings).
static std::vector<std::string> keysBySiblingScan(LayoutDocument &doc) {
  std::map<const LayoutScope *, std::string> keyOf;
  std::vector<std::string> keys;
  auto component = [](const LayoutScope &scope) {
    auto name = scope.op->getAttrOfType<StringAttr>("sym_name");
    return scope.op->getName().getStringRef().str() + "|" +
           (name ? "@" + name.getValue().str() : "");
  };
  for (const auto &scope : doc.getScopes().getScopes()) {
    std::string key = "<top>";
    if (scope->parent) {
      unsigned rank = 0;
      for (const LayoutScope *sibling : scope->parent->children) {
        if (sibling == scope.get())
          break;
        rank += component(*sibling) == component(*scope);
      }
      key = keyOf[scope->parent] + "/" + component(*scope) + "#" +
            std::to_string(rank);
    }
    keyOf[scope.get()] = key;
    keys.push_back(key);
  }
  return keys;
}

TEST(LayoutDiff, InputKeysMatchSiblingScanOnRandomTrees) {
  std::mt19937 rng(20261124);
  for (int round = 0; round < 40; ++round) {
    // Random trees of unnamed modules (ranked among each other) and named
    // ones (unique names).
    std::string code;
    unsigned names = 0;
    std::function<void(unsigned)> emit = [&](unsigned depth) {
      unsigned count = depth == 0 ? 1 : rng() % 5;
      for (unsigned i = 0; i < count; ++i) {
        code += depth && rng() % 3 == 0
                    ? "module @n" + std::to_string(names++) + " {\n"
                    : "module {\n";
        if (depth < 3)
          emit(depth + 1);
        code += "}\n";
      }
    };
    emit(0);
    std::unique_ptr<LayoutDocument> doc = parseDocument(code);
    ASSERT_TRUE(doc && doc->isParsed()) << code;
    llvm::SmallVector<llvm::StringRef> lines;
    std::string inputs = getLayoutInputs(*doc);
    llvm::StringRef(inputs).split(lines, '\n', -1, false);
    std::vector<std::string> keys = keysBySiblingScan(*doc);
    ASSERT_EQ(lines.size(), keys.size() + 2) << code; // two option lines
    for (size_t i = 0; i < keys.size(); ++i)
      EXPECT_EQ(lines[i + 2].split('\t').first, keys[i]) << code;
  }
}
