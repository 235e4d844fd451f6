//===- FileRewrite.h - Replacing a user's file safely -----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// How `check --fix` reads and rewrites a file: only regular files (through
// symlinks, the target is the file rewritten), never a read-only file or
// one with several hard links; the new text goes to a temporary file in the
// same directory with the original's mode and owner, and replaces the file
// by a rename only if the file on disk is still the one that was read (same
// identity, size, modification time and content). docs/reliability.md lists
// these guarantees and the tests that hold them.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_TOOLS_FILEREWRITE_H
#define MLIR_LAYOUT_TOOLS_FILEREWRITE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <string>

namespace mlir {
namespace layout {

/// A file read to be fixed, with what identifies it on disk.
struct FileToFix {
  /// The path as the user gave it.
  std::string path;
  /// The file that is read and replaced: `path` with symlinks resolved.
  std::string target;
  /// Its content when read.
  std::unique_ptr<llvm::MemoryBuffer> buffer;
  /// Its status when read.
  llvm::sys::fs::file_status status;
};

/// Reads `path` for fixing. Fails with a clear message when it does not
/// exist, is not a regular file (a FIFO, a device, a directory) or cannot
/// be read.
llvm::Expected<FileToFix> readFileToFix(llvm::StringRef path);

/// Replaces `file`'s content by `newText`: fails, leaving the file as it is,
/// when it is read-only, has more than one hard link (a rename would split
/// them), its directory is not writable, or it changed or vanished on disk
/// since it was read. `beforeReplace` runs right before that last check
/// (a test hook; see `MLIR_LAYOUT_TEST_BEFORE_REPLACE` in CheckCommand.cpp).
llvm::Error replaceFileContent(const FileToFix &file, llvm::StringRef newText,
                               llvm::function_ref<void()> beforeReplace);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TOOLS_FILEREWRITE_H
