//===- VersionDiff.h - What changed between two versions --------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The "what changed" of an editor: two versions of one document, each
// given by the layout inputs of its `// -----` chunks, compared chunk by
// chunk (LayoutDiff.h). The documents are asked for only when the inputs
// differ. Plain data; Render words it (DiffRender.h).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_VERSIONDIFF_H
#define MLIR_LAYOUT_FEATURES_VERSIONDIFF_H

#include "mlir-layout/Features/LayoutDiff.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir {
namespace layout {

/// How comparing two versions came out.
struct VersionDiff {
  /// The outcomes.
  enum class Outcome {
    /// Compared: `diff` holds what changed (nothing when the inputs match).
    Compared,
    /// Not compared: the versions have different numbers of chunks.
    ChunkCountsDiffer,
    /// Not compared: a version's chunks no longer parse.
    NoLongerParses,
  };
  /// The outcome.
  Outcome outcome = Outcome::Compared;
  /// The numbers of chunks of the older and the newer version.
  size_t oldChunks = 0, newChunks = 0;
  /// What changed, when compared.
  LayoutDiff diff;
};

/// The parsed documents of the chunks of the older (`newer` false) or the
/// newer version, in order; std::nullopt when one does not parse. They must
/// live until compareVersions returns.
using VersionDocuments =
    llvm::function_ref<std::optional<std::vector<LayoutDocument *>>(
        bool newer)>;

/// Compares two versions given by getLayoutInputs of their chunks:
/// different numbers of chunks are not compared; the same inputs mean the
/// same layouts (no document is asked for); otherwise both sides'
/// `documents` are compared with diffChunks.
VersionDiff compareVersions(llvm::ArrayRef<std::string> oldInputs,
                            llvm::ArrayRef<std::string> newInputs,
                            VersionDocuments documents);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_VERSIONDIFF_H
