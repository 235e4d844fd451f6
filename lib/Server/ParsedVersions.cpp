// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ParsedVersions.cpp - The last two parsed versions of a file --------===//

#include "ParsedVersions.h"

using namespace mlir;
using namespace mlir::layout;

void ParsedVersions::record(ParsedVersion version) {
  std::lock_guard<std::mutex> lock(mutex);
  if (versions.newest && versions.newest->version >= version.version)
    return;
  versions.previous = std::move(versions.newest);
  versions.newest = std::make_shared<const ParsedVersion>(std::move(version));
}

void ParsedVersions::clear() {
  std::lock_guard<std::mutex> lock(mutex);
  versions = {};
  answered = {};
  answer.reset();
}

ParsedVersions::Pair ParsedVersions::get() const {
  std::lock_guard<std::mutex> lock(mutex);
  return versions;
}

std::optional<LayoutChangesResult>
ParsedVersions::getAnswer(const Pair &pair) const {
  std::lock_guard<std::mutex> lock(mutex);
  if (answer && answered.previous == pair.previous &&
      answered.newest == pair.newest)
    return answer;
  return std::nullopt;
}

void ParsedVersions::keepAnswer(const Pair &pair, LayoutChangesResult result) {
  std::lock_guard<std::mutex> lock(mutex);
  answered = pair;
  answer = std::move(result);
}
