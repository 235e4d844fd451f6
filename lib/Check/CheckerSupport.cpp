// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CheckerSupport.cpp - Shared pieces of the spec checker -------------===//
//
// The building blocks every check uses (CheckerSupport.h): an entry's texts
// and issues, related information and the names a message lists. They sit
// below SpecChecker.cpp, which dispatches to the checks.
//
//===----------------------------------------------------------------------===//

#include "CheckerSupport.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::layout;

std::optional<llvm::SmallVector<int64_t>>
mlir::layout::getDenseValues(Attribute value) {
  auto dense = dyn_cast_or_null<DenseIntElementsAttr>(value);
  if (!dense)
    return std::nullopt;
  llvm::SmallVector<int64_t> values;
  for (const llvm::APInt &v : dense.getValues<llvm::APInt>())
    values.push_back(v.getSExtValue());
  return values;
}

SpecIssue EntryContext::makeIssue(Severity severity, llvm::StringRef code,
                                  std::string message) const {
  SpecIssue issue;
  issue.severity = severity;
  issue.code = code.str();
  issue.message = std::move(message);
  issue.scope = scope.path;
  issue.key = keyText();
  issue.where = index < scope.entryPositions.size()
                    ? scope.entryPositions[index]
                    : scope.where;
  return issue;
}

void mlir::layout::addDetail(SpecIssue &issue, std::string detail) {
  issue.related.push_back({issue.where, std::move(detail)});
}

std::string EntryContext::keyText() const {
  if (editor.valid())
    return editor.keyText(index).str();
  DataLayoutEntryKey key = entry.getKey();
  if (auto type = llvm::dyn_cast_if_present<Type>(key))
    return printToString(type);
  return printToString(cast<StringAttr>(key));
}

std::string mlir::layout::listNames(llvm::ArrayRef<std::string> names,
                                    size_t most) {
  std::string text;
  for (size_t i = 0; i < names.size() && i < most; ++i)
    text += (i ? ", " : "") + abbreviate(names[i]);
  if (names.size() > most)
    text += " and " + std::to_string(names.size() - most) + " more";
  return text;
}

std::optional<std::string>
mlir::layout::fitNames(llvm::StringRef prefix,
                       llvm::ArrayRef<std::string> names,
                       llvm::StringRef suffix) {
  for (size_t most = 4; most > 0; --most) {
    std::string text = prefix.str() + listNames(names, most) + suffix.str();
    if (text.size() <= kMaxMessageLength)
      return text;
  }
  return std::nullopt;
}

std::string mlir::layout::describeCount(size_t count, llvm::StringRef noun) {
  return std::to_string(count) + " " + noun.str() + (count == 1 ? "" : "s");
}

std::string EntryContext::keyName() const { return abbreviate(keyText()); }

std::string EntryContext::valueText() const {
  if (editor.valid())
    return editor.valueText(index).str();
  return printToString(entry.getValue());
}

std::string EntryContext::entryText() const {
  if (editor.valid())
    return (editor.keyText(index) + " = " + editor.valueText(index)).str();
  return keyText() + " = " + printToString(entry.getValue());
}
