// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SourceLocator.cpp - Source ranges as file lines and columns --------===//
//
// SourceLocator (declared in ScopeTree.h), below the scope tree and the
// readers it calls (TargetSystem.cpp), which all locate what they read.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Core/ScopeTree.h"

#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;

SourcePos SourceLocator::locate(SMRange range) const {
  SourcePos pos;
  pos.range = range;
  if (!range.Start.isValid())
    return pos;
  unsigned bufferId = sourceMgr.FindBufferContainingLoc(range.Start);
  if (bufferId == 0)
    return pos;
  auto [line, column] = sourceMgr.getLineAndColumn(range.Start, bufferId);
  pos.line = line + lineOffset;
  pos.column = column;
  return pos;
}

SMLoc SourceLocator::find(unsigned line, unsigned column) const {
  if (line == 0 || column == 0)
    return SMLoc();
  // FindLocForLineAndColumn only fills a lazily built line-offset cache.
  auto &mgr = const_cast<llvm::SourceMgr &>(sourceMgr);
  return mgr.FindLocForLineAndColumn(mgr.getMainFileID(), line, column);
}

llvm::StringRef SourceLocator::getText() const {
  return sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer();
}
