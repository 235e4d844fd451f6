// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecActions.cpp - Edits an editor offers on specs ------------------===//

#include "mlir-layout/Check/SpecActions.h"
#include "CheckerSupport.h"
#include "SpecEditor.h"
#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Support/TextScan.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/Navigation.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

#include <set>
#include <tuple>

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

/// The value of an entry for `type` that keeps the layout it has now.
static std::optional<std::string> currentValue(const TypeLayout &l, Type type) {
  auto bits = [](uint64_t bytes) { return int64_t(bytes * 8); };
  if (isa<IntegerType, FloatType>(type))
    return formatDenseValue({bits(l.abiAlignment), bits(l.preferredAlignment)});
  if (isa<IndexType>(type))
    return std::to_string(l.indexBitwidth.value_or(64)) + " : i64";
  if (isa<LLVM::LLVMPointerType>(type))
    return formatDenseValue({int64_t(l.bitsize), bits(l.abiAlignment),
                             bits(l.preferredAlignment),
                             int64_t(l.indexBitwidth.value_or(l.bitsize))});
  return std::nullopt;
}

/// Where and what to insert to give a spec-less op written in MLIR's
/// generic form (`"builtin.module"() ({...}) {attrs} : () -> ()`), whose
/// text after the name is `text`, the spec attribute `spec`: into its
/// attribute dictionary (the first `{` outside brackets, after the region),
/// or as a new dictionary before its ` : ` signature.
static std::optional<TextEdit> addGenericSpecAttribute(StringRef text,
                                                       StringRef spec) {
  BracketScan scan =
      scanBrackets(text, 0, text.size(), [](size_t, char c, unsigned depth) {
        return depth == 0 && (c == '{' || c == ':');
      });
  if (scan.inString || scan.pos >= text.size())
    return std::nullopt;
  const char *at = text.data() + scan.pos;
  if (*at == '{') {
    SMLoc inside = SMLoc::getFromPointer(at + 1);
    bool empty = text.substr(scan.pos + 1).ltrim().starts_with("}");
    return TextEdit{SMRange(inside, inside),
                    empty ? spec.str() : (spec + ", ").str()};
  }
  SMLoc before = SMLoc::getFromPointer(at);
  return TextEdit{SMRange(before, before), ("{" + spec + "} ").str()};
}

/// Where and what to insert to give a spec-less scope op a spec: into its
/// `attributes {...}` or as a new `attributes {...}` before its region; in
/// the generic form, into its attribute dictionary.
static std::optional<TextEdit> addSpecAttribute(const LayoutDocument &doc,
                                                const LayoutScope &scope,
                                                StringRef entry) {
  const auto *def = doc.getAsmState().getOpDef(scope.op);
  if (!def || scope.op->getNumRegions() == 0)
    return std::nullopt;
  StringRef text(def->loc.End.getPointer(),
                 def->scopeLoc.End.getPointer() - def->loc.End.getPointer());
  std::string spec = ("dlti.dl_spec = #dlti.dl_spec<" + entry + ">").str();
  if (*def->loc.Start.getPointer() == '"')
    return addGenericSpecAttribute(text, spec);
  // Find the first `{` outside brackets: the attribute dictionary when the
  // keyword `attributes` precedes it, the region otherwise.
  BracketScan scan =
      scanBrackets(text, 0, text.size(), [](size_t, char c, unsigned depth) {
        return c == '{' && depth == 0;
      });
  if (scan.inString || scan.pos >= text.size())
    return std::nullopt;
  size_t i = scan.pos;
  SMLoc at = SMLoc::getFromPointer(text.data() + i);
  if (text.substr(0, i).rtrim().ends_with("attributes")) {
    SMLoc inside = SMLoc::getFromPointer(text.data() + i + 1);
    bool empty = text.substr(i + 1).ltrim().starts_with("}");
    return TextEdit{SMRange(inside, inside), empty ? spec : spec + ", "};
  }
  if (scope.op->getName().getStringRef() == "builtin.module" ||
      text.substr(0, i).trim().empty() ||
      text.substr(0, i).trim().starts_with("@"))
    return TextEdit{SMRange(at, at), "attributes {" + spec + "} "};
  return std::nullopt;
}

/// True when applying `fix` to `doc` gives text that still parses.
static bool parsesAfter(const LayoutDocument &doc, const Fix &fix) {
  std::string text = applyEdits(doc.getText(), doc.getText().data(), fix.edits);
  return LayoutDocument::parse(
             llvm::MemoryBuffer::getMemBufferCopy(text, doc.getFilename()))
      ->isParsed();
}

namespace {
/// Entries to add to one scope, as `key = value` text.
using EntryList = std::vector<std::pair<std::string, std::string>>;
} // namespace

/// The edit that adds `entries` to `scope` (into its spec, or as a new
/// `dlti.dl_spec` attribute).
static std::optional<TextEdit> insertEntries(const LayoutDocument &doc,
                                             const LayoutScope &scope,
                                             const EntryList &entries) {
  if (scope.spec) {
    if (!scope.specSource)
      return std::nullopt;
    return SpecEditor(scope).insertEntries(entries);
  }
  return addSpecAttribute(
      doc, scope, formatNewSpecBody(entries, getEntryIndentation(scope)));
}

/// The ABI and preferred alignment of a layout (what integer entries
/// decide), for comparisons.
static std::pair<uint64_t, uint64_t> alignmentsOf(const TypeLayout &l) {
  return {l.abiAlignment, l.preferredAlignment};
}

/// The most integer entries an "add entry" action inserts beside the one
/// asked for, and the most attempts at finding them.
static constexpr unsigned kMaxCompanionRounds = 4;

/// Adds to `entries` (the first is the one asked for, an integer type) the
/// companion integer entries that keep every other integer width of `scope`
/// as it is: MLIR gives a width without an entry the nearest wider entry,
/// else the widest, so one new entry can change many widths. Companions are
/// placed at the widest width of each run of widths that shared a layout.
/// Widths above the widest entry all take the widest entry's alignments,
/// while MLIR's defaults differ per power of two: `widerChange` says whether
/// those widths change. Returns false when no such set is found, or when a
/// nested scope would still change (the action is then not offered).
static bool addIntegerCompanions(LayoutDocument &doc, const LayoutScope &scope,
                                 EntryList &entries, bool &widerChange) {
  MLIRContext *context = doc.getContext();
  llvm::ArrayRef<std::unique_ptr<LayoutScope>> scopes =
      doc.getScopes().getScopes();
  // The scope and those nested in it, by index (the edit adds no scope).
  std::vector<size_t> affected;
  for (size_t i = 0; i < scopes.size(); ++i)
    for (const LayoutScope *s = scopes[i].get(); s; s = s->parent)
      if (s == &scope) {
        affected.push_back(i);
        break;
      }
  unsigned maxWidth = 128;
  for (const auto &s : scopes)
    if (s->spec)
      for (DataLayoutEntryInterface e : s->spec.getEntries())
        if (auto t = llvm::dyn_cast_if_present<IntegerType>(
                llvm::dyn_cast_if_present<Type>(e.getKey())))
          maxWidth = std::max(maxWidth, t.getWidth());
  auto layoutAt =
      [&](LayoutDocument &d, const LayoutScope &s,
          unsigned w) -> std::optional<std::pair<uint64_t, uint64_t>> {
    const LayoutResult &r =
        d.getLayout(s).query(IntegerType::get(d.getContext(), w));
    if (!r.hasLayout())
      return std::nullopt;
    return alignmentsOf(*r.layout);
  };
  for (unsigned round = 0; round < kMaxCompanionRounds; ++round) {
    std::optional<TextEdit> edit = insertEntries(doc, scope, entries);
    if (!edit)
      return false;
    std::unique_ptr<LayoutDocument> after = LayoutDocument::parse(
        llvm::MemoryBuffer::getMemBufferCopy(
            applyEdits(doc.getText(), doc.getText().data(), {*edit}),
            doc.getFilename()),
        doc.getOptions());
    if (!after->isParsed() ||
        after->getScopes().getScopes().size() != scopes.size())
      return false;
    // The scope first (its companions also keep the nested scopes that
    // inherit its integers); once it is kept, no nested scope may change.
    std::vector<bool> changed(maxWidth + 1, false);
    bool any = false;
    for (size_t index : affected) {
      const LayoutScope &before = *scopes[index];
      const LayoutScope &now = *after->getScopes().getScopes()[index];
      for (unsigned w = 1; w <= maxWidth; ++w) {
        if (layoutAt(doc, before, w) == layoutAt(*after, now, w))
          continue;
        if (&before != &scope) {
          if (!any)
            return false; // a nested scope would change
          break;
        }
        changed[w] = any = true;
      }
    }
    if (!any) {
      // Wider than every entry: one value after, possibly several before.
      const LayoutScope &now = *after->getScopes().getScopes()[affected[0]];
      for (unsigned w = maxWidth + 1; w <= IntegerType::kMaxWidth; w *= 2)
        if (layoutAt(doc, scope, w) != layoutAt(*after, now, w)) {
          if (!layoutAt(*after, now, maxWidth + 1))
            return false;
          widerChange = true;
          break;
        }
      return true;
    }
    // Pin the widest width of each run of equal layouts that changed.
    for (unsigned w = 1; w <= maxWidth; ++w) {
      bool runEnds = w == maxWidth ||
                     layoutAt(doc, scope, w) != layoutAt(doc, scope, w + 1);
      if (!runEnds)
        continue;
      unsigned first = w;
      while (first > 1 &&
             layoutAt(doc, scope, first - 1) == layoutAt(doc, scope, w))
        --first;
      bool runChanged = false;
      for (unsigned v = first; v <= w; ++v)
        runChanged |= changed[v];
      if (!runChanged)
        continue;
      Type companion = IntegerType::get(context, w);
      std::string key = printToString(companion);
      if (llvm::any_of(entries, [&](const auto &e) { return e.first == key; }))
        return false; // an entry already there did not keep it
      const LayoutResult &r = doc.getLayout(scope).query(companion);
      if (!r.hasLayout())
        return false;
      entries.push_back({key, *currentValue(*r.layout, companion)});
    }
  }
  return false;
}

/// The keys of the errors and warnings of `issues`.
static std::set<std::tuple<std::string, std::string, std::string>>
problemKeys(llvm::ArrayRef<SpecIssue> issues) {
  std::set<std::tuple<std::string, std::string, std::string>> keys;
  for (const SpecIssue &issue : issues)
    if (issue.severity != Severity::Note)
      keys.insert({issue.code, issue.scope, issue.key});
  return keys;
}

/// True when applying `fix` to `doc` gives a file that parses and has no
/// error or warning `doc` (whose problems are `before`) does not have under
/// `policy`.
static bool isCleanAfter(LayoutDocument &doc, const Fix &fix,
                         CompatibilityPolicy policy,
                         llvm::ArrayRef<SpecIssue> before) {
  std::unique_ptr<LayoutDocument> after = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(
          applyEdits(doc.getText(), doc.getText().data(), fix.edits),
          doc.getFilename()),
      doc.getOptions());
  if (!after->isParsed())
    return false;
  auto known = problemKeys(before);
  for (const auto &key : problemKeys(checkDocument(*after, policy)))
    if (!known.count(key))
      return false;
  return true;
}

static std::optional<Fix> buildAddEntryFix(LayoutDocument &doc,
                                           const LayoutScope &scope, Type type);

/// The most characters the title of an "add entry" action has.
static constexpr size_t kMaxAddEntryTitle = 80;

/// The width of the integer type `key` (`i63`: 63).
static unsigned integerWidth(StringRef key) {
  unsigned width = 0;
  (void)key.drop_front().getAsInteger(10, width);
  return width;
}

/// What an "add entry" action adds, in at most 80 characters where the
/// names allow: `Add a data layout entry for f32 to @m`, or with companion
/// integer entries `Add entries for i8, i16, i32, i64 to @m`, then (where
/// it fits) that integers wider than every entry change.
static std::string describeAddedEntries(const EntryList &entries,
                                        StringRef asked, StringRef scope,
                                        bool widerChange) {
  if (entries.size() == 1)
    return ("Add a data layout entry for " + asked + " to " + scope).str();
  std::vector<std::string> keys;
  for (const auto &entry : entries)
    keys.push_back(entry.first);
  std::string title =
      "Add entries for " + llvm::join(keys, ", ") + " to " + scope.str();
  if (title.size() > kMaxAddEntryTitle)
    title = ("Add entries for " + asked + " and " +
             std::to_string(entries.size() - 1) + " other widths to " + scope)
                .str();
  const char *wider = " (wider integers change)";
  if (widerChange && title.size() + strlen(wider) <= kMaxAddEntryTitle)
    title += wider;
  return title;
}

std::optional<Fix>
mlir::layout::makeAddEntryFix(LayoutDocument &doc, const LayoutScope &scope,
                              Type type, CompatibilityPolicy policy,
                              const std::vector<SpecIssue> *problems) {
  std::optional<Fix> fix = buildAddEntryFix(doc, scope, type);
  if (!fix)
    return std::nullopt;
  std::vector<SpecIssue> computed;
  if (!problems)
    problems = &(computed = checkDocument(doc, policy));
  if (!isCleanAfter(doc, *fix, policy, *problems))
    return std::nullopt; // never offer an edit that breaks the file
  return fix;
}

static std::optional<Fix>
buildAddEntryFix(LayoutDocument &doc, const LayoutScope &scope, Type type) {
  if (!scope.op ||
      !isa<IntegerType, FloatType, IndexType, LLVM::LLVMPointerType>(type))
    return std::nullopt;
  if (scope.spec &&
      llvm::any_of(scope.spec.getEntries(), [&](DataLayoutEntryInterface e) {
        return llvm::dyn_cast_if_present<Type>(e.getKey()) == type;
      }))
    return std::nullopt;
  const LayoutResult &result = doc.getLayout(scope).query(type);
  if (!result.hasLayout())
    return std::nullopt;
  std::optional<std::string> value = currentValue(*result.layout, type);
  if (!value)
    return std::nullopt;
  std::string key = printToString(type);
  EntryList entries = {{key, *value}};
  bool widerChange = false;
  if (isa<IntegerType>(type)) {
    if (!addIntegerCompanions(doc, scope, entries, widerChange))
      return std::nullopt;
    // By width, as `spec --format=dlti` writes integers.
    llvm::sort(entries, [](const auto &a, const auto &b) {
      return integerWidth(a.first) < integerWidth(b.first);
    });
  }
  Fix fix;
  fix.title = describeAddedEntries(entries, key, scope.path, widerChange);
  std::optional<TextEdit> edit = insertEntries(doc, scope, entries);
  if (!edit)
    return std::nullopt;
  fix.edits.push_back(*edit);
  return fix;
}

std::optional<Fix> mlir::layout::makeSimplestLayoutFix(LayoutDocument &doc,
                                                       const TypeSite &site) {
  auto memref = dyn_cast<MemRefType>(site.type);
  if (!memref || site.isValue)
    return std::nullopt;
  StringRef written(site.range.Start.getPointer(),
                    site.range.End.getPointer() -
                        site.range.Start.getPointer());
  if (!written.starts_with("memref<"))
    return std::nullopt; // an alias or another type around it
  const LayoutResult &result = doc.getLayout(*site.scope).query(site.type);
  std::string target = result.buffer && result.buffer->simplest
                           ? *result.buffer->simplest
                           : printToString(site.type);
  auto squeeze = [](StringRef text) {
    std::string out;
    for (char c : text)
      if (!llvm::isSpace(c))
        out += c;
    return out;
  };
  if (squeeze(written) == squeeze(target))
    return std::nullopt;
  Fix fix{"Rewrite the layout as " + target, {{site.range, target}}, false};
  if (!parsesAfter(doc, fix))
    return std::nullopt;
  return fix;
}
