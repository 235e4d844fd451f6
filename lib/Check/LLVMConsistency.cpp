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

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;

namespace {
/// Where one scope's `llvm.data_layout` string is written.
struct StringPlace {
  const LayoutDocument &doc;
  const LayoutScope &scope;
  std::optional<StringAttributeSource> source;
  llvm::ArrayRef<DataLayoutComponent> components;

  /// The range of component `index` (the whole literal when the string is
  /// written with escapes, the scope op when it was not found).
  SourcePos componentPos(std::optional<size_t> index) const {
    if (!source)
      return scope.where;
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

static SpecIssue makeMismatch(LayoutDocument &doc, const LayoutScope &scope,
                              const CombinedSpec &spec,
                              const StringPlace &place,
                              const LayoutDifference &difference) {
  std::string key = difference.type ? printToString(difference.type)
                                    : "\"" + difference.identifier + "\"";
  const SourcedEntry *entry = findExactEntry(spec, difference);
  const LayoutScope *editable = findEditableSpec(scope);

  SpecIssue issue;
  issue.severity = Severity::Error;
  issue.code = "layout-llvm-data-layout-mismatch";
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
  issue.message = "llvm.data_layout and dlti.dl_spec disagree on " + key +
                  ": MLIR's passes use " + mlirSide + " (" + mlirSource +
                  "), LLVM IR uses " + llvmSide + " (" + llvmSource +
                  "); the translation to LLVM IR keeps the llvm.data_layout "
                  "string";
  issue.related.push_back(
      {place.componentPos(difference.component),
       difference.component
           ? "llvm.data_layout sets " + key + " here (what LLVM IR uses)"
           : "llvm.data_layout has no component for " + key +
                 ": LLVM uses its default"});

  // Rewrite the spec from the string (preferred: the string is what LLVM
  // compiles with), then the string from the spec.
  if (entry && SpecEditor(*entry->scope).valid()) {
    issue.fixes.push_back(
        {"Rewrite the entry from llvm.data_layout: " + key + " = " +
             difference.entryValueForLLVM,
         {SpecEditor(*entry->scope)
              .replaceValue(entry->index, difference.entryValueForLLVM)},
         true});
  } else if (!entry && editable) {
    issue.fixes.push_back(
        {"Add the entry from llvm.data_layout: " + key + " = " +
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

void mlir::layout::checkLLVMDataLayouts(LayoutDocument &doc,
                                        std::vector<SpecIssue> &issues) {
  for (const auto &scope : doc.getScopes().getScopes()) {
    if (!scope->op)
      continue;
    auto attr = scope->op->getAttrOfType<StringAttr>(
        LLVM::LLVMDialect::getDataLayoutAttrName());
    if (!attr)
      continue;
    llvm::StringRef dataLayout = attr.getValue();
    std::vector<DataLayoutComponent> components =
        splitDataLayoutString(dataLayout);
    StringPlace place{
        doc, *scope,
        findStringAttribute(doc, scope->op,
                            LLVM::LLVMDialect::getDataLayoutAttrName(),
                            dataLayout),
        components};
    if (std::optional<DataLayoutStringError> error =
            validateDataLayoutString(dataLayout)) {
      // MLIR's verifier reports it on the whole op: report it on the
      // component instead.
      std::string message = "invalid data layout descriptor: " + error->message;
      llvm::erase_if(issues, [&](const SpecIssue &issue) {
        return issue.code == "mlir-verifier-error" &&
               llvm::StringRef(issue.message).contains(message);
      });
      SpecIssue issue;
      issue.severity = Severity::Error;
      issue.code = "layout-llvm-data-layout-malformed";
      issue.scope = scope->path;
      issue.key = "llvm.data_layout";
      issue.message = "llvm.data_layout: " + message;
      issue.where = place.componentPos(error->component);
      issues.push_back(std::move(issue));
      continue;
    }
    const CombinedSpec &spec = doc.getLayout(*scope).getSpec();
    if (spec.getEntries().empty())
      continue; // MLIR's defaults throughout: layout-default-in-use
    LayoutComparison comparison = compareWithDataLayoutString(
        spec.getAttr(), dataLayout, doc.getContext());
    for (const LayoutDifference &difference : comparison.differences)
      issues.push_back(makeMismatch(doc, *scope, spec, place, difference));
  }
}
