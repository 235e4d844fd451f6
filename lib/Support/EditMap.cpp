// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- EditMap.cpp - Offsets through the edits made since a parse ---------===//

#include "mlir-layout/Support/EditMap.h"

#include <algorithm>

using namespace mlir::layout;

/// True when `text` has something other than whitespace.
static bool hasTokens(llvm::StringRef text) { return !text.trim().empty(); }

/// True when `text` has a character that can restructure the text around
/// it: braces (regions, attribute dictionaries), quotes (strings) or
/// slashes (comments).
static bool hasStructure(llvm::StringRef text) {
  return text.find_first_of("{}\"/") != llvm::StringRef::npos;
}

void EditMap::replace(size_t offset, llvm::StringRef removed,
                      llvm::StringRef inserted) {
  replace(offset, removed.size(), inserted.size(),
          hasTokens(removed) || hasTokens(inserted),
          hasStructure(removed) || hasStructure(inserted),
          removed.count('\n') != inserted.count('\n'));
}

void EditMap::replaceChanged(size_t offset, llvm::StringRef removed,
                             llvm::StringRef inserted) {
  size_t prefix = 0, shorter = std::min(removed.size(), inserted.size());
  while (prefix < shorter && removed[prefix] == inserted[prefix])
    ++prefix;
  if (prefix == removed.size() && prefix == inserted.size())
    return;
  size_t suffix = 0;
  while (suffix < shorter - prefix &&
         removed[removed.size() - 1 - suffix] ==
             inserted[inserted.size() - 1 - suffix])
    ++suffix;
  replace(offset + prefix, removed.drop_front(prefix).drop_back(suffix),
          inserted.drop_front(prefix).drop_back(suffix));
}

void EditMap::replace(size_t offset, size_t removedLength,
                      size_t insertedLength, bool changesTokens,
                      bool changesStructure, bool changesLines) {
  size_t end = offset + removedLength;
  // The hunks the edit overlaps or touches merge with it.
  auto first = std::find_if(hunks.begin(), hunks.end(), [&](const EditHunk &h) {
    return h.newEnd() >= offset;
  });
  auto last = first;
  while (last != hunks.end() && last->newStart <= end)
    ++last;
  // Offsets before `first` are shifted by the hunks before it.
  auto deltaBefore = [&](std::vector<EditHunk>::iterator it) {
    long long delta = 0;
    for (auto h = hunks.begin(); h != it; ++h)
      delta += (long long)h->newLength - (long long)h->oldLength;
    return delta;
  };
  EditHunk merged;
  merged.changesTokens = changesTokens;
  merged.changesStructure = changesStructure;
  merged.changesLines = changesLines;
  size_t newStart = offset, newEnd = end;
  long long before = deltaBefore(first);
  size_t oldStart = size_t((long long)offset - before);
  size_t oldEnd = size_t((long long)end - before);
  if (first != last) {
    const EditHunk &lastHunk = *(last - 1);
    if (first->newStart <= offset) {
      newStart = first->newStart;
      oldStart = first->oldStart;
    }
    long long after = before;
    for (auto h = first; h != last; ++h) {
      after += (long long)h->newLength - (long long)h->oldLength;
      merged.changesTokens |= h->changesTokens;
      merged.changesStructure |= h->changesStructure;
      merged.changesLines |= h->changesLines;
    }
    if (lastHunk.newEnd() >= end) {
      newEnd = lastHunk.newEnd();
      oldEnd = lastHunk.oldEnd();
    } else {
      oldEnd = size_t((long long)end - after);
    }
  }
  merged.oldStart = oldStart;
  merged.oldLength = oldEnd - oldStart;
  merged.newStart = newStart;
  merged.newLength = newEnd - newStart - removedLength + insertedLength;
  long long shift = (long long)insertedLength - (long long)removedLength;
  auto next = hunks.erase(first, last);
  for (auto h = next; h != hunks.end(); ++h)
    h->newStart = size_t((long long)h->newStart + shift);
  if (merged.oldLength || merged.newLength)
    hunks.insert(next, merged);
}

void EditMap::append(const EditMap &later) {
  // Replaying `later`'s hunks in order: hunk k's old region starts at its
  // new start once the hunks before it are applied.
  for (const EditHunk &h : later.hunks)
    replace(h.newStart, h.oldLength, h.newLength, h.changesTokens,
            h.changesStructure, h.changesLines);
}

bool EditMap::changesLines() const {
  return llvm::any_of(hunks, [](const EditHunk &h) { return h.changesLines; });
}

std::optional<size_t> EditMap::toOld(size_t offset) const {
  long long delta = 0;
  for (const EditHunk &h : hunks) {
    if (offset < h.newStart)
      break;
    if (offset < h.newEnd())
      return std::nullopt;
    delta += (long long)h.newLength - (long long)h.oldLength;
  }
  return size_t((long long)offset - delta);
}

size_t EditMap::toOldWidened(size_t offset, bool toStart) const {
  long long delta = 0;
  for (const EditHunk &h : hunks) {
    if (offset < h.newStart)
      break;
    if (offset < h.newEnd())
      return toStart ? h.oldStart : h.oldEnd();
    delta += (long long)h.newLength - (long long)h.oldLength;
  }
  return size_t((long long)offset - delta);
}

std::optional<size_t> EditMap::toNew(size_t offset) const {
  long long delta = 0;
  for (const EditHunk &h : hunks) {
    if (offset < h.oldStart)
      break;
    if (offset < h.oldEnd())
      return std::nullopt;
    delta += (long long)h.newLength - (long long)h.oldLength;
  }
  return size_t((long long)offset + delta);
}

bool EditMap::touchesOld(size_t begin, size_t end) const {
  return llvm::any_of(hunks, [&](const EditHunk &h) {
    return h.oldStart <= end && h.oldEnd() >= begin;
  });
}

std::optional<std::pair<size_t, size_t>> EditMap::rangeToNew(size_t begin,
                                                             size_t end) const {
  if (touchesOld(begin, end))
    return std::nullopt;
  return std::make_pair(*toNew(begin), *toNew(end));
}

std::optional<std::pair<size_t, size_t>> EditMap::spanToNew(size_t begin,
                                                            size_t end) const {
  if (touchesOld(begin, begin) || touchesOld(end, end))
    return std::nullopt;
  return std::make_pair(*toNew(begin), *toNew(end));
}
