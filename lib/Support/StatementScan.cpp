// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- StatementScan.cpp - The ops of MLIR text, found without parsing ----===//

#include "mlir-layout/Support/StatementScan.h"
#include "mlir-layout/Support/TextScan.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir::layout;
using llvm::StringRef;

namespace {

/// True when `c` may start a bare identifier.
bool isIdentStart(char c) { return llvm::isAlpha(c) || c == '_'; }

/// True when `c` continues an op name or a bare identifier.
bool isIdentChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.';
}

/// True when `c` continues an SSA name, an alias name or a symbol name.
bool isSuffixChar(char c) { return isIdentChar(c) || c == '-'; }

/// The end of the run of characters satisfying `pred` from `pos`.
template <typename Pred>
size_t skipWhile(StringRef text, size_t pos, Pred pred) {
  while (pos < text.size() && pred(text[pos]))
    ++pos;
  return pos;
}

/// The position after spaces and tabs (not line breaks) from `pos`.
size_t skipBlanks(StringRef text, size_t pos) {
  return skipWhile(text, pos, [](char c) { return c == ' ' || c == '\t'; });
}

/// The opening bracket a closing bracket closes.
char openerOf(char c) {
  switch (c) {
  case '>':
    return '<';
  case ')':
    return '(';
  case ']':
    return '[';
  default:
    return '{';
  }
}

/// What a bracket opened.
enum class FrameKind { Region, Dictionary, Properties, Other };

/// An open bracket.
struct Frame {
  char open;
  size_t pos;
  FrameKind kind;
  /// The statement the bracket belongs to (-1 at the top level).
  int owner;
};

/// The inside of a region (or the top level): the statements written there.
struct Level {
  /// The statement owning the region (-1 for the top level).
  int owner;
  /// The statement being read at this level (-1 before the first).
  int current = -1;
  /// True when the next token starts a statement.
  bool atStart = true;
  /// How many brackets are open at this level's start.
  size_t frameDepth = 0;
};

/// One pass over the text.
class Outliner {
public:
  explicit Outliner(StringRef text) : text(text) {}
  TextOutline run();

private:
  Level &level() { return levels.back(); }
  /// Extends the statement being read at the innermost level to `end`.
  void extend(size_t end);
  /// Reads the header of the statement starting at `pos`; returns where the
  /// scan goes on.
  size_t startStatement(size_t pos);
  /// True when a token at the start of a line at `pos` continues the
  /// statement above.
  bool continuesStatement(size_t pos) const;
  /// True when the `{` at `pos` opens an attribute dictionary.
  bool opensDictionary(size_t pos) const;
  void open(size_t pos);
  void close(size_t pos);
  /// Records the entries of the dictionary `text[open, close]`.
  void readEntries(int owner, size_t open, size_t close, bool properties);

  StringRef text;
  TextOutline outline;
  std::vector<Frame> frames;
  std::vector<Level> levels;
  /// Per statement: its last top-level `:` (generic ops' function type).
  std::vector<size_t> colons;
  /// True right after the keyword `attributes`.
  bool afterAttributesKeyword = false;
};

} // namespace

void Outliner::extend(size_t end) {
  if (level().current >= 0)
    outline.statements[level().current].span.end = end;
}

bool Outliner::continuesStatement(size_t pos) const {
  char c = text[pos];
  if (isClosingBracket(c))
    return true;
  if (levels.back().current < 0)
    return false;
  if (isOpeningBracket(c) || StringRef(":,=").contains(c) ||
      text.substr(pos).starts_with("->"))
    return true;
  StringRef word = text.slice(pos, skipWhile(text, pos, isIdentChar));
  return word == "attributes";
}

bool Outliner::opensDictionary(size_t pos) const {
  if (afterAttributesKeyword)
    return true;
  size_t p = skipTrivia(text, pos + 1);
  if (p >= text.size())
    return false;
  size_t keyEnd;
  if (text[p] == '}')
    return true;
  if (text[p] == '"')
    keyEnd = skipStringLiteral(text, p);
  else if (isIdentStart(text[p]))
    keyEnd = skipWhile(text, p, isSuffixChar);
  else
    return false;
  size_t after = skipBlanks(text, keyEnd);
  if (after >= text.size())
    return false;
  char c = text[after];
  // `{key}` on one line is a unit attribute; a name alone on its line
  // before `}` is an op (`llvm.return`).
  return (c == '=' && text.substr(after, 2) != "==") || c == ',' || c == '}';
}

size_t Outliner::startStatement(size_t pos) {
  WrittenStatement statement;
  statement.span = {pos, pos};
  statement.parent = level().owner;
  size_t next = pos;
  char c = text[pos];
  if (levels.size() == 1 && (c == '#' || c == '!')) {
    size_t nameEnd = skipWhile(text, pos + 1, isSuffixChar);
    size_t eq = skipBlanks(text, nameEnd);
    if (nameEnd > pos + 1 && eq < text.size() && text[eq] == '=') {
      statement.kind =
          c == '#' ? StatementKind::AttributeAlias : StatementKind::TypeAlias;
      statement.nameSpan = {pos, nameEnd};
      statement.name = text.slice(pos + 1, nameEnd).str();
      size_t value = skipTrivia(text, eq + 1);
      statement.trailingType = TextSpan{value, value};
      next = eq + 1;
    }
  } else {
    size_t p = pos;
    bool results = true;
    if (c == '%') {
      // `%a, %b:2 = `
      results = false;
      while (p < text.size() && text[p] == '%') {
        size_t nameEnd = skipWhile(text, p + 1, isSuffixChar);
        unsigned count = 1;
        size_t end = nameEnd;
        if (end < text.size() && text[end] == ':') {
          size_t digits = skipWhile(text, end + 1, llvm::isDigit);
          if (digits > end + 1) {
            unsigned long long n = 0;
            if (!text.slice(end + 1, digits).getAsInteger(10, n) && n < 65536)
              count = unsigned(n);
            end = digits;
          }
        }
        statement.results.push_back({p, end});
        statement.resultCount += count;
        p = skipTrivia(text, end);
        if (p < text.size() && text[p] == ',') {
          p = skipTrivia(text, p + 1);
          continue;
        }
        if (p < text.size() && text[p] == '=' && text.substr(p, 2) != "==") {
          results = true;
          p = skipTrivia(text, p + 1);
        }
        break;
      }
    }
    if (results && p < text.size()) {
      size_t nameEnd = p;
      if (text[p] == '"') {
        nameEnd = skipStringLiteral(text, p);
        statement.generic = true;
        statement.name = text.slice(p + 1, nameEnd - 1).str();
      } else if (isIdentStart(text[p])) {
        nameEnd = skipWhile(text, p, isIdentChar);
        statement.name = text.slice(p, nameEnd).str();
      }
      if (nameEnd > p) {
        statement.kind = StatementKind::Op;
        statement.nameSpan = {p, nameEnd};
        next = nameEnd;
        size_t at = skipBlanks(text, nameEnd);
        if (!statement.generic && at < text.size() && text[at] == '@') {
          size_t symbolEnd = symbolNameEnd(text, at);
          if (symbolEnd > at + 1) {
            statement.symbol = TextSpan{at, symbolEnd};
            next = symbolEnd;
          }
        }
      }
    }
    if (statement.kind != StatementKind::Op) {
      statement.results.clear();
      statement.resultCount = 0;
    }
  }
  unsigned index = outline.statements.size();
  int parent = statement.parent;
  outline.statements.push_back(std::move(statement));
  colons.push_back(StringRef::npos);
  if (parent >= 0)
    outline.statements[parent].children.push_back(index);
  else
    outline.topLevel.push_back(index);
  level().current = int(index);
  extend(next);
  return next;
}

void Outliner::open(size_t pos) {
  char c = text[pos];
  int owner = level().current;
  FrameKind kind = FrameKind::Other;
  size_t inside = frames.size() - level().frameDepth;
  if (c == '{' && owner >= 0 &&
      outline.statements[owner].kind == StatementKind::Op) {
    if (inside == 0)
      kind = opensDictionary(pos) ? FrameKind::Dictionary : FrameKind::Region;
    else if (inside == 1 && frames.back().open == '(' && !opensDictionary(pos))
      kind = FrameKind::Region; // a generic op's `({`
    else if (inside == 1 && frames.back().open == '<' &&
             frames.back().pos + 1 == pos)
      kind = FrameKind::Properties; // `<{...}>`
  }
  frames.push_back({c, pos, kind, owner});
  if (kind == FrameKind::Region) {
    outline.statements[owner].regions.push_back({pos, text.size()});
    Level inner;
    inner.owner = owner;
    inner.frameDepth = frames.size();
    levels.push_back(inner);
  }
}

void Outliner::close(size_t pos) {
  char opener = openerOf(text[pos]);
  if (frames.empty() || frames.back().open != opener) {
    // `>` of a comparison (`d0 >= 0` in an integer set) closes nothing.
    if (text[pos] == '>')
      return;
    if (!outline.unbalancedAt)
      outline.unbalancedAt = pos;
    // Close up to the nearest bracket of this kind, if any is open.
    auto it = std::find_if(frames.rbegin(), frames.rend(),
                           [&](const Frame &f) { return f.open == opener; });
    if (it == frames.rend())
      return;
    const Frame *target = &*it;
    while (&frames.back() != target) {
      if (frames.back().kind == FrameKind::Region)
        levels.pop_back();
      frames.pop_back();
    }
  }
  Frame frame = frames.back();
  frames.pop_back();
  if (frame.kind == FrameKind::Region) {
    levels.pop_back();
    outline.statements[frame.owner].regions.back().end = pos + 1;
  } else if (frame.kind == FrameKind::Dictionary ||
             frame.kind == FrameKind::Properties) {
    readEntries(frame.owner, frame.pos, pos,
                frame.kind == FrameKind::Properties);
  }
}

void Outliner::readEntries(int owner, size_t open, size_t close,
                           bool properties) {
  size_t p = open + 1;
  while (true) {
    p = skipTrivia(text, p);
    if (p >= close)
      return;
    WrittenAttribute entry;
    entry.inProperties = properties;
    size_t keyEnd;
    if (text[p] == '"') {
      keyEnd = std::min(skipStringLiteral(text, p), close);
      entry.name = text.slice(p + 1, keyEnd - 1).str();
    } else if (isIdentStart(text[p])) {
      keyEnd = skipWhile(text, p, isSuffixChar);
      entry.name = text.slice(p, keyEnd).str();
    } else {
      return; // not a dictionary the scan can read
    }
    entry.nameSpan = {p, keyEnd};
    p = skipTrivia(text, keyEnd);
    if (p < close && text[p] == '=') {
      size_t value = skipTrivia(text, p + 1);
      size_t end =
          scanBrackets(text, value, close, [](size_t, char c, unsigned depth) {
            return depth == 0 && c == ',';
          }).pos;
      size_t trimmed = end;
      while (trimmed > value && llvm::isSpace(text[trimmed - 1]))
        --trimmed;
      entry.value = {value, trimmed};
      p = end;
    }
    outline.statements[owner].attributes.push_back(std::move(entry));
    if (p < close && text[p] == ',')
      ++p;
    else
      return;
  }
}

TextOutline Outliner::run() {
  levels.push_back(Level{-1});
  size_t pos = 0, size = text.size();
  while (pos < size) {
    char c = text[pos];
    if (c == '\n') {
      if (frames.size() == level().frameDepth)
        level().atStart = true;
      ++pos;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r') {
      ++pos;
      continue;
    }
    if (c == '/' && text.substr(pos, 2) == "//") {
      pos = std::min(text.find('\n', pos), size);
      continue;
    }
    if (levels.size() == 1 && frames.empty() &&
        text.substr(pos).starts_with("{-#")) {
      // Dialect resources at the end of the file.
      size_t end = text.find("#-}", pos);
      pos = end == StringRef::npos ? size : end + 3;
      continue;
    }
    if (frames.size() == level().frameDepth && level().atStart) {
      level().atStart = false;
      if (!continuesStatement(pos)) {
        afterAttributesKeyword = false;
        pos = startStatement(pos);
        continue;
      }
    }
    size_t end = pos + 1;
    bool keyword = false;
    if (c == '"') {
      end = skipStringLiteral(text, pos);
    } else if (c == '-' && text.substr(pos, 2) == "->") {
      end = pos + 2;
    } else if (isIdentStart(c)) {
      end = skipWhile(text, pos, isIdentChar);
      keyword = text.slice(pos, end) == "attributes";
    } else if (c == ':' && frames.size() == level().frameDepth &&
               level().current >= 0) {
      colons[level().current] = pos;
    }
    if (isOpeningBracket(c)) {
      extend(end);
      open(pos);
    } else if (isClosingBracket(c)) {
      close(pos);
      extend(end);
    } else {
      extend(end);
    }
    afterAttributesKeyword = keyword;
    pos = end;
  }
  if (!frames.empty() && !outline.unbalancedAt)
    outline.unbalancedAt = frames.front().pos;
  for (auto [index, statement] : llvm::enumerate(outline.statements)) {
    if (statement.kind == StatementKind::AttributeAlias ||
        statement.kind == StatementKind::TypeAlias) {
      statement.trailingType->end =
          std::max(statement.trailingType->begin, statement.span.end);
    } else if (statement.generic && colons[index] != StringRef::npos) {
      size_t type = skipTrivia(text, colons[index] + 1);
      if (type < statement.span.end)
        statement.trailingType = TextSpan{type, statement.span.end};
    }
  }
  return std::move(outline);
}

TextOutline mlir::layout::outlineStatements(StringRef text) {
  return Outliner(text).run();
}
