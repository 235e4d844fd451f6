// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DuplicateKeys.cpp - Repeated keys in one spec ----------------------===//
//
// MLIR 22 rejects a spec that names a key twice while parsing ("repeated
// DLTI key"), so there is no IR to check. The spec's text is split here to
// find both places and offer to remove either.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;

/// The key text with all whitespace removed, for comparisons.
static std::string normalizeKey(llvm::StringRef key) {
  std::string result;
  for (char c : key)
    if (!llvm::isSpace(c))
      result += c;
  return result;
}

std::optional<SpecIssue>
mlir::layout::diagnoseDuplicateKey(const LayoutDocument &doc,
                                   const DocumentDiagnostic &diag) {
  llvm::StringRef prefix = "repeated DLTI key";
  if (!llvm::StringRef(diag.message).starts_with(prefix) ||
      !diag.where.isKnown())
    return std::nullopt;
  llvm::StringRef text = doc.getText();
  size_t at = doc.getOffset(diag.where.range.Start);
  // MLIR points into the `#dlti.dl_spec<` token; find the spec around it.
  size_t start =
      text.substr(0, std::min(text.size(), at + 16)).rfind("#dlti.dl_spec<");
  if (start == llvm::StringRef::npos)
    return std::nullopt;
  std::optional<SpecSource> source = splitSpecText(text.substr(start));
  if (!source)
    return std::nullopt;
  LayoutScope holder; // a stand-in scope: the IR does not exist
  holder.specSource = source;
  SpecEditor editor(holder);
  for (unsigned second = 1; second < source->entries.size(); ++second) {
    std::string key = normalizeKey(editor.keyText(second));
    for (unsigned first = 0; first < second; ++first) {
      if (normalizeKey(editor.keyText(first)) != key)
        continue;
      SpecIssue issue;
      issue.severity = Severity::Error;
      issue.code = codes::kDuplicateKey;
      issue.key = editor.keyText(second).str();
      issue.where = doc.getLocator().locate(source->entries[second].entry);
      issue.message = "this spec sets " + abbreviate(issue.key) +
                      " twice, so MLIR cannot parse the file";
      issue.related.push_back(
          {doc.getLocator().locate(source->entries[first].entry),
           "first entry for " + issue.key});
      addDetail(issue, "MLIR: " + diag.message);
      issue.fixes.push_back(
          {"Remove this duplicate entry", {editor.removeEntry(second)}, true});
      issue.fixes.push_back({"Remove the first entry for " + issue.key,
                             {editor.removeEntry(first)},
                             false});
      return issue;
    }
  }
  return std::nullopt;
}
