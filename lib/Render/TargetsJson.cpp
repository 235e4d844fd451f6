// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetsJson.cpp - The JSON of one type across targets --------------===//

#include "JsonDocuments/TargetsJson.h"

#include "JsonDocuments/JsonRender.h"
#include "mlir-layout/Render/ReasonText.h"

using namespace mlir;
using namespace mlir::layout;
using nlohmann::json;

/// One target's object of toTargetsJson.
static json targetToJson(const TargetLayout &target) {
  json out = json::object();
  out["target"] = {{"triple", target.target.triple},
                   {"cpu", target.target.cpu},
                   {"features", target.target.features},
                   {"abi", target.target.abi}};
  out["llvm_data_layout"] = target.dataLayout;
  const LayoutResult &result = target.result;
  out["layout"] =
      result.hasLayout() ? toNumbersJson(*result.layout) : json(nullptr);
  if (!result.hasLayout())
    out["error"] = describeNoLayout(result);
  json fields = json::array();
  if (target.table)
    for (const LayoutRow &row : target.table->rows)
      if (row.field)
        fields.push_back({{"field", *row.field},
                          {"name", row.name},
                          {"type", row.type},
                          {"offset", row.offset},
                          {"size", row.size},
                          {"alignment", row.alignment}});
  out["fields"] = fields;
  json entries = json::array();
  for (const EntryRef &entry : target.entries)
    entries.push_back(toEntryJson(entry));
  out["entries"] = entries;
  return out;
}

json mlir::layout::toTargetsJson(llvm::ArrayRef<TargetComparison> comparisons) {
  json types = json::array();
  for (const TargetComparison &comparison : comparisons) {
    json targets = json::array();
    for (const TargetLayout &target : comparison.targets)
      targets.push_back(targetToJson(target));
    types.push_back({{"type", comparison.type},
                     {"scope", comparison.scope},
                     {"targets", targets}});
  }
  return {{"types", types}};
}
