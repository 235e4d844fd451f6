//===- ProgressLine.h - A progress line on a terminal -----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `check` over many files shows, on a terminal, one line that it rewrites
// as files are done ("mlir-layout: checked 3/10 files, 2 problems") and
// erases at the end, so the output that follows is what it would be without
// it. When stderr is not a terminal (a pipe, a file, CI logs) nothing is
// written.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_TOOLS_PROGRESSLINE_H
#define MLIR_LAYOUT_TOOLS_PROGRESSLINE_H

#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <mutex>

namespace mlir {
namespace layout {

/// Files done and problems found so far, on one rewritten line of `os`.
class ProgressLine {
public:
  /// Shows the line on `os` for `total` files when `enabled` (the caller
  /// passes whether `os` is a terminal and there is more than one file).
  ProgressLine(llvm::raw_ostream &os, size_t total, bool enabled);
  /// Erases the line.
  ~ProgressLine();
  ProgressLine(const ProgressLine &) = delete;
  ProgressLine &operator=(const ProgressLine &) = delete;

  /// One more file is done, with `problems` errors and warnings; callable
  /// from any thread.
  void fileDone(size_t problems);

private:
  /// Rewrites the line (the mutex held).
  void draw();

  llvm::raw_ostream &os;
  size_t total;
  bool enabled;
  std::mutex mutex;
  size_t done = 0;
  size_t problems = 0;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TOOLS_PROGRESSLINE_H
