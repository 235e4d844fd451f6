//===- DiffCommand.cpp - mlir-layout diff ---------------------------------===//
//
// Parses the two versions, refuses (exit 2, naming the side) when one cannot
// be read, does not parse or has errors, and prints what the layout engine's
// diff finds: exit 0 when nothing differs, 1 when something does.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "mlir-layout/Features/LayoutDiff.h"
#include "mlir-layout/Render/DiffRender.h"
#include "mlir-layout/Render/JsonRender.h"
#include "mlir-layout/Support/CrashGuard.h"

using namespace mlir;
using namespace mlir::layout;

/// Loads one side; prints why and returns null when it cannot be compared.
static std::unique_ptr<LayoutDocument>
loadSide(llvm::StringRef side, llvm::StringRef path,
         const DiffCommandOptions &options) {
  bool layoutFileErrors = false;
  DocumentOptions documentOptions = options.document;
  documentOptions.layoutRules =
      loadLayoutRules(path, options.layoutFile, layoutFileErrors);
  std::unique_ptr<LayoutDocument> doc = loadDocument(path, documentOptions);
  if (!doc) {
    llvm::errs() << "mlir-layout: error: the " << side << " side ('" << path
                 << "') cannot be read\n";
    return nullptr;
  }
  bool problems = reportDiagnostics(*doc) != ExitOk || layoutFileErrors;
  if (!doc->isParsed()) {
    llvm::errs() << "mlir-layout: error: the " << side << " side ('" << path
                 << "') does not parse; nothing compared\n";
    return nullptr;
  }
  if (problems) {
    llvm::errs() << "mlir-layout: error: the " << side << " side ('" << path
                 << "') has errors (above); nothing compared\n";
    return nullptr;
  }
  return doc;
}

int mlir::layout::runDiff(const DiffCommandOptions &options,
                          llvm::raw_ostream &os) {
  if (options.files.size() != 2) {
    llvm::errs() << "mlir-layout: error: diff needs two files, OLD and NEW\n";
    return ExitUsage;
  }
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
  const std::string &oldPath = options.files[0], &newPath = options.files[1];
  int status = ExitOk;
  std::string what;
  bool survived = runGuarded(
      [&] {
        std::unique_ptr<LayoutDocument> before =
            loadSide("old", oldPath, options);
        std::unique_ptr<LayoutDocument> after =
            loadSide("new", newPath, options);
        if (!before || !after) {
          status = ExitUsage;
          return;
        }
        LayoutDiff diff = diffDocuments(*before, *after, diffOptions);
        if (options.json)
          os << dumpJson(toDiffJson(diff, oldPath, newPath), 2) << "\n";
        else
          printDiff(os, diff, oldPath, newPath);
        status = diff.empty() ? ExitOk : ExitProblems;
      },
      &what);
  if (!survived) {
    os.flush();
    llvm::errs() << "mlir-layout: error: mlir-layout crashed while comparing "
                 << oldPath << " and " << newPath << " (" << what
                 << " inside MLIR); please report it\n";
    return ExitUsage;
  }
  return status;
}
