//===- CheckCommand.cpp - mlir-layout check -------------------------------===//
//
// Checks files in parallel (one MLIR context per file), prints diagnostics
// in input order, and with --fix applies the preferred fixes and rewrites
// each file atomically (temporary file + rename).
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "mlir-layout/Support/CrashGuard.h"
#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Render/IssueRender.h"
#include "mlir-layout/Render/JsonRender.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <set>
#include <tuple>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// What checking one file produced.
struct FileResult {
  std::string text;           // rendered diagnostics (text mode)
  nlohmann::json diagnostics; // JSON mode
  std::string errors;         // I/O and usage problems
  bool problems = false;      // some diagnostic is an error
  bool ioFailure = false;     // unreadable or unwritable
  unsigned fixed = 0;         // fixes applied
};
} // namespace

/// Returns the preferred fixes' edits of `issues`, dropping edits that
/// overlap an earlier one; counts the fixes taken in `count`.
static std::vector<TextEdit>
collectPreferredEdits(llvm::ArrayRef<SpecIssue> issues, unsigned &count) {
  std::vector<TextEdit> taken;
  for (const SpecIssue &issue : issues) {
    auto fix =
        llvm::find_if(issue.fixes, [](const Fix &f) { return f.isPreferred; });
    if (fix == issue.fixes.end() || issue.severity == Severity::Note)
      continue;
    bool overlaps = llvm::any_of(fix->edits, [&](const TextEdit &edit) {
      return llvm::any_of(taken, [&](const TextEdit &other) {
        return edit.range.Start.getPointer() < other.range.End.getPointer() &&
               other.range.Start.getPointer() < edit.range.End.getPointer();
      });
    });
    if (overlaps)
      continue;
    taken.insert(taken.end(), fix->edits.begin(), fix->edits.end());
    ++count;
  }
  return taken;
}

/// Checks (and with --fix repairs) one file.
static FileResult checkFile(const std::string &path, CompatibilityPolicy policy,
                            const CheckOptions &options) {
  FileResult result;
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFileOrSTDIN(path, /*IsText=*/true);
  if (!buffer) {
    result.errors = "mlir-layout: error: cannot read '" + path +
                    "': " + buffer.getError().message() + "\n";
    result.ioFailure = true;
    return result;
  }
  bool layoutFileErrors = false;
  DocumentOptions documentOptions = options.document;
  documentOptions.layoutRules =
      loadLayoutRules(path, options.layoutFile, layoutFileErrors);
  std::unique_ptr<LayoutDocument> doc =
      LayoutDocument::parse(std::move(*buffer), documentOptions);
  std::vector<SpecIssue> issues = checkDocument(*doc, policy);

  if (options.fix) {
    // Apply the preferred fixes in rounds (a fix can reveal a dependent
    // problem, e.g. in a nested scope, whose own fix comes next), then keep
    // the result only if it has no error the original did not have.
    std::set<std::tuple<std::string, std::string, std::string>> original;
    for (const SpecIssue &issue : issues)
      if (issue.severity == Severity::Error)
        original.insert({issue.code, issue.scope, issue.key});
    bool originalParsed = doc->isParsed();
    std::unique_ptr<LayoutDocument> current = std::move(doc);
    std::vector<SpecIssue> currentIssues = issues;
    unsigned fixed = 0;
    for (unsigned round = 0; round < 4; ++round) {
      unsigned count = 0;
      std::vector<TextEdit> edits = collectPreferredEdits(currentIssues, count);
      if (edits.empty())
        break;
      std::string fixedText =
          applyEdits(current->getText(), current->getText().data(), edits);
      auto next = LayoutDocument::parse(
          llvm::MemoryBuffer::getMemBufferCopy(fixedText, path),
          documentOptions);
      if (!next->isParsed() && current->isParsed())
        break; // never trade a parsing file for one that does not parse
      fixed += count;
      current = std::move(next);
      currentIssues = checkDocument(*current, policy);
    }
    bool newErrors = llvm::any_of(currentIssues, [&](const SpecIssue &issue) {
      return issue.severity == Severity::Error && originalParsed &&
             !original.count({issue.code, issue.scope, issue.key});
    });
    if (newErrors) {
      // Keep the file as it was and report its original problems.
      result.errors = path + ": note: the preferred fixes would leave new "
                             "errors; the file is unchanged\n";
      current = LayoutDocument::parse(
          llvm::MemoryBuffer::getMemBufferCopy(
              llvm::MemoryBuffer::getFileOrSTDIN(path, true).get()->getBuffer(),
              path),
          documentOptions);
      currentIssues = checkDocument(*current, policy);
      fixed = 0;
    }
    doc = std::move(current);
    issues = std::move(currentIssues);
    result.fixed = fixed;
    if (result.fixed) {
      llvm::StringRef newText = doc->getText();
      if (llvm::Error error =
              llvm::writeToOutput(path, [&](llvm::raw_ostream &os) {
                os << newText;
                return llvm::Error::success();
              })) {
        result.errors = "mlir-layout: error: cannot write '" + path +
                        "': " + llvm::toString(std::move(error)) +
                        " (the file is unchanged)\n";
        result.ioFailure = true;
        return result;
      }
    }
  }

  if (options.json) {
    // Listed fixes are verified, each by a re-check of the file: up to a
    // budget of about 16 MiB re-parsed (200 fixes of a 1k-line file, a few
    // of a 100k-line one), so that a large file stays fast.
    size_t kVerificationBudget = std::clamp<size_t>(
        (size_t(16) << 20) / std::max<size_t>(doc->getText().size(), 1), 3,
        200);
    std::vector<SpecIssue *> selected;
    size_t omitted = 0;
    for (SpecIssue &issue : issues) {
      if (issue.fixes.empty())
        continue;
      if (selected.size() < kVerificationBudget) {
        selected.push_back(&issue);
      } else {
        issue.fixes.clear();
        ++omitted;
      }
    }
    std::vector<SpecIssue> baseline = issues;
    verifyFixesOf(*doc, policy, baseline, selected);
    if (omitted)
      result.errors += path + ": note: fixes of " + std::to_string(omitted) +
                       " more problems are not listed (each listed fix is "
                       "verified by a re-check); use --fix or fix the first "
                       "ones\n";
  }

  llvm::raw_string_ostream os(result.text);
  result.diagnostics = nlohmann::json::array();
  for (const SpecIssue &issue : issues) {
    if (options.json)
      result.diagnostics.push_back(
          issueToJson(issue, doc->getText(), doc->getFilename()));
    else
      printIssue(os, issue, doc->getFilename());
  }
  result.problems = hasErrors(issues) || layoutFileErrors;
  return result;
}

/// checkFile under the crash guard: a crash becomes an error for that file
/// (the file is never written then).
static FileResult checkFileGuarded(const std::string &path,
                                   CompatibilityPolicy policy,
                                   const CheckOptions &options) {
  FileResult result;
  std::string what;
  if (runGuarded([&] { result = checkFile(path, policy, options); }, &what))
    return result;
  FileResult crashed;
  crashed.errors = path +
                   ": error: mlir-layout crashed while analysing the "
                   "file (" +
                   what + " inside MLIR); please report it\n";
  crashed.problems = true;
  return crashed;
}

int mlir::layout::runCheck(llvm::ArrayRef<std::string> files,
                           const CheckOptions &options, llvm::raw_ostream &os) {
  std::optional<CompatibilityPolicy> policy = parsePolicy(options.policy);
  if (!policy) {
    llvm::errs() << "mlir-layout: error: unknown policy '" << options.policy
                 << "' (relax, strict, redefine-all, off)\n";
    return ExitUsage;
  }
  std::vector<FileResult> results(files.size());
  unsigned jobs = options.jobs
                      ? options.jobs
                      : llvm::hardware_concurrency().compute_thread_count();
  if (jobs <= 1 || files.size() <= 1) {
    for (size_t i = 0; i < files.size(); ++i)
      results[i] = checkFileGuarded(files[i], *policy, options);
  } else {
    llvm::DefaultThreadPool pool(llvm::hardware_concurrency(jobs));
    for (size_t i = 0; i < files.size(); ++i)
      pool.async([&, i] {
        results[i] = checkFileGuarded(files[i], *policy, options);
      });
    pool.wait();
  }

  int status = ExitOk;
  nlohmann::json all = nlohmann::json::array();
  for (const FileResult &result : results) {
    llvm::errs() << result.errors;
    if (result.fixed)
      llvm::errs() << "mlir-layout: applied " << result.fixed << " fix"
                   << (result.fixed == 1 ? "" : "es") << "\n";
    if (result.ioFailure) {
      status = ExitUsage;
      continue;
    }
    if (result.problems)
      status = std::max<int>(status, ExitProblems);
    if (options.json)
      for (const nlohmann::json &diag : result.diagnostics)
        all.push_back(diag);
    else
      os << result.text;
  }
  if (options.json)
    os << dumpJson(nlohmann::json{{"diagnostics", all}}, 2) << "\n";
  return status;
}
