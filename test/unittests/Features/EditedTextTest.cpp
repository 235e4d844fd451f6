// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- EditedTextTest.cpp - Which answers survive edits since a parse -----===//

#include "mlir-layout/Features/EditedText.h"

#include "mlir-layout/Core/LayoutDocument.h"

#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::layout;

namespace {
constexpr llvm::StringLiteral kText =
    "!pair = !llvm.struct<(i8, i32)>\n"
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 64]> "
    ": vector<2xi64>>} {\n"
    "  func.func @f(%x: i64, %y: i8) {\n"
    "    return\n"
    "  }\n"
    "}\n";

/// The parsed old text, an edit of it and the new text.
struct Edited {
  explicit Edited(llvm::StringRef old = kText)
      : doc(LayoutDocument::parse(llvm::MemoryBuffer::getMemBufferCopy(old))),
        text(old.str()) {}
  /// Replaces the first `find` at or after `from` by `with`.
  Edited &replace(llvm::StringRef find, llvm::StringRef with, size_t from = 0) {
    size_t at = text.find(find.str(), from);
    EXPECT_NE(at, std::string::npos) << find.str();
    map.replace(at, find, with);
    text.replace(at, find.size(), with.str());
    return *this;
  }
  /// Inserts `what` after the first `after`.
  Edited &insert(llvm::StringRef after, llvm::StringRef what) {
    size_t at = text.find(after.str()) + after.size();
    map.replace(at, "", what);
    text.insert(at, what.str());
    return *this;
  }
  /// The scope around the first `marker` of the old text.
  const LayoutScope &scopeAt(llvm::StringRef marker) {
    size_t at = doc->getText().find(marker);
    return doc->findScopeAt(
        llvm::SMLoc::getFromPointer(doc->getText().data() + at));
  }
  /// True when the edits keep the scope chain of the function's `%x`.
  bool keepsScope(EditTrust trust = EditTrust::Strict) {
    return editsKeepScope(*doc, scopeAt("%x"), map.getHunks(), trust);
  }
  /// The draft type at the first `marker` (plus `into`) of the new text.
  std::optional<DraftLayout> draftAt(llvm::StringRef marker, size_t into = 0) {
    size_t offset = text.find(marker.str()) + into;
    return getLayoutInDraft(*doc, map.getHunks()[0], text, offset,
                            map.getHunks());
  }

  std::unique_ptr<LayoutDocument> doc;
  std::string text;
  EditMap map;
};

TEST(EditedText, TheTypeUnderTheCursorIsReadFromTheNewText) {
  Edited edited;
  edited.replace("%y: i8", "%y: vector<4xi32>");
  // On the element type: the innermost type, in the module's scope.
  std::optional<DraftLayout> element = edited.draftAt("i32>", 1);
  ASSERT_TRUE(element);
  EXPECT_EQ(element->result.type, "i32");
  EXPECT_EQ(element->result.layout->abiAlignment, 8u);
  EXPECT_EQ(edited.text.substr(element->begin, element->end - element->begin),
            "i32");
  // On the container's name: the whole type.
  std::optional<DraftLayout> vector = edited.draftAt("vector<4", 2);
  ASSERT_TRUE(vector);
  EXPECT_EQ(vector->result.type, "vector<4xi32>");
  // On the shape: no guess.
  EXPECT_FALSE(edited.draftAt("4xi32"));
}

TEST(EditedText, NamesAndWordsThatAreNotTypesGetNoAnswer) {
  Edited renamed;
  renamed.replace("%y", "%i32");
  EXPECT_FALSE(renamed.draftAt("%i32", 1));
  Edited word;
  word.replace("%y: i8", "%y: i8 attributes");
  EXPECT_FALSE(word.draftAt("i8 attributes", 4));
}

TEST(EditedText, EditsInTheChainsSpecsOrOutsideOpsChangeTheScope) {
  // Inside the function: the module's spec is kept.
  Edited inFunction;
  inFunction.replace("%y: i8", "%y: i16");
  EXPECT_TRUE(inFunction.keepsScope());
  // The module's own spec.
  Edited inSpec;
  inSpec.replace("[64, 64]", "[32, 32]");
  EXPECT_FALSE(inSpec.keepsScope());
  Edited keyInSpec;
  keyInSpec.replace("i32 = dense", "i16 = dense");
  EXPECT_FALSE(keyInSpec.draftAt("i16"));
  // A type alias at the top level.
  Edited alias;
  alias.replace("(i8, i32)", "(i16, i32)");
  EXPECT_FALSE(alias.keepsScope());
  // A brace may restructure the text: only answers that say they come from
  // an older text judge it by where it is.
  Edited brace;
  brace.replace("return", "return }");
  EXPECT_FALSE(brace.keepsScope());
  EXPECT_TRUE(brace.keepsScope(EditTrust::Lenient));
}

TEST(EditedText, AnEditThatCutsANestedScopeChangesTheScope) {
  Edited nested("func.func @f() {\n"
                "  \"test.region\"() ({\n"
                "    gpu.module @k attributes {dlti.dl_spec = "
                "#dlti.dl_spec<index = 32 : i64>} {\n"
                "    }\n"
                "  }) : () -> ()\n"
                "  return\n"
                "}\n");
  ASSERT_TRUE(nested.doc->isParsed());
  ASSERT_EQ(nested.doc->getScopes().getScopes().size(), 2u);
  // `gpu.module @k` becomes `index`: the edit starts before the nested
  // scope op and ends inside it.
  nested.replace("gpu.module @k", "index");
  EXPECT_FALSE(editsKeepScope(*nested.doc, nested.scopeAt("return"),
                              nested.map.getHunks(), EditTrust::Lenient));
  EXPECT_FALSE(nested.draftAt("index"));
}

TEST(EditedText, WhitespaceChangesNothingUnlessItSplitsAToken) {
  Edited spaced;
  spaced.insert("i32 =", " ");
  EXPECT_TRUE(spaced.keepsScope());
  Edited split;
  split.insert("dense<[6", " ");
  EXPECT_FALSE(split.keepsScope());
}
} // namespace
