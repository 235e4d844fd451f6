// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- JsonRender.cpp - JSON renderings of engine data --------------------===//

#include "JsonDocuments/JsonRender.h"
#include "mlir-layout/Core/FieldOrder.h"
#include "mlir-layout/Render/ReasonText.h"

using namespace mlir;
using namespace mlir::layout;
using nlohmann::json;

json mlir::layout::toNumbersJson(const TypeLayout &l) {
  return {{"size", l.size},
          {"bitsize", l.bitsize},
          {"abi", l.abiAlignment},
          {"preferred", l.preferredAlignment},
          {"index", l.indexBitwidth ? json(*l.indexBitwidth) : json(nullptr)},
          {"scalable", l.scalable}};
}

/// Adds the fields shared by query records and explanations: scope, type,
/// and either the numbers or `error`. Returns true when the type has numbers.
static bool addAnswer(json &out, const LayoutResult &result) {
  out["scope"] = result.scope;
  if (result.assumedScopeOp) {
    out["assumed_scope"] = true;
    out["assumed_scope_op"] = *result.assumedScopeOp;
    out["assumption"] = describeScopeAssumption(result);
  }
  out["type"] = result.type;
  if (!result.hasLayout()) {
    out["error"] = describeNoLayout(result);
    return false;
  }
  out.update(toNumbersJson(*result.layout));
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

namespace {
/// The numbers and types a rule used, as one JSON object per type class.
struct FactsToJson {
  json operator()(std::monostate) const { return json::object(); }
  json operator()(const IntegerFacts &f) const {
    return {
        {"width", f.width},
        {"entry_width", f.entryWidth ? json(*f.entryWidth) : json(nullptr)}};
  }
  json operator()(const FloatFacts &f) const { return {{"width", f.width}}; }
  json operator()(const IndexFacts &f) const {
    return {{"bitwidth", f.bitwidth}};
  }
  json operator()(const VectorFacts &f) const {
    return {{"innermost", f.innermost},
            {"rounded_innermost", f.roundedInnermost},
            {"element_count", f.elementCount},
            {"element", f.elementType},
            {"element_size", f.elementSize},
            {"scalable", f.scalable}};
  }
  json operator()(const ComplexFacts &f) const {
    return {{"element", f.elementType},
            {"element_size", f.elementSize},
            {"imaginary_offset", f.imaginaryOffset}};
  }
  json operator()(const PointerFacts &f) const {
    return {{"address_space", f.addressSpace}};
  }
  json operator()(const StructFacts &f) const {
    const char *kind = f.kind == StructFacts::Kind::Opaque   ? "opaque"
                       : f.kind == StructFacts::Kind::Packed ? "packed"
                                                             : "aligned";
    return {{"kind", kind}};
  }
  json operator()(const ArrayFacts &f) const {
    return {{"element_count", f.elementCount},
            {"element", f.elementType},
            {"element_size", f.elementSize},
            {"element_alignment", f.elementAlignment}};
  }
  json operator()(const InterfaceFacts &f) const {
    json j = {{"dialect", f.dialect}};
    if (f.ignoredTypeSize)
      j["ignored_type_size"] = *f.ignoredTypeSize;
    return j;
  }
  json operator()(const MemRefFacts &f) const {
    return {{"lowered", f.lowered},
            {"index_bitwidth", f.indexBitwidth},
            {"non_integer_memory_spaces", f.nonIntegerSpaces}};
  }
  json operator()(const DeclaredFacts &f) const {
    return {{"rule_number", f.ruleNumber},
            {"file", f.file},
            {"pattern", f.pattern},
            {"as", f.asType ? json(*f.asType) : json(nullptr)}};
  }
  json operator()(const ScopeOpFacts &f) const { return {{"op", f.op}}; }
};
} // namespace

/// A source position as {line, column}, or null when unknown.
static json positionToJson(const SourcePos &where) {
  if (!where.isKnown())
    return nullptr;
  return json{{"line", where.line}, {"column", where.column}};
}

json mlir::layout::toEntryJson(const EntryRef &entry) {
  return {{"key", entry.key},
          {"value", entry.value},
          {"scope", entry.scope},
          {"at", positionToJson(entry.where)}};
}

json mlir::layout::toExplanation(const LayoutResult &result) {
  json out = json::object();
  if (!addAnswer(out, result))
    return out;
  json reasons = json::array();
  for (const Reason &reason : result.reasons) {
    json entries = json::array();
    for (const EntryRef &entry : reason.entries)
      entries.push_back(toEntryJson(entry));
    reasons.push_back(
        {{"subject", reason.subject},
         {"rule", getRuleName(reason.rule)},
         {"text", describeReasonOf(result, reason)},
         {"numbers",
          reason.numbers ? toNumbersJson(*reason.numbers) : json(nullptr)},
         {"facts", std::visit(FactsToJson(), reason.facts)},
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
                     {"kept_as_written", b->keptAsWritten},
                     {"contiguity_hint", b->contiguityHint},
                     {"note", b->note}};
  }
  if (!result.fields.empty()) {
    json fields = json::array();
    for (const FieldLayout &field : result.fields)
      fields.push_back({{"type", field.type},
                        {"offset", field.offset},
                        {"size", field.size},
                        {"alignment", field.alignment},
                        {"padding_before", field.paddingBefore},
                        {"scalable", field.scalable}});
    out["fields"] = fields;
    out["tail_padding"] = result.tailPadding;
    if (std::optional<SmallerFieldOrder> smaller =
            findSmallerFieldOrder(result))
      out["smaller_field_order"] = {{"size", smaller->size},
                                    {"order", smaller->order},
                                    {"types", smaller->types}};
  }
  return out;
}

std::string mlir::layout::dumpJson(const json &value, int indent) {
  return value.dump(indent, ' ', /*ensure_ascii=*/false,
                    json::error_handler_t::replace);
}
