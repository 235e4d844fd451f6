// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Annotations.cpp - Marked-up source for tests -----------------------===//

#include "TestSupport/Annotations.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir::layout::test;

Annotations::Annotations(llvm::StringRef input) {
  std::vector<std::pair<std::string, size_t>> open;
  std::string name;
  for (size_t i = 0; i < input.size();) {
    char c = input[i];
    if (c == '$') {
      size_t j = i + 1;
      while (j < input.size() && (llvm::isAlnum(input[j]) || input[j] == '_'))
        ++j;
      name = input.slice(i + 1, j).str();
      i = j;
      continue;
    }
    if (c == '^') {
      pointsByName[name].push_back(text.size());
      name.clear();
      ++i;
      continue;
    }
    if (input.substr(i).starts_with("[[")) {
      open.push_back({name, text.size()});
      name.clear();
      i += 2;
      continue;
    }
    if (input.substr(i).starts_with("]]") && !open.empty()) {
      allRanges[open.back().first].push_back({open.back().second, text.size()});
      open.pop_back();
      i += 2;
      continue;
    }
    text += c;
    ++i;
  }
  if (!open.empty())
    llvm::report_fatal_error("unterminated [[ in test annotation");
}

size_t Annotations::point(llvm::StringRef name) const {
  auto it = pointsByName.find(name);
  if (it == pointsByName.end() || it->second.size() != 1)
    llvm::report_fatal_error("expected exactly one point named '" + name + "'");
  return it->second.front();
}

Annotations::Range Annotations::range(llvm::StringRef name) const {
  const std::vector<Range> &all = ranges(name);
  if (all.size() != 1)
    llvm::report_fatal_error("expected exactly one range named '" + name + "'");
  return all.front();
}

const std::vector<Annotations::Range> &
Annotations::ranges(llvm::StringRef name) const {
  static const std::vector<Range> empty;
  auto it = allRanges.find(name);
  return it == allRanges.end() ? empty : it->second;
}

const std::vector<size_t> &Annotations::points(llvm::StringRef name) const {
  auto it = pointsByName.find(name);
  if (it == pointsByName.end())
    llvm::report_fatal_error("no point named '" + name + "'");
  return it->second;
}
