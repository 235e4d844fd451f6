// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LLVMConsistency.cpp - Scopes headed for LLVM -----------------------===//
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
// This file finds each scope's string and target and runs the comparisons;
// each comparison has its own file (LLVMConsistency.h lists them).
//
//===----------------------------------------------------------------------===//

#include "LLVMConsistency.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <array>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::llvmchecks;

static const ReferenceText kStringReference = {
    codes::kLLVMDataLayoutMismatch, "llvm.data_layout", "LLVM IR uses"};

static const ReferenceText kTargetReference = {codes::kTargetMismatch, "",
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
  issue.code = codes::kTargetTripleNotAString;
  issue.scope = scope.path;
  issue.key = name.str();
  issue.where = range ? doc.getLocator().locate(*range) : scope.where;
  issue.message = "llvm.target_triple is `" +
                  abbreviate(printToString(triple)) +
                  "`, not a string: MLIR 22's translation to LLVM IR "
                  "crashes on it (segmentation fault)";
  issues.push_back(std::move(issue));
}

/// Reports a string LLVM rejects on its bad component, replacing MLIR's
/// verifier error on the whole op.
static void reportMalformed(const Reference &reference,
                            const DataLayoutStringError &error,
                            std::vector<SpecIssue> &issues) {
  std::string message = "invalid data layout descriptor: " + error.message;
  // MLIR's message, or its whole text where it was too long to be the
  // main message (limitMessageLength).
  auto says = [&](llvm::StringRef text) { return text.contains(message); };
  llvm::erase_if(issues, [&](const SpecIssue &issue) {
    return issue.code == codes::kMLIRVerifierError &&
           (says(issue.message) ||
            llvm::any_of(issue.related, [&](const RelatedInfo &related) {
              return says(related.message);
            }));
  });
  std::vector<DataLayoutComponent> components =
      splitDataLayoutString(reference.dataLayout);
  StringPlace place = reference.place;
  place.components = components;
  SpecIssue issue;
  issue.severity = Severity::Error;
  issue.code = codes::kLLVMDataLayoutMalformed;
  issue.scope = reference.place.scope.path;
  issue.key = "llvm.data_layout";
  issue.message = "llvm.data_layout: " + message;
  issue.where = place.componentPos(error.component);
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
        issue.code = codes::kUnknownTarget;
        issue.scope = scope->path;
        issue.where = where;
        issue.message = "cannot compare the data layout with the target's: "
                        "LLVM gives no layout for '" +
                        abbreviate((*target)[0]) + "'";
        addDetail(issue, llvm::toString(dataLayout.takeError()));
        issues.push_back(std::move(issue));
      } else {
        ReferenceText text = kTargetReference;
        text.name = "target " + abbreviate((*target)[0]);
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
    if (target)
      checkAllocaAddressSpace(doc, *scope, (*target)[0],
                              stringReference ? &*stringReference : nullptr,
                              issues);
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
