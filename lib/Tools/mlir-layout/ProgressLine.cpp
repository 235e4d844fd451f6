// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ProgressLine.cpp - A progress line for long runs on a terminal -----===//

#include "ProgressLine.h"

using namespace mlir::layout;

/// Back to the start of the line, then clear it (VT100 "erase in line").
static constexpr const char *kClearLine = "\r\x1b[K";

ProgressLine::ProgressLine(llvm::raw_ostream &os, size_t total, bool enabled)
    : os(os), total(total), enabled(enabled) {
  std::lock_guard<std::mutex> lock(mutex);
  draw();
}

ProgressLine::~ProgressLine() {
  if (!enabled)
    return;
  os << kClearLine;
  os.flush();
}

void ProgressLine::fileDone(size_t found) {
  std::lock_guard<std::mutex> lock(mutex);
  ++done;
  problems += found;
  draw();
}

void ProgressLine::draw() {
  if (!enabled)
    return;
  os << kClearLine << "mlir-layout: checked " << done << "/" << total
     << " files, " << problems << (problems == 1 ? " problem" : " problems");
  os.flush();
}
