// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Navigation.cpp - What is written at a place in a document ----------===//
//
// SSA values come from AsmParserState. Types are not recorded by the parser,
// so candidate type starts are found on the line (scanning left from the
// cursor, nearest first) and MLIR's own type parser says how far each type
// reaches; the nearest one that covers the cursor is the innermost type.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Core/Navigation.h"
#include "mlir-layout/Support/TextScan.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

/// True when `c` continues an identifier or SSA/symbol name.
static bool isNameChar(char c) {
  return llvm::isAlnum(c) || StringRef("_$.-%#@^").contains(c);
}

/// True when a type may start at `text[s]`.
static bool isTypeStart(StringRef text, size_t s) {
  char c = text[s];
  if (c != '!' && !llvm::isAlpha(c))
    return false;
  if (s == 0)
    return true;
  char prev = text[s - 1];
  // `4xf32`, `?xi8`, `[4]xf32`: the `x` of a shape separates dimensions.
  if (prev == 'x' && s >= 2 &&
      (llvm::isDigit(text[s - 2]) || text[s - 2] == '?' || text[s - 2] == ']'))
    return true;
  return !isNameChar(prev);
}

/// Parses a type at the start of `text`; returns it and its length.
static std::pair<Type, size_t> parseTypePrefix(LayoutDocument &doc,
                                               StringRef text) {
  ScopedDiagnosticHandler quiet(doc.getContext(),
                                [](Diagnostic &) { return success(); });
  size_t numRead = 0;
  Type type = mlir::parseType(text, doc.getContext(), &numRead);
  if (!type)
    return {Type(), 0};
  StringRef consumed = text.substr(0, numRead).rtrim();
  return {type, consumed.size()};
}

std::optional<TypeSite> mlir::layout::findTypeAt(LayoutDocument &doc,
                                                 SMLoc loc) {
  StringRef text = doc.getText();
  const char *p = loc.getPointer();
  if (p < text.begin() || p > text.end())
    return std::nullopt;
  if (std::optional<ValueSite> value = doc.findValueAt(loc))
    return TypeSite{value->value.getType(), value->range,
                    &doc.getScopes().scopeFor(value->owner), true};

  size_t offset = p - text.data();
  size_t lineStart = text.rfind('\n', offset == 0 ? 0 : offset - 1);
  lineStart = lineStart == StringRef::npos || offset == 0 ? 0 : lineStart + 1;
  const LayoutScope &scope = doc.findScopeAt(loc);
  // Type starts tried, nearest first, and how much text one type may span:
  // bounds on the work of a hover on a long line.
  constexpr unsigned kMaxTypeStarts = 64;
  constexpr size_t kMaxTypeBytes = 1024;
  unsigned tries = 0;
  for (size_t s = std::min(offset + 1, text.size()); s-- > lineStart;) {
    if (!isTypeStart(text, s))
      continue;
    if (++tries > kMaxTypeStarts)
      break;
    StringRef rest = text.substr(s, kMaxTypeBytes);
    if (rest.starts_with("!")) {
      size_t end = 1;
      while (end < rest.size() && (llvm::isAlnum(rest[end]) ||
                                   StringRef("_$.-").contains(rest[end])))
        ++end;
      if (const auto *alias =
              doc.getAsmState().getTypeAliasDef(rest.slice(1, end))) {
        if (s + end >= offset)
          return TypeSite{alias->value,
                          SMRange(SMLoc::getFromPointer(text.data() + s),
                                  SMLoc::getFromPointer(text.data() + s + end)),
                          &scope, false};
        continue;
      }
    }
    auto [type, length] = parseTypePrefix(doc, rest);
    if (type && s + length >= offset && length > 0)
      return TypeSite{type,
                      SMRange(SMLoc::getFromPointer(text.data() + s),
                              SMLoc::getFromPointer(text.data() + s + length)),
                      &scope, false};
  }
  return std::nullopt;
}

std::optional<EntrySite> mlir::layout::findEntryAt(const LayoutDocument &doc,
                                                   SMLoc loc) {
  if (auto found = doc.findEntryIndexAt(loc))
    return EntrySite{found->first, found->second};
  return std::nullopt;
}

std::vector<InlayHintSite>
mlir::layout::findInlayHintSites(const LayoutDocument &doc, SMRange range) {
  std::vector<InlayHintSite> sites;
  auto inRange = [&](SMLoc loc) {
    return range.Start.getPointer() <= loc.getPointer() &&
           loc.getPointer() <= range.End.getPointer();
  };
  const AsmParserState &state = doc.getAsmState();
  for (const AsmParserState::OperationDefinition &def : state.getOpDefs()) {
    for (const auto &group : def.resultGroups) {
      SMLoc at = group.definition.loc.End;
      if (inRange(at))
        sites.push_back({at, def.op->getResult(group.startIndex).getType(),
                         &doc.getScopes().scopeFor(def.op)});
    }
  }
  // Function arguments: the hint goes after the written `: type`.
  StringRef text = doc.getText();
  for (const AsmParserState::BlockDefinition &def : state.getBlockDefs()) {
    Operation *owner = def.block->getParentOp();
    if (!owner || !isa<FunctionOpInterface>(owner) ||
        !def.block->isEntryBlock())
      continue;
    for (auto [index, arg] : llvm::enumerate(def.arguments)) {
      const char *end = arg.loc.End.getPointer();
      if (!end)
        continue;
      StringRef rest = text.substr(end - text.data()).ltrim(" \t");
      if (!rest.consume_front(":"))
        continue;
      StringRef typeText = rest.ltrim(" \t");
      Type type = def.block->getArgument(index).getType();
      // Skip over the written type; MLIR printed it, so its text length is
      // found by matching the printed form or, failing that, the token.
      size_t length =
          scanBrackets(typeText, 0, typeText.size(),
                       [](size_t, char c, unsigned depth) {
                         return depth == 0 &&
                                (isClosingBracket(c) ||
                                 llvm::StringRef(", \n").contains(c));
                       })
              .pos;
      SMLoc at = SMLoc::getFromPointer(typeText.data() + length);
      if (inRange(at))
        sites.push_back({at, type, &doc.getScopes().scopeFor(owner)});
    }
  }
  llvm::sort(sites, [](const InlayHintSite &a, const InlayHintSite &b) {
    return a.position.getPointer() < b.position.getPointer();
  });
  return sites;
}
