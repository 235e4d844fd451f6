// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DiffLayoutsCommand.cpp - mlir-layout diff FILE --spec/--triple -----===//
//
// One file under two layouts of one scope: the scope's own spec replaced by
// a spec read from a file (`#dlti.dl_spec<...>` or an LLVM data layout
// string, what `mlir-layout spec` prints) or by the spec LLVM's target
// registry gives a triple, or kept as written. Bad input (a file that does
// not parse, an unknown scope or triple, a spec MLIR rejects) is exit 2 and
// names the side; otherwise exit 0 when nothing differs, 1 when something
// does.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Features/LayoutDiff.h"
#include "mlir-layout/Features/UsedTypes.h"
#include "mlir-layout/LLVM/DataLayoutString.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::layout;

/// The spec written in `text` (`#dlti.dl_spec<...>`, or else an LLVM data
/// layout string) in `context`, or why there is none.
static llvm::Expected<DataLayoutSpecInterface>
parseSpecText(llvm::StringRef text, MLIRContext *context) {
  text = text.trim();
  if (text.empty())
    return llvm::createStringError("it is empty");
  if (!text.starts_with("#")) {
    llvm::Expected<DataLayoutSpecInterface> spec =
        importValidDataLayoutString(text, context);
    if (!spec)
      return llvm::createStringError(
          "read as an LLVM data layout string (it does not start with "
          "'#dlti.dl_spec'): " +
          llvm::toString(spec.takeError()));
    return spec;
  }
  std::string message;
  Attribute attr;
  {
    ScopedDiagnosticHandler capture(context, [&](Diagnostic &diag) {
      if (message.empty())
        message = diag.str();
      return success();
    });
    attr = parseAttribute(text, context);
  }
  if (!attr)
    return llvm::createStringError("its #dlti.dl_spec does not parse: " +
                                   message);
  auto spec = llvm::dyn_cast<DataLayoutSpecInterface>(attr);
  if (!spec)
    return llvm::createStringError("it holds '" + printToString(attr) +
                                   "', not a #dlti.dl_spec");
  // Entries MLIR's verifier rejects would silently take no part.
  for (DataLayoutEntryInterface entry : spec.getEntries()) {
    std::string rejected = verifyEntryAlone(entry, context);
    if (!rejected.empty())
      return llvm::createStringError("MLIR rejects an entry of its "
                                     "#dlti.dl_spec: " +
                                     rejected);
  }
  return spec;
}

/// The spec of one side and how the output names it.
struct SideLayout {
  DataLayoutSpecInterface spec;
  std::string name;
};

/// Reads the spec of `source` (a file, or a triple) into `doc`'s context.
static llvm::Expected<SideLayout> loadSideLayout(const DiffLayoutSource &source,
                                                 LayoutDocument &doc,
                                                 llvm::StringRef scopePath) {
  MLIRContext *context = doc.getContext();
  std::string prefix = doc.getFilename().str() + " (" + scopePath.str() + ": ";
  if (source.isTriple) {
    TargetChoice target = getTargetChoice(source);
    llvm::Expected<DerivedTarget> derived =
        deriveTargetContained(target, context);
    if (!derived)
      return derived.takeError();
    return SideLayout{derived->spec, prefix + describeTarget(target) + ")"};
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(source.value, /*IsText=*/true);
  if (!buffer)
    return llvm::createStringError("cannot read '" + source.value +
                                   "': " + buffer.getError().message());
  llvm::Expected<DataLayoutSpecInterface> spec =
      parseSpecText((*buffer)->getBuffer(), context);
  if (!spec)
    return llvm::createStringError("'" + source.value +
                                   "': " + llvm::toString(spec.takeError()));
  return SideLayout{*spec, prefix + "spec of " + source.value + ")"};
}

const LayoutScope *mlir::layout::findReplacedScope(LayoutDocument &doc,
                                                   llvm::StringRef path) {
  const ScopeTree &scopes = doc.getScopes();
  if (!path.empty()) {
    const LayoutScope *scope = scopes.findByPath(path);
    if (!scope)
      llvm::errs() << "mlir-layout: error: no scope '" << path << "' in '"
                   << doc.getFilename() << "' (see mlir-layout scopes)\n";
    return scope;
  }
  const LayoutScope &root = scopes.getRoot();
  if (root.children.empty())
    return &root;
  bool usedAtTop = collectUsedTypes(doc).count(&root);
  if (root.children.size() == 1 && !usedAtTop)
    return root.children.front();
  std::string names;
  for (const LayoutScope *child : root.children)
    names += (names.empty() ? "" : ", ") + child->path;
  llvm::errs() << "mlir-layout: error: '" << doc.getFilename() << "' has "
               << (usedAtTop ? "values outside its top-level scopes ("
                             : "several top-level scopes (")
               << names << "); name the scope whose spec is replaced with "
               << "--scope\n";
  return nullptr;
}

int mlir::layout::runDiffLayouts(const DiffCommandOptions &options,
                                 const DiffOptions &diffOptions,
                                 llvm::raw_ostream &os) {
  if (options.files.size() != 1) {
    llvm::errs() << "mlir-layout: error: diff with --spec or --triple "
                    "compares one FILE under two layouts\n";
    return ExitUsage;
  }
  if (options.layouts.size() > 2) {
    llvm::errs() << "mlir-layout: error: diff takes at most two of --spec "
                    "and --triple (the old and the new layout)\n";
    return ExitUsage;
  }
  if (options.splitInputFile) {
    llvm::errs() << "mlir-layout: error: --split-input-file compares two "
                    "files; not with --spec or --triple\n";
    return ExitUsage;
  }
  const std::string &path = options.files.front();
  Documents docs = loadSide("", path, options);
  if (docs.empty())
    return ExitUsage;
  LayoutDocument &doc = *docs.front();
  const LayoutScope *scope = findReplacedScope(doc, options.scope);
  if (!scope)
    return ExitUsage;

  // One layout: the file as written, then under it; two: under each.
  std::vector<std::optional<SideLayout>> sides;
  if (options.layouts.size() == 1)
    sides.push_back(std::nullopt);
  for (const DiffLayoutSource &source : options.layouts) {
    llvm::Expected<SideLayout> side = loadSideLayout(source, doc, scope->path);
    if (!side) {
      llvm::errs() << "mlir-layout: error: the "
                   << (sides.empty() ? "old" : "new") << " side ("
                   << (source.isTriple
                           ? describeTarget(getTargetChoice(source), true)
                           : "--spec " + source.value)
                   << "): " << llvm::toString(side.takeError())
                   << "; nothing compared\n";
      return ExitUsage;
    }
    sides.push_back(std::move(*side));
  }
  auto specOf = [](const std::optional<SideLayout> &side) {
    return side ? std::optional(side->spec) : std::nullopt;
  };
  auto nameOf = [&](const std::optional<SideLayout> &side) {
    return side ? side->name : path;
  };
  LayoutDiff diff = diffReplacedSpecs(doc, *scope, specOf(sides[0]),
                                      specOf(sides[1]), diffOptions);
  return printDiffs(options, diff, nameOf(sides[0]), nameOf(sides[1]), os);
}
