// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutFileCacheTest.cpp - Layout files, loaded once ----------------===//

#include "mlir-layout/Core/LayoutFileCache.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace mlir::layout;

namespace {
/// A fresh directory, removed with everything in it at the end of the test.
class TempDir {
public:
  TempDir() {
    EXPECT_FALSE(
        llvm::sys::fs::createUniqueDirectory("layout-file-cache", path));
  }
  ~TempDir() { llvm::sys::fs::remove_directories(path); }
  /// `name` inside the directory.
  std::string file(llvm::StringRef name) const {
    llvm::SmallString<128> result(path);
    llvm::sys::path::append(result, name);
    return std::string(result);
  }

private:
  llvm::SmallString<128> path;
};

void write(const std::string &path, llvm::StringRef text) {
  std::error_code error;
  llvm::raw_fd_ostream os(path, error);
  ASSERT_FALSE(error) << error.message();
  os << text;
}

constexpr llvm::StringLiteral kGood =
    R"({"types": [{"match": "!d.t", "size": 4, "abi": 4}]})";
constexpr llvm::StringLiteral kBad =
    R"({"types": [{"match": "!d.t", "size": 4, "abi": 4},
                  {"match": "!d.bad", "struct": []}]})";

TEST(LayoutFileCache, LoadsTheNearestFileOnceAndReloadsWhenItChanges) {
  TempDir dir;
  write(dir.file(".mlir-layout.json"), kGood);
  LayoutFileCache cache;
  std::optional<LayoutFileCache::Reload> reloaded;
  bool hadErrors = true;
  auto rules = cache.getRulesFor(dir.file("a.mlir"), "", reloaded, &hadErrors);
  ASSERT_TRUE(rules);
  EXPECT_TRUE(rules->resolve("!d.t"));
  ASSERT_TRUE(reloaded);
  EXPECT_EQ(reloaded->path, dir.file(".mlir-layout.json"));
  EXPECT_TRUE(reloaded->errors.empty());
  EXPECT_FALSE(hadErrors);

  // Another document beside it: the same rules, not loaded again.
  EXPECT_EQ(cache.getRulesFor(dir.file("b.mlir"), "", reloaded), rules);
  EXPECT_FALSE(reloaded);

  // A change of size is a new file: loaded again, its errors reported once
  // and remembered for every later caller.
  write(dir.file(".mlir-layout.json"), kBad);
  auto changed =
      cache.getRulesFor(dir.file("a.mlir"), "", reloaded, &hadErrors);
  ASSERT_TRUE(reloaded);
  EXPECT_EQ(reloaded->errors.size(), 1u);
  EXPECT_TRUE(hadErrors);
  EXPECT_NE(changed, rules);
  hadErrors = false;
  EXPECT_EQ(cache.getRulesFor(dir.file("b.mlir"), "", reloaded, &hadErrors),
            changed);
  EXPECT_FALSE(reloaded);
  EXPECT_TRUE(hadErrors);

  // clear() forgets it.
  cache.clear();
  cache.getRulesFor(dir.file("a.mlir"), "", reloaded);
  EXPECT_TRUE(reloaded);
}

TEST(LayoutFileCache, AnExplicitPathWinsAndAMissingOneIsReportedOnce) {
  TempDir dir;
  write(dir.file(".mlir-layout.json"), kGood);
  std::string other = dir.file("other.json");
  LayoutFileCache cache;
  std::optional<LayoutFileCache::Reload> reloaded;
  bool hadErrors = false;
  EXPECT_FALSE(
      cache.getRulesFor(dir.file("a.mlir"), other, reloaded, &hadErrors));
  ASSERT_TRUE(reloaded);
  EXPECT_EQ(reloaded->path, other);
  ASSERT_EQ(reloaded->errors.size(), 1u);
  EXPECT_TRUE(hadErrors);
  // Still missing: unchanged, nothing to report again.
  hadErrors = false;
  EXPECT_FALSE(
      cache.getRulesFor(dir.file("a.mlir"), other, reloaded, &hadErrors));
  EXPECT_FALSE(reloaded);
  EXPECT_TRUE(hadErrors);
  // Once it exists it is read.
  write(other, kGood);
  EXPECT_TRUE(
      cache.getRulesFor(dir.file("a.mlir"), other, reloaded, &hadErrors));
  ASSERT_TRUE(reloaded);
  EXPECT_TRUE(reloaded->errors.empty());
  EXPECT_FALSE(hadErrors);
}

TEST(LayoutFileCache, StandardInputHasNoNearestFile) {
  LayoutFileCache cache;
  std::optional<LayoutFileCache::Reload> reloaded;
  EXPECT_FALSE(cache.getRulesFor("-", "", reloaded));
  EXPECT_FALSE(reloaded);
}
} // namespace
