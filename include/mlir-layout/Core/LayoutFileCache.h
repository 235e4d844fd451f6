//===- LayoutFileCache.h - Layout files, loaded once ------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The declared layouts (`.mlir-layout.json`) that documents use, loaded once
// per file and reloaded when the file changes on disk (its modification time
// or size, or whether it exists). Thread-safe: documents rebuilt or checked
// on different threads share it. The command line and the language server
// both read their layout files through one.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_LAYOUTFILECACHE_H
#define MLIR_LAYOUT_CORE_LAYOUTFILECACHE_H

#include "mlir-layout/Core/LayoutRules.h"

#include "llvm/Support/Chrono.h"

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// Layout files by path.
class LayoutFileCache {
public:
  /// A layout file that was (re)loaded, with its problems (empty when it has
  /// none), for the caller to report.
  struct Reload {
    /// The layout file's path.
    std::string path;
    /// Its problems (bad rules are skipped; the others apply).
    std::vector<LayoutFileError> errors;
  };

  /// The rules for a document at `documentPath`: those of `explicitPath`
  /// when it is not empty, else of the nearest `.mlir-layout.json` above the
  /// document (none for standard input, `-`); null when there is none. When
  /// this call loaded the file, `reloaded` says so. `hadErrors`, if given,
  /// is set when the file the rules come from has problems, whichever call
  /// loaded it. `notes`, if given, gets one sentence for each
  /// `.mlir-layout.json` on the way that is not a regular file (a
  /// directory, a FIFO, a device) and is passed over: once per path for
  /// the cache's life.
  std::shared_ptr<const LayoutRules>
  getRulesFor(llvm::StringRef documentPath, const std::string &explicitPath,
              std::optional<Reload> &reloaded, bool *hadErrors = nullptr,
              std::vector<std::string> *notes = nullptr);

  /// Forgets every loaded file (they are read again on next use).
  void clear();

private:
  /// A loaded layout file, and the state on disk it was loaded from.
  struct Entry {
    bool exists = false;
    llvm::sys::TimePoint<> modified;
    uint64_t size = 0;
    std::shared_ptr<const LayoutRules> rules;
    bool hadErrors = false;
  };
  std::mutex mutex;
  std::map<std::string, Entry> entries;
  /// The passed-over paths already noted.
  std::set<std::string> noted;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_LAYOUTFILECACHE_H
