// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecChanges.cpp - What a fix does to the specs ---------------------===//

#include "mlir-layout/Check/SpecChanges.h"

#include "CheckerSupport.h"

#include <map>
#include <set>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// A scope's own entries (and `llvm.data_layout`), key -> value, printed.
using PrintedEntries = std::map<std::string, std::string>;
} // namespace

/// The printed key of `entry`.
static std::string keyOf(DataLayoutEntryInterface entry) {
  DataLayoutEntryKey key = entry.getKey();
  if (auto type = llvm::dyn_cast_if_present<Type>(key))
    return printToString(type);
  return printToString(cast<StringAttr>(key));
}

/// The own entries of every scope of `doc`, by path.
static std::map<std::string, PrintedEntries>
ownEntries(const LayoutDocument &doc) {
  std::map<std::string, PrintedEntries> all;
  for (const auto &scope : doc.getScopes().getScopes()) {
    PrintedEntries &entries = all[scope->path];
    if (scope->spec)
      for (DataLayoutEntryInterface entry : scope->spec.getEntries())
        entries.emplace(keyOf(entry), printToString(entry.getValue()));
    if (scope->op)
      if (Attribute string = scope->op->getAttr("llvm.data_layout"))
        entries.emplace("llvm.data_layout", printToString(string));
  }
  return all;
}

/// What `scope` of `doc` has for `key` from an enclosing spec.
static std::string inheritedValue(LayoutDocument &doc, llvm::StringRef path,
                                  llvm::StringRef key) {
  for (const auto &scope : doc.getScopes().getScopes()) {
    if (scope->path != path)
      continue;
    for (const SourcedEntry &entry :
         doc.getLayout(*scope).getSpec().getEntries())
      if (keyOf(entry.entry) == key) {
        EntryRef ref = CombinedSpec::describe(entry);
        return ref.value + " from " + ref.scope;
      }
  }
  return "";
}

std::vector<EntryChange> mlir::layout::diffSpecs(const LayoutDocument &before,
                                                 LayoutDocument &after) {
  std::vector<EntryChange> changes;
  if (!before.isParsed() || !after.isParsed())
    return changes;
  std::map<std::string, PrintedEntries> old = ownEntries(before);
  std::map<std::string, PrintedEntries> now = ownEntries(after);
  for (const auto &scope : after.getScopes().getScopes()) {
    const PrintedEntries &was = old[scope->path];
    const PrintedEntries &is = now[scope->path];
    std::set<std::string> keys;
    for (const auto &[key, value] : was)
      keys.insert(key);
    for (const auto &[key, value] : is)
      keys.insert(key);
    for (const std::string &key : keys) {
      auto a = was.find(key), b = is.find(key);
      EntryChange change{scope->path, key, std::nullopt, std::nullopt, ""};
      if (a != was.end())
        change.before = a->second;
      if (b != is.end())
        change.after = b->second;
      if (change.before == change.after)
        continue;
      if (!change.after)
        change.inherited = inheritedValue(after, scope->path, key);
      changes.push_back(std::move(change));
    }
  }
  return changes;
}

std::string mlir::layout::describeChange(const EntryChange &change) {
  if (change.key == "llvm.data_layout")
    return (change.after ? "rewrite" : "remove") +
           std::string(" llvm.data_layout of ") + change.scope;
  if (!change.before)
    return "add " + change.key + " = " + *change.after + " to " + change.scope;
  if (change.after)
    return "set " + change.key + " in " + change.scope + " to " + *change.after;
  return "remove the " + change.key + " entry of " + change.scope +
         (change.inherited.empty() ? " (no enclosing entry for it)"
                                   : " (inherit " + change.inherited + ")");
}

/// True when `title` names `key` (quotes of identifier keys optional).
static bool namesKey(llvm::StringRef title, llvm::StringRef key) {
  return title.contains(key) || title.contains(key.trim('"'));
}

std::optional<std::string>
mlir::layout::findUnstatedChange(const Fix &fix, const SpecIssue &issue,
                                 const std::vector<EntryChange> &changes) {
  llvm::StringRef title = fix.title;
  for (const EntryChange &change : changes) {
    bool own = change.scope == issue.scope &&
               (issue.key.empty() || namesKey(change.key, issue.key) ||
                namesKey(issue.key, change.key));
    // A removal is stated by "remove", "inherit", or a renamed key.
    bool removalStated = title.contains("emove") || title.contains("inherit") ||
                         title.contains("ename") || title.contains("eplace");
    if (own && (change.after || removalStated))
      continue;
    if (!own && namesKey(title, change.key) && (change.after || removalStated))
      continue;
    return describeChange(change);
  }
  return std::nullopt;
}
