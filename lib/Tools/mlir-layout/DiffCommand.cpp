// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DiffCommand.cpp - mlir-layout diff ---------------------------------===//
//
// The options of `diff` and their checks, and the dispatch to its two
// kinds: two versions of a file (DiffFilesCommand.cpp) or one file under
// two layouts (--spec, --triple; DiffLayoutsCommand.cpp), both inside the
// crash containment.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "mlir-layout/Features/LayoutDiff.h"
#include "mlir-layout/Support/CrashGuard.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;

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
        if (!options.revision.empty() && !options.layouts.empty()) {
          llvm::errs() << "mlir-layout: error: --rev compares two versions "
                          "of a file; not with --spec or --triple\n";
          status = ExitUsage;
          return;
        }
        status = options.layouts.empty()
                     ? runDiffFiles(options, diffOptions, os)
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
