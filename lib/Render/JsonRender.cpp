//===- JsonRender.cpp - JSON renderings of engine data --------------------===//

#include "mlir-layout/Render/JsonRender.h"

using namespace mlir;
using namespace mlir::layout;
using nlohmann::json;

/// Adds the fields shared by query records and explanations: scope, type,
/// and either the numbers or `error`. Returns true when the type has numbers.
static bool addAnswer(json &out, const LayoutResult &result) {
  out["scope"] = result.scope;
  out["type"] = result.type;
  if (!result.hasLayout()) {
    out["error"] = result.noLayoutReason;
    return false;
  }
  const TypeLayout &l = *result.layout;
  out["size"] = l.size;
  out["bitsize"] = l.bitsize;
  out["abi"] = l.abiAlignment;
  out["preferred"] = l.preferredAlignment;
  out["index"] = l.indexBitwidth ? json(*l.indexBitwidth) : json(nullptr);
  out["scalable"] = l.scalable;
  return true;
}

json mlir::layout::toQueryRecord(const LayoutResult &result,
                                 const SourcePos &where) {
  json record = json::object();
  record["line"] = where.line;
  record["column"] = where.column;
  addAnswer(record, result);
  return record;
}

/// A source position as {line, column}, or null when unknown.
static json positionToJson(const SourcePos &where) {
  if (!where.isKnown())
    return nullptr;
  return json{{"line", where.line}, {"column", where.column}};
}

json mlir::layout::toExplanation(const LayoutResult &result) {
  json out = json::object();
  if (!addAnswer(out, result))
    return out;
  json reasons = json::array();
  for (const Reason &reason : result.reasons) {
    json entries = json::array();
    for (const EntryRef &entry : reason.entries)
      entries.push_back({{"key", entry.key},
                         {"value", entry.value},
                         {"scope", entry.scope},
                         {"at", positionToJson(entry.where)}});
    reasons.push_back({{"subject", reason.subject},
                       {"rule", getRuleName(reason.rule)},
                       {"text", reason.text},
                       {"entries", entries}});
  }
  out["reasons"] = reasons;
  if (const std::optional<BufferLayout> &b = result.buffer) {
    auto list = [](const std::vector<std::optional<int64_t>> &values) {
      json array = json::array();
      for (const std::optional<int64_t> &v : values)
        array.push_back(v ? json(*v) : json(nullptr));
      return array;
    };
    auto opt = [](auto v) { return v ? json(*v) : json(nullptr); };
    out["buffer"] = {{"element", b->elementType},
                     {"element_stride", opt(b->elementStride)},
                     {"shape", list(b->shape)},
                     {"strided", b->isStrided},
                     {"strides", list(b->strides)},
                     {"offset", opt(b->offset)},
                     {"span_bytes", opt(b->spanBytes)},
                     {"dense", opt(b->dense)},
                     {"contiguous", opt(b->contiguous)},
                     {"simplest", opt(b->simplest)},
                     {"note", b->note}};
  }
  if (!result.fields.empty()) {
    json fields = json::array();
    for (const FieldLayout &field : result.fields)
      fields.push_back({{"type", field.type},
                        {"offset", field.offset},
                        {"size", field.size},
                        {"alignment", field.alignment},
                        {"padding_before", field.paddingBefore}});
    out["fields"] = fields;
    out["tail_padding"] = result.tailPadding;
  }
  return out;
}

json mlir::layout::toJson(const DocumentDiagnostic &diag) {
  json out = {{"severity", getSeverityName(diag.severity)},
              {"line", diag.where.line},
              {"column", diag.where.column},
              {"message", diag.message}};
  if (!diag.notes.empty()) {
    json notes = json::array();
    for (const DocumentDiagnostic &note : diag.notes)
      notes.push_back(toJson(note));
    out["notes"] = notes;
  }
  return out;
}

std::string mlir::layout::dumpJson(const json &value, int indent) {
  return value.dump(indent, ' ', /*ensure_ascii=*/false,
                    json::error_handler_t::replace);
}
