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

#include <memory>

using namespace mlir;
using namespace mlir::layout;
namespace cl = llvm::cl;

namespace {
cl::list<std::string> diffFiles(cl::Positional,
                                cl::desc("<OLD> <NEW> | <FILE>"),
                                cl::sub(getDiffSubcommand()), cl::OneOrMore,
                                cl::cat(getToolCategory()));
cl::list<std::string>
    diffIgnore("ignore",
               cl::desc("Do not report this kind of difference (layout, "
                        "size, bitsize, abi, preferred, index, offsets, "
                        "property, scope); repeatable"),
               cl::value_desc("KIND"), cl::sub(getDiffSubcommand()),
               cl::cat(getToolCategory()));
cl::list<std::string> diffSpecs(
    "spec",
    cl::desc("With one FILE: lay it out with the scope's own spec replaced "
             "by the one in SPEC_FILE (a #dlti.dl_spec or an LLVM data "
             "layout string, as `mlir-layout spec` prints them); once or "
             "twice, also with --triple: one layout is compared with the "
             "file as written, two with each other, in the order given"),
    cl::value_desc("SPEC_FILE"), cl::sub(getDiffSubcommand()),
    cl::cat(getToolCategory()));
cl::list<std::string> diffTriples(
    "triple",
    cl::desc("With one FILE: lay it out with the scope's own spec replaced "
             "by the one LLVM's target registry gives TRIPLE (as `mlir-layout "
             "spec --triple` prints it); like --spec"),
    cl::value_desc("TRIPLE"), cl::sub(getDiffSubcommand()),
    cl::cat(getToolCategory()));
cl::list<std::string> diffCpus(
    "cpu",
    cl::desc("The CPU of the --triple given before it (as `mlir-layout spec "
             "--triple T --cpu C`); at most once per --triple"),
    cl::value_desc("CPU"), cl::sub(getDiffSubcommand()),
    cl::cat(getToolCategory()));
cl::list<std::string> diffFeatures(
    "features",
    cl::desc("The features of the --triple given before it, e.g. +avx2 (as "
             "`mlir-layout spec --triple T --features F`); at most once per "
             "--triple"),
    cl::value_desc("F"), cl::sub(getDiffSubcommand()),
    cl::cat(getToolCategory()));
cl::list<std::string> diffAbis(
    "abi",
    cl::desc("The ABI name of the --triple given before it, e.g. lp64e (as "
             "`mlir-layout spec --triple T --abi A`); at most once per "
             "--triple"),
    cl::value_desc("NAME"), cl::sub(getDiffSubcommand()),
    cl::cat(getToolCategory()));
cl::opt<std::string> diffRevision(
    "rev",
    cl::desc("With one FILE: compare FILE's version at this git revision "
             "(the old side) with FILE as it is (the new side)"),
    cl::value_desc("REV"), cl::sub(getDiffSubcommand()),
    cl::cat(getToolCategory()));
cl::opt<std::string> diffScope(
    "scope",
    cl::desc("With --spec or --triple: the scope whose own spec is replaced "
             "(default: the file's only top-level scope, or its top level "
             "when it has no scope)"),
    cl::value_desc("PATH"), cl::sub(getDiffSubcommand()),
    cl::cat(getToolCategory()));
} // namespace

/// `mlir-layout diff` with its options checked: what differs between the
/// layouts of two versions of a file, or of one file under two layouts.
/// Exit 0 when nothing does, 1 when something does, 2 when a side cannot be
/// read, does not parse or has errors.
static int runDiff(const DiffCommandOptions &options, llvm::raw_ostream &os) {
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

int mlir::layout::runDiffCommand(const SharedOptions &shared) {
  DiffCommandOptions options{diffFiles,         shared.json,
                             diffIgnore,        shared.document,
                             shared.layoutFile, shared.splitInput};
  // (cl::list's operator& gives its values, not the option.)
  TargetOptionLists lists{std::addressof(diffSpecs),
                          std::addressof(diffTriples), std::addressof(diffCpus),
                          std::addressof(diffFeatures),
                          std::addressof(diffAbis)};
  if (!collectLayoutSources(lists, options.layouts))
    return ExitUsage;
  options.scope = diffScope;
  options.revision = diffRevision;
  if (diffRevision.getNumOccurrences() && diffRevision.empty()) {
    llvm::errs() << "mlir-layout: error: --rev needs a revision\n";
    return ExitUsage;
  }
  return runDiff(options, llvm::outs());
}
