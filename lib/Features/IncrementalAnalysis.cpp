// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- IncrementalAnalysis.cpp - An edited text's problems, quickly -------===//

#include "mlir-layout/Features/IncrementalAnalysis.h"

#include "mlir-layout/Check/LayoutDependentOps.h"
#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/Core/TypeUses.h"

#include "mlir/IR/Operation.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;

/// The function (isReparsedFunction) around byte `begin` of `doc`'s text,
/// or null.
static Operation *functionAt(LayoutDocument &doc, size_t begin) {
  Operation *op =
      doc.findOpAt(SMLoc::getFromPointer(doc.getText().data() + begin));
  while (op && !isReparsedFunction(op))
    op = op->getParentOp();
  return op;
}

/// Whether the function at byte `begin` of `doc`'s text holds an op of the
/// LLVM dialect; std::nullopt when no function starts there.
static std::optional<bool> holdsLLVMOps(LayoutDocument &doc, size_t begin) {
  if (Operation *function = functionAt(doc, begin))
    return doc.containsLLVMOps(function);
  return std::nullopt;
}

/// The types the ops of the function at byte `begin` of `doc`'s text use,
/// as the checks read them (forEachTypeUse, as TypeUses.h counts them;
/// ZeroAlignmentUse.h reads the result types among them), op by op;
/// std::nullopt when no function starts there.
static std::optional<std::string> typeUsesOf(LayoutDocument &doc,
                                             size_t begin) {
  Operation *function = functionAt(doc, begin);
  if (!function)
    return std::nullopt;
  std::string uses;
  llvm::raw_string_ostream os(uses);
  function->walk<WalkOrder::PreOrder>([&](Operation *op) {
    os << op->getName() << " (";
    forEachTypeUse(op, [&](Type type, UseKind kind, UseSite site) {
      os << unsigned(site) << unsigned(kind) << " " << type << ", ";
    });
    os << ")\n";
  });
  return uses;
}

/// The byte range in the new text of `pos` of `from`, moved by `edits`:
/// none for a position with no range; std::nullopt when an edit touches it
/// or the position is not one of `from`'s text (a range without a line, or
/// a line without a range), which cannot be moved.
static std::optional<std::optional<std::pair<size_t, size_t>>>
moveRange(const LayoutDocument &from, const EditMap &edits,
          const SourcePos &pos) {
  if (!pos.isKnown() && !pos.range.Start.isValid())
    return std::optional<std::pair<size_t, size_t>>();
  if (!pos.isKnown() || !pos.range.Start.isValid())
    return std::nullopt;
  size_t begin = from.getOffset(pos.range.Start);
  size_t end = pos.range.End.isValid() ? from.getOffset(pos.range.End) : begin;
  std::optional<std::pair<size_t, size_t>> moved = edits.rangeToNew(begin, end);
  if (!moved)
    return std::nullopt;
  return moved;
}

/// The position of byte range `range` of `doc`'s text (unknown for none).
static SourcePos positionOf(const LayoutDocument &doc,
                            std::optional<std::pair<size_t, size_t>> range) {
  if (!range)
    return SourcePos();
  const char *text = doc.getText().data();
  return doc.getLocator().locate(
      SMRange(SMLoc::getFromPointer(text + range->first),
              SMLoc::getFromPointer(text + range->second)));
}

std::optional<EditedAnalysis>
EditedAnalysis::prepare(const DocumentAnalysis &base, const EditMap &edits,
                        llvm::StringRef newText) {
  LayoutDocument &old = *base.doc;
  std::optional<FunctionReparse> reparse =
      prepareFunctionReparse(old, edits, newText);
  if (!reparse)
    return std::nullopt;
  EditedAnalysis prepared;
  prepared.reparse = std::move(*reparse);
  prepared.policy = base.policy;
  prepared.movable = true;
  // The checks read the types ops use: they read the same if the edited
  // functions' ops use the same types, op by op, before and after.
  if (base.issuesRead.resultTypes)
    for (auto [begin, end] : prepared.reparse.functions) {
      std::optional<std::string> uses = typeUsesOf(old, *edits.toOld(begin));
      prepared.movable &= uses.has_value();
      prepared.typeUses.push_back(uses.value_or(""));
    }
  // The checks of casts and allocations read those ops' operand and result
  // types and attributes (in every parsed text, whatever else was read):
  // they read the same if the edited functions describe the same such ops.
  for (auto [begin, end] : prepared.reparse.functions) {
    Operation *function = functionAt(old, *edits.toOld(begin));
    prepared.movable &= function != nullptr;
    prepared.layoutDependentOps.push_back(
        function ? describeLayoutDependentOps(function) : "");
  }
  // A line number in a scope path (an unnamed scope's) moves with lines
  // added or removed before the scope.
  if (edits.changesLines()) {
    size_t firstEdit = edits.getHunks().front().oldStart;
    for (const auto &scope : old.getScopes().getScopes())
      if (scope->op && (!scope->where.range.Start.isValid() ||
                        old.getOffset(scope->where.range.Start) >= firstEdit))
        prepared.movable = false;
  }
  if (prepared.movable && base.issuesRead.llvmOps)
    for (auto [begin, end] : prepared.reparse.functions) {
      std::optional<bool> held = holdsLLVMOps(old, *edits.toOld(begin));
      prepared.movable &= held.has_value();
      prepared.heldLLVMOps.push_back(held.value_or(false));
    }
  for (const SpecIssue &issue : base.issues) {
    if (!prepared.movable)
      break;
    MovedIssue moved{issue, {}};
    moved.issue.fixes.clear();
    auto move = [&](const SourcePos &pos) {
      auto range = moveRange(old, edits, pos);
      prepared.movable &= range.has_value();
      moved.ranges.push_back(range.value_or(std::nullopt));
    };
    move(issue.where);
    for (const RelatedInfo &info : issue.related)
      move(info.where);
    prepared.moved.push_back(std::move(moved));
  }
  if (!prepared.movable)
    prepared.moved.clear();
  return prepared;
}

std::optional<EditedAnalysis::Result>
EditedAnalysis::run(llvm::StringRef newText) const {
  Result result;
  DocumentAnalysis &analysis = result.analysis;
  analysis.policy = policy;
  analysis.doc = reparse.parse(newText);
  if (!analysis.doc)
    return std::nullopt;
  analysis.issues = checkParse(*analysis.doc);
  result.mlirDiagnostics = analysis.issues.size();
  result.whole = movable && analysis.doc->isParsed();
  // Whether any op holds LLVM ops is the same when each edited function
  // holds them before and after, or holds none.
  for (auto [index, held] : llvm::enumerate(heldLLVMOps)) {
    std::optional<bool> holds =
        holdsLLVMOps(*analysis.doc, reparse.functions[index].first);
    result.whole &= holds == held;
  }
  for (auto [index, uses] : llvm::enumerate(typeUses))
    result.whole &=
        typeUsesOf(*analysis.doc, reparse.functions[index].first) == uses;
  for (auto [index, ops] : llvm::enumerate(layoutDependentOps)) {
    Operation *function =
        functionAt(*analysis.doc, reparse.functions[index].first);
    result.whole &= function && describeLayoutDependentOps(function) == ops;
  }
  if (!result.whole)
    return result;
  // Then the checks' problems, in the order the whole check sorts them
  // (by position, stable).
  for (const MovedIssue &moved : this->moved) {
    SpecIssue issue = moved.issue;
    issue.where = positionOf(*analysis.doc, moved.ranges[0]);
    for (auto [index, info] : llvm::enumerate(issue.related))
      info.where = positionOf(*analysis.doc, moved.ranges[index + 1]);
    analysis.issues.push_back(std::move(issue));
  }
  llvm::stable_sort(analysis.issues,
                    [](const SpecIssue &a, const SpecIssue &b) {
                      return std::make_pair(a.where.line, a.where.column) <
                             std::make_pair(b.where.line, b.where.column);
                    });
  return result;
}

std::optional<DocumentAnalysis>
mlir::layout::analyzeEdited(const DocumentAnalysis &base, const EditMap &edits,
                            llvm::StringRef newText) {
  std::optional<EditedAnalysis> prepared =
      EditedAnalysis::prepare(base, edits, newText);
  if (!prepared)
    return std::nullopt;
  std::optional<EditedAnalysis::Result> result = prepared->run(newText);
  if (!result || !result->whole)
    return std::nullopt;
  return std::move(result->analysis);
}
