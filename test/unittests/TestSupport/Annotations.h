//===- Annotations.h - Marked-up source for tests ---------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Test sources with markers, as in clangd's Annotations (LLVM 22's Debian
// package ships no llvm/Testing/Annotations): `^` marks a point, `[[` and
// `]]` a range, and `$name^` / `$name[[...]]` name them. The markers are
// removed from code().
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_TEST_ANNOTATIONS_H
#define MLIR_LAYOUT_TEST_ANNOTATIONS_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace layout {
namespace test {

/// A source text with marked points and ranges (byte offsets into code()).
class Annotations {
public:
  /// A half-open byte range [begin, end).
  using Range = std::pair<size_t, size_t>;

  /// Parses `text`, removing the markers.
  explicit Annotations(llvm::StringRef text);

  /// The text without markers.
  const std::string &code() const { return text; }
  /// The only point named `name` ("" for unnamed).
  size_t point(llvm::StringRef name = "") const;
  /// All points named `name`, in order.
  const std::vector<size_t> &points(llvm::StringRef name = "") const;
  /// The only range named `name` ("" for unnamed).
  Range range(llvm::StringRef name = "") const;
  /// All ranges named `name`, in order.
  const std::vector<Range> &ranges(llvm::StringRef name = "") const;

private:
  std::string text;
  llvm::StringMap<std::vector<size_t>> pointsByName;
  llvm::StringMap<std::vector<Range>> allRanges;
};

} // namespace test
} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TEST_ANNOTATIONS_H
