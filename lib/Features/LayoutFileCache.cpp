// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutFileCache.cpp - Layout files, loaded once --------------------===//

#include "mlir-layout/Features/LayoutFileCache.h"

#include "llvm/Support/FileSystem.h"

using namespace mlir;
using namespace mlir::layout;

std::shared_ptr<const LayoutRules>
LayoutFileCache::getRulesFor(llvm::StringRef documentPath,
                             const std::string &explicitPath,
                             std::optional<Reload> &reloaded) {
  reloaded.reset();
  std::optional<std::string> path =
      explicitPath.empty() ? LayoutRules::findFor(documentPath)
                           : std::optional<std::string>(explicitPath);
  if (!path)
    return nullptr;
  llvm::sys::fs::file_status status;
  bool exists = !llvm::sys::fs::status(*path, status);
  std::lock_guard<std::mutex> lock(mutex);
  auto it = entries.find(*path);
  if (it != entries.end() && exists &&
      it->second.modified == status.getLastModificationTime() &&
      it->second.size == status.getSize())
    return it->second.rules;
  reloaded.emplace();
  reloaded->path = *path;
  std::shared_ptr<const LayoutRules> rules =
      LayoutRules::load(*path, reloaded->errors);
  entries[*path] = {exists ? status.getLastModificationTime()
                           : llvm::sys::TimePoint<>(),
                    exists ? status.getSize() : 0, rules};
  return rules;
}

void LayoutFileCache::clear() {
  std::lock_guard<std::mutex> lock(mutex);
  entries.clear();
}
