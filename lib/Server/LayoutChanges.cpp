// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutChanges.cpp - What changed between versions ------------------===//

#include "LayoutChanges.h"

#include "mlir-layout/Features/VersionDiff.h"
#include "mlir-layout/Render/DiffRender.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

/// "version 5" of a document.
static std::string versionName(int64_t version) {
  return "version " + std::to_string(version);
}

/// The documents of `snapshot`'s chunks; std::nullopt when one does not
/// parse.
static std::optional<std::vector<LayoutDocument *>>
documentsOf(const Snapshot &snapshot) {
  if (snapshot.countUnparsed())
    return std::nullopt;
  std::vector<LayoutDocument *> docs;
  for (const Chunk &chunk : snapshot.chunks)
    docs.push_back(&chunk.getDocument());
  return docs;
}

/// Compares the two versions of `pair` (both recorded); `newest` is the
/// installed snapshot of the newer one, if still at hand. The caller holds
/// the document's request lock.
static LayoutChangesResult
compareRecorded(const ParsedVersions::Pair &pair,
                const std::shared_ptr<const Snapshot> &newest,
                const lsp::URIForFile &uri, const DocumentOptions &options) {
  // The snapshots parsed for the comparison live until it returns.
  std::shared_ptr<const Snapshot> sides[2];
  auto documents = [&](bool newer) {
    const ParsedVersion &version = newer ? *pair.newest : *pair.previous;
    std::shared_ptr<const Snapshot> &side = sides[newer];
    side = newer && newest && newest->version == version.version
               ? newest
               : Snapshot::build(uri.file(), version.text, version.version,
                                 CompatibilityPolicy::Off, options,
                                 /*check=*/false);
    return documentsOf(*side);
  };
  VersionDiff compared =
      compareVersions(pair.previous->inputs, pair.newest->inputs, documents);
  LayoutChangesResult result;
  result.oldVersion = pair.previous->version;
  result.newVersion = pair.newest->version;
  std::string oldName = versionName(pair.previous->version),
              newName = versionName(pair.newest->version);
  switch (compared.outcome) {
  case VersionDiff::Outcome::ChunkCountsDiffer:
    result.summary = result.text = describeChunkMismatch(
        compared.oldChunks, compared.newChunks, oldName, newName);
    return result;
  case VersionDiff::Outcome::NoLongerParses:
    result.summary = result.text = "not compared: a version no longer parses";
    return result;
  case VersionDiff::Outcome::Compared:
    break;
  }
  result.compared = true;
  llvm::raw_string_ostream os(result.text);
  printDiff(os, compared.diff, oldName, newName);
  result.summary = summarizeDiff(compared.diff);
  result.changes = toDiffChangesJSON(compared.diff);
  return result;
}

LayoutChangesResult mlir::layout::findLayoutChanges(
    ParsedVersions &versions, const Snapshot &current,
    const std::shared_ptr<const Snapshot> &newestParsed,
    const lsp::URIForFile &uri) {
  ParsedVersions::Pair pair = versions.get();
  LayoutChangesResult result;
  if (!pair.previous || !pair.newest) {
    if (pair.newest)
      result.newVersion = pair.newest->version;
    result.summary = result.text = describeNoEarlierVersion(
        versionName(pair.newest ? pair.newest->version : current.version));
  } else if (std::optional<LayoutChangesResult> kept =
                 versions.getAnswer(pair)) {
    result = std::move(*kept);
  } else {
    DocumentOptions options;
    if (!current.chunks.empty())
      options = current.chunks.front().getDocument().getOptions();
    result = compareRecorded(pair, newestParsed, uri, options);
    versions.keepAnswer(pair, result);
  }
  return result;
}
