// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AttributeSource.cpp - Where a string attribute is written ----------===//

#include "mlir-layout/LLVM/AttributeSource.h"
#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Support/TextScan.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

/// The value of the string literal `literal` (with its quotes).
static std::string unescape(StringRef literal) {
  StringRef body = literal.drop_front().drop_back();
  std::string value;
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '\\' || i + 1 >= body.size()) {
      value += body[i];
      continue;
    }
    char next = body[++i];
    if (next == 'n')
      value += '\n';
    else if (next == 't')
      value += '\t';
    else if (llvm::isHexDigit(next) && i + 1 < body.size() &&
             llvm::isHexDigit(body[i + 1]))
      value += char(llvm::hexFromNibbles(next, body[++i]));
    else
      value += next;
  }
  return value;
}

/// Finds `name = VALUE` in `op`'s text where VALUE is a string literal
/// holding `value` (when `value` is given) or any attribute.
static std::optional<StringAttributeSource>
findAttributeText(const LayoutDocument &doc, Operation *op, StringRef name,
                  std::optional<StringRef> value) {
  const AsmParserState::OperationDefinition *def =
      op ? doc.getAsmState().getOpDef(op) : nullptr;
  if (!def)
    return std::nullopt;
  const char *begin = def->scopeLoc.Start.getPointer();
  StringRef text(begin, def->scopeLoc.End.getPointer() - begin);
  for (size_t pos = 0; pos < text.size(); ++pos) {
    if (text[pos] == '"' && !text.substr(pos).starts_with("\"" + name.str())) {
      pos = skipStringLiteral(text, pos) - 1;
      continue;
    }
    if (text.substr(pos).starts_with("//")) {
      pos = skipTrivia(text, pos) - 1;
      continue;
    }
    size_t nameEnd;
    if (text.substr(pos).starts_with(name) &&
        (pos == 0 || !(llvm::isAlnum(text[pos - 1]) || text[pos - 1] == '_' ||
                       text[pos - 1] == '.')))
      nameEnd = pos + name.size();
    else if (text.substr(pos).starts_with("\"" + name.str() + "\""))
      nameEnd = pos + name.size() + 2;
    else
      continue;
    size_t eq = skipTrivia(text, nameEnd);
    if (eq >= text.size() || text[eq] != '=')
      continue;
    size_t literal = skipTrivia(text, eq + 1);
    if (literal >= text.size())
      continue;
    if (!value) {
      size_t end = scanBrackets(text, literal, text.size(),
                                [](size_t, char c, unsigned depth) {
                                  return depth == 0 && (c == ',' || c == '}');
                                })
                       .pos;
      while (end > literal && llvm::isSpace(text[end - 1]))
        --end;
      StringAttributeSource source;
      source.attribute = SMRange(SMLoc::getFromPointer(begin + pos),
                                 SMLoc::getFromPointer(begin + end));
      source.contents = SMRange(SMLoc::getFromPointer(begin + literal),
                                SMLoc::getFromPointer(begin + end));
      return source;
    }
    if (text[literal] != '"')
      continue;
    size_t end = skipStringLiteral(text, literal);
    StringRef literalText = text.slice(literal, end);
    if (literalText.size() < 2 || unescape(literalText) != *value)
      continue;
    StringAttributeSource source;
    source.attribute = SMRange(SMLoc::getFromPointer(begin + pos),
                               SMLoc::getFromPointer(begin + end));
    source.contents = SMRange(SMLoc::getFromPointer(begin + literal + 1),
                              SMLoc::getFromPointer(begin + end - 1));
    source.verbatim = literalText.size() == value->size() + 2;
    return source;
  }
  return std::nullopt;
}

std::optional<StringAttributeSource>
mlir::layout::findStringAttribute(const LayoutDocument &doc, Operation *op,
                                  StringRef name, StringRef value) {
  return findAttributeText(doc, op, name, value);
}

std::optional<llvm::SMRange>
mlir::layout::findAttribute(const LayoutDocument &doc, Operation *op,
                            StringRef name) {
  if (std::optional<StringAttributeSource> source =
          findAttributeText(doc, op, name, std::nullopt))
    return source->attribute;
  return std::nullopt;
}
