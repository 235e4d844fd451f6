// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FixApplier.cpp - Applying preferred fixes in rounds ----------------===//

#include "mlir-layout/Check/FixApplier.h"

#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Core/LayoutDocument.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::layout;

bool mlir::layout::editsOverlap(const TextEdit &a, const TextEdit &b) {
  const char *aStart = a.range.Start.getPointer();
  const char *aEnd = a.range.End.getPointer();
  const char *bStart = b.range.Start.getPointer();
  const char *bEnd = b.range.End.getPointer();
  // Two insertions at one point: which text comes first is anyone's guess.
  if (aStart == aEnd && bStart == bEnd)
    return aStart == bStart;
  // An insertion at an edge of a replaced range may say what the
  // replacement says (`-A5` after a string replaced by one ending in it).
  if (aStart == aEnd)
    return bStart <= aStart && aStart <= bEnd;
  if (bStart == bEnd)
    return aStart <= bStart && bStart <= aEnd;
  return aStart < bEnd && bStart < aEnd;
}

bool mlir::layout::sameEdit(const TextEdit &a, const TextEdit &b) {
  return a.range.Start == b.range.Start && a.range.End == b.range.End &&
         a.newText == b.newText;
}

TextEdit mlir::layout::diffAsEdit(llvm::StringRef before,
                                  llvm::StringRef after) {
  size_t prefix = 0;
  while (prefix < before.size() && prefix < after.size() &&
         before[prefix] == after[prefix])
    ++prefix;
  size_t suffix = 0;
  while (suffix < before.size() - prefix && suffix < after.size() - prefix &&
         before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
    ++suffix;
  llvm::SMRange range(
      llvm::SMLoc::getFromPointer(before.data() + prefix),
      llvm::SMLoc::getFromPointer(before.data() + before.size() - suffix));
  return {range, after.slice(prefix, after.size() - suffix).str()};
}

CheckedDocument FixApplier::check(llvm::StringRef text,
                                  const LayoutDocument &like) const {
  CheckedDocument checked;
  checked.doc = LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(text, like.getFilename()),
      like.getOptions());
  checked.issues = checkDocument(*checked.doc, policy);
  return checked;
}

bool FixApplier::apply(CheckedDocument &state, Selector select) {
  for (unsigned round = 0; round < kMaxRounds; ++round) {
    std::vector<TextEdit> edits;
    std::vector<AppliedFix> taken;
    /// An edit taken in this round, with the problem it fixes.
    struct TakenEdit {
      TextEdit edit;
      std::string code, place;
    };
    std::vector<TakenEdit> takenEdits;
    for (const SpecIssue &issue : state.issues) {
      if (issue.severity == Severity::Note || !select(issue))
        continue;
      auto fix = llvm::find_if(issue.fixes,
                               [](const Fix &f) { return f.isPreferred; });
      if (fix == issue.fixes.end()) {
        if (mode == Mode::AllOrNothing)
          return false;
        continue;
      }
      // The same edits as a fix taken already (one key reported against
      // two references): one fix, for both problems.
      if (llvm::all_of(fix->edits, [&](const TextEdit &edit) {
            return llvm::any_of(edits, [&](const TextEdit &other) {
              return sameEdit(edit, other);
            });
          })) {
        taken.push_back({issue.code, issue.scope, issue.key, fix->title});
        continue;
      }
      auto conflict = llvm::find_if(takenEdits, [&](const TakenEdit &other) {
        return llvm::any_of(fix->edits, [&](const TextEdit &edit) {
          return editsOverlap(edit, other.edit) && !sameEdit(edit, other.edit);
        });
      });
      if (conflict != takenEdits.end()) {
        if (mode == Mode::AllOrNothing)
          return false;
        conflicts.push_back({issue.code, issue.scope, issue.key,
                             "conflicts with the fix for " + conflict->code +
                                 " at " + conflict->place});
        continue;
      }
      for (const TextEdit &edit : fix->edits) {
        if (llvm::none_of(edits, [&](const TextEdit &other) {
              return sameEdit(edit, other);
            }))
          edits.push_back(edit);
        takenEdits.push_back({edit, issue.code,
                              std::to_string(issue.where.line) + ":" +
                                  std::to_string(issue.where.column)});
      }
      taken.push_back({issue.code, issue.scope, issue.key, fix->title});
    }
    if (edits.empty())
      return true;
    llvm::StringRef text = state.doc->getText();
    CheckedDocument next =
        check(applyEdits(text, text.data(), edits), *state.doc);
    // Never trade a document that parses for one that does not.
    if (!next.doc->isParsed() && state.doc->isParsed())
      return mode == Mode::BestEffort;
    state = std::move(next);
    applied.insert(applied.end(), taken.begin(), taken.end());
    ++rounds;
  }
  // Out of rounds: stable only if nothing selected is left.
  return mode == Mode::BestEffort ||
         llvm::none_of(state.issues, [&](const SpecIssue &issue) {
           return issue.severity != Severity::Note && select(issue);
         });
}
