// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ReadOnlyCommand.cpp - query, explain and scopes over one input -----===//
//
// What the read-only commands share: the input's layout file, its documents
// (one per `// -----` chunk with --split-input-file), their diagnostics and
// the crash containment around the whole answer.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "mlir-layout/Support/CrashGuard.h"

using namespace mlir::layout;

int mlir::layout::runReadOnlyCommand(
    ReadOnlyCommand command, const SharedOptions &shared,
    llvm::function_ref<int(llvm::ArrayRef<std::unique_ptr<LayoutDocument>>)>
        answer) {
  bool explain = command == ReadOnlyCommand::Explain;
  DocumentOptions documentOptions = shared.document;
  int status = ExitOk;
  std::string what;
  // Dialect code can still crash on hostile input: report it, don't die.
  bool survived = runGuarded(
      [&] {
        bool layoutFileErrors = false;
        documentOptions.layoutRules = loadLayoutRules(
            shared.inputFile, shared.layoutFile, layoutFileErrors);
        std::vector<std::unique_ptr<LayoutDocument>> docs =
            loadDocuments(shared.inputFile, documentOptions, shared.splitInput);
        if (docs.empty()) {
          status = ExitUsage;
          return;
        }
        // The diagnostics go to stderr; a read-only command fails only
        // where it cannot answer: a file (or chunk) that does not parse.
        // A chunk that does not parse gets no answer: nothing it would
        // print would be the file's (only MLIR's defaults).
        // A chunk MLIR cannot parse answers from its specs as written, and
        // says so; one that cannot even be read that way gets no answer.
        std::vector<std::unique_ptr<LayoutDocument>> parsed;
        for (auto &doc : docs) {
          reportDiagnostics(*doc);
          if (!doc->canAnswer() && !explain) {
            status = std::max(status, reportCannotKnow(*doc));
            continue;
          }
          if (!doc->isParsed() && !explain)
            status = std::max(
                status,
                reportReadAsWritten(*doc, command == ReadOnlyCommand::Query));
          parsed.push_back(std::move(doc));
        }
        docs = std::move(parsed);
        if (layoutFileErrors)
          status = std::max<int>(status, ExitProblems);
        status = std::max(status, answer(docs));
      },
      &what);
  if (!survived) {
    llvm::outs().flush();
    llvm::errs() << shared.inputFile
                 << ": error: mlir-layout crashed while analysing the "
                 << "file (" << what << " inside MLIR); please report it\n";
    return ExitProblems;
  }
  return status;
}
