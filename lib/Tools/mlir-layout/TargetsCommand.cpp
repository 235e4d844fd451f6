// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetsCommand.cpp - mlir-layout targets ---------------------------===//
//
// `mlir-layout targets [FILE] --type T... --triple A [--cpu C] [--features
// F] [--abi N] --triple B ...`: each type laid out in one scope of FILE for
// each target, the scope's own spec replaced by the target's as `diff
// --triple` replaces it. Without FILE, in an empty file (the types of the
// dialects the tool loads, no aliases). Everything is checked and computed
// before anything is printed: bad input is exit 2 with one error.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "JsonDocuments/JsonRender.h"
#include "JsonDocuments/TargetsJson.h"
#include "mlir-layout/Render/TargetsRender.h"
#include "mlir-layout/Support/CrashGuard.h"

#include "llvm/Support/MemoryBuffer.h"

#include <memory>

using namespace mlir;
using namespace mlir::layout;
namespace cl = llvm::cl;

namespace {
cl::opt<std::string> targetsFile(cl::Positional,
                                 cl::desc("[<input .mlir file>]"),
                                 cl::sub(getTargetsSubcommand()),
                                 cl::cat(getToolCategory()));
cl::list<std::string> targetsTypes(
    "type",
    cl::desc("A type to lay out, parsed in FILE (its aliases and dialects); "
             "repeatable"),
    cl::value_desc("TYPE"), cl::sub(getTargetsSubcommand()),
    cl::cat(getToolCategory()));
cl::list<std::string> targetsTriples(
    "triple",
    cl::desc("A target: the scope's own spec replaced by the one LLVM's "
             "target registry gives TRIPLE (as `mlir-layout spec --triple` "
             "prints it); repeatable, one column each"),
    cl::value_desc("TRIPLE"), cl::sub(getTargetsSubcommand()),
    cl::cat(getToolCategory()));
cl::list<std::string>
    targetsCpus("cpu", cl::desc("The CPU of the --triple given before it"),
                cl::value_desc("CPU"), cl::sub(getTargetsSubcommand()),
                cl::cat(getToolCategory()));
cl::list<std::string> targetsFeatures(
    "features",
    cl::desc("The features of the --triple given before it, e.g. +avx2"),
    cl::value_desc("F"), cl::sub(getTargetsSubcommand()),
    cl::cat(getToolCategory()));
cl::list<std::string> targetsAbis(
    "abi", cl::desc("The ABI name of the --triple given before it, e.g. lp64e"),
    cl::value_desc("NAME"), cl::sub(getTargetsSubcommand()),
    cl::cat(getToolCategory()));
cl::opt<std::string> targetsScope(
    "scope",
    cl::desc("With FILE: the scope whose own spec each target's replaces "
             "(default: the file's only top-level scope, or its top level "
             "when it has no scope)"),
    cl::value_desc("PATH"), cl::sub(getTargetsSubcommand()),
    cl::cat(getToolCategory()));
} // namespace

/// Prints `message` as mlir-layout's error; returns ExitUsage.
static int fail(const llvm::Twine &message) {
  llvm::errs() << "mlir-layout: error: " << message << "\n";
  return ExitUsage;
}

/// The document the types are laid out in: FILE, or an empty one (with
/// `--layout-file`, or the `.mlir-layout.json` of the current directory or
/// above).
static Documents loadTargetsDocument(const SharedOptions &shared) {
  DiffCommandOptions options;
  options.document = shared.document;
  options.layoutFile = shared.layoutFile;
  if (!targetsFile.empty())
    return loadSide("", targetsFile, options);
  // Named as a file of the current directory, so the layout file found is
  // the one a file there would have.
  return loadSide("", "<no file>", options,
                  llvm::MemoryBuffer::getMemBuffer("", "<no file>"));
}

/// `targets` with its options checked.
static int runTargets(const SharedOptions &shared,
                      llvm::ArrayRef<DiffLayoutSource> sources,
                      llvm::raw_ostream &os) {
  Documents docs = loadTargetsDocument(shared);
  if (docs.empty())
    return ExitUsage;
  LayoutDocument &doc = *docs.front();
  const LayoutScope *scope = findReplacedScope(doc, targetsScope);
  if (!scope)
    return ExitUsage;
  std::vector<Type> types;
  for (const std::string &text : targetsTypes) {
    std::string error;
    Type type = doc.parseType(text, error);
    if (!type)
      return fail("--type '" + text + "': " + error);
    types.push_back(type);
  }
  std::vector<DerivedTarget> targets;
  for (const DiffLayoutSource &source : sources) {
    TargetChoice target = getTargetChoice(source);
    llvm::Expected<DerivedTarget> derived =
        deriveTargetContained(target, doc.getContext());
    if (!derived)
      return fail(describeTarget(target, true) + ": " +
                  llvm::toString(derived.takeError()));
    targets.push_back(std::move(*derived));
  }
  std::vector<TargetComparison> comparisons =
      compareTargets(doc, *scope, types, targets);
  if (shared.json) {
    os << dumpJson(toTargetsJson(comparisons), 2) << "\n";
  } else {
    for (size_t i = 0; i < comparisons.size(); ++i) {
      if (i)
        os << "\n";
      printTargetComparison(os, comparisons[i]);
    }
  }
  // A type without a layout for some target is a problem, as in `query`.
  for (const TargetComparison &comparison : comparisons)
    for (const TargetLayout &target : comparison.targets)
      if (!target.result.hasLayout())
        return ExitProblems;
  return ExitOk;
}

int mlir::layout::runTargetsCommand(const SharedOptions &shared) {
  if (targetsTypes.empty())
    return fail("targets needs --type");
  std::vector<DiffLayoutSource> sources;
  // (cl::list's operator& gives its values, not the option.)
  TargetOptionLists lists{
      nullptr, std::addressof(targetsTriples), std::addressof(targetsCpus),
      std::addressof(targetsFeatures), std::addressof(targetsAbis)};
  if (!collectLayoutSources(lists, sources))
    return ExitUsage;
  if (sources.empty())
    return fail("targets needs --triple");
  if (targetsFile.empty() && !targetsScope.empty())
    return fail("--scope needs FILE");
  int status = ExitOk;
  std::string what;
  // Output is built in full before it is written: nothing half-way.
  std::string output;
  llvm::raw_string_ostream os(output);
  if (!runGuarded([&] { status = runTargets(shared, sources, os); }, &what))
    return fail("mlir-layout crashed while laying out the types (" + what +
                " inside MLIR); please report it");
  llvm::outs() << output;
  return status;
}
