// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PositionAnswers.cpp - Answers at a client position -----------------===//

#include "PositionAnswers.h"

#include "mlir-layout/Features/EditedText.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

namespace {
/// What the snapshot says at a place of untouched text.
enum class AtPlace {
  /// An answer that survives the edits.
  Answered,
  /// Nothing there.
  Nothing,
  /// The text there changed: the rebuild must answer.
  Changed,
};
} // namespace

/// True when an edit touches the place itself.
static bool isNextToEdit(const SnapshotView::Place &place) {
  size_t at = place.chunk->getDocument().getOffset(place.loc);
  return llvm::any_of(place.hunks, [&](const EditHunk &h) {
    return h.oldStart <= at && at <= h.oldEnd();
  });
}

/// The answer at client position `pos` of `view`: `fromSnapshot(place,
/// answer)` in untouched text (it checks that its answer survives the
/// edits), `fromDraft(document, layout, range)` for a type written in
/// changed text,
/// laid out in the scope the snapshot has there (also when the snapshot is
/// the last version that parsed: the answer says so).
template <typename T>
static PositionAnswer<T> answerAt(
    const SnapshotView &view, const lsp::Position &pos, bool mayWait,
    llvm::function_ref<AtPlace(const SnapshotView::Place &, std::optional<T> &)>
        fromSnapshot,
    llvm::function_ref<T(LayoutDocument &, const DraftLayout &, lsp::Range)>
        fromDraft) {
  PositionAnswer<T> giveUp;
  giveUp.needsRebuild = mayWait && view.isRebuildPending();
  // Nothing parsed yet, or the newest text does not parse but its rebuild
  // may: wait.
  if (!view.getSnapshot() || (view.getChangesAgo() && giveUp.needsRebuild))
    return giveUp;
  std::optional<size_t> offset = view.toDraftOffset(pos);
  if (!offset)
    return giveUp;
  if (std::optional<SnapshotView::Place> place = view.locate(*offset)) {
    PositionAnswer<T> answer;
    AtPlace outcome = fromSnapshot(*place, answer.value);
    if (outcome == AtPlace::Answered)
      return answer;
    if (outcome == AtPlace::Nothing || view.isCurrent())
      return PositionAnswer<T>();
  }
  // In changed text: a type written there, in the scope around the edit
  // when no edit can change that scope.
  if (auto edit = view.locateEdit(*offset)) {
    const SnapshotView::Place &place = edit->first;
    if (std::optional<DraftLayout> layout =
            getLayoutInDraft(place.chunk->getDocument(), edit->second,
                             view.getDraftText(), *offset, place.hunks))
      return PositionAnswer<T>{
          fromDraft(place.chunk->getDocument(), *layout,
                    view.toClientRange(layout->begin, layout->end)),
          false};
  }
  return giveUp;
}

PositionAnswer<HoverAnswer> mlir::layout::findHoverAt(const SnapshotView &view,
                                                      const lsp::Position &pos,
                                                      bool mayWait) {
  auto fromSnapshot = [&](const SnapshotView::Place &place,
                          std::optional<HoverAnswer> &answer) {
    LayoutDocument &document = place.chunk->getDocument();
    std::optional<HoverInfo> info =
        getHover(document, place.chunk->getLLVMLayouts(), place.loc);
    if (!info)
      return isNextToEdit(place) ? AtPlace::Changed : AtPlace::Nothing;
    if (!hoverSurvives(document, place.loc, *info, place.hunks,
                       view.getTrust()))
      return AtPlace::Changed;
    std::optional<lsp::Range> range =
        view.toClientRange(*place.chunk, info->range);
    if (!range)
      return AtPlace::Changed;
    info->fromParsedChangesAgo = view.getChangesAgo();
    answer = HoverAnswer{*range, std::move(*info)};
    return AtPlace::Answered;
  };
  auto fromDraft = [&](LayoutDocument &, const DraftLayout &layout,
                       lsp::Range range) {
    HoverInfo info{llvm::SMRange(), layout.result, std::nullopt, std::nullopt};
    info.fromParsedChangesAgo = view.getChangesAgo();
    return HoverAnswer{range, std::move(info)};
  };
  return answerAt<HoverAnswer>(view, pos, mayWait, fromSnapshot, fromDraft);
}

PositionAnswer<LayoutAnswer>
mlir::layout::findLayoutAt(const SnapshotView &view, const lsp::Position &pos,
                           bool mayWait) {
  auto fromSnapshot = [&](const SnapshotView::Place &place,
                          std::optional<LayoutAnswer> &answer) {
    LayoutDocument &document = place.chunk->getDocument();
    std::optional<LayoutAt> at = getLayoutAt(document, place.loc);
    if (!at)
      return isNextToEdit(place) ? AtPlace::Changed : AtPlace::Nothing;
    HoverInfo info{at->range, at->result, std::nullopt, std::nullopt};
    if (!hoverSurvives(document, place.loc, info, place.hunks, view.getTrust()))
      return AtPlace::Changed;
    std::optional<lsp::Range> range =
        view.toClientRange(*place.chunk, at->range);
    if (!range)
      return AtPlace::Changed;
    answer = LayoutAnswer{*range,    at->result, view.getChangesAgo(),
                          &document, at->scope,  at->type};
    return AtPlace::Answered;
  };
  auto fromDraft = [&](LayoutDocument &document, const DraftLayout &layout,
                       lsp::Range range) {
    return LayoutAnswer{range,     layout.result, view.getChangesAgo(),
                        &document, layout.scope,  layout.type};
  };
  return answerAt<LayoutAnswer>(view, pos, mayWait, fromSnapshot, fromDraft);
}
