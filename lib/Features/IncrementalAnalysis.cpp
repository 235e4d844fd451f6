//===- IncrementalAnalysis.cpp - An edited text's problems, quickly -------===//

#include "mlir-layout/Features/IncrementalAnalysis.h"

#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/Features/FunctionReparse.h"

#include "mlir/IR/Operation.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;

/// Whether the function at byte `begin` of `doc`'s text holds an op of the
/// LLVM dialect; std::nullopt when no function starts there.
static std::optional<bool> holdsLLVMOps(LayoutDocument &doc, size_t begin) {
  Operation *op =
      doc.findOpAt(SMLoc::getFromPointer(doc.getText().data() + begin));
  while (op && op->getName().getStringRef() != "func.func")
    op = op->getParentOp();
  if (!op)
    return std::nullopt;
  return doc.containsLLVMOps(op);
}

/// `pos` of `from` moved by `edits` into `to` (same positions as the new
/// text); unknown positions stay unknown, and std::nullopt when an edit
/// touches it.
static std::optional<SourcePos> movePos(const LayoutDocument &from,
                                        const EditMap &edits,
                                        const LayoutDocument &to,
                                        const SourcePos &pos) {
  if (!pos.isKnown() || !pos.range.Start.isValid())
    return pos.isKnown() ? std::nullopt : std::optional<SourcePos>(pos);
  size_t begin = from.getOffset(pos.range.Start);
  size_t end = pos.range.End.isValid() ? from.getOffset(pos.range.End) : begin;
  std::optional<std::pair<size_t, size_t>> moved = edits.rangeToNew(begin, end);
  if (!moved || moved->second > to.getText().size())
    return std::nullopt;
  const char *text = to.getText().data();
  return to.getLocator().locate(
      SMRange(SMLoc::getFromPointer(text + moved->first),
              SMLoc::getFromPointer(text + moved->second)));
}

std::optional<DocumentAnalysis>
mlir::layout::analyzeEdited(const DocumentAnalysis &base, const EditMap &edits,
                            llvm::StringRef newText) {
  LayoutDocument &old = *base.doc;
  if (base.issuesRead.resultTypes)
    return std::nullopt;
  // A line number in a scope path (an unnamed scope's) moves with lines
  // added or removed before the scope.
  if (edits.changesLines() && !edits.empty()) {
    size_t firstEdit = edits.getHunks().front().oldStart;
    for (const auto &scope : old.getScopes().getScopes())
      if (scope->op && scope->where.range.Start.isValid() &&
          old.getOffset(scope->where.range.Start) >= firstEdit)
        return std::nullopt;
  }
  std::optional<FunctionReparse> reparse =
      prepareFunctionReparse(old, edits, newText);
  if (!reparse)
    return std::nullopt;
  DocumentAnalysis analysis;
  analysis.policy = base.policy;
  analysis.doc = reparse->parse();
  if (!analysis.doc || !analysis.doc->isParsed())
    return std::nullopt;
  if (base.issuesRead.llvmOps) {
    // Whether any op holds LLVM ops is the same when each edited function
    // holds them before and after, or holds none.
    for (auto [begin, end] : reparse->functions) {
      std::optional<bool> before = holdsLLVMOps(old, *edits.toOld(begin));
      std::optional<bool> after = holdsLLVMOps(*analysis.doc, begin);
      if (!before || !after || *before != *after)
        return std::nullopt;
    }
  }

  // MLIR's diagnostics of the new text, then the checks' problems, in the
  // order the whole check sorts them (by position, stable).
  analysis.issues = checkParse(*analysis.doc);
  for (const SpecIssue &issue : base.issues) {
    SpecIssue moved = issue;
    moved.fixes.clear();
    std::optional<SourcePos> where =
        movePos(old, edits, *analysis.doc, issue.where);
    if (!where)
      return std::nullopt;
    moved.where = *where;
    for (RelatedInfo &info : moved.related) {
      std::optional<SourcePos> at =
          movePos(old, edits, *analysis.doc, info.where);
      if (!at)
        return std::nullopt;
      info.where = *at;
    }
    analysis.issues.push_back(std::move(moved));
  }
  llvm::stable_sort(analysis.issues,
                    [](const SpecIssue &a, const SpecIssue &b) {
                      return std::make_pair(a.where.line, a.where.column) <
                             std::make_pair(b.where.line, b.where.column);
                    });
  return analysis;
}
