// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DiffRender.cpp - Text and JSON of a layout diff --------------------===//

#include "mlir-layout/Render/DiffRender.h"
#include "JsonDocuments/DiffJson.h"
#include "JsonDocuments/JsonRender.h"
#include "mlir-layout/Render/NumberFormat.h"

#include "JsonBridge.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
using nlohmann::json;

/// The entries as `key = value (scope, line:col)`, `; `-separated, or
/// `default` when no entry decided.
static std::string entriesText(llvm::ArrayRef<EntryRef> entries) {
  if (entries.empty())
    return "default";
  std::string text;
  for (const EntryRef &entry : entries) {
    if (!text.empty())
      text += "; ";
    text += entry.key + " = " + entry.value + " (" + entry.scope;
    if (entry.where.isKnown())
      text += ", " + std::to_string(entry.where.line) + ":" +
              std::to_string(entry.where.column);
    text += ")";
  }
  return text;
}

/// The value of `kind` in `result` as a table cell.
static std::string cell(const LayoutResult &result, DiffKind kind) {
  if (!result.hasLayout())
    return "no layout";
  const TypeLayout &l = *result.layout;
  auto optional = [](std::optional<uint64_t> v) {
    return v ? std::to_string(*v) : std::string("none");
  };
  switch (kind) {
  case DiffKind::Layout:
    return "size " + std::to_string(l.size);
  case DiffKind::Size:
    return (l.scalable ? "vscale x " : "") + std::to_string(l.size);
  case DiffKind::BitSize:
    return std::to_string(l.bitsize);
  case DiffKind::Abi:
    return std::to_string(l.abiAlignment);
  case DiffKind::Preferred:
    return std::to_string(l.preferredAlignment);
  case DiffKind::Index:
    return optional(l.indexBitwidth);
  case DiffKind::Offsets: {
    std::string text;
    for (const FieldLayout &field : result.fields)
      text += (text.empty() ? "" : ",") + std::to_string(field.offset);
    return text.empty() ? "none" : text;
  }
  case DiffKind::Property:
  case DiffKind::Scope:
    break;
  }
  return "";
}

std::string mlir::layout::describeChunkMismatch(size_t oldChunks,
                                                size_t newChunks,
                                                llvm::StringRef oldName,
                                                llvm::StringRef newName) {
  return ("not compared: " + oldName + " has " + std::to_string(oldChunks) +
          " `// -----` chunks and " + newName + " has " +
          std::to_string(newChunks))
      .str();
}

std::string mlir::layout::describeNoEarlierVersion(llvm::StringRef newName) {
  return ("not compared: no version before " + newName + " parsed").str();
}

/// The most bytes a summary has.
static constexpr size_t kMaxSummary = 100;

/// `text` shortened to `limit` bytes.
static std::string shorten(llvm::StringRef text, size_t limit) {
  if (text.size() <= limit)
    return text.str();
  return text.take_front(limit - 3).str() + "...";
}

/// The short name of `kind` in a summary.
static llvm::StringRef summaryName(DiffKind kind) {
  switch (kind) {
  case DiffKind::Abi:
    return "align";
  case DiffKind::BitSize:
    return "bit size";
  case DiffKind::Offsets:
    return "offsets";
  default:
    return getDiffKindName(kind);
  }
}

/// True when `change` is of a type whose own entry decides it on a side.
static bool isEntryType(const TypeDiff &change) {
  auto own = [&](const DiffSide &side) {
    return llvm::any_of(side.entries, [&](const EntryRef &entry) {
      return entry.key == change.type;
    });
  };
  return own(change.before) || own(change.after);
}

std::string mlir::layout::summarizeDiff(llvm::ArrayRef<LayoutDiff> diffs) {
  std::vector<const TypeDiff *> types;
  size_t properties = 0, scopes = 0;
  const PropertyDiff *property = nullptr;
  const ScopePresence *scope = nullptr;
  for (const LayoutDiff &diff : diffs) {
    for (const TypeDiff &t : diff.types)
      types.push_back(&t);
    properties += diff.properties.size();
    scopes += diff.scopes.size();
    if (!property && !diff.properties.empty())
      property = &diff.properties.front();
    if (!scope && !diff.scopes.empty())
      scope = &diff.scopes.front();
  }
  if (types.empty() && !properties && !scopes)
    return "no layout changes";
  // The lead: at most 90 bytes (a shortened type, numbers and scope).
  std::string lead;
  if (!types.empty()) {
    auto leading =
        llvm::find_if(types, [](const TypeDiff *t) { return isEntryType(*t); });
    const TypeDiff &t = **(leading == types.end() ? types.begin() : leading);
    DiffKind kind = t.kinds.front();
    lead = shorten(t.type, 32) + " " + summaryName(kind).str() + " " +
           shorten(cell(t.before.result, kind), 10) + " → " +
           shorten(cell(t.after.result, kind), 10) + " in " +
           shorten(t.scope, 20);
  } else if (property) {
    lead = shorten(property->before.key, 30) + " " +
           shorten(property->before.value, 10) + " → " +
           shorten(property->after.value, 10) + " in " +
           shorten(property->scope, 20);
  } else {
    lead = "scope " + shorten(scope->scope, 40) +
           (scope->added ? " added" : " removed");
  }
  // Then the counts of what else changed, as far as 100 bytes allow.
  bool typeLeads = !types.empty(), propertyLeads = !typeLeads && property;
  std::vector<std::string> counts;
  if (types.size() > 1)
    counts.push_back(formatCount(types.size(), "type") + " changed");
  if (properties > (propertyLeads ? 1u : 0u))
    counts.push_back(std::to_string(properties) +
                     (properties == 1 ? " property" : " properties") +
                     " changed");
  if (scopes > (!typeLeads && !propertyLeads ? 1u : 0u))
    counts.push_back(formatCount(scopes, "scope") + " added or removed");
  for (const std::string &count : counts)
    if (lead.size() + 2 + count.size() <= kMaxSummary)
      lead += ", " + count;
  return lead;
}

/// The table rows of one diff: scope, type, what, old, new, old entry, new
/// entry.
static std::vector<std::vector<std::string>> diffRows(const LayoutDiff &diff) {
  std::vector<std::vector<std::string>> rows;
  for (const ScopePresence &scope : diff.scopes)
    rows.push_back(
        {scope.scope, "-", "scope",
         scope.added ? "absent" : "line " + std::to_string(scope.where.line),
         scope.added ? "line " + std::to_string(scope.where.line) : "absent",
         "-", "-"});
  for (const PropertyDiff &p : diff.properties) {
    auto entries = [](const ScopeProperty &property) {
      return property.entry ? entriesText(*property.entry)
                            : std::string("default");
    };
    rows.push_back({p.scope, "-", p.before.key, p.before.value, p.after.value,
                    entries(p.before), entries(p.after)});
  }
  // The entries are the same for every number of a type: on its first row.
  for (const TypeDiff &t : diff.types)
    for (DiffKind kind : t.kinds)
      rows.push_back(
          {t.scope, t.type, getDiffKindName(kind), cell(t.before.result, kind),
           cell(t.after.result, kind),
           kind == t.kinds.front() ? entriesText(t.before.entries) : "",
           kind == t.kinds.front() ? entriesText(t.after.entries) : ""});
  return rows;
}

/// Writes `rows` as columns two spaces apart, trailing blanks trimmed.
static void printTable(llvm::raw_ostream &os,
                       llvm::ArrayRef<std::vector<std::string>> rows) {
  std::vector<size_t> widths;
  for (const std::vector<std::string> &row : rows) {
    widths.resize(std::max(widths.size(), row.size()));
    for (size_t i = 0; i < row.size(); ++i)
      widths[i] = std::max(widths[i], row[i].size());
  }
  for (const std::vector<std::string> &row : rows) {
    std::string line;
    for (size_t i = 0; i < row.size(); ++i) {
      line += row[i];
      if (i + 1 < row.size())
        line += std::string(widths[i] - row[i].size() + 2, ' ');
    }
    os << llvm::StringRef(line).rtrim() << "\n";
  }
}

void mlir::layout::printDiff(llvm::raw_ostream &os,
                             llvm::ArrayRef<LayoutDiff> diffs,
                             llvm::StringRef oldName, llvm::StringRef newName) {
  bool chunked =
      llvm::any_of(diffs, [](const LayoutDiff &d) { return d.chunk != 0; });
  std::vector<std::vector<std::string>> rows;
  size_t types = 0, properties = 0, scopes = 0;
  for (const LayoutDiff &diff : diffs) {
    for (std::vector<std::string> &row : diffRows(diff)) {
      if (chunked)
        row.insert(row.begin(), std::to_string(diff.chunk));
      rows.push_back(std::move(row));
    }
    types += diff.types.size();
    properties += diff.properties.size();
    scopes += diff.scopes.size();
  }

  size_t changes = rows.size();
  if (rows.empty()) {
    os << "no layout changes from " << oldName << " to " << newName << "\n";
  } else {
    os << changes << (changes == 1 ? " change" : " changes") << " from "
       << oldName << " to " << newName << " (" << types << " types, "
       << properties << " properties, " << scopes << " scopes)\n";
    std::vector<std::string> header{"scope", "type",      "what",     "old",
                                    "new",   "old entry", "new entry"};
    if (chunked)
      header.insert(header.begin(), "chunk");
    rows.insert(rows.begin(), header);
    printTable(os, rows);
  }
  for (const LayoutDiff &diff : diffs)
    for (const auto &[scope, type, error] : diff.uncompared) {
      os << "note: " << type << " in " << scope;
      if (diff.chunk)
        os << " (chunk " << diff.chunk << ")";
      os << " is used on one side only and does not parse on the other ("
         << error << "); not compared\n";
    }
}

/// One side of a changed type: the query record's fields, the struct field
/// offsets and the deciding entries.
static json sideToJson(const DiffSide &side) {
  json out = toQueryRecord(side.result, SourcePos());
  out.erase("line");
  out.erase("column");
  out.erase("scope");
  out.erase("type");
  if (!side.result.fields.empty()) {
    json offsets = json::array();
    for (const FieldLayout &field : side.result.fields)
      offsets.push_back(field.offset);
    out["offsets"] = offsets;
  }
  json entries = json::array();
  for (const EntryRef &entry : side.entries)
    entries.push_back(toEntryJson(entry));
  out["entries"] = entries;
  return out;
}

/// One side of a changed property.
static json propertyToJson(const ScopeProperty &property) {
  return {
      {"value", property.value},
      {"default", property.isDefault},
      {"entry", property.entry ? toEntryJson(*property.entry) : json(nullptr)}};
}

/// The `changes` and `uncompared` arrays of toDiffJson.
static std::pair<json, json> diffArrays(llvm::ArrayRef<LayoutDiff> diffs) {
  json changes = json::array();
  json uncompared = json::array();
  for (const LayoutDiff &diff : diffs) {
    // With --split-input-file, every object names its chunk.
    auto add = [&](json &list, json object) {
      if (diff.chunk)
        object["chunk"] = diff.chunk;
      list.push_back(std::move(object));
    };
    for (const ScopePresence &scope : diff.scopes)
      add(changes, {{"change", "scope"},
                    {"scope", scope.scope},
                    {"side", scope.added ? "added" : "removed"},
                    {"line", scope.where.line}});
    for (const PropertyDiff &p : diff.properties)
      add(changes, {{"change", "property"},
                    {"scope", p.scope},
                    {"key", p.before.key},
                    {"old", propertyToJson(p.before)},
                    {"new", propertyToJson(p.after)}});
    for (const TypeDiff &t : diff.types) {
      json kinds = json::array();
      for (DiffKind kind : t.kinds)
        kinds.push_back(getDiffKindName(kind));
      add(changes, {{"change", "type"},
                    {"scope", t.scope},
                    {"type", t.type},
                    {"changed", kinds},
                    {"old", sideToJson(t.before)},
                    {"new", sideToJson(t.after)}});
    }
    for (const auto &[scope, type, error] : diff.uncompared)
      add(uncompared, {{"scope", scope}, {"type", type}, {"error", error}});
  }
  return {std::move(changes), std::move(uncompared)};
}

json mlir::layout::toDiffJson(llvm::ArrayRef<LayoutDiff> diffs,
                              llvm::StringRef oldName,
                              llvm::StringRef newName) {
  auto [changes, uncompared] = diffArrays(diffs);
  return {{"old", oldName.str()},
          {"new", newName.str()},
          {"changes", changes},
          {"uncompared", uncompared}};
}

llvm::json::Value
mlir::layout::toDiffChangesJSON(llvm::ArrayRef<LayoutDiff> diffs) {
  return toLLVMJson(diffArrays(diffs).first);
}
