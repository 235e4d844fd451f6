//===- DiffCommand.cpp - mlir-layout diff ---------------------------------===//
//
// Parses the two versions (whole, or chunk by chunk with
// --split-input-file), refuses (exit 2, naming the side and file) when one
// cannot be read, does not parse, has errors or has another number of
// chunks, and prints what the layout engine's diff finds: exit 0 when
// nothing differs, 1 when something does. One file under two layouts
// (--spec, --triple) is DiffLayoutsCommand.cpp's.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "mlir-layout/Features/LayoutDiff.h"
#include "mlir-layout/Render/DiffRender.h"
#include "mlir-layout/Render/JsonRender.h"
#include "mlir-layout/Support/CrashGuard.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;

/// Where chunk `index` of `docs` starts, for messages: empty when the file
/// was not split.
static std::string chunkPlace(const Documents &docs, size_t index, bool split) {
  if (!split)
    return "";
  return ", chunk " + std::to_string(index + 1) + " at line " +
         std::to_string(docs[index]->getOptions().firstLineOffset + 1);
}

Documents mlir::layout::loadSide(llvm::StringRef side, llvm::StringRef path,
                                 const DiffCommandOptions &options) {
  bool layoutFileErrors = false;
  DocumentOptions documentOptions = options.document;
  documentOptions.layoutRules =
      loadLayoutRules(path, options.layoutFile, layoutFileErrors);
  Documents docs = loadDocuments(path, documentOptions, options.splitInputFile);
  auto refuse = [&](const std::string &place, llvm::StringRef why) {
    llvm::errs() << "mlir-layout: error: "
                 << (side.empty() ? "the file" : "the " + side.str() + " side")
                 << " ('" << path << "'" << place << ") " << why
                 << "; nothing compared\n";
    return Documents();
  };
  if (docs.empty())
    return refuse("", "cannot be read");
  for (size_t i = 0; i < docs.size(); ++i) {
    bool problems = reportDiagnostics(*docs[i]) != ExitOk;
    std::string place = chunkPlace(docs, i, options.splitInputFile);
    if (!docs[i]->isParsed())
      return refuse(place, "does not parse");
    if (problems)
      return refuse(place, "has errors (above)");
  }
  if (layoutFileErrors)
    return refuse("", "has errors in its layout file (above)");
  return docs;
}

int mlir::layout::printDiffs(const DiffCommandOptions &options,
                             llvm::ArrayRef<LayoutDiff> diffs,
                             llvm::StringRef oldName, llvm::StringRef newName,
                             llvm::raw_ostream &os) {
  if (options.json)
    os << dumpJson(toDiffJson(diffs, oldName, newName), 2) << "\n";
  else
    printDiff(os, diffs, oldName, newName);
  bool changed =
      llvm::any_of(diffs, [](const LayoutDiff &diff) { return !diff.empty(); });
  return changed ? ExitProblems : ExitOk;
}

/// `diff OLD NEW`: two files, whole or chunk by chunk.
static int diffFiles(const DiffCommandOptions &options,
                     const DiffOptions &diffOptions, llvm::raw_ostream &os) {
  if (options.files.size() != 2) {
    llvm::errs() << "mlir-layout: error: diff needs two files, OLD and NEW "
                    "(or one FILE with --spec or --triple)\n";
    return ExitUsage;
  }
  if (!options.scope.empty()) {
    llvm::errs() << "mlir-layout: error: --scope needs --spec or --triple\n";
    return ExitUsage;
  }
  const std::string &oldPath = options.files[0], &newPath = options.files[1];
  Documents before = loadSide("old", oldPath, options);
  Documents after = loadSide("new", newPath, options);
  if (before.empty() || after.empty())
    return ExitUsage;
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

int mlir::layout::runDiff(const DiffCommandOptions &options,
                          llvm::raw_ostream &os) {
  DiffOptions diffOptions;
  for (const std::string &name : options.ignore) {
    std::optional<DiffKind> kind = parseDiffKind(name);
    if (!kind) {
      llvm::errs() << "mlir-layout: error: --ignore: unknown kind '" << name
                   << "'; kinds: " << listDiffKinds() << "\n";
      return ExitUsage;
    }
    diffOptions.ignore.push_back(*kind);
  }
  int status = ExitOk;
  std::string what;
  bool survived = runGuarded(
      [&] {
        status = options.layouts.empty()
                     ? diffFiles(options, diffOptions, os)
                     : runDiffLayouts(options, diffOptions, os);
      },
      &what);
  if (!survived) {
    os.flush();
    llvm::errs() << "mlir-layout: error: mlir-layout crashed while comparing "
                 << llvm::join(options.files, " and ") << " (" << what
                 << " inside MLIR); please report it\n";
    return ExitUsage;
  }
  return status;
}
