//===- ParsedVersions.h - The last two parsed versions ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What `mlirLayout/changes` compares: the text of the last two versions of
// an open document whose every chunk parsed, with what each chunk's layouts
// depend on (Features/LayoutDiff.h, getLayoutInputs), so that an edit that
// changes no spec is answered without parsing the older text again. Only
// texts are kept, not snapshots: the older side is parsed when asked.
// Thread-safe.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SERVER_PARSEDVERSIONS_H
#define MLIR_LAYOUT_SERVER_PARSEDVERSIONS_H

#include "Protocol.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// One version of a document whose every chunk parsed.
struct ParsedVersion {
  /// The document version.
  int64_t version = 0;
  /// Its text.
  std::string text;
  /// getLayoutInputs of each chunk, in order.
  std::vector<std::string> inputs;
};

/// The last two parsed versions of one document and the last answer
/// comparing them.
class ParsedVersions {
public:
  /// The previous and the newest parsed version (either may be null).
  struct Pair {
    /// The version parsed before `newest`.
    std::shared_ptr<const ParsedVersion> previous;
    /// The newest parsed version.
    std::shared_ptr<const ParsedVersion> newest;
  };

  /// Records a version that parsed: the newest becomes the previous one.
  /// Versions not newer than the newest are ignored.
  void record(ParsedVersion version);
  /// Forgets every version (the document was opened again).
  void clear();
  /// The two versions.
  Pair get() const;
  /// The answer comparing exactly `pair`'s versions, if one was kept.
  std::optional<LayoutChangesResult> getAnswer(const Pair &pair) const;
  /// Keeps `answer`, computed for `pair`.
  void keepAnswer(const Pair &pair, LayoutChangesResult answer);

private:
  mutable std::mutex mutex;
  Pair versions;
  /// The versions the kept answer compares.
  Pair answered;
  std::optional<LayoutChangesResult> answer;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SERVER_PARSEDVERSIONS_H
