// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RealWorldFixPropertyTest.cpp - Fixes on real files -----------------===//
//
// The fix property (FixProperty.h) over every `.mlir` file under
// test/RealWorld/Inputs, found at run time (none there: the test says so
// and passes). Each file is split at `// -----` like `--split-input-file`
// (SplitInput), each chunk checked under relax. At most kFixedIssuesPerFile
// issues with fixes per file are verified and tried, so the test stays
// quick.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/FixProperty.h"
#include "TestSupport/TestDocument.h"

#include "mlir-layout/Core/SplitDocument.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <iostream>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// The most issues with fixes per file whose fixes are verified and tried.
constexpr size_t kFixedIssuesPerFile = 40;

/// Tries the fixes of up to `budget` issues of one chunk of `path`, parsed
/// as `doc`; returns how many issues it took.
size_t tryChunk(const InputChunk &chunk, const std::string &path,
                std::unique_ptr<LayoutDocument> doc, size_t budget,
                unsigned &fixesTried) {
  std::vector<SpecIssue> issues =
      checkDocument(*doc, CompatibilityPolicy::Relax);
  std::vector<SpecIssue> verified = issues;
  std::vector<SpecIssue *> selected;
  for (SpecIssue &issue : verified)
    if (!issue.fixes.empty() && selected.size() < budget)
      selected.push_back(&issue);
  verifyFixesOf(*doc, CompatibilityPolicy::Relax, issues, selected);
  for (SpecIssue *issue : selected)
    for (const Fix &fix : issue->fixes) {
      ++fixesTried;
      expectFixDoesWhatItSays(*doc, issues, CompatibilityPolicy::Relax, *issue,
                              fix,
                              path + " (chunk at line " +
                                  std::to_string(chunk.firstLine + 1) + ")");
    }
  return selected.size();
}
} // namespace

TEST(RealWorldFixProperty, EveryFixOfRealFilesDoesWhatItSays) {
  std::string dir =
      std::string(MLIR_LAYOUT_SOURCE_DIR) + "/test/RealWorld/Inputs";
  std::vector<std::string> files = findMlirFiles(dir);
  if (files.empty()) {
    std::cerr << "real-world fix property: no .mlir files under " << dir
              << "\n";
    return;
  }
  unsigned fixesTried = 0;
  for (const std::string &path : files) {
    auto buffer = llvm::MemoryBuffer::getFile(path);
    ASSERT_TRUE(bool(buffer)) << path;
    size_t budget = kFixedIssuesPerFile;
    parseChunks(
        splitInputFile((*buffer)->getBuffer()), path, {},
        [&](const InputChunk &chunk, std::unique_ptr<LayoutDocument> doc) {
          if (budget)
            budget -= tryChunk(chunk, path, std::move(doc), budget, fixesTried);
        });
  }
  // Real files with fixable problems exist there: not a vacuous pass.
  EXPECT_GT(fixesTried, 0u);
  std::cerr << "real-world fix property: " << files.size() << " files, "
            << fixesTried << " fixes applied and re-checked\n";
}
