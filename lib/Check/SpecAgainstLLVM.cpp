// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecAgainstLLVM.cpp - The spec against llvm.data_layout or target --===//
//
// A scope's effective `dlti.dl_spec` (what MLIR's passes use) against the
// layout LLVM IR uses for it: its `llvm.data_layout` string, else its
// target's layout (`layout-llvm-data-layout-mismatch`,
// `layout-target-mismatch`). A type the scope uses is an error of its own;
// the types nothing uses yet and the DLTI keys by which MLIR 22 lays out no
// type make one warning; a differing byte order is a warning of its own.
//
//===----------------------------------------------------------------------===//

#include "LLVMConsistency.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::llvmchecks;

/// The most characters of a fix title that lists the keys it takes.
static constexpr size_t kFixTitleLength = 80;

/// An error for a type the scope uses that the spec and `reference` lay
/// out differently.
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
  issue.message = reference.name + " and dlti.dl_spec disagree on " +
                  abbreviate(key) + usedAt(use);
  issue.related.push_back(
      {place.componentPos(difference.component),
       difference.component
           ? reference.name + " sets " + key + " here: `" +
                 place.components[*difference.component].text + "`"
           : reference.name + " has no component for " + key +
                 ": LLVM's default applies"});
  markUsed(issue, key, *use);
  addDetail(issue, "MLIR's passes use " + mlirSide + ", " + reference.user +
                       " " +
                       describeNumbers(difference.llvmNumbers,
                                       difference.mlirNumbers));

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
  std::vector<std::pair<std::string, std::string>> inserted;
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
      inserted.emplace_back(key, difference->entryValueForLLVM);
    } else {
      allEditable = false;
    }
  }
  issue.message = describeLatentDifferences(
      doc, reference.text.name + " and dlti.dl_spec", types, identifiers);
  if (!inserted.empty())
    edits.push_back(SpecEditor(*editable).insertEntries(inserted));
  if (allEditable && !edits.empty()) {
    // The keys when they fit a short title; their count otherwise.
    std::string title = "Take the values of " + reference.text.name + " for " +
                        llvm::join(keys, ", ") + " into the spec";
    if (title.size() > kFixTitleLength)
      title = "Take the values of " + reference.text.name + " for " +
              std::to_string(keys.size()) + " keys into the spec";
    issue.fixes.push_back({title, std::move(edits), true});
  }
  return issue;
}

/// The most bytes of a byte order value a message quotes (`"little"`).
static constexpr size_t kByteOrderLength = 24;

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
                  "byte order: MLIR's passes see " +
                  abbreviate(difference.mlirValue, kByteOrderLength) + ", " +
                  reference.text.user + " " +
                  abbreviate(difference.llvmValue, kByteOrderLength);
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

void llvmchecks::reportDifferences(
    LayoutDocument &doc, const LayoutScope &scope, const CombinedSpec &spec,
    const LayoutComparison &comparison, const Reference &reference,
    LazyTypeUses &uses, std::vector<SpecIssue> &issues) {
  std::vector<const LayoutDifference *> latent;
  auto differs = [&](Type whole, UseKind kind) {
    return uses.mlirDiffers(scope, reference.dataLayout, whole, kind);
  };
  for (const LayoutDifference &difference : comparison.differences) {
    if (usesBuiltinDefault(spec, difference.type))
      continue;
    const TypeUse *use =
        difference.type
            ? uses.find(scope, difference.type, comparison.mlirIndexBitwidth,
                        difference.mlirNumbers, difference.llvmNumbers, differs)
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
