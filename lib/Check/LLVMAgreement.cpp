// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LLVMAgreement.cpp - MLIR's answers against LLVM IR's ---------------===//
//
// `check --compare-llvm`: each type used in a scope is answered by MLIR
// (the scope's DataLayout) and by LLVM (LLVMTypeLayouts: the layout LLVM IR
// gets for the scope, the type MLIR's translation produces); every
// difference is a `layout-llvm-disagrees` warning.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Check/LLVMAgreement.h"
#include "CheckerSupport.h"
#include "mlir-layout/Check/DiagnosticCodes.h"
#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/LLVM/AttributeSource.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Operation.h"

#include <set>

using namespace mlir;
using namespace mlir::layout;

std::string mlir::layout::describeLLVMSource(const LLVMLayoutSource &source) {
  switch (source.kind) {
  case LLVMLayoutSource::Kind::DataLayoutString:
    return "llvm.data_layout \"" + source.dataLayout + "\" of " +
           source.unitScope;
  case LLVMLayoutSource::Kind::TranslatedSpec:
    return "the string MLIR's translation writes for the dlti.dl_spec of " +
           source.unitScope +
           (source.error.empty() ? " (\"" + source.dataLayout + "\")" : "");
  case LLVMLayoutSource::Kind::Default:
    return "LLVM's default layout (" + source.unitScope +
           " has neither llvm.data_layout nor dlti.dl_spec)";
  }
  return "";
}

std::string
mlir::layout::describeNoLLVMNumbers(const LLVMTypeComparison &comparison) {
  switch (comparison.missing.value_or(NoLLVMNumbers::UnknownLayout)) {
  case NoLLVMNumbers::UnknownLayout:
    return "LLVM's layout is unknown: " + comparison.source.error;
  case NoLLVMNumbers::IndexType:
    return "no LLVM type: LLVM IR has no index type (the conversion to the "
           "LLVM dialect lowers index to i" +
           (comparison.indexLoweredWidth
                ? std::to_string(*comparison.indexLoweredWidth)
                : std::string("N")) +
           ", the index bitwidth here; query that type)";
  case NoLLVMNumbers::NotTranslatable:
    return "no LLVM type: MLIR's translation to LLVM IR translates only "
           "types of the LLVM dialect and the builtin types it accepts "
           "(signless integers, LLVM's floats, vectors of them); this type "
           "is lowered by a conversion pass first";
  case NoLLVMNumbers::Unsized:
    return "no LLVM size: LLVM gives this type no size (opaque struct, "
           "function, void, token or label)";
  }
  return "";
}

const char *mlir::layout::getPropertyName(LLVMDisagreement::Property property) {
  using Property = LLVMDisagreement::Property;
  switch (property) {
  case Property::Size:
    return "size";
  case Property::Bitsize:
    return "bitsize";
  case Property::ABIAlignment:
    return "abi";
  case Property::PreferredAlignment:
    return "preferred";
  case Property::IndexBitwidth:
    return "index";
  case Property::Scalable:
    return "scalable";
  case Property::FieldOffset:
    return "field_offset";
  case Property::FieldCount:
    return "field_count";
  }
  return "";
}

std::string
mlir::layout::describeDisagreement(const LLVMDisagreement &disagreement) {
  using Property = LLVMDisagreement::Property;
  std::string name;
  switch (disagreement.property) {
  case Property::FieldOffset:
    name = "offset of field #" + std::to_string(disagreement.field.value_or(0));
    break;
  case Property::FieldCount:
    name = "fields";
    break;
  default:
    name = getPropertyName(disagreement.property);
  }
  auto value = [&](uint64_t v) {
    if (disagreement.property == Property::Scalable)
      return std::string(v ? "yes" : "no");
    return std::to_string(v);
  };
  return name + ": MLIR " + value(disagreement.mlir) + ", LLVM " +
         value(disagreement.llvm);
}

std::string
mlir::layout::describeDisagreements(const LLVMTypeComparison &comparison) {
  std::string text;
  for (const LLVMDisagreement &disagreement : comparison.disagreements)
    text += (text.empty() ? "" : "; ") + describeDisagreement(disagreement);
  return text;
}

/// The distinct entries of `result`'s reasons, in order.
static std::vector<const EntryRef *>
decidingEntries(const LayoutResult &result) {
  std::vector<const EntryRef *> entries;
  std::set<std::string> seen;
  for (const Reason &reason : result.reasons)
    for (const EntryRef &entry : reason.entries)
      if (seen.insert(entry.key + "=" + entry.scope).second)
        entries.push_back(&entry);
  return entries;
}

std::string mlir::layout::describeMLIRSources(const LayoutResult &result) {
  std::string text;
  for (const EntryRef *entry : decidingEntries(result))
    text += (text.empty() ? "" : ", ") +
            ("`" + entry->key + " = " + entry->value + "` in " + entry->scope);
  return text.empty() ? "MLIR's built-in defaults" : text;
}

std::string
mlir::layout::describeLLVMComponents(const LLVMTypeComparison &comparison) {
  std::string text;
  for (const LLVMComponentSource &source : comparison.components)
    text += (text.empty() ? "" : ", ") +
            (source.component.empty()
                 ? "no component for " + source.what + " (LLVM's default)"
                 : "`" + source.component + "` for " + source.what);
  return text;
}

std::string
mlir::layout::describeLLVMDifference(const LLVMTypeComparison &comparison,
                                     const LayoutResult &mlir) {
  std::string components = describeLLVMComponents(comparison);
  return "LLVM IR lays it out differently: " +
         describeDisagreements(comparison) + "; MLIR's numbers from " +
         describeMLIRSources(mlir) + ", LLVM's from " +
         describeLLVMSource(comparison.source) +
         (components.empty() ? "" : ": " + components);
}

std::vector<SpecIssue>
mlir::layout::checkLLVMAgreement(LayoutDocument &doc,
                                 llvm::ArrayRef<TypeUse> uses) {
  std::vector<SpecIssue> issues;
  LLVMTypeLayouts layouts(doc);
  for (const TypeUse &use : uses) {
    LLVMTypeComparison comparison = layouts.compare(*use.scope, use.type);
    if (!comparison.comparable || comparison.agrees())
      continue;
    const LayoutResult &mlir = doc.getLayout(*use.scope).explain(use.type);
    SpecIssue issue;
    issue.severity = Severity::Warning;
    issue.code = codes::kLLVMDisagrees;
    issue.scope = use.scope->path;
    issue.key = mlir.type;
    issue.where = use.where;
    // The first difference names the problem; all of them, and what
    // decides each side's numbers, are details after the places.
    size_t more = comparison.disagreements.size() - 1;
    issue.message = "MLIR and LLVM IR lay out " + abbreviate(mlir.type) +
                    " differently in " + abbreviatePath(use.scope->path) +
                    ": " +
                    describeDisagreement(comparison.disagreements.front()) +
                    (more ? "; " + describeCount(more, "more difference") : "");
    for (const EntryRef *entry : decidingEntries(mlir))
      if (entry->where.isKnown())
        issue.related.push_back(
            {entry->where, "dlti.dl_spec sets " + entry->key +
                               " here (what MLIR's passes use)"});
    const LLVMLayoutSource &source = comparison.source;
    if (source.kind == LLVMLayoutSource::Kind::DataLayoutString && source.unit)
      if (std::optional<llvm::SMRange> range = findAttribute(
              doc, source.unit->op, LLVM::LLVMDialect::getDataLayoutAttrName()))
        issue.related.push_back({doc.getLocator().locate(*range),
                                 "llvm.data_layout: what LLVM IR uses"});
    if (more)
      addDetail(issue, "all differences: " + describeDisagreements(comparison));
    addDetail(issue, "MLIR's passes use MLIR's numbers, from " +
                         describeMLIRSources(mlir));
    std::string components = describeLLVMComponents(comparison);
    addDetail(issue, "LLVM IR uses LLVM's, from " +
                         describeLLVMSource(comparison.source) +
                         (components.empty() ? "" : ": " + components));
    limitMessageLength(issue);
    issues.push_back(std::move(issue));
  }
  return issues;
}
