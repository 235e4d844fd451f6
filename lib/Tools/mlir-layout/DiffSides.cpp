// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DiffSides.cpp - The two sides of mlir-layout diff, and its report --===//
//
// The building blocks of both kinds of `diff`: one side loaded (its chunks
// parsed, its diagnostics reported, refused when it cannot be compared) and
// the differences printed.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "JsonDocuments/DiffJson.h"
#include "JsonDocuments/JsonRender.h"
#include "mlir-layout/Render/DiffRender.h"

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
                                 const DiffCommandOptions &options,
                                 std::unique_ptr<llvm::MemoryBuffer> text,
                                 std::optional<SideRules> rules) {
  bool layoutFileErrors = rules && rules->hadErrors;
  DocumentOptions documentOptions = options.document;
  documentOptions.layoutRules =
      rules ? rules->rules
            : loadLayoutRules(path, options.layoutFile, layoutFileErrors);
  std::string name = text ? text->getBufferIdentifier().str() : path.str();
  Documents docs =
      text ? loadDocuments(std::move(text), documentOptions,
                           options.splitInputFile)
           : loadDocuments(path, documentOptions, options.splitInputFile);
  auto refuse = [&](const std::string &place, llvm::StringRef why) {
    llvm::errs() << "mlir-layout: error: "
                 << (side.empty() ? "the file" : "the " + side.str() + " side")
                 << " ('" << name << "'" << place << ") " << why
                 << "; nothing compared\n";
    return Documents();
  };
  if (docs.empty())
    return refuse("", "cannot be read");
  // Diagnostics are reported and do not stop the comparison: both sides
  // are laid out as the engine answers them (entries MLIR rejects take no
  // part). Only a side without an answer is refused.
  for (size_t i = 0; i < docs.size(); ++i) {
    reportDiagnostics(*docs[i]);
    if (!docs[i]->isParsed())
      return refuse(chunkPlace(docs, i, options.splitInputFile),
                    "does not parse");
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
