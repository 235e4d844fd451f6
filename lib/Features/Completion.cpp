//===- Completion.cpp - Entries and values inside a dl_spec ---------------===//

#include "mlir-layout/Features/Completion.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <cstring>

using namespace mlir;
using namespace mlir::layout;
using llvm::StringRef;

namespace {
/// A key with its value template. In a template, `{x}` is an editable
/// default `x` and `{a|b}` a choice between `a` and `b` (values never
/// contain braces).
struct KeyTemplate {
  const char *key;
  const char *value;
  const char *detail;
};
} // namespace

static const KeyTemplate kKeys[] = {
    {"i1", "dense<[{8}, {8}]> : vector<2xi64>",
     "integer: [ABI, preferred] alignment in bits"},
    {"i8", "dense<[{8}, {8}]> : vector<2xi64>",
     "integer: [ABI, preferred] alignment in bits"},
    {"i16", "dense<[{16}, {16}]> : vector<2xi64>",
     "integer: [ABI, preferred] alignment in bits"},
    {"i32", "dense<[{32}, {32}]> : vector<2xi64>",
     "integer: [ABI, preferred] alignment in bits"},
    {"i64", "dense<[{64}, {64}]> : vector<2xi64>",
     "integer: [ABI, preferred] alignment in bits"},
    {"i128", "dense<[{128}, {128}]> : vector<2xi64>",
     "integer: [ABI, preferred] alignment in bits"},
    {"f16", "dense<[{16}, {16}]> : vector<2xi64>",
     "float: [ABI, preferred] alignment in bits"},
    {"bf16", "dense<[{16}, {16}]> : vector<2xi64>",
     "float: [ABI, preferred] alignment in bits"},
    {"f32", "dense<[{32}, {32}]> : vector<2xi64>",
     "float: [ABI, preferred] alignment in bits"},
    {"f64", "dense<[{64}, {64}]> : vector<2xi64>",
     "float: [ABI, preferred] alignment in bits"},
    {"f80", "dense<[{128}, {128}]> : vector<2xi64>",
     "float: [ABI, preferred] alignment in bits"},
    {"f128", "dense<[{128}, {128}]> : vector<2xi64>",
     "float: [ABI, preferred] alignment in bits"},
    {"index", "{64} : i64", "index bitwidth"},
    {"!llvm.ptr", "dense<[{64}, {64}, {64}, {64}]> : vector<4xi64>",
     "pointer (address space 0): [size, ABI, preferred, index] in bits"},
    {"!llvm.ptr<1>", "dense<[{64}, {64}, {64}, {64}]> : vector<4xi64>",
     "pointer of an address space: [size, ABI, preferred, index] in bits"},
    {"\"dlti.endianness\"", "\"{little|big}\"", "byte order"},
    {"\"dlti.default_memory_space\"", "{0} : ui32",
     "memory space of pointers by default"},
    {"\"dlti.alloca_memory_space\"", "{0} : ui32",
     "memory space of stack allocations"},
    {"\"dlti.program_memory_space\"", "{0} : ui32",
     "memory space of functions"},
    {"\"dlti.global_memory_space\"", "{0} : ui32", "memory space of globals"},
    {"\"dlti.stack_alignment\"", "{128} : i64",
     "natural stack alignment in bits"},
    {"\"dlti.mangling_mode\"", "\"{e}\"", "symbol mangling (LLVM's m:)"},
    {"\"dlti.function_pointer_alignment\"",
     "#dlti.function_pointer_alignment<{32}, function_dependent = "
     "{false|true}>",
     "alignment of function pointers"},
    {"\"dlti.legal_int_widths\"", "array<i32: {8, 16, 32, 64}>",
     "native integer widths"},
};

/// Splits a value template into literal text and placeholders.
static std::vector<InsertPiece> parseTemplate(StringRef value) {
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

/// True when `offset` is inside the body of a `#dlti.dl_spec<`; sets
/// `segment` to the text of the entry being written up to `offset`.
static bool findSpecSegment(StringRef text, size_t offset, StringRef &segment) {
  StringRef before = text.substr(0, offset);
  size_t start = before.rfind("#dlti.dl_spec<");
  if (start == StringRef::npos)
    return false;
  size_t pos = start + strlen("#dlti.dl_spec<");
  int depth = 0;
  size_t segmentStart = pos;
  for (size_t i = pos; i < offset; ++i) {
    char c = text[i];
    if (c == '"') {
      size_t end = text.find('"', i + 1);
      if (end == StringRef::npos || end >= offset)
        return false; // inside a string
      i = end;
      continue;
    }
    if (c == '-' && i + 1 < offset && text[i + 1] == '>') {
      ++i;
      continue;
    }
    if (c == '<' || c == '[' || c == '(' || c == '{') {
      ++depth;
    } else if (c == '>' || c == ']' || c == ')' || c == '}') {
      if (depth == 0)
        return false; // the spec closed before the cursor
      --depth;
    } else if (c == ',' && depth == 0) {
      segmentStart = i + 1;
    }
  }
  segment = text.slice(segmentStart, offset);
  return true;
}

std::vector<CompletionInfo> mlir::layout::getCompletions(StringRef text,
                                                         size_t offset) {
  std::vector<CompletionInfo> candidates;
  StringRef segment;
  if (offset > text.size() || !findSpecSegment(text, offset, segment))
    return candidates;
  size_t eq = segment.find('=');
  if (eq != StringRef::npos) {
    // After `key =`: the value template of that key.
    StringRef key = segment.substr(0, eq).trim();
    for (const KeyTemplate &t : kKeys) {
      bool matches = key == t.key ||
                     (StringRef(t.key) == "!llvm.ptr<1>" &&
                      key.starts_with("!llvm.ptr<")) ||
                     (key.size() > 1 && key[0] == 'i' &&
                      llvm::all_of(key.drop_front(), llvm::isDigit) &&
                      StringRef(t.key) == "i32") ||
                     (key.size() > 1 && (key[0] == 's' || key[0] == 'u') &&
                      StringRef(t.key) == "i32");
      if (matches) {
        CompletionInfo value{"", t.detail, true, parseTemplate(t.value)};
        value.label = value.getPlainText();
        candidates.push_back(std::move(value));
        break;
      }
    }
    return candidates;
  }
  for (const KeyTemplate &t : kKeys) {
    CompletionInfo entry{t.key, t.detail, false, {}};
    entry.pieces.push_back({std::string(t.key) + " = ", false, {}});
    for (InsertPiece &piece : parseTemplate(t.value))
      entry.pieces.push_back(std::move(piece));
    candidates.push_back(std::move(entry));
  }
  return candidates;
}
