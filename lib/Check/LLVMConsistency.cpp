//===- LLVMConsistency.cpp - The spec against llvm.data_layout ------------===//
//
// A scope whose op carries `llvm.data_layout` is laid out twice: MLIR's
// passes use its effective `dlti.dl_spec`, MLIR 22's translation to LLVM IR
// writes the string (and never consults the spec). Each key on which they
// disagree is a `layout-llvm-data-layout-mismatch`, ranged on the spec entry
// (or the spec when the entry is missing) with the string's component as
// related information; a string LLVM rejects is a
// `layout-llvm-data-layout-malformed` on the offending component.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"
#include "mlir-layout/LLVM/AttributeSource.h"
#include "mlir-layout/LLVM/LayoutComparison.h"

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/STLExtras.h"

#include <array>

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;

namespace {
/// How a reference layout is named in a diagnostic.
struct ReferenceText {
  /// The diagnostic code.
  std::string code;
  /// `llvm.data_layout`, `the layout of target 'x86_64-...'`.
  std::string name;
  /// Who uses the reference layout: `LLVM IR uses`.
  std::string user;
  /// The end of the message.
  std::string tail;
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

/// "size 64 bits, ABI alignment 8 bytes, preferred 8 bytes, index 64 bits".
static std::string bytes(uint64_t count) {
  return std::to_string(count) + (count == 1 ? " byte" : " bytes");
}

static std::string describeNumbers(const TypeNumbers &numbers,
                                   const TypeNumbers &other) {
  std::string text;
  auto add = [&](std::string part) {
    text += (text.empty() ? "" : ", ") + part;
  };
  if (numbers.sizeInBits != other.sizeInBits)
    add("size " + std::to_string(numbers.sizeInBits) + " bits");
  add("ABI alignment " + bytes(numbers.abiAlignment));
  add("preferred " + bytes(numbers.preferredAlignment));
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

static SpecIssue makeMismatch(LayoutDocument &doc, const LayoutScope &scope,
                              const CombinedSpec &spec,
                              const StringPlace &place,
                              const ReferenceText &reference,
                              const LayoutDifference &difference) {
  std::string key = difference.type ? printToString(difference.type)
                                    : "\"" + difference.identifier + "\"";
  const SourcedEntry *entry = findExactEntry(spec, difference);
  const LayoutScope *editable = findEditableSpec(scope);

  SpecIssue issue;
  issue.severity = Severity::Error;
  issue.code = reference.code;
  issue.scope = scope.path;
  issue.key = key;
  if (entry)
    issue.where = entry->scope->entryPositions[entry->index];
  else if (editable)
    issue.where = doc.getLocator().locate(editable->specSource->attribute);
  else
    issue.where = place.componentPos(std::nullopt);

  std::string mlirSide, llvmSide;
  if (difference.type) {
    mlirSide = describeNumbers(difference.mlirNumbers, difference.llvmNumbers);
    llvmSide = describeNumbers(difference.llvmNumbers, difference.mlirNumbers);
  } else {
    mlirSide = difference.mlirValue;
    llvmSide = difference.llvmValue;
  }
  std::string mlirSource =
      entry ? "from `" + CombinedSpec::describe(*entry).key + " = " +
                  CombinedSpec::describe(*entry).value + "`"
            : "no entry for " + key +
                  (difference.type ? ", MLIR's rule" : ", MLIR's default");
  std::string llvmSource =
      difference.component
          ? "from `" + place.components[*difference.component].text + "`"
          : "no component for " + key + ", LLVM's default";
  issue.message = reference.name + " and dlti.dl_spec disagree on " + key +
                  ": MLIR's passes use " + mlirSide + " (" + mlirSource +
                  "), " + reference.user + " " + llvmSide + " (" + llvmSource +
                  "); " + reference.tail;
  issue.related.push_back(
      {place.componentPos(difference.component),
       difference.component
           ? reference.name + " sets " + key + " here (what " +
                 reference.user.substr(0, reference.user.rfind(' ')) + " uses)"
           : reference.name + " has no component for " + key +
                 ": LLVM uses its default"});

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
    "layout-llvm-data-layout-mismatch", "llvm.data_layout", "LLVM IR uses",
    "the translation to LLVM IR keeps the llvm.data_layout string"};

static const ReferenceText kTargetReference = {
    "layout-target-mismatch", "", "the backend uses",
    "LLVM's backend for the target lays out with the target's layout"};

/// The target of `op` (`llvm.target`, else `llvm.target_triple`): triple,
/// CPU, features and the attribute's name; std::nullopt without one.
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

/// `layout-default-in-use` and `layout-index-width-mismatch` of a scope
/// headed for LLVM, against `reference`.
static void checkDefaults(LayoutDocument &doc, const LayoutScope &scope,
                          const CombinedSpec &spec,
                          const LayoutComparison &comparison,
                          const Reference &reference,
                          std::optional<llvm::SMRange> insertAfter,
                          std::vector<SpecIssue> &issues) {
  MLIRContext *context = doc.getContext();
  std::string list;
  for (const LayoutDifference &difference : comparison.differences) {
    if (!usesBuiltinDefault(spec, difference.type))
      continue;
    list += (list.empty() ? "" : "; ") + printToString(difference.type) +
            ": MLIR " +
            describeNumbers(difference.mlirNumbers, difference.llvmNumbers) +
            ", " + reference.source + " " +
            describeNumbers(difference.llvmNumbers, difference.mlirNumbers);
  }
  const SourcedEntry *indexEntry = spec.getEntryFor(IndexType::get(context));
  if (!indexEntry &&
      comparison.mlirIndexBitwidth != comparison.llvmIndexBitwidth)
    list += (list.empty() ? "" : "; ") + std::string("index: MLIR ") +
            std::to_string(comparison.mlirIndexBitwidth) + " bits, " +
            reference.source + " " +
            std::to_string(comparison.llvmIndexBitwidth) +
            " bits (the pointer index width)";
  if (!list.empty()) {
    SpecIssue issue;
    issue.severity = Severity::Warning;
    issue.code = "layout-default-in-use";
    issue.scope = scope.path;
    issue.where = scope.where;
    issue.message = "this module is headed for LLVM, but its data layout "
                    "leaves MLIR's built-in defaults for types " +
                    reference.source + " lays out differently: " + list;
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

/// Compares `spec` with `reference` and reports each difference the spec
/// itself decides (not MLIR's built-in defaults: layout-default-in-use).
static void reportDifferences(LayoutDocument &doc, const LayoutScope &scope,
                              const CombinedSpec &spec,
                              const LayoutComparison &comparison,
                              const Reference &reference,
                              std::vector<SpecIssue> &issues) {
  for (const LayoutDifference &difference : comparison.differences)
    if (!usesBuiltinDefault(spec, difference.type))
      issues.push_back(makeMismatch(doc, scope, spec, reference.place,
                                    reference.text, difference));
}

void mlir::layout::checkLLVMDataLayouts(LayoutDocument &doc,
                                        std::vector<SpecIssue> &issues) {
  for (const auto &scope : doc.getScopes().getScopes()) {
    if (!scope->op)
      continue;
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
        text.name = "the layout of target '" + (*target)[0] + "'";
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
    if (llvmOps)
      stringReference.emplace(
          Reference{"",
                    {doc, *scope, std::nullopt, {}, scope->where},
                    kStringReference,
                    "LLVM's default layout"});

    std::optional<LayoutComparison> stringComparison, targetComparison;
    for (auto [reference, comparison] :
         {std::make_pair(&stringReference, &stringComparison),
          std::make_pair(&targetReference, &targetComparison)}) {
      if (!*reference)
        continue;
      *comparison = compareWithDataLayoutString(
          spec.getAttr(), (*reference)->dataLayout, doc.getContext());
      (*reference)->place.components = (*comparison)->components;
      if (!spec.getEntries().empty() && !llvmOps)
        reportDifferences(doc, *scope, spec, **comparison, **reference, issues);
    }
    // Defaults and the index width against what LLVM will use: the string
    // when there is one, else the target.
    if (stringComparison)
      checkDefaults(doc, *scope, spec, *stringComparison, *stringReference,
                    insertAfter, issues);
    else if (targetComparison)
      checkDefaults(doc, *scope, spec, *targetComparison, *targetReference,
                    insertAfter, issues);
  }
}
