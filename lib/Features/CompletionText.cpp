// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CompletionText.cpp - The text a completion inserts -----------------===//
//
// The building blocks both completion units use (entries of
// `#dlti.dl_spec<...>` and of `#dlti.target_device_spec<...>`): value
// templates split into pieces, the plain text of a candidate, and the
// separator it needs before what follows.
//
//===----------------------------------------------------------------------===//

#include "EntryListScan.h"
#include "mlir-layout/Features/Completion.h"
#include "mlir-layout/Support/TextScan.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::StringRef;

std::vector<InsertPiece> mlir::layout::parseTemplate(StringRef value) {
  std::vector<InsertPiece> pieces;
  while (!value.empty()) {
    size_t open = value.find('{');
    if (open != 0)
      pieces.push_back({value.substr(0, open).str(), false, {}});
    if (open == StringRef::npos)
      break;
    size_t close = value.find('}', open);
    StringRef body = value.slice(open + 1, close);
    InsertPiece placeholder{"", true, {}};
    if (body.contains('|')) {
      llvm::SmallVector<StringRef> choices;
      body.split(choices, '|');
      for (StringRef choice : choices)
        placeholder.choices.push_back(choice.str());
      placeholder.text = placeholder.choices.front();
    } else {
      placeholder.text = body.str();
    }
    pieces.push_back(std::move(placeholder));
    value = close == StringRef::npos ? StringRef() : value.substr(close + 1);
  }
  return pieces;
}

std::string CompletionInfo::getPlainText() const {
  std::string text;
  for (const InsertPiece &piece : pieces)
    text += piece.text;
  return text;
}

std::string mlir::layout::getSeparatorAfter(StringRef text, size_t offset) {
  size_t i = offset;
  bool newline = false;
  while (i < text.size() && llvm::isSpace(text[i]))
    newline |= text[i++] == '\n';
  // Only before another entry (`key = ...`, the key may hold brackets:
  // `!llvm.ptr<1>`), not before the end of the list, a separator, or a
  // value the cursor stands in front of.
  BracketScan scan =
      scanBrackets(text, i, text.size(), [](size_t, char c, unsigned depth) {
        return depth == 0 && (c == '=' || c == ',' || isClosingBracket(c));
      });
  if (scan.inString || scan.pos >= text.size() || text[scan.pos] != '=')
    return "";
  // On a later line, the comma ends this line.
  return newline ? "," : ", ";
}
