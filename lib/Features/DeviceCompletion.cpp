// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DeviceCompletion.cpp - Properties inside a target_device_spec ------===//
//
// Inside `#dlti.target_device_spec<...>`: the property keys of MLIR 22's
// DLTI documentation and tests (no upstream MLIR 22 pass queries a device
// property; they are for your own passes and `transform.dlti.query`), and
// the keys the file's other device specs use, with their values as
// defaults. Keys the device spec already has are not offered (a second one
// is MLIR's parse error "repeated DLTI key").
//
//===----------------------------------------------------------------------===//

#include "EntryListScan.h"

#include "mlir-layout/Support/SpecSource.h"

#include <map>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// A property key and its value template.
struct DeviceKey {
  std::string value;
  std::string detail;
};
} // namespace

/// The keys MLIR 22's DLTI documentation (DLTIAttrs.td) and tests use.
static const std::pair<const char *, const char *> kDocumentedKeys[] = {
    {"\"L1_cache_size_in_bytes\"", "{4096} : ui32"},
    {"\"max_vector_op_width\"", "{128} : ui32"},
};

/// Every `"key" = value` of the file's device specs but the one at `at`,
/// first value per key.
static std::map<std::string, std::string> collectFileKeys(StringRef text,
                                                          const SpecAt &at) {
  std::map<std::string, std::string> keys;
  for (size_t start = text.find(kTargetDeviceOpener); start != StringRef::npos;
       start = text.find(kTargetDeviceOpener, start + 1)) {
    size_t body = start + kTargetDeviceOpener.size();
    if (body == at.bodyStart)
      continue;
    forEachSegment(text, body, text.size(), [&](size_t b, size_t e) {
      StringRef entry = text.slice(b, e).trim();
      std::string key = keyOf(entry);
      size_t eq = entry.find('=');
      if (key.empty() || key.front() != '"' || eq == StringRef::npos)
        return;
      keys.emplace(key, entry.substr(eq + 1).trim().str());
    });
  }
  return keys;
}

/// Every key worth offering, with its template and detail.
static std::map<std::string, DeviceKey> collectKeys(StringRef text,
                                                    const SpecAt &at) {
  std::map<std::string, DeviceKey> keys;
  for (const auto &[key, value] : collectFileKeys(text, at))
    if (StringRef(value).find_first_of("{}") == StringRef::npos)
      keys[key] = {"{" + value + "}",
                   "device property another device of this file sets"};
  for (const auto &[key, value] : kDocumentedKeys)
    keys.emplace(key,
                 DeviceKey{value, "device property of MLIR's DLTI "
                                  "documentation; no upstream MLIR 22 pass "
                                  "reads it (your passes do, through "
                                  "dlti::query or getDevicePropertyValue)"});
  return keys;
}

std::vector<CompletionInfo>
mlir::layout::getDeviceCompletions(StringRef text, size_t offset,
                                   const SpecAt &at) {
  std::vector<CompletionInfo> candidates;
  std::map<std::string, DeviceKey> keys = collectKeys(text, at);
  std::string separator = getSeparatorAfter(text, offset);
  size_t eq = at.segment.find('=');
  if (eq != StringRef::npos) {
    // After `"key" =`: that key's value, when one is known.
    auto it = keys.find(normalizeKey(at.segment.substr(0, eq)));
    if (it == keys.end())
      return candidates;
    CompletionInfo value{"", it->second.detail, true,
                         parseTemplate(it->second.value)};
    value.label = value.getPlainText();
    if (!separator.empty())
      value.pieces.push_back({separator, false, {}});
    candidates.push_back(std::move(value));
    return candidates;
  }
  std::set<std::string> present = presentKeys(text, at, offset);
  for (const auto &[key, info] : keys) {
    if (present.count(key))
      continue;
    CompletionInfo entry{key, info.detail, false, {}};
    entry.pieces.push_back({key + " = ", false, {}});
    for (InsertPiece &piece : parseTemplate(info.value))
      entry.pieces.push_back(std::move(piece));
    if (!separator.empty())
      entry.pieces.push_back({separator, false, {}});
    candidates.push_back(std::move(entry));
  }
  return candidates;
}
