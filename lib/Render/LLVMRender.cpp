//===- LLVMRender.cpp - LLVM's answer for a type, in words and JSON -------===//

#include "mlir-layout/Render/LLVMRender.h"

using namespace mlir;
using namespace mlir::layout;
using nlohmann::json;

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

/// `[0, 8]`.
static std::string offsetList(const std::vector<uint64_t> &offsets) {
  std::string text = "[";
  for (size_t i = 0; i < offsets.size(); ++i)
    text += (i ? ", " : "") + std::to_string(offsets[i]);
  return text + "]";
}

/// `size 8, bitsize 64, abi 4, preferred 4, alloc size 8[, index 32]
/// [, scalable][, field offsets [0, 8]]`.
static std::string numbersText(const LLVMNumbers &n) {
  std::string text = "size " + std::to_string(n.storeSize) + ", bitsize " +
                     std::to_string(n.bitsize) + ", abi " +
                     std::to_string(n.abiAlignment) + ", preferred " +
                     std::to_string(n.preferredAlignment) + ", alloc size " +
                     std::to_string(n.allocSize);
  if (n.indexBitwidth)
    text += ", index " + std::to_string(*n.indexBitwidth);
  if (n.scalable)
    text += ", scalable";
  if (!n.fieldOffsets.empty())
    text += ", field offsets " + offsetList(n.fieldOffsets);
  return text;
}

/// `agrees`, `disagrees: ...`, or why nothing is compared.
static std::string verdictText(const LLVMTypeComparison &comparison) {
  if (comparison.agrees())
    return "agrees with MLIR";
  if (comparison.comparable)
    return "disagrees with MLIR: " + describeDisagreements(comparison);
  return "not compared (MLIR has no layout for the type)";
}

void mlir::layout::printLLVMComparisonLine(
    llvm::raw_ostream &os, const LLVMTypeComparison &comparison) {
  os << "  LLVM IR";
  if (comparison.numbers)
    os << ": " << comparison.numbers->llvmType;
  os << " under " << describeLLVMSource(comparison.source) << ": ";
  if (!comparison.numbers) {
    os << describeNoLLVMNumbers(comparison) << "\n";
    return;
  }
  os << numbersText(*comparison.numbers) << ": " << verdictText(comparison)
     << "\n";
}

void mlir::layout::printLLVMComparison(llvm::raw_ostream &os,
                                       const LLVMTypeComparison &comparison) {
  os << "LLVM IR:\n  layout:              "
     << describeLLVMSource(comparison.source) << "\n";
  if (!comparison.numbers) {
    os << "  " << describeNoLLVMNumbers(comparison) << "\n";
    return;
  }
  const LLVMNumbers &n = *comparison.numbers;
  os << "  type:                " << n.llvmType << "\n";
  os << "  size:                " << n.storeSize << " (" << n.bitsize
     << " bits)" << (n.scalable ? " × vscale" : "") << ", alloc size "
     << n.allocSize << "\n";
  os << "  ABI alignment:       " << n.abiAlignment << "\n";
  os << "  preferred alignment: " << n.preferredAlignment << "\n";
  if (n.indexBitwidth)
    os << "  index bitwidth:      " << *n.indexBitwidth << " bits\n";
  if (!n.fieldOffsets.empty())
    os << "  field offsets:       " << offsetList(n.fieldOffsets) << "\n";
  os << "  verdict:             " << verdictText(comparison) << "\n";
}

json mlir::layout::toLLVMJson(const LLVMTypeComparison &comparison) {
  const LLVMLayoutSource &source = comparison.source;
  json out = json::object();
  switch (source.kind) {
  case LLVMLayoutSource::Kind::DataLayoutString:
    out["source"] = "llvm.data_layout";
    break;
  case LLVMLayoutSource::Kind::TranslatedSpec:
    out["source"] = "dlti.dl_spec";
    break;
  case LLVMLayoutSource::Kind::Default:
    out["source"] = "default";
    break;
  }
  out["scope"] = source.unitScope;
  out["data_layout"] =
      source.error.empty() ? json(source.dataLayout) : json(nullptr);
  if (!source.error.empty())
    out["layout_error"] = source.error;
  if (!comparison.numbers) {
    out["error"] = describeNoLLVMNumbers(comparison);
    out["agrees"] = nullptr;
    return out;
  }
  const LLVMNumbers &n = *comparison.numbers;
  out["type"] = n.llvmType;
  out["size"] = n.storeSize;
  out["bitsize"] = n.bitsize;
  out["alloc_size"] = n.allocSize;
  out["abi"] = n.abiAlignment;
  out["preferred"] = n.preferredAlignment;
  out["index"] = n.indexBitwidth ? json(*n.indexBitwidth) : json(nullptr);
  out["scalable"] = n.scalable;
  if (!n.fieldOffsets.empty())
    out["field_offsets"] = n.fieldOffsets;
  out["agrees"] =
      comparison.comparable ? json(comparison.agrees()) : json(nullptr);
  json disagreements = json::array();
  for (const LLVMDisagreement &d : comparison.disagreements) {
    json item = {{"property", getPropertyName(d.property)},
                 {"mlir", d.mlir},
                 {"llvm", d.llvm}};
    if (d.field)
      item["field"] = *d.field;
    disagreements.push_back(std::move(item));
  }
  out["disagreements"] = std::move(disagreements);
  return out;
}
