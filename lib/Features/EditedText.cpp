// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- EditedText.cpp - Which answers survive edits since a parse ---------===//

#include "mlir-layout/Features/EditedText.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/Navigation.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;

/// True when some hunk touches the byte range `[begin, end]` of the parsed
/// text (its ends included).
static bool touches(llvm::ArrayRef<EditHunk> hunks, size_t begin, size_t end) {
  return llvm::any_of(hunks, [&](const EditHunk &h) {
    return h.oldStart <= end && h.oldEnd() >= begin;
  });
}

/// The byte range of `op`'s text in `doc`, results included.
static std::pair<size_t, size_t> rangeOfOp(const LayoutDocument &doc,
                                           Operation *op) {
  const AsmParserState::OperationDefinition *def =
      doc.getAsmState().getOpDef(op);
  if (!def)
    return {0, doc.getText().size()};
  llvm::SMRange range = def->scopeLoc;
  for (const auto &group : def->resultGroups)
    if (group.definition.loc.Start.getPointer() < range.Start.getPointer())
      range.Start = group.definition.loc.Start;
  return {doc.getOffset(range.Start), doc.getOffset(range.End)};
}

/// The innermost op whose text strictly contains the hunk's old text, or
/// null at the top level.
static Operation *opAround(const LayoutDocument &doc, const EditHunk &hunk) {
  llvm::StringRef text = doc.getText();
  if (hunk.oldStart >= text.size())
    return nullptr;
  for (Operation *op = doc.findOpAt(
           llvm::SMLoc::getFromPointer(text.data() + hunk.oldStart));
       op; op = op->getParentOp()) {
    auto [begin, end] = rangeOfOp(doc, op);
    if (begin < hunk.oldStart && hunk.oldEnd() < end)
      return op;
  }
  return nullptr;
}

/// True when the hunk cuts the text of a scope op: it overlaps the op's
/// text without lying strictly inside it (a nested scope's header edited
/// together with its surroundings, or the whole op replaced).
static bool cutsScope(const LayoutDocument &doc, const EditHunk &hunk) {
  for (const auto &scope : doc.getScopes().getScopes()) {
    if (!scope->op)
      continue;
    auto [begin, end] = rangeOfOp(doc, scope->op);
    bool overlaps = hunk.oldStart <= end && hunk.oldEnd() >= begin;
    bool inside = begin < hunk.oldStart && hunk.oldEnd() < end;
    if (overlaps && !inside)
      return true;
  }
  return false;
}

/// True when the hunk only adds or removes whitespace next to whitespace
/// (so it neither joins nor splits a token).
static bool isLayoutOnly(const LayoutDocument &doc, const EditHunk &hunk) {
  if (hunk.changesTokens)
    return false;
  llvm::StringRef text = doc.getText();
  auto isSpace = [&](size_t at) {
    return at >= text.size() || llvm::isSpace(text[at]);
  };
  return hunk.oldStart == 0 || isSpace(hunk.oldStart - 1) ||
         isSpace(hunk.oldEnd());
}

bool mlir::layout::editsKeepScope(const LayoutDocument &doc,
                                  const LayoutScope &scope,
                                  llvm::ArrayRef<EditHunk> hunks,
                                  EditTrust trust) {
  llvm::SmallPtrSet<Operation *, 8> chain;
  for (const LayoutScope *s = &scope; s; s = s->parent)
    if (s->op)
      chain.insert(s->op);
  for (const EditHunk &hunk : hunks) {
    if (isLayoutOnly(doc, hunk))
      continue;
    if (hunk.changesStructure && trust == EditTrust::Strict)
      return false;
    Operation *op = opAround(doc, hunk);
    // Outside every op: type and attribute alias definitions live there.
    if (!op || cutsScope(doc, hunk))
      return false;
    // In the own text of a scope op of the chain: its spec may have changed.
    if (chain.count(op))
      return false;
    // Inside another op's own text: no spec of this chain is written there.
  }
  return true;
}

bool mlir::layout::editsKeepLines(const LayoutDocument &doc,
                                  const LayoutScope &scope,
                                  llvm::ArrayRef<EditHunk> hunks) {
  // The last place of the chain an answer can name.
  size_t last = 0;
  auto note = [&](llvm::SMRange range) {
    if (range.End.isValid())
      last = std::max(last, doc.getOffset(range.End));
    else if (range.Start.isValid())
      last = std::max(last, doc.getOffset(range.Start));
  };
  for (const LayoutScope *s = &scope; s; s = s->parent) {
    note(s->where.range);
    if (s->specSource)
      note(s->specSource->attribute);
    for (const SourcePos &entry : s->entryPositions)
      note(entry.range);
  }
  return llvm::all_of(hunks, [&](const EditHunk &hunk) {
    return !hunk.changesLines || hunk.oldStart > last;
  });
}

bool mlir::layout::editsKeepScopes(const LayoutDocument &doc,
                                   llvm::ArrayRef<EditHunk> hunks,
                                   EditTrust trust) {
  return llvm::all_of(hunks, [&](const EditHunk &hunk) {
    if (isLayoutOnly(doc, hunk))
      return true;
    if (hunk.changesStructure && trust == EditTrust::Strict)
      return false;
    Operation *op = opAround(doc, hunk);
    return op && !ScopeTree::isScopeOp(op) && !cutsScope(doc, hunk);
  });
}

bool mlir::layout::editsKeepOp(const LayoutDocument &doc, Operation *op,
                               llvm::ArrayRef<EditHunk> hunks) {
  auto [begin, end] = rangeOfOp(doc, op);
  return !touches(hunks, begin, end);
}

bool mlir::layout::hoverSurvives(LayoutDocument &doc, llvm::SMLoc loc,
                                 const HoverInfo &info,
                                 llvm::ArrayRef<EditHunk> hunks,
                                 EditTrust trust) {
  if (!info.range.Start.isValid() ||
      touches(hunks, doc.getOffset(info.range.Start),
              doc.getOffset(info.range.End)))
    return false;
  // A component's meaning depends on the whole string.
  if (info.llvmComponent)
    return !touches(hunks, doc.getOffset(info.llvmComponent->literal.Start),
                    doc.getOffset(info.llvmComponent->literal.End));
  auto keeps = [&](const LayoutScope &scope) {
    return editsKeepScope(doc, scope, hunks, trust) &&
           (trust == EditTrust::Lenient || editsKeepLines(doc, scope, hunks));
  };
  if (!keeps(doc.findScopeAt(loc)))
    return false;
  if (std::optional<TypeSite> site = findTypeAt(doc, loc))
    if (!keeps(*site->scope))
      return false;
  if (std::optional<EntrySite> entry = findEntryAt(doc, loc))
    if (!keeps(*entry->scope))
      return false;
  // An SSA value's type is written where it is defined.
  if (std::optional<ValueSite> value = doc.findValueAt(loc))
    if (value->owner && !editsKeepOp(doc, value->owner, hunks))
      return false;
  return true;
}

bool mlir::layout::hintSurvives(LayoutDocument &doc, const InlayHintInfo &hint,
                                llvm::ArrayRef<EditHunk> hunks,
                                EditTrust trust) {
  Operation *op = doc.findOpAt(hint.position);
  if (!op) {
    size_t at = doc.getOffset(hint.position);
    if (touches(hunks, at, at))
      return false;
  } else if (!editsKeepOp(doc, op, hunks)) {
    return false;
  }
  return editsKeepScope(doc, doc.findScopeAt(hint.position), hunks, trust);
}

/// A character of a type's word: `i32`, `!llvm.struct`, `vector`, `4xf16`.
static bool isTypeChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '.' || c == '$' || c == '!';
}

/// The byte range of the type written at `offset` of `text` (the innermost
/// one: the element type of a shaped type, a container with its `<...>`
/// when on its name); std::nullopt when no type word is there.
static std::optional<std::pair<size_t, size_t>>
findTypeText(llvm::StringRef text, size_t offset) {
  if (offset > text.size())
    return std::nullopt;
  // A cursor just after a word still points at it.
  if ((offset == text.size() || !isTypeChar(text[offset])) && offset > 0 &&
      isTypeChar(text[offset - 1]))
    --offset;
  if (offset >= text.size() || !isTypeChar(text[offset]))
    return std::nullopt;
  size_t begin = offset, end = offset;
  while (begin > 0 && isTypeChar(text[begin - 1]))
    --begin;
  while (end < text.size() && isTypeChar(text[end]))
    ++end;
  // SSA values, symbols, attribute aliases, blocks: not types.
  if (begin > 0 && llvm::StringRef("%@#^").contains(text[begin - 1]))
    return std::nullopt;
  // Comments and strings.
  size_t lineStart = text.rfind('\n', begin);
  lineStart = lineStart == llvm::StringRef::npos ? 0 : lineStart + 1;
  llvm::StringRef before = text.slice(lineStart, begin);
  if (before.contains("//") || before.count('"') % 2)
    return std::nullopt;
  // Shape dimensions before an element type: `4x8xf32`, `?xi8`, `[4]xi32`.
  if (begin > 0 && text[begin - 1] == ']' && text[begin] == 'x')
    ++begin;
  for (;;) {
    size_t dims = begin;
    if (dims < end && text[dims] == '?')
      ++dims;
    else
      while (dims < end && llvm::isDigit(text[dims]))
        ++dims;
    if (dims == begin || dims + 1 >= end || text[dims] != 'x')
      break;
    begin = dims + 1;
  }
  if (offset < begin || llvm::isDigit(text[begin]))
    return std::nullopt;
  // A container's name: the whole `name<...>`.
  if (end < text.size() && text[end] == '<') {
    int depth = 0;
    size_t i = end;
    for (; i < text.size(); ++i) {
      if (text[i] == '<')
        ++depth;
      else if (text[i] == '>' && text[i - 1] != '-' && --depth == 0)
        break;
    }
    if (i == text.size())
      return std::nullopt;
    end = i + 1;
  }
  return std::make_pair(begin, end);
}

std::optional<DraftLayout>
mlir::layout::getLayoutInDraft(LayoutDocument &doc, const EditHunk &at,
                               llvm::StringRef draft, size_t offset,
                               llvm::ArrayRef<EditHunk> hunks) {
  std::optional<std::pair<size_t, size_t>> range = findTypeText(draft, offset);
  if (!range)
    return std::nullopt;
  Operation *op = opAround(doc, at);
  const LayoutScope &scope =
      op ? doc.getScopes().scopeFor(op) : doc.getScopes().getRoot();
  if (!op || !editsKeepScope(doc, scope, hunks, EditTrust::Strict) ||
      !editsKeepLines(doc, scope, hunks))
    return std::nullopt;
  std::string error;
  Type type = doc.parseType(draft.slice(range->first, range->second), error);
  if (!type)
    return std::nullopt;
  return DraftLayout{range->first, range->second,
                     doc.getLayout(scope).explain(type), &scope, type};
}
