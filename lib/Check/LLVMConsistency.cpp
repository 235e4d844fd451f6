// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LLVMConsistency.cpp - The spec against llvm.data_layout ------------===//
//
// A scope headed for LLVM can be laid out three ways: MLIR's passes use its
// effective `dlti.dl_spec`, MLIR 22's translation to LLVM IR writes its
// `llvm.data_layout` string (and never consults the spec), and the backend
// for its target (`llvm.target`, `llvm.target_triple`) uses the target's
// layout. Each pair that will both be used is compared, key by key: the
// spec against the string (`layout-llvm-data-layout-mismatch`), the string
// against the target (`layout-llvm-data-layout-target-mismatch`), the spec
// against the target when there is no string (`layout-target-mismatch`),
// and MLIR's built-in defaults against what LLVM will use
// (`layout-default-in-use`).
//
// Severity follows impact: a type some op of the scope uses (TypeUses.h)
// laid out differently by two sides that will both be used is an error;
// the same for a type nothing uses yet is a warning, and so is a DLTI key
// by which MLIR 22 lays out no type (endianness, stack alignment, mangling,
// legal integer widths, memory spaces). A string LLVM rejects is a
// `layout-llvm-data-layout-malformed` on the offending component, a
// target triple that is not a string an error that names the crash it
// avoids.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"
#include "mlir-layout/Core/TypeUses.h"
#include "mlir-layout/LLVM/AttributeSource.h"
#include "mlir-layout/LLVM/LayoutComparison.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <array>

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;

namespace {
/// How a reference layout is named in a diagnostic.
struct ReferenceText {
  /// The diagnostic code of a spec entry that disagrees with it.
  std::string code;
  /// `llvm.data_layout`, `target x86_64-unknown-linux-gnu`.
  std::string name;
  /// Who uses the reference layout: `LLVM IR`, `the backend`.
  std::string user;
};

/// Where one scope's `llvm.data_layout` string is written.
struct StringPlace {
  const LayoutDocument &doc;
  const LayoutScope &scope;
  std::optional<StringAttributeSource> source;
  llvm::ArrayRef<DataLayoutComponent> components;
  /// Where to point when the string is not in the document (a target's).
  SourcePos fallback;

  /// The range of component `index` (the whole literal when the string is
  /// written with escapes, `fallback` when it is not in the document).
  SourcePos componentPos(std::optional<size_t> index) const {
    if (!source)
      return fallback;
    if (!index || !source->verbatim)
      return doc.getLocator().locate(source->attribute);
    const DataLayoutComponent &component = components[*index];
    const char *start = source->contents.Start.getPointer() + component.offset;
    return doc.getLocator().locate(
        SMRange(SMLoc::getFromPointer(start),
                SMLoc::getFromPointer(start + component.text.size())));
  }

  /// An edit replacing the whole string by `text`; std::nullopt when the
  /// literal is not in the document.
  std::optional<TextEdit> replaceContents(const std::string &text) const {
    if (!source)
      return std::nullopt;
    return TextEdit{source->contents, text};
  }

  /// An edit replacing component `index` by `text` (removing it with a
  /// separator when `text` is empty), or appending `text` when `index` is
  /// std::nullopt; std::nullopt when the literal cannot be edited.
  std::optional<TextEdit> editComponent(std::optional<size_t> index,
                                        const std::string &text) const {
    if (!source || !source->verbatim)
      return std::nullopt;
    const char *contents = source->contents.Start.getPointer();
    const char *contentsEnd = source->contents.End.getPointer();
    if (!index) {
      if (text.empty())
        return std::nullopt;
      return TextEdit{SMRange(SMLoc::getFromPointer(contentsEnd),
                              SMLoc::getFromPointer(contentsEnd)),
                      (contents == contentsEnd ? "" : "-") + text};
    }
    const DataLayoutComponent &component = components[*index];
    const char *start = contents + component.offset;
    const char *end = start + component.text.size();
    if (text.empty()) {
      if (end < contentsEnd)
        ++end; // the `-` after it
      else if (start > contents)
        --start; // the `-` before it
    }
    return TextEdit{
        SMRange(SMLoc::getFromPointer(start), SMLoc::getFromPointer(end)),
        text};
  }
};
} // namespace

static std::string bytes(uint64_t count) {
  return std::to_string(count) + (count == 1 ? " byte" : " bytes");
}

/// The numbers of `numbers` that differ from `other`: "size 32 bits, ABI
/// alignment 4 bytes, preferred 4 bytes, index 32 bits".
static std::string describeNumbers(const TypeNumbers &numbers,
                                   const TypeNumbers &other) {
  std::string text;
  auto add = [&](std::string part) {
    text += (text.empty() ? "" : ", ") + part;
  };
  if (numbers.sizeInBits != other.sizeInBits)
    add("size " + std::to_string(numbers.sizeInBits) + " bits");
  if (numbers.abiAlignment != other.abiAlignment)
    add("ABI alignment " + bytes(numbers.abiAlignment));
  if (numbers.preferredAlignment != other.preferredAlignment)
    add("preferred alignment " + bytes(numbers.preferredAlignment));
  if (numbers.indexBitwidth && numbers.indexBitwidth != other.indexBitwidth)
    add("index " + std::to_string(*numbers.indexBitwidth) + " bits");
  return text;
}

/// The innermost scope from `scope` up whose spec text is known.
static const LayoutScope *findEditableSpec(const LayoutScope &scope) {
  for (const LayoutScope *s = &scope; s; s = s->parent)
    if (s->spec && s->specSource)
      return s;
  return nullptr;
}

/// The effective spec's entry whose key is exactly the difference's key.
static const SourcedEntry *findExactEntry(const CombinedSpec &spec,
                                          const LayoutDifference &difference) {
  if (!difference.type)
    return spec.getIdentifierEntry(difference.identifier);
  for (const SourcedEntry &entry : spec.getEntries())
    if (llvm::dyn_cast_if_present<Type>(entry.entry.getKey()) ==
        difference.type)
      return &entry;
  return nullptr;
}

/// True when MLIR answers `difference`'s type from its built-in defaults:
/// the spec has no integer entry (integers), no entry for the float, no
/// pointer entry (pointers).
static bool usesBuiltinDefault(const CombinedSpec &spec, Type type) {
  if (!type)
    return false;
  return llvm::none_of(spec.getEntries(), [&](const SourcedEntry &entry) {
    auto key = llvm::dyn_cast_if_present<Type>(entry.entry.getKey());
    if (!key)
      return false;
    if (isa<IntegerType>(type))
      return isa<IntegerType>(key);
    if (isa<LLVM::LLVMPointerType>(type))
      return isa<LLVM::LLVMPointerType>(key);
    return key == type;
  });
}

namespace {
/// The types each scope uses, collected on first need (reading them makes
/// an edit inside a function body re-run the checks).
class LazyTypeUses {
public:
  explicit LazyTypeUses(const LayoutDocument &doc) : doc(doc) {}

  /// The first use of `type` (an integer, float or pointer compared with
  /// LLVM) in `scope` that `differing` numbers matter to, or null: sizes and
  /// index widths matter to every use, alignments only where the type is
  /// laid out in memory. An integer is also used by `index` values when it
  /// is as wide as `indexBitwidth` (the lowering turns them into it).
  const TypeUse *find(const LayoutScope &scope, Type type,
                      uint64_t indexBitwidth, const TypeNumbers &a,
                      const TypeNumbers &b) {
    UseKind kind =
        a.sizeInBits != b.sizeInBits || a.indexBitwidth != b.indexBitwidth
            ? UseKind::Value
            : UseKind::Memory;
    return find(scope, type, indexBitwidth, kind);
  }

  /// The first use of `type` of kind `kind` in `scope`, or null.
  const TypeUse *find(const LayoutScope &scope, Type type,
                      uint64_t indexBitwidth, UseKind kind) {
    if (!uses)
      uses = collectTypeUses(doc);
    auto it = uses->find(&scope);
    if (it == uses->end() || !type)
      return nullptr;
    const ScopeTypeUses &scopeUses = it->second;
    if (auto integer = dyn_cast<IntegerType>(type)) {
      if (const TypeUse *use = scopeUses.findInteger(integer.getWidth(), kind))
        return use;
      if (integer.getWidth() == indexBitwidth)
        return scopeUses.find(IndexType::get(type.getContext()), kind);
      return nullptr;
    }
    return scopeUses.find(type, kind);
  }

private:
  const LayoutDocument &doc;
  std::optional<llvm::DenseMap<const LayoutScope *, ScopeTypeUses>> uses;
};
} // namespace

/// Makes `issue` an error and points at the use of its type.
static void markUsed(SpecIssue &issue, const std::string &key,
                     const TypeUse &use) {
  issue.severity = Severity::Error;
  issue.related.push_back(
      {use.where, key + " is used here: `" + use.text + "`"});
}

/// ", used at line N" for a used type, else "".
static std::string usedAt(const TypeUse *use) {
  return use ? ", used at line " + std::to_string(use->where.line) : "";
}

/// Where a difference about `difference`'s key is reported: the spec entry
/// for the key, else the innermost spec whose text is known, else
/// `fallback`.
static SourcePos placeOf(const LayoutDocument &doc, const LayoutScope &scope,
                         const CombinedSpec &spec,
                         const LayoutDifference &difference,
                         SourcePos fallback) {
  if (const SourcedEntry *entry = findExactEntry(spec, difference))
    return entry->scope->entryPositions[entry->index];
  if (const LayoutScope *editable = findEditableSpec(scope))
    return doc.getLocator().locate(editable->specSource->attribute);
  return fallback;
}

static SpecIssue makeMismatch(LayoutDocument &doc, const LayoutScope &scope,
                              const CombinedSpec &spec,
                              const StringPlace &place,
                              const ReferenceText &reference,
                              const LayoutDifference &difference,
                              const TypeUse *use) {
  std::string key = printToString(difference.type);
  const SourcedEntry *entry = findExactEntry(spec, difference);
  const LayoutScope *editable = findEditableSpec(scope);

  SpecIssue issue;
  issue.code = reference.code;
  issue.scope = scope.path;
  issue.key = key;
  issue.where =
      placeOf(doc, scope, spec, difference, place.componentPos(std::nullopt));

  std::string mlirSide =
      describeNumbers(difference.mlirNumbers, difference.llvmNumbers);
  if (!entry)
    mlirSide += " (no " + key + " entry)";
  issue.message =
      reference.name + " and dlti.dl_spec disagree on " + key + usedAt(use) +
      ": MLIR's passes use " + mlirSide + ", " + reference.user + " " +
      describeNumbers(difference.llvmNumbers, difference.mlirNumbers);
  issue.related.push_back(
      {place.componentPos(difference.component),
       difference.component
           ? reference.name + " sets " + key + " here: `" +
                 place.components[*difference.component].text + "`"
           : reference.name + " has no component for " + key +
                 ": LLVM's default applies"});
  markUsed(issue, key, *use);

  // Rewrite the spec from the string (preferred: the string is what LLVM
  // compiles with), then the string from the spec.
  if (entry && SpecEditor(*entry->scope).valid()) {
    issue.fixes.push_back(
        {"Rewrite the entry from " + reference.name + ": " + key + " = " +
             difference.entryValueForLLVM,
         {SpecEditor(*entry->scope)
              .replaceValue(entry->index, difference.entryValueForLLVM)},
         true});
  } else if (!entry && editable) {
    issue.fixes.push_back(
        {"Add the entry from " + reference.name + ": " + key + " = " +
             difference.entryValueForLLVM,
         {SpecEditor(*editable).insertEntry(key, difference.entryValueForLLVM)},
         true});
  }
  if (std::optional<TextEdit> edit = place.editComponent(
          difference.component, difference.componentForMLIR)) {
    std::string title =
        difference.componentForMLIR.empty()
            ? "Remove `" + place.components[*difference.component].text +
                  "` from llvm.data_layout"
        : difference.component
            ? "Rewrite `" + place.components[*difference.component].text +
                  "` in llvm.data_layout as `" + difference.componentForMLIR +
                  "`"
            : "Add `" + difference.componentForMLIR + "` to llvm.data_layout";
    issue.fixes.push_back({title, {*edit}, issue.fixes.empty()});
  }
  return issue;
}

static const ReferenceText kStringReference = {
    "layout-llvm-data-layout-mismatch", "llvm.data_layout", "LLVM IR uses"};

static const ReferenceText kTargetReference = {"layout-target-mismatch", "",
                                               "the backend uses"};

/// The target of `op` (`llvm.target`, else `llvm.target_triple` when it is
/// a string): triple, CPU, features and the attribute's name; std::nullopt
/// without one.
static std::optional<std::array<std::string, 4>> getTarget(Operation *op) {
  if (auto target = op->getAttrOfType<LLVM::TargetAttrInterface>(
          LLVM::LLVMDialect::getTargetAttrName())) {
    auto features = llvm::dyn_cast_if_present<LLVM::TargetFeaturesAttr>(
        target.getFeatures());
    return std::array<std::string, 4>{
        target.getTriple() ? target.getTriple().str() : "",
        target.getChip() ? target.getChip().str() : "",
        features ? features.getFeaturesString() : "",
        LLVM::LLVMDialect::getTargetAttrName().str()};
  }
  if (auto triple = op->getAttrOfType<StringAttr>(
          LLVM::LLVMDialect::getTargetTripleAttrName()))
    return std::array<std::string, 4>{
        triple.str(), "", "",
        LLVM::LLVMDialect::getTargetTripleAttrName().str()};
  return std::nullopt;
}

/// A `llvm.target_triple` that is not a string: MLIR 22's verifier accepts
/// it and its translation to LLVM IR dereferences it as one and crashes.
static void checkTripleKind(const LayoutDocument &doc, const LayoutScope &scope,
                            std::vector<SpecIssue> &issues) {
  llvm::StringRef name = LLVM::LLVMDialect::getTargetTripleAttrName();
  Attribute triple = scope.op->getAttr(name);
  if (!triple || isa<StringAttr>(triple))
    return;
  std::optional<llvm::SMRange> range = findAttribute(doc, scope.op, name);
  SpecIssue issue;
  issue.severity = Severity::Error;
  issue.code = "layout-target-triple-not-a-string";
  issue.scope = scope.path;
  issue.key = name.str();
  issue.where = range ? doc.getLocator().locate(*range) : scope.where;
  issue.message = "llvm.target_triple is `" + printToString(triple) +
                  "`, not a string: MLIR 22's translation to LLVM IR "
                  "crashes on it (segmentation fault)";
  issues.push_back(std::move(issue));
}

/// The layout a scope headed for LLVM is compared with.
struct Reference {
  /// The data layout string.
  std::string dataLayout;
  /// Where it is written (or the target attribute).
  StringPlace place;
  /// How it is named.
  ReferenceText text;
  /// "the target" or "llvm.data_layout", for fix titles.
  std::string source;
  /// True when LLVM will use it for sure (a string or a target), false for
  /// LLVM's default layout, which a target chosen later replaces.
  bool definite = true;
};

/// The entries of `imported` for the type classes MLIR answers from its
/// defaults and, for an empty spec, its identifiers (a spec with entries has
/// them reported as mismatches, with their own fixes), then `index = W`
/// (the reference's pointer index width) when the spec has no index entry.
static std::vector<PrintedEntry>
getDerivedEntries(const CombinedSpec &spec, DataLayoutSpecInterface imported,
                  uint64_t indexBitwidth) {
  std::vector<PrintedEntry> entries;
  for (const PrintedEntry &entry : getCanonicalEntries(imported)) {
    DataLayoutEntryInterface original;
    for (DataLayoutEntryInterface e : imported.getEntries())
      if (auto type = llvm::dyn_cast_if_present<Type>(e.getKey());
          type && printToString(type) == entry.key)
        original = e;
    bool identifier = llvm::StringRef(entry.key).starts_with("\"");
    if ((original && usesBuiltinDefault(spec, cast<Type>(original.getKey()))) ||
        (identifier && spec.getEntries().empty() &&
         !spec.getIdentifierEntry(
             llvm::StringRef(entry.key).drop_front().drop_back())))
      entries.push_back(entry);
  }
  if (!spec.getEntryFor(IndexType::get(imported.getContext())))
    entries.push_back({"index", std::to_string(indexBitwidth) + " : i64"});
  return entries;
}

/// The fix adding `entries` to the scope's spec, or a new spec after the
/// attribute at `after`.
static std::optional<Fix> deriveFix(const LayoutScope &scope,
                                    llvm::ArrayRef<PrintedEntry> entries,
                                    std::optional<llvm::SMRange> after,
                                    const std::string &source) {
  if (entries.empty())
    return std::nullopt;
  std::string title = "Derive the data layout from " + source;
  if (scope.spec) {
    if (!scope.specSource)
      return std::nullopt;
    std::string value = entries[0].value;
    for (const PrintedEntry &entry : llvm::ArrayRef(entries).drop_front())
      value += ", " + entry.key + " = " + entry.value;
    return Fix{
        title, {SpecEditor(scope).insertEntry(entries[0].key, value)}, true};
  }
  if (!after)
    return std::nullopt;
  std::string text = ", dlti.dl_spec = #dlti.dl_spec<";
  for (size_t i = 0; i < entries.size(); ++i)
    text += (i ? ", " : "") + entries[i].key + " = " + entries[i].value;
  text += ">";
  return Fix{
      title, {TextEdit{llvm::SMRange(after->End, after->End), text}}, true};
}

/// The most keys a message about latent differences names (the others
/// are in its related information).
static constexpr size_t kListedKeys = 4;

/// "i1, i8, i16, i32 and 3 more".
static std::string listKeys(llvm::ArrayRef<std::string> keys) {
  std::string text;
  for (size_t i = 0; i < keys.size() && i < kListedKeys; ++i)
    text += (i ? ", " : "") + keys[i];
  if (keys.size() > kListedKeys)
    text += " and " + std::to_string(keys.size() - kListedKeys) + " more";
  return text;
}

/// `layout-default-in-use` and `layout-index-width-mismatch` of a scope
/// headed for LLVM, against `reference`. Only types the scope uses are
/// reported: an error when LLVM will use the reference for sure, a warning
/// against LLVM's default layout.
static void checkDefaults(LayoutDocument &doc, const LayoutScope &scope,
                          const CombinedSpec &spec,
                          const LayoutComparison &comparison,
                          const Reference &reference,
                          std::optional<llvm::SMRange> insertAfter,
                          LazyTypeUses &uses, std::vector<SpecIssue> &issues) {
  MLIRContext *context = doc.getContext();
  std::vector<std::string> items;
  std::vector<RelatedInfo> related;
  auto addItem = [&](const std::string &key, const TypeUse &use,
                     std::string mlirSide, std::string llvmSide) {
    items.push_back(key + " (line " + std::to_string(use.where.line) + ")");
    related.push_back({use.where, key + ": MLIR " + mlirSide + ", " +
                                      reference.source + " " + llvmSide +
                                      "; used here: `" + use.text + "`"});
  };
  for (const LayoutDifference &difference : comparison.differences) {
    if (!usesBuiltinDefault(spec, difference.type))
      continue;
    if (const TypeUse *use =
            uses.find(scope, difference.type, comparison.mlirIndexBitwidth,
                      difference.mlirNumbers, difference.llvmNumbers))
      addItem(printToString(difference.type), *use,
              describeNumbers(difference.mlirNumbers, difference.llvmNumbers),
              describeNumbers(difference.llvmNumbers, difference.mlirNumbers));
  }
  const SourcedEntry *indexEntry = spec.getEntryFor(IndexType::get(context));
  if (!indexEntry &&
      comparison.mlirIndexBitwidth != comparison.llvmIndexBitwidth)
    if (const TypeUse *use =
            uses.find(scope, IndexType::get(context), 0, UseKind::Value))
      addItem("index", *use,
              std::to_string(comparison.mlirIndexBitwidth) + " bits",
              std::to_string(comparison.llvmIndexBitwidth) +
                  " bits (its pointer index width)");
  if (!items.empty()) {
    SpecIssue issue;
    issue.severity = reference.definite ? Severity::Error : Severity::Warning;
    issue.code = "layout-default-in-use";
    issue.scope = scope.path;
    issue.where = scope.where;
    issue.message = "MLIR's default layout is used for " +
                    std::to_string(items.size()) + " type" +
                    (items.size() == 1 ? "" : "s") + " " + reference.source +
                    " lays out differently: " + listKeys(items);
    issue.related = std::move(related);
    DataLayoutSpecInterface imported =
        importDataLayoutString(reference.dataLayout, context);
    if (std::optional<Fix> fix = deriveFix(
            scope,
            getDerivedEntries(spec, imported, comparison.llvmIndexBitwidth),
            insertAfter, reference.source))
      issue.fixes.push_back(std::move(*fix));
    issues.push_back(std::move(issue));
  }
  if (indexEntry &&
      comparison.mlirIndexBitwidth != comparison.llvmIndexBitwidth) {
    SpecIssue issue;
    issue.severity = Severity::Warning;
    issue.code = "layout-index-width-mismatch";
    issue.scope = scope.path;
    issue.key = "index";
    issue.where = indexEntry->scope->entryPositions[indexEntry->index];
    issue.message = "index is " + std::to_string(comparison.mlirIndexBitwidth) +
                    " bits in the spec, but " + reference.source +
                    " indexes pointers of address space 0 with " +
                    std::to_string(comparison.llvmIndexBitwidth) + " bits";
    if (SpecEditor(*indexEntry->scope).valid())
      issue.fixes.push_back(
          {"Use the index width of " + reference.source + ": index = " +
               std::to_string(comparison.llvmIndexBitwidth) + " : i64",
           {SpecEditor(*indexEntry->scope)
                .replaceValue(indexEntry->index,
                              std::to_string(comparison.llvmIndexBitwidth) +
                                  " : i64")},
           true});
    issues.push_back(std::move(issue));
  }
}

/// Reports a string LLVM rejects on its bad component, replacing MLIR's
/// verifier error on the whole op.
static void reportMalformed(const Reference &reference,
                            const DataLayoutStringError &error,
                            std::vector<SpecIssue> &issues) {
  std::string message = "invalid data layout descriptor: " + error.message;
  llvm::erase_if(issues, [&](const SpecIssue &issue) {
    return issue.code == "mlir-verifier-error" &&
           llvm::StringRef(issue.message).contains(message);
  });
  std::vector<DataLayoutComponent> components =
      splitDataLayoutString(reference.dataLayout);
  StringPlace place = reference.place;
  place.components = components;
  SpecIssue issue;
  issue.severity = Severity::Error;
  issue.code = "layout-llvm-data-layout-malformed";
  issue.scope = reference.place.scope.path;
  issue.key = "llvm.data_layout";
  issue.message = "llvm.data_layout: " + message;
  issue.where = place.componentPos(error.component);
  issues.push_back(std::move(issue));
}

/// The key of `difference` as an entry names it.
static std::string keyOf(const LayoutDifference &difference) {
  return difference.type ? printToString(difference.type)
                         : "\"" + difference.identifier + "\"";
}

/// How a warning names types no use is known of: in a file that does not
/// parse the uses themselves are unknown (only the specs were read).
static std::string describeUnusedTypes(const LayoutDocument &doc) {
  return doc.isParsed()
             ? " no op here depends on yet ("
             : " whose uses are unknown, as the file does not parse (";
}

/// One warning for the differences between `spec` and `reference` that
/// nothing depends on yet: types no op of the scope uses and DLTI keys by
/// which MLIR 22 lays out no type. Each key's numbers are in the related
/// information; the fix takes the reference's values for all of them.
static SpecIssue
makeLatentMismatch(LayoutDocument &doc, const LayoutScope &scope,
                   const CombinedSpec &spec, const Reference &reference,
                   llvm::ArrayRef<const LayoutDifference *> latent) {
  const StringPlace &place = reference.place;
  const LayoutScope *editable = findEditableSpec(scope);
  SpecIssue issue;
  issue.severity = Severity::Warning;
  issue.code = reference.text.code;
  issue.scope = scope.path;
  issue.where = editable
                    ? doc.getLocator().locate(editable->specSource->attribute)
                    : scope.where;
  std::vector<std::string> types, identifiers, keys;
  std::vector<TextEdit> edits;
  std::string inserted, firstInsertedKey;
  bool allEditable = true;
  for (const LayoutDifference *difference : latent) {
    std::string key = keyOf(*difference);
    (difference->type ? types : identifiers).push_back(key);
    keys.push_back(key);
    std::string detail =
        difference->type
            ? key + ": MLIR's passes use " +
                  describeNumbers(difference->mlirNumbers,
                                  difference->llvmNumbers) +
                  ", " + reference.text.user + " " +
                  describeNumbers(difference->llvmNumbers,
                                  difference->mlirNumbers)
            : key + ": MLIR's passes see " + difference->mlirValue + ", " +
                  reference.text.user + " " + difference->llvmValue;
    issue.related.push_back(
        {place.componentPos(difference->component), detail});
    const SourcedEntry *entry = findExactEntry(spec, *difference);
    if (entry && SpecEditor(*entry->scope).valid()) {
      edits.push_back(
          SpecEditor(*entry->scope)
              .replaceValue(entry->index, difference->entryValueForLLVM));
    } else if (!entry && editable) {
      if (firstInsertedKey.empty()) {
        firstInsertedKey = key;
        inserted = difference->entryValueForLLVM;
      } else {
        inserted += ", " + key + " = " + difference->entryValueForLLVM;
      }
    } else {
      allEditable = false;
    }
  }
  std::string what;
  if (!types.empty())
    what = std::to_string(types.size()) + " type" +
           (types.size() == 1 ? "" : "s") + describeUnusedTypes(doc) +
           listKeys(types) + ")";
  if (!identifiers.empty())
    what += (what.empty() ? "" : " and ") + std::to_string(identifiers.size()) +
            " DLTI key" + (identifiers.size() == 1 ? "" : "s") +
            " by which MLIR 22 lays out no type" +
            // Both lists would pass 200 characters: the keys are named in
            // the related information.
            (types.empty() ? " (" + listKeys(identifiers) + ")" : "");
  issue.message = reference.text.name + " and dlti.dl_spec disagree on " + what;
  if (!firstInsertedKey.empty())
    edits.push_back(
        SpecEditor(*editable).insertEntry(firstInsertedKey, inserted));
  if (allEditable && !edits.empty())
    issue.fixes.push_back({"Take the values of " + reference.text.name +
                               " for " + llvm::join(keys, ", ") +
                               " into the spec",
                           std::move(edits), true});
  return issue;
}

/// A warning for a byte order the spec and `reference` disagree on: MLIR
/// 22 sizes and aligns no type by it, but a pass that reads
/// `dlti.endianness` sees the other byte order than LLVM IR.
static SpecIssue makeByteOrderMismatch(LayoutDocument &doc,
                                       const LayoutScope &scope,
                                       const CombinedSpec &spec,
                                       const Reference &reference,
                                       const LayoutDifference &difference) {
  const SourcedEntry *entry = findExactEntry(spec, difference);
  const LayoutScope *editable = findEditableSpec(scope);
  std::string key = keyOf(difference);
  SpecIssue issue;
  issue.severity = Severity::Warning;
  issue.code = reference.text.code;
  issue.scope = scope.path;
  issue.key = key;
  issue.where = placeOf(doc, scope, spec, difference, scope.where);
  issue.message = reference.text.name + " and dlti.dl_spec disagree on " +
                  "byte order: MLIR's passes see " + difference.mlirValue +
                  ", " + reference.text.user + " " + difference.llvmValue;
  issue.related.push_back(
      {reference.place.componentPos(difference.component),
       difference.component
           ? reference.text.name + " sets the byte order here: `" +
                 reference.place.components[*difference.component].text + "`"
           : reference.text.name +
                 " has no byte order component: LLVM's default applies"});
  if (entry && SpecEditor(*entry->scope).valid())
    issue.fixes.push_back(
        {"Rewrite the entry from " + reference.text.name + ": " + key + " = " +
             difference.entryValueForLLVM,
         {SpecEditor(*entry->scope)
              .replaceValue(entry->index, difference.entryValueForLLVM)},
         true});
  else if (!entry && editable)
    issue.fixes.push_back(
        {"Add the entry from " + reference.text.name + ": " + key + " = " +
             difference.entryValueForLLVM,
         {SpecEditor(*editable).insertEntry(key, difference.entryValueForLLVM)},
         true});
  return issue;
}

/// Compares `spec` with `reference` and reports each difference the spec
/// itself decides (not MLIR's built-in defaults: layout-default-in-use):
/// an error for each type the scope uses, one warning for the rest.
static void reportDifferences(LayoutDocument &doc, const LayoutScope &scope,
                              const CombinedSpec &spec,
                              const LayoutComparison &comparison,
                              const Reference &reference, LazyTypeUses &uses,
                              std::vector<SpecIssue> &issues) {
  std::vector<const LayoutDifference *> latent;
  for (const LayoutDifference &difference : comparison.differences) {
    if (usesBuiltinDefault(spec, difference.type))
      continue;
    const TypeUse *use =
        difference.type
            ? uses.find(scope, difference.type, comparison.mlirIndexBitwidth,
                        difference.mlirNumbers, difference.llvmNumbers)
            : nullptr;
    if (use)
      issues.push_back(makeMismatch(doc, scope, spec, reference.place,
                                    reference.text, difference, use));
    else if (difference.identifier == DLTIDialect::kDataLayoutEndiannessKey)
      issues.push_back(
          makeByteOrderMismatch(doc, scope, spec, reference, difference));
    else
      latent.push_back(&difference);
  }
  if (!latent.empty())
    issues.push_back(makeLatentMismatch(doc, scope, spec, reference, latent));
}

/// Compares the scope's `llvm.data_layout` string (what MLIR's passes over
/// LLVM IR and the in-memory LLVM module use) with its target's layout (what
/// the backend uses): `layout-llvm-data-layout-target-mismatch`, an error
/// for each type the scope uses and for the byte order, one warning for
/// the types nothing uses yet.
static void
reportStringAgainstTarget(LayoutDocument &doc, const LayoutScope &scope,
                          const Reference &string, const Reference &target,
                          const std::string &triple, LazyTypeUses &uses,
                          std::vector<SpecIssue> &issues) {
  std::vector<StringDifference> differences = compareDataLayoutStrings(
      string.dataLayout, target.dataLayout, doc.getContext());
  if (differences.empty())
    return;
  std::vector<DataLayoutComponent> components =
      splitDataLayoutString(string.dataLayout);
  StringPlace place = string.place;
  place.components = components;
  uint64_t indexBitwidth =
      getLLVMNumbers(string.dataLayout,
                     LLVM::LLVMPointerType::get(doc.getContext()))
          .value_or(TypeNumbers())
          .indexBitwidth.value_or(0);
  std::string head = "llvm.data_layout and target " + triple;
  auto targetNote = [&](const StringDifference &difference,
                        const std::string &key) {
    return RelatedInfo{target.place.fallback,
                       "the target's layout gives " + key + " by " +
                           (difference.targetComponent.empty()
                                ? "LLVM's default"
                                : "`" + difference.targetComponent + "`")};
  };
  std::vector<std::string> latentKeys;
  std::vector<RelatedInfo> latentNotes;
  for (const StringDifference &difference : differences) {
    SpecIssue issue;
    issue.code = "layout-llvm-data-layout-target-mismatch";
    issue.scope = scope.path;
    issue.where = place.componentPos(difference.writtenComponent);
    if (difference.type) {
      std::string key = printToString(difference.type);
      std::string numbers =
          "LLVM IR uses " +
          describeNumbers(difference.writtenNumbers, difference.targetNumbers) +
          ", the backend " +
          describeNumbers(difference.targetNumbers, difference.writtenNumbers);
      const TypeUse *use =
          uses.find(scope, difference.type, indexBitwidth,
                    difference.writtenNumbers, difference.targetNumbers);
      if (!use) {
        latentKeys.push_back(key);
        latentNotes.push_back({place.componentPos(difference.writtenComponent),
                               key + ": " + numbers});
        continue;
      }
      issue.key = key;
      issue.message =
          head + " disagree on " + key + usedAt(use) + ": " + numbers;
      issue.related.push_back(targetNote(difference, key));
      markUsed(issue, key, *use);
    } else {
      issue.key = "byte order";
      issue.severity = Severity::Error;
      issue.message = head + " disagree on byte order: LLVM IR is " +
                      (difference.writtenBigEndian ? "big" : "little") +
                      "-endian, the backend " +
                      (difference.targetBigEndian ? "big" : "little") +
                      "-endian";
      issue.related.push_back(targetNote(difference, "the byte order"));
    }
    if (std::optional<TextEdit> edit = place.editComponent(
            difference.writtenComponent, difference.componentForTarget)) {
      std::string title =
          difference.writtenComponent
              ? "Rewrite `" + components[*difference.writtenComponent].text +
                    "` in llvm.data_layout as the target's `" +
                    difference.componentForTarget + "`"
              : "Add the target's `" + difference.componentForTarget +
                    "` to llvm.data_layout";
      issue.fixes.push_back({title, {*edit}, true});
    }
    issues.push_back(std::move(issue));
  }
  if (latentKeys.empty())
    return;
  SpecIssue issue;
  issue.severity = Severity::Warning;
  issue.code = "layout-llvm-data-layout-target-mismatch";
  issue.scope = scope.path;
  issue.where = place.componentPos(std::nullopt);
  issue.message = head + " disagree on " + std::to_string(latentKeys.size()) +
                  " type" + (latentKeys.size() == 1 ? "" : "s") +
                  describeUnusedTypes(doc) + listKeys(latentKeys) + ")";
  issue.related = std::move(latentNotes);
  if (std::optional<TextEdit> edit = place.replaceContents(target.dataLayout))
    issue.fixes.push_back(
        {"Replace llvm.data_layout with the layout of target " + triple,
         {*edit},
         true});
  issues.push_back(std::move(issue));
}

/// True when an entry of `scope`'s effective spec (its own or an
/// ancestor's) has an error in `issues`: MLIR rejects the file, and without
/// the rejected entries the spec's numbers are not what its author meant,
/// so comparing them would only repeat that error.
static bool hasRejectedEntries(const LayoutScope &scope,
                               llvm::ArrayRef<SpecIssue> issues) {
  for (const LayoutScope *s = &scope; s; s = s->parent)
    for (const SpecIssue &issue : issues)
      if (issue.severity == Severity::Error && !issue.key.empty() &&
          issue.scope == s->path)
        return true;
  return false;
}

void mlir::layout::checkLLVMDataLayouts(LayoutDocument &doc,
                                        std::vector<SpecIssue> &issues) {
  LazyTypeUses uses(doc);
  // The problems of the specs themselves (not the ones reported below).
  size_t specProblems = issues.size();
  for (const auto &scope : doc.getScopes().getScopes()) {
    if (!scope->op)
      continue;
    checkTripleKind(doc, *scope, issues);
    auto attr = scope->op->getAttrOfType<StringAttr>(
        LLVM::LLVMDialect::getDataLayoutAttrName());
    std::optional<std::array<std::string, 4>> target = getTarget(scope->op);
    bool llvmOps = !attr && !target && isa<ModuleOp>(scope->op) &&
                   !scope->parent->op && doc.containsLLVMOps(scope->op);
    if (!attr && !target && !llvmOps)
      continue;
    const CombinedSpec &spec = doc.getLayout(*scope).getSpec();
    std::optional<llvm::SMRange> insertAfter;
    std::optional<Reference> stringReference, targetReference;

    if (attr) {
      llvm::StringRef dataLayout = attr.getValue();
      std::optional<StringAttributeSource> source = findStringAttribute(
          doc, scope->op, LLVM::LLVMDialect::getDataLayoutAttrName(),
          dataLayout);
      if (source)
        insertAfter = source->attribute;
      stringReference.emplace(Reference{dataLayout.str(),
                                        {doc, *scope, source, {}, scope->where},
                                        kStringReference,
                                        "llvm.data_layout"});
    }
    if (target) {
      std::optional<llvm::SMRange> range =
          findAttribute(doc, scope->op, (*target)[3]);
      if (range)
        insertAfter = insertAfter ? insertAfter : range;
      SourcePos where = range ? doc.getLocator().locate(*range) : scope->where;
      llvm::Expected<std::string> dataLayout =
          getTargetDataLayoutString((*target)[0], (*target)[1], (*target)[2]);
      if (!dataLayout) {
        SpecIssue issue;
        issue.severity = Severity::Note;
        issue.code = "layout-unknown-target";
        issue.scope = scope->path;
        issue.where = where;
        issue.message = "cannot compare the data layout with the target's: " +
                        llvm::toString(dataLayout.takeError());
        issues.push_back(std::move(issue));
      } else {
        ReferenceText text = kTargetReference;
        text.name = "target " + (*target)[0];
        targetReference.emplace(
            Reference{*dataLayout,
                      {doc, *scope, std::nullopt, {}, where},
                      text,
                      "the target"});
      }
    }
    if (stringReference) {
      if (std::optional<DataLayoutStringError> error =
              validateDataLayoutString(stringReference->dataLayout)) {
        reportMalformed(*stringReference, *error, issues);
        stringReference.reset();
      }
    }
    if (stringReference && targetReference)
      reportStringAgainstTarget(doc, *scope, *stringReference, *targetReference,
                                (*target)[0], uses, issues);
    if (llvmOps) {
      stringReference.emplace(
          Reference{"",
                    {doc, *scope, std::nullopt, {}, scope->where},
                    kStringReference,
                    "LLVM's default layout"});
      stringReference->definite = false;
    }

    // The spec against what LLVM IR uses: the string when there is one
    // (the translation ignores the spec, and the string was compared with
    // the target above), else the target's layout.
    Reference *reference = stringReference   ? &*stringReference
                           : targetReference ? &*targetReference
                                             : nullptr;
    if (!reference ||
        hasRejectedEntries(*scope,
                           llvm::ArrayRef(issues).take_front(specProblems)))
      continue;
    LayoutComparison comparison = compareWithDataLayoutString(
        spec.getAttr(), reference->dataLayout, doc.getContext());
    reference->place.components = comparison.components;
    if (!spec.getEntries().empty() && !llvmOps)
      reportDifferences(doc, *scope, spec, comparison, *reference, uses,
                        issues);
    checkDefaults(doc, *scope, spec, comparison, *reference, insertAfter, uses,
                  issues);
  }
}
