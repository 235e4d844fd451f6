// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetSystemChecks.cpp - dlti.target_system_spec problems ----------===//
//
// MLIR 22 rejects a malformed `#dlti.target_system_spec` or
// `#dlti.target_device_spec` while parsing (a repeated device ID, an empty
// list, a device whose value is not a device spec, a repeated property key,
// a type key), so there is no IR to check: the list's text is split here to
// point at the entry at fault, and MLIR's message is kept as related
// information. After a parse, a target system spec that `dlti::query`
// cannot reach (another DLTI-queryable attribute of the op comes first in
// MLIR's sorted order) is a warning.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"

#include "mlir-layout/Core/TargetSystem.h"
#include "mlir-layout/Support/SpecSource.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

namespace {
/// The innermost system or device entry list around an error location.
struct ListAt {
  /// The list's entries (and its whole text in `spec`).
  SpecSource source;
  /// True for `#dlti.target_device_spec<...>`, false for a system spec.
  bool isDevice = false;
};
} // namespace

/// The entry list opened by `opener` that starts last before `at` and
/// contains it (MLIR points at the list's mnemonic or into it).
static std::optional<SpecSource> findList(StringRef text, size_t at,
                                          StringRef opener) {
  // MLIR points at the mnemonic, just after `#dlti.`.
  size_t limit = std::min(text.size(), at + opener.size());
  for (size_t start = text.substr(0, limit).rfind(opener);
       start != StringRef::npos;
       start = start == 0 ? StringRef::npos
                          : text.substr(0, start).rfind(opener)) {
    std::optional<SpecSource> source =
        splitEntryList(text.substr(start), opener);
    if (source && size_t(source->spec.End.getPointer() - text.data()) > at)
      return source;
  }
  return std::nullopt;
}

/// The innermost device or system list around `at`.
static std::optional<ListAt> findListAt(StringRef text, size_t at) {
  std::optional<SpecSource> device = findList(text, at, kTargetDeviceOpener);
  std::optional<SpecSource> system = findList(text, at, kTargetSystemOpener);
  if (device && (!system || device->spec.Start.getPointer() >
                                system->spec.Start.getPointer()))
    return ListAt{std::move(*device), true};
  if (system)
    return ListAt{std::move(*system), false};
  return std::nullopt;
}

/// The key text of an entry with blanks removed (`"CPU"`).
static std::string normalizedKey(const EntrySource &entry) {
  std::string key;
  for (char c : getRangeText(entry.key))
    if (!llvm::isSpace(c))
      key += c;
  return key;
}

/// The quoted key a message of MLIR names after `prefix` (`"CPU"`).
static std::string quotedKeyAfter(StringRef message, StringRef prefix) {
  StringRef rest = message.substr(message.find(prefix) + prefix.size());
  return rest.trim().str();
}

/// An error at `where` with `message`.
static SpecIssue makeIssue(const LayoutDocument &doc, SMRange where,
                           StringRef code, const std::string &message) {
  SpecIssue issue;
  issue.severity = Severity::Error;
  issue.code = code.str();
  issue.message = message;
  issue.where = doc.getLocator().locate(where);
  return issue;
}

/// A repeated key (device ID or property key) in `list`: the second entry
/// with the first and MLIR's `mlirMessage` as related information and fixes
/// removing either.
static std::optional<SpecIssue>
diagnoseRepeat(const LayoutDocument &doc, const SpecSource &list, StringRef key,
               StringRef code, const std::string &message, StringRef what,
               StringRef mlirMessage) {
  LayoutScope holder; // a stand-in scope: the IR does not exist
  holder.specSource = list;
  SpecEditor editor(holder);
  std::optional<unsigned> first;
  for (unsigned i = 0; i < list.entries.size(); ++i) {
    if (normalizedKey(list.entries[i]) != key)
      continue;
    if (!first) {
      first = i;
      continue;
    }
    SpecIssue issue = makeIssue(doc, list.entries[i].entry, code, message);
    issue.key = key.str();
    issue.related.push_back(
        {doc.getLocator().locate(list.entries[*first].entry),
         ("first " + what + " " + key).str()});
    addDetail(issue, ("MLIR: " + mlirMessage).str());
    issue.fixes.push_back(
        {("Remove this " + what).str(), {editor.removeEntry(i)}, true});
    issue.fixes.push_back({("Remove the first " + what + " " + key).str(),
                           {editor.removeEntry(*first)},
                           false});
    return issue;
  }
  return std::nullopt;
}

/// The verifier's error for a `dlti.target_system_spec` attribute whose
/// value is not a target system spec, pointed at the attribute's name.
static std::optional<SpecIssue>
diagnoseWrongKind(const LayoutDocument &doc, const DocumentDiagnostic &diag) {
  if (!StringRef(diag.message)
           .contains("is expected to be a "
                     "#dlti.target_system_spec attribute"))
    return std::nullopt;
  SpecIssue issue;
  issue.severity = Severity::Error;
  issue.code = codes::kSystemSpecWrongKind;
  issue.message = diag.message;
  issue.where = diag.where;
  if (Operation *op = doc.findOpAt(diag.where.range.Start)) {
    if (const auto *def = doc.getAsmState().getOpDef(op)) {
      StringRef opText = getRangeText(def->scopeLoc);
      size_t name = opText.find(DLTIDialect::kTargetSystemDescAttrName);
      if (name != StringRef::npos) {
        const char *begin = opText.data() + name;
        issue.where = doc.getLocator().locate(SMRange(
            SMLoc::getFromPointer(begin),
            SMLoc::getFromPointer(
                begin + DLTIDialect::kTargetSystemDescAttrName.size())));
      }
    }
  }
  addDetail(issue, "MLIR reads devices only from a "
                   "#dlti.target_system_spec<\"ID\" = "
                   "#dlti.target_device_spec<...>, ...> value");
  return issue;
}

std::optional<SpecIssue>
mlir::layout::diagnoseTargetSystemError(const LayoutDocument &doc,
                                        const DocumentDiagnostic &diag) {
  if (!diag.where.isKnown())
    return std::nullopt;
  if (doc.isParsed())
    return diagnoseWrongKind(doc, diag);
  StringRef text = doc.getText();
  size_t at = doc.getOffset(diag.where.range.Start);
  std::optional<ListAt> list = findListAt(text, at);
  if (!list)
    return std::nullopt;
  StringRef message = diag.message;
  const SpecSource &source = list->source;
  if (message.starts_with("repeated device ID in dlti.target_system_spec:") &&
      !list->isDevice) {
    std::string id = quotedKeyAfter(message, ":");
    return diagnoseRepeat(doc, source, id, codes::kDeviceRepeatedID,
                          "the target system spec names device " +
                              abbreviate(id) +
                              " twice, so MLIR cannot parse the file",
                          "device", message);
  }
  if (message.starts_with("repeated DLTI key:") && list->isDevice) {
    std::string key = quotedKeyAfter(message, ":");
    return diagnoseRepeat(doc, source, key, codes::kDeviceDuplicateKey,
                          "this device spec sets " + abbreviate(key) +
                              " twice, so MLIR cannot parse the file",
                          "property", message);
  }
  if (message == "no DLTI entries provided") {
    SpecIssue issue = makeIssue(
        doc, source.spec,
        list->isDevice ? codes::kEmptyDeviceSpec : codes::kEmptySystemSpec,
        list->isDevice ? "the device spec is empty: it needs at least one "
                         "\"key\" = value property"
                       : "the target system spec is empty: it needs at least "
                         "one \"ID\" = #dlti.target_device_spec<...> device");
    addDetail(issue, "MLIR: " + diag.message);
    return issue;
  }
  if (message.starts_with("value associated with key") && !list->isDevice) {
    std::string id = quotedKeyAfter(message, "key");
    id = StringRef(id).take_until([](char c) { return c == ' '; }).str();
    for (const EntrySource &entry : source.entries) {
      if (normalizedKey(entry) != id)
        continue;
      SpecIssue issue =
          makeIssue(doc, entry.value, codes::kDeviceNotADeviceSpec,
                    "the value of device " + abbreviate(id) +
                        " is not a #dlti.target_device_spec<...>");
      addDetail(issue, "MLIR: " + diag.message);
      return issue;
    }
    return std::nullopt;
  }
  if (message == "invalid kind of attribute specified") {
    for (const EntrySource &entry : source.entries) {
      if (entry.key.Start.getPointer() > text.data() + at ||
          text.data() + at >= entry.key.End.getPointer())
        continue;
      SpecIssue issue = makeIssue(
          doc, entry.key, codes::kDeviceTypeKey,
          list->isDevice
              ? "a device property's key is a quoted string, not a type "
                "(type keys belong in dlti.dl_spec, which lays out types)"
              : "a device ID is a quoted string, not a type");
      addDetail(issue, "MLIR: " + diag.message);
      return issue;
    }
  }
  return std::nullopt;
}

void mlir::layout::checkTargetSystems(const LayoutDocument &doc,
                                      std::vector<SpecIssue> &issues) {
  for (const auto &scope : doc.getScopes().getScopes()) {
    if (!scope->targetSystem)
      continue;
    std::string before = findQueryableBeforeTargetSystem(scope->op);
    if (before.empty())
      continue;
    SpecIssue issue;
    issue.severity = Severity::Warning;
    issue.code = codes::kDeviceSpecShadowed;
    issue.scope = scope->path;
    issue.where = scope->targetSystem->name;
    issue.message = "dlti::query from this op reads '" + abbreviate(before) +
                    "' first and fails for device keys";
    addDetail(issue,
              "MLIR 22 takes the first DLTI-queryable attribute in name "
              "order, so dlti::query and transform.dlti.query from this op "
              "or any op inside it fail for device keys (\"key has no "
              "DLTI-mapping\")");
    addDetail(issue,
              "only DataLayout::getDevicePropertyValue reads these devices");
    issues.push_back(std::move(issue));
  }
}
