// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LLVMRender.cpp - LLVM's answer for a type, in words and JSON -------===//

#include "mlir-layout/Render/LLVMRender.h"
#include "JsonDocuments/LLVMJson.h"
#include "mlir-layout/Check/LLVMAgreement.h"

using namespace mlir;
using namespace mlir::layout;
using nlohmann::json;

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
