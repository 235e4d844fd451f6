// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutChanges.cpp - What changed between versions ------------------===//

#include "LayoutChanges.h"

#include "mlir-layout/Features/LayoutDiff.h"
#include "mlir-layout/Render/DiffRender.h"

using namespace mlir;
using namespace mlir::layout;
namespace lsp = llvm::lsp;

/// "version 5" of a document.
static std::string versionName(int64_t version) {
  return "version " + std::to_string(version);
}

/// The documents of `snapshot`'s chunks.
static std::vector<LayoutDocument *> documentsOf(const Snapshot &snapshot) {
  std::vector<LayoutDocument *> docs;
  for (const Chunk &chunk : snapshot.chunks)
    docs.push_back(&chunk.getDocument());
  return docs;
}

/// Compares the two versions of `pair` (both recorded); `newest` is the
/// installed snapshot of the newer one, if still at hand. The caller holds
/// the document's request lock.
static LayoutChangesResult
compareVersions(const ParsedVersions::Pair &pair,
                const std::shared_ptr<const Snapshot> &newest,
                const lsp::URIForFile &uri, const DocumentOptions &options) {
  LayoutChangesResult result;
  result.oldVersion = pair.previous->version;
  result.newVersion = pair.newest->version;
  std::string oldName = versionName(pair.previous->version),
              newName = versionName(pair.newest->version);
  size_t oldChunks = pair.previous->inputs.size(),
         newChunks = pair.newest->inputs.size();
  if (oldChunks != newChunks) {
    result.summary = result.text =
        describeChunkMismatch(oldChunks, newChunks, oldName, newName);
    return result;
  }
  LayoutDiff diff;
  // Same inputs: the same layouts (LayoutDiff.h), no parse needed.
  if (pair.previous->inputs != pair.newest->inputs) {
    std::shared_ptr<const Snapshot> before =
        Snapshot::build(uri.file(), pair.previous->text, pair.previous->version,
                        CompatibilityPolicy::Off, options, /*check=*/false);
    std::shared_ptr<const Snapshot> after =
        newest && newest->version == pair.newest->version
            ? newest
            : Snapshot::build(uri.file(), pair.newest->text,
                              pair.newest->version, CompatibilityPolicy::Off,
                              options, /*check=*/false);
    if (before->countUnparsed() || after->countUnparsed()) {
      result.summary = result.text = "not compared: a version no longer parses";
      return result;
    }
    diff = *diffChunks(documentsOf(*before), documentsOf(*after));
  }
  result.compared = true;
  llvm::raw_string_ostream os(result.text);
  printDiff(os, diff, oldName, newName);
  result.summary = llvm::StringRef(result.text).split('\n').first.str();
  result.changes = toDiffChangesJSON(diff);
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
    result = compareVersions(pair, newestParsed, uri, options);
    versions.keepAnswer(pair, result);
  }
  return result;
}
