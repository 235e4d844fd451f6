// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CodeActionsAt.cpp - Code actions on a snapshot ---------------------===//

#include "CodeActionsAt.h"

#include "Convert.h"

#include <map>

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

std::vector<LayoutCodeAction> mlir::layout::findCodeActions(
    OpenDocument &doc, const std::shared_ptr<const Snapshot> &snapshot,
    const CodeActionQuery &job, std::atomic<unsigned> &verifications) {
  std::vector<LayoutCodeAction> actions;
  auto located = snapshot->locate(job.range.start);
  if (!located)
    return actions;
  auto [chunk, loc] = *located;
  size_t chunkIndex = chunk - snapshot->chunks.data();
  CodeActionRequest request;
  request.at = loc;
  request.end = Snapshot::toBufferRange(*chunk, job.range).End;
  request.quickFixes = isKindAllowed(job.only, lsp::CodeAction::kQuickFix) &&
                       !job.diagnostics.empty();
  request.rewrites = isKindAllowed(job.only, kRefactorRewrite);
  // The issues behind the client's diagnostics, matched by range and
  // code, each with the diagnostic that named it.
  std::map<size_t, const llvm::json::Value *> named;
  if (request.quickFixes) {
    std::vector<ClientDiagnostic> read;
    std::vector<const llvm::json::Value *> sent;
    for (const llvm::json::Value &value : job.diagnostics) {
      const llvm::json::Object *diag = value.getAsObject();
      std::optional<llvm::StringRef> code =
          diag ? diag->getString("code") : std::nullopt;
      lsp::Range range;
      llvm::json::Path::Root root;
      if (!code || !diag->get("range") ||
          !lsp::fromJSON(*diag->get("range"), range, root))
        continue;
      read.push_back({code->str(), Snapshot::toBufferRange(*chunk, range)});
      sent.push_back(&value);
    }
    for (const DiagnosticMatch &match :
         matchDiagnostics(chunk->analysis, read)) {
      request.issues.push_back(match.issue);
      named.emplace(match.issue, sent[match.diagnostic]);
    }
  }
  FixCache &fixes = doc.getFixCache(snapshot, chunkIndex);
  unsigned verifiedBefore = fixes.getVerificationCount();
  std::vector<ActionInfo> infos =
      getCodeActions(chunk->analysis, request, fixes);
  verifications += fixes.getVerificationCount() - verifiedBefore;
  for (const ActionInfo &action : infos) {
    LayoutCodeAction converted =
        toCodeAction(*chunk, action, job.uri, snapshot->version);
    for (size_t issue : action.issues)
      converted.diagnostics.push_back(*named.at(issue));
    actions.push_back(std::move(converted));
  }
  return actions;
}
