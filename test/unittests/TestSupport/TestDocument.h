//===- TestDocument.h - Parsing test sources --------------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#ifndef MLIR_LAYOUT_TEST_TESTDOCUMENT_H
#define MLIR_LAYOUT_TEST_TESTDOCUMENT_H

#include "mlir-layout/Core/LayoutDocument.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace layout {
namespace test {

/// Parses `code` as a document named "test.mlir".
inline std::unique_ptr<LayoutDocument> parseDocument(llvm::StringRef code) {
  return LayoutDocument::parse(
      llvm::MemoryBuffer::getMemBufferCopy(code, "test.mlir"));
}

/// The [begin, end) byte offsets of `range` in `doc`.
inline std::pair<size_t, size_t> offsets(const LayoutDocument &doc,
                                         llvm::SMRange range) {
  return {doc.getOffset(range.Start), doc.getOffset(range.End)};
}

/// The `.mlir` files under `dir`, sorted.
inline std::vector<std::string> findMlirFiles(llvm::StringRef dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (llvm::sys::fs::recursive_directory_iterator it(dir, ec), end;
       it != end && !ec; it.increment(ec))
    if (llvm::sys::path::extension(it->path()) == ".mlir")
      files.push_back(it->path());
  llvm::sort(files);
  return files;
}

} // namespace test
} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TEST_TESTDOCUMENT_H
