// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecChecker.cpp - Checking specs on their own and nested -----------===//

#include "mlir-layout/Check/SpecChecker.h"
#include "CheckerSupport.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/raw_ostream.h"

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

/// Converts one of MLIR's diagnostics to an issue.
static SpecIssue fromDiagnostic(const DocumentDiagnostic &diag,
                                llvm::StringRef code) {
  SpecIssue issue;
  issue.severity = diag.severity;
  issue.code = diag.code.empty() ? code.str() : diag.code;
  issue.message = diag.message;
  issue.where = diag.where;
  for (const DocumentDiagnostic &note : diag.notes)
    issue.related.push_back({note.where, note.message});
  return issue;
}

std::vector<SpecIssue> mlir::layout::checkParse(LayoutDocument &doc) {
  std::vector<SpecIssue> issues;
  for (const DocumentDiagnostic &diag : doc.getDiagnostics()) {
    if (diag.code == codes::kSpecUnread) {
      issues.push_back(fromDiagnostic(diag, diag.code));
    } else if (std::optional<SpecIssue> system =
                   diagnoseTargetSystemError(doc, diag)) {
      issues.push_back(std::move(*system));
    } else if (doc.isParsed()) {
      issues.push_back(fromDiagnostic(diag, codes::kMLIRVerifierError));
    } else if (std::optional<SpecIssue> dup = diagnoseDuplicateKey(doc, diag)) {
      issues.push_back(std::move(*dup));
    } else {
      issues.push_back(fromDiagnostic(diag, codes::kMLIRParseError));
    }
  }
  // MLIR's own messages can quote whole types and ops.
  for (SpecIssue &issue : issues)
    limitMessageLength(issue);
  return issues;
}

std::vector<SpecIssue> mlir::layout::checkDocument(LayoutDocument &doc,
                                                   CompatibilityPolicy policy) {
  std::vector<SpecIssue> issues = checkParse(doc);
  checkScopeRecognition(doc, issues);
  checkTargetSystems(doc, issues);
  for (const auto &scope : doc.getScopes().getScopes()) {
    if (!scope->spec)
      continue;
    // A scope's checks query it and its ancestors: the query objects (and
    // cached explanations) of scopes already checked elsewhere in the tree
    // would only add up (~100 MiB at the peak of a 100k-line overlap file).
    doc.releaseLayoutsOutside(*scope);
    size_t first = issues.size();
    validateEntries(doc, *scope, policy, issues);
    if (policy != CompatibilityPolicy::Off && scope->parent)
      checkCompatibility(doc, *scope, policy, issues);
    preferRemovalOfRepeats(
        doc, *scope, policy,
        llvm::MutableArrayRef<SpecIssue>(issues).drop_front(first));
  }
  checkLLVMDataLayouts(doc, issues);
  for (SpecIssue &issue : issues)
    limitMessageLength(issue);
  llvm::stable_sort(issues, [](const SpecIssue &a, const SpecIssue &b) {
    return std::make_pair(a.where.line, a.where.column) <
           std::make_pair(b.where.line, b.where.column);
  });
  return issues;
}

bool mlir::layout::hasErrors(llvm::ArrayRef<SpecIssue> issues) {
  return llvm::any_of(issues, [](const SpecIssue &issue) {
    return issue.severity == Severity::Error;
  });
}
