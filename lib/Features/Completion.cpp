// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Completion.cpp - Entries and values inside a dl_spec ---------------===//

#include "mlir-layout/Features/Completion.h"
#include "EntryListScan.h"
#include "mlir-layout/Support/Printing.h"
#include "mlir-layout/Support/SpecSource.h"
#include "mlir-layout/Support/TextScan.h"

#include "mlir-layout/Core/LayoutDocument.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <cstring>
#include <set>

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

static constexpr llvm::StringLiteral kSpecOpener = "#dlti.dl_spec<";

namespace {
/// Where a template's defaults come from.
enum class Defaults {
  /// The fixed template's example values.
  Example,
  /// What the scope inherits, decided by rules other than an entry for
  /// exactly this key.
  Inherited,
  /// The inherited entry for exactly this key: as is, a redundant entry.
  InheritedEntry,
  /// A choice whose inherited value is offered last, after the others.
  InheritedLastChoice,
};
} // namespace

namespace {
/// What the scope of the spec being written inherits: its parent scope in
/// a parsed version of the text.
class Inherited {
public:
  /// Finds the scope of the spec whose body starts at `bodyStart` of `text`
  /// in `context`'s document, when the text up to the spec is unchanged.
  static std::optional<Inherited> find(const CompletionContext &context,
                                       StringRef text, size_t bodyStart) {
    LayoutDocument *doc = context.doc;
    if (!doc || !doc->isParsed() || bodyStart < context.docStart)
      return std::nullopt;
    size_t length = bodyStart - context.docStart;
    StringRef parsed = doc->getText();
    if (parsed.size() < length ||
        text.substr(context.docStart, length) != parsed.substr(0, length))
      return std::nullopt;
    const char *opener = parsed.data() + length - kSpecOpener.size();
    for (const auto &scope : doc->getScopes().getScopes())
      if (scope->parent && scope->specSource &&
          scope->specSource->spec.Start.getPointer() == opener)
        return Inherited(*doc, *scope->parent);
    return std::nullopt;
  }

  /// The path of the scope the values come from.
  const std::string &getPath() const { return parentScope->path; }

  /// The value template of `key` filled with what the scope inherits;
  /// `fallback` is the key's fixed template, if any.
  /// `defaults` says where the defaults come from.
  std::optional<std::vector<InsertPiece>>
  valueFor(StringRef key, const std::vector<InsertPiece> *fallback,
           Defaults &defaults) const {
    if (key.starts_with("\""))
      return identifierValue(key.trim('"'), fallback, defaults);
    std::string error;
    Type type = doc->parseType(key, error);
    if (!type)
      return std::nullopt;
    const LayoutResult &result = parent->explain(type);
    if (!result.hasLayout())
      return std::nullopt;
    // Redundant as is only when an entry for exactly this key decides it.
    std::string printed = printToString(type);
    defaults =
        !result.reasons.empty() && llvm::any_of(result.reasons.front().entries,
                                                [&](const EntryRef &e) {
                                                  return e.key == printed;
                                                })
            ? Defaults::InheritedEntry
            : Defaults::Inherited;
    const TypeLayout &l = *result.layout;
    auto number = [](uint64_t value) {
      return InsertPiece{std::to_string(value), true, {}};
    };
    auto text = [](StringRef literal) {
      return InsertPiece{literal.str(), false, {}};
    };
    if (isa<IndexType>(type))
      return std::vector<InsertPiece>{number(l.indexBitwidth.value_or(64)),
                                      text(" : i64")};
    if (isa<LLVM::LLVMPointerType>(type))
      return std::vector<InsertPiece>{
          text("dense<["),
          number(l.bitsize),
          text(", "),
          number(l.abiAlignment * 8),
          text(", "),
          number(l.preferredAlignment * 8),
          text(", "),
          number(l.indexBitwidth.value_or(l.bitsize)),
          text("]> : vector<4xi64>")};
    return std::vector<InsertPiece>{
        text("dense<["), number(l.abiAlignment * 8), text(", "),
        number(l.preferredAlignment * 8), text("]> : vector<2xi64>")};
  }

private:
  Inherited(LayoutDocument &doc, const LayoutScope &parentScope)
      : doc(&doc), parentScope(&parentScope),
        parent(&doc.getLayout(parentScope)) {}

  /// An identifier's inherited entry value, fitted into its template when
  /// the template's literal text surrounds it; std::nullopt when nothing
  /// sets it (the fixed template holds MLIR's default then). A choice puts
  /// the inherited value last, so its default changes something
  /// (Defaults::InheritedLastChoice).
  std::optional<std::vector<InsertPiece>>
  identifierValue(StringRef key, const std::vector<InsertPiece> *fallback,
                  Defaults &defaults) const {
    const ScopeProperty *property = nullptr;
    for (const ScopeProperty &p : parent->getProperties().properties)
      if (p.key == key)
        property = &p;
    if (!property || !property->entry)
      return std::nullopt;
    StringRef value = property->entry->value;
    if (fallback && fallback->size() == 3 && !(*fallback)[0].isPlaceholder &&
        (*fallback)[1].isPlaceholder && !(*fallback)[2].isPlaceholder) {
      StringRef inner = value;
      if (inner.consume_front((*fallback)[0].text) &&
          inner.consume_back((*fallback)[2].text)) {
        std::vector<InsertPiece> pieces = *fallback;
        InsertPiece &slot = pieces[1];
        slot.text = inner.str();
        if (!slot.choices.empty()) {
          llvm::erase(slot.choices, slot.text);
          slot.choices.push_back(slot.text);
          slot.text = slot.choices.front();
          defaults = slot.choices.size() == 1 ? Defaults::InheritedEntry
                                              : Defaults::InheritedLastChoice;
          return pieces;
        }
        defaults = Defaults::InheritedEntry;
        return pieces;
      }
    }
    defaults = Defaults::InheritedEntry;
    return std::vector<InsertPiece>{{value.str(), true, {}}};
  }

  LayoutDocument *doc;
  const LayoutScope *parentScope;
  ScopedDataLayout *parent;
};
} // namespace

/// The fixed template of `key` (an integer width or pointer address space
/// without its own row uses i32's or `!llvm.ptr<1>`'s).
static const KeyTemplate *findTemplate(StringRef key) {
  for (const KeyTemplate &t : kKeys) {
    bool matches =
        key == t.key ||
        (StringRef(t.key) == "!llvm.ptr<1>" && key.starts_with("!llvm.ptr<")) ||
        (key.size() > 1 && key[0] == 'i' &&
         llvm::all_of(key.drop_front(), llvm::isDigit) &&
         StringRef(t.key) == "i32") ||
        (key.size() > 1 && (key[0] == 's' || key[0] == 'u') &&
         StringRef(t.key) == "i32");
    if (matches)
      return &t;
  }
  return nullptr;
}

/// The detail line: what the key is, and where the defaults come from.
static std::string detailFor(const KeyTemplate *t,
                             const std::optional<Inherited> &inherited,
                             Defaults defaults) {
  std::string detail = t ? t->detail : "data layout entry";
  if (!inherited)
    return detail + "; example values (no parsed version of this scope)";
  const std::string &path = inherited->getPath();
  switch (defaults) {
  case Defaults::Example:
    return detail + "; nothing inherited sets it (example value)";
  case Defaults::InheritedLastChoice:
    return detail + "; " + path + "'s value is the last choice";
  case Defaults::InheritedEntry:
    return detail + "; defaults: " + path +
           "'s entry (as is, a redundant entry)";
  case Defaults::Inherited:
    break;
  }
  if (path == "<top>")
    return detail + "; defaults: MLIR's, as the top level has no spec";
  return detail + "; defaults: what " + path + " has";
}

std::vector<CompletionInfo>
mlir::layout::getCompletions(StringRef text, size_t offset,
                             const CompletionContext &context) {
  std::vector<CompletionInfo> candidates;
  if (offset > text.size())
    return candidates;
  std::optional<SpecAt> at = findListAt(text, offset, kSpecOpener);
  std::optional<SpecAt> device = findListAt(text, offset, kTargetDeviceOpener);
  if (device && (!at || device->bodyStart > at->bodyStart))
    return getDeviceCompletions(text, offset, *device);
  if (!at)
    return candidates;
  std::optional<Inherited> inherited =
      Inherited::find(context, text, at->bodyStart);
  // The value of `key`: inherited when known, else the fixed template.
  auto valueOf = [&](StringRef key, const KeyTemplate *t, Defaults &defaults) {
    std::vector<InsertPiece> fixed;
    if (t)
      fixed = parseTemplate(t->value);
    if (inherited)
      if (auto pieces =
              inherited->valueFor(key, t ? &fixed : nullptr, defaults))
        return *pieces;
    defaults = Defaults::Example;
    return fixed;
  };
  std::string separator = getSeparatorAfter(text, offset);
  size_t eq = at->segment.find('=');
  if (eq != StringRef::npos) {
    // After `key =`: the value template of that key.
    StringRef key = at->segment.substr(0, eq).trim();
    const KeyTemplate *t = findTemplate(key);
    Defaults defaults;
    std::vector<InsertPiece> pieces = valueOf(key, t, defaults);
    if (pieces.empty())
      return candidates;
    CompletionInfo value{"", detailFor(t, inherited, defaults), true,
                         std::move(pieces)};
    value.label = value.getPlainText();
    value.repeatsInherited = defaults == Defaults::InheritedEntry;
    if (!separator.empty())
      value.pieces.push_back({separator, false, {}});
    candidates.push_back(std::move(value));
    return candidates;
  }
  std::set<std::string> present = presentKeys(text, *at, offset);
  for (const KeyTemplate &t : kKeys) {
    if (present.count(normalizeKey(t.key)))
      continue;
    Defaults defaults;
    CompletionInfo entry{t.key, "", false, {}};
    entry.pieces.push_back({std::string(t.key) + " = ", false, {}});
    for (InsertPiece &piece : valueOf(t.key, &t, defaults))
      entry.pieces.push_back(std::move(piece));
    if (!separator.empty())
      entry.pieces.push_back({separator, false, {}});
    entry.detail = detailFor(&t, inherited, defaults);
    entry.repeatsInherited = defaults == Defaults::InheritedEntry;
    candidates.push_back(std::move(entry));
  }
  return candidates;
}
