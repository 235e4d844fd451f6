// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LoadDocument.cpp - Reading input and reporting diagnostics ---------===//

#include "Commands.h"

#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Core/LayoutFileCache.h"
#include "mlir-layout/Core/SplitDocument.h"
#include "mlir-layout/Render/IssueRender.h"
#include "mlir-layout/Support/SplitInput.h"

#include "llvm/Support/MemoryBuffer.h"

#include <mutex>

using namespace mlir::layout;

/// Reads `path` ("-" for stdin); prints an error and returns null when it
/// cannot be read.
static std::unique_ptr<llvm::MemoryBuffer> readFile(llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFileOrSTDIN(path, /*IsText=*/true);
  if (!buffer) {
    llvm::errs() << "mlir-layout: error: cannot read '" << path
                 << "': " << buffer.getError().message() << "\n";
    return nullptr;
  }
  return std::move(*buffer);
}

std::unique_ptr<LayoutDocument>
mlir::layout::loadDocument(llvm::StringRef path,
                           const DocumentOptions &options) {
  std::unique_ptr<llvm::MemoryBuffer> buffer = readFile(path);
  if (!buffer)
    return nullptr;
  return LayoutDocument::parse(std::move(buffer), options);
}

std::string mlir::layout::describeNearMisses(const SplitInput &split,
                                             llvm::StringRef text,
                                             llvm::StringRef name) {
  std::string out;
  for (size_t nearMiss : split.nearMisses) {
    // As mlir-opt warns, at the character after `// ---`.
    llvm::StringRef before = text.take_front(nearMiss);
    size_t lineStart = before.rfind('\n') + 1; // npos + 1 == 0
    out += (name + ":" + llvm::Twine(before.count('\n') + 1) + ":" +
            llvm::Twine(nearMiss - lineStart + 1) +
            ": warning: near miss with file split marker\n")
               .str();
  }
  return out;
}

std::vector<std::unique_ptr<LayoutDocument>>
mlir::layout::loadDocuments(std::unique_ptr<llvm::MemoryBuffer> buffer,
                            const DocumentOptions &options, bool split) {
  std::vector<std::unique_ptr<LayoutDocument>> docs;
  if (!split) {
    docs.push_back(LayoutDocument::parse(std::move(buffer), options));
    return docs;
  }
  llvm::StringRef text = buffer->getBuffer();
  llvm::StringRef name = buffer->getBufferIdentifier();
  SplitInput pieces = splitInputFile(text);
  llvm::errs() << describeNearMisses(pieces, text, name);
  parseChunks(pieces, name, options,
              [&](const InputChunk &, std::unique_ptr<LayoutDocument> doc) {
                docs.push_back(std::move(doc));
              });
  return docs;
}

std::vector<std::unique_ptr<LayoutDocument>>
mlir::layout::loadDocuments(llvm::StringRef path,
                            const DocumentOptions &options, bool split) {
  std::unique_ptr<llvm::MemoryBuffer> buffer = readFile(path);
  if (!buffer)
    return {};
  return loadDocuments(std::move(buffer), options, split);
}

/// Prints `FILE:L:C: SEVERITY: ` for the place the document stops parsing.
static void printFailurePrefix(const LayoutDocument &doc,
                               llvm::StringRef severity) {
  llvm::errs() << doc.getFilename();
  const std::optional<ParseFailure> &failure = doc.getParseFailure();
  if (failure && failure->where.isKnown())
    llvm::errs() << ":" << failure->where.line << ":" << failure->where.column;
  llvm::errs() << ": " << severity << ": ";
}

/// ` (dialect `hw` is not loaded: ...)` when MLIR named the dialect.
static void printMissingDialect(const LayoutDocument &doc) {
  const std::optional<ParseFailure> &failure = doc.getParseFailure();
  if (failure && !failure->missingDialect.empty())
    llvm::errs() << " (dialect `" << failure->missingDialect
                 << "` is not loaded: load it with --load-dialect-plugin or "
                    "build your own tool with LayoutToolMain)";
}

int mlir::layout::reportCannotKnow(const LayoutDocument &doc) {
  printFailurePrefix(doc, "error");
  llvm::errs() << "cannot know the layouts: the file does not parse";
  printMissingDialect(doc);
  llvm::errs() << "\n";
  return ExitProblems;
}

int mlir::layout::reportReadAsWritten(const LayoutDocument &doc, bool results) {
  printFailurePrefix(doc, "note");
  llvm::errs() << "the file does not parse here; the answers come from its "
                  "specs as written";
  printMissingDialect(doc);
  llvm::errs() << "\n";
  if (results && doc.getOpsWithoutResultTypes())
    if (results && doc.getOpsWithoutResultTypes())
      llvm::errs() << doc.getFilename()
                   << ": note: " << doc.getOpsWithoutResultTypes()
                   << (doc.getOpsWithoutResultTypes() == 1
                           ? " op with results is"
                           : " ops with results are")
                   << " left out: only their dialect can read their result "
                      "types\n";
  int status = ExitOk;
  for (const auto &scope : doc.getScopes().getScopes())
    if (scope->unreadSpec) {
      llvm::errs() << doc.getFilename() << ":" << scope->where.line << ":"
                   << scope->where.column
                   << ": error: cannot know the layouts in " << scope->path
                   << ": " << *scope->unreadSpec << "\n";
      status = ExitProblems;
    }
  return status;
}

int mlir::layout::reportDiagnostics(LayoutDocument &doc) {
  // Queries report what is wrong with each spec on its own; nested-spec
  // compatibility is `check`'s business.
  std::vector<SpecIssue> issues = checkDocument(doc, CompatibilityPolicy::Off);
  for (const SpecIssue &issue : issues)
    if (issue.severity != Severity::Note)
      printIssue(llvm::errs(), issue, doc.getFilename());
  return hasErrors(issues) ? ExitProblems : ExitOk;
}

std::shared_ptr<const LayoutRules>
mlir::layout::loadLayoutRules(llvm::StringRef documentPath,
                              llvm::StringRef explicitPath, bool &hadErrors,
                              LayoutFileProblems *reported) {
  // One load (and one report) per layout file, whichever thread asks; the
  // report is printed before any other thread gets the file's rules.
  static LayoutFileCache cache;
  static std::mutex reportMutex;
  std::lock_guard<std::mutex> lock(reportMutex);
  std::optional<LayoutFileCache::Reload> reloaded;
  bool errors = false;
  std::vector<std::string> notes;
  std::shared_ptr<const LayoutRules> rules = cache.getRulesFor(
      documentPath, explicitPath.str(), reloaded, &errors, &notes);
  hadErrors |= errors;
  for (const std::string &note : notes)
    llvm::errs() << "mlir-layout: note: " << note << "\n";
  if (!reloaded || reloaded->errors.empty())
    return rules;
  for (const LayoutFileError &error : reloaded->errors)
    llvm::errs() << reloaded->path << ':' << error.line << ':' << error.column
                 << ": error: " << error.message << "\n";
  if (reported)
    *reported = {reloaded->path, std::move(reloaded->errors)};
  return rules;
}
