// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DiffFilesCommand.cpp - mlir-layout diff OLD NEW, diff --rev --------===//
//
// Parses the two versions (whole, or chunk by chunk with
// --split-input-file), reports their diagnostics, refuses (exit 2, naming
// the side and file) when one cannot be read, does not parse or has another
// number of chunks, and prints what the layout engine's diff finds: exit 0
// when nothing differs, 1 when something does.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "GitRevision.h"

#include "mlir-layout/Features/LayoutDiff.h"

using namespace mlir;
using namespace mlir::layout;

/// The declared layouts of the old side of `diff --rev`: the version at the
/// revision of the `.mlir-layout.json` FILE has now, or none when that file
/// is not in the revision (with a note). Nothing (both sides use the same
/// rules) with `--layout-file`, without a layout file, or when git cannot
/// give the file (with a note).
static std::optional<SideRules>
loadRulesAtRevision(const DiffCommandOptions &options) {
  const std::string &path = options.files.back();
  std::optional<std::string> found = LayoutRules::findFor(path);
  if (!options.layoutFile.empty() || !found)
    return std::nullopt;
  bool missing = false;
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> text =
      readFileAtRevision(*found, options.revision, &missing);
  if (!text) {
    std::string why = llvm::toString(text.takeError());
    if (missing) {
      llvm::errs() << "mlir-layout: note: the layout file '" << *found
                   << "' is not in revision '" << options.revision
                   << "'; the old side declares no layouts\n";
      return SideRules();
    }
    llvm::errs() << "mlir-layout: note: both sides use the layout file '"
                 << *found << "' as it is now: " << why << "\n";
    return std::nullopt;
  }
  std::string name = (*text)->getBufferIdentifier().str();
  std::vector<LayoutFileError> errors;
  SideRules rules{LayoutRules::parse((*text)->getBuffer(), name, errors),
                  !errors.empty()};
  for (const LayoutFileError &error : errors)
    llvm::errs() << name << ':' << error.line << ':' << error.column
                 << ": error: " << error.message << "\n";
  return rules;
}

/// The two sides of `diff OLD NEW`, or of `diff --rev REV FILE` (the old
/// side and its layout file read from git); prints why and returns false
/// when a side is missing.
static bool loadSides(const DiffCommandOptions &options, Documents &before,
                      Documents &after, std::string &oldName) {
  const std::string &newPath = options.files.back();
  if (options.revision.empty()) {
    oldName = options.files.front();
    before = loadSide("old", oldName, options);
    after = loadSide("new", newPath, options);
  } else {
    // The working file first: git's view of a file that is not there
    // would only confuse.
    after = loadSide("new", newPath, options);
    if (after.empty())
      return false;
    llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> text =
        readFileAtRevision(newPath, options.revision);
    if (!text) {
      llvm::errs() << "mlir-layout: error: the old side (--rev "
                   << options.revision
                   << "): " << llvm::toString(text.takeError())
                   << "; nothing compared\n";
      return false;
    }
    oldName = (*text)->getBufferIdentifier().str();
    before = loadSide("old", newPath, options, std::move(*text),
                      loadRulesAtRevision(options));
  }
  return !before.empty() && !after.empty();
}

int mlir::layout::runDiffFiles(const DiffCommandOptions &options,
                               const DiffOptions &diffOptions,
                               llvm::raw_ostream &os) {
  bool byRevision = !options.revision.empty();
  if (options.files.size() != (byRevision ? 1 : 2)) {
    llvm::errs() << "mlir-layout: error: "
                 << (byRevision ? "diff --rev REV compares one FILE with its "
                                  "version at REV"
                                : "diff needs two files, OLD and NEW (or one "
                                  "FILE with --rev, --spec or --triple)")
                 << "\n";
    return ExitUsage;
  }
  if (byRevision && options.files.front() == "-") {
    llvm::errs() << "mlir-layout: error: diff --rev needs a file in a git "
                    "work tree, not stdin\n";
    return ExitUsage;
  }
  if (!options.scope.empty()) {
    llvm::errs() << "mlir-layout: error: --scope needs --spec or --triple\n";
    return ExitUsage;
  }
  Documents before, after;
  std::string oldPath;
  if (!loadSides(options, before, after, oldPath))
    return ExitUsage;
  const std::string &newPath = options.files.back();
  if (before.size() != after.size()) {
    llvm::errs() << "mlir-layout: error: the old side ('" << oldPath
                 << "') has " << before.size() << " chunks and the new side ('"
                 << newPath << "') " << after.size()
                 << "; --split-input-file compares chunks by their order; "
                    "nothing compared\n";
    return ExitUsage;
  }
  std::vector<LayoutDiff> diffs;
  for (size_t i = 0; i < before.size(); ++i) {
    diffs.push_back(diffDocuments(*before[i], *after[i], diffOptions));
    if (options.splitInputFile)
      diffs.back().chunk = i + 1;
  }
  return printDiffs(options, diffs, oldPath, newPath, os);
}
