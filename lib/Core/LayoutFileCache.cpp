// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutFileCache.cpp - Layout files, loaded once --------------------===//

#include "mlir-layout/Core/LayoutFileCache.h"

#include "llvm/Support/FileSystem.h"

using namespace mlir;
using namespace mlir::layout;

std::shared_ptr<const LayoutRules>
LayoutFileCache::getRulesFor(llvm::StringRef documentPath,
                             const std::string &explicitPath,
                             std::optional<Reload> &reloaded, bool *hadErrors,
                             std::vector<std::string> *notes) {
  reloaded.reset();
  std::optional<std::string> path;
  std::vector<std::string> notFiles;
  if (!explicitPath.empty())
    path = explicitPath;
  else if (documentPath != "-")
    path = LayoutRules::findFor(documentPath, &notFiles);
  if (notes && !notFiles.empty()) {
    std::lock_guard<std::mutex> lock(mutex);
    for (const std::string &notFile : notFiles)
      if (noted.insert(notFile).second)
        notes->push_back(notFile +
                         " is not a regular file (a directory, FIFO or "
                         "device): it is not read as a layout file");
  }
  if (!path)
    return nullptr;
  llvm::sys::fs::file_status status;
  bool exists = !llvm::sys::fs::status(*path, status);
  std::lock_guard<std::mutex> lock(mutex);
  auto it = entries.find(*path);
  // A file that is still missing is unchanged too: its error is reported
  // once, until it appears.
  if (it != entries.end() && it->second.exists == exists &&
      (!exists || (it->second.modified == status.getLastModificationTime() &&
                   it->second.size == status.getSize()))) {
    if (hadErrors)
      *hadErrors = it->second.hadErrors;
    return it->second.rules;
  }
  reloaded.emplace();
  reloaded->path = *path;
  Entry &entry = entries[*path];
  entry.rules = LayoutRules::load(*path, reloaded->errors);
  entry.exists = exists;
  entry.modified =
      exists ? status.getLastModificationTime() : llvm::sys::TimePoint<>();
  entry.size = exists ? status.getSize() : 0;
  entry.hadErrors = !reloaded->errors.empty();
  if (hadErrors)
    *hadErrors = entry.hadErrors;
  return entry.rules;
}

void LayoutFileCache::clear() {
  std::lock_guard<std::mutex> lock(mutex);
  entries.clear();
}
