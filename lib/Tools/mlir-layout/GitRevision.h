//===- GitRevision.h - A file's text at a git revision ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// `mlir-layout diff --rev REV FILE` compares FILE with its version at REV.
// Git runs as a program (found on PATH, no shell) from FILE's directory, its
// output going to a temporary file.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_TOOLS_GITREVISION_H
#define MLIR_LAYOUT_TOOLS_GITREVISION_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>

namespace mlir {
namespace layout {

/// The text of `path` (a file in a git work tree) at revision `revision`,
/// as git would check it out (its filters and line-end conversion applied),
/// in a buffer named `REV:PATH` with PATH relative to the repository's top
/// level. An error saying why not: git is not on PATH, `path` is not in a
/// git work tree, the revision does not exist, or the file is not in it
/// (then `missing`, if given, is set).
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readFileAtRevision(llvm::StringRef path, llvm::StringRef revision,
                   bool *missing = nullptr);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TOOLS_GITREVISION_H
