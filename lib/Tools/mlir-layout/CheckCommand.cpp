// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CheckCommand.cpp - mlir-layout check -------------------------------===//
//
// Checks files in parallel (one MLIR context per file), prints diagnostics
// in input order, and with --fix applies the preferred fixes (FixApplier)
// and replaces each file safely (FileRewrite.h); stdin's fixed text goes to
// stdout.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "FileRewrite.h"
#include "JsonDocuments/IssueJson.h"
#include "JsonDocuments/JsonRender.h"
#include "JsonDocuments/SarifRender.h"
#include "ProgressLine.h"
#include "mlir-layout/Check/FieldOrderReport.h"
#include "mlir-layout/Check/FixApplier.h"
#include "mlir-layout/Check/LLVMAgreement.h"
#include "mlir-layout/Check/SpecChecker.h"
#include "mlir-layout/Config/Version.h"
#include "mlir-layout/Core/SplitDocument.h"
#include "mlir-layout/Features/UsedTypes.h"
#include "mlir-layout/Render/IssueRender.h"
#include "mlir-layout/Support/CrashGuard.h"
#include "mlir-layout/Support/SplitInput.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <map>
#include <set>
#include <tuple>
#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace mlir;
using namespace mlir::layout;
namespace cl = llvm::cl;

namespace {
cl::list<std::string> checkFiles(cl::Positional, cl::desc("<.mlir files>"),
                                 cl::sub(getCheckSubcommand()), cl::OneOrMore,
                                 cl::cat(getToolCategory()));
cl::opt<std::string>
    checkPolicy("policy",
                cl::desc("Compatibility policy for nested specs: relax "
                         "(default), strict, redefine-all, off"),
                cl::value_desc("POLICY"), cl::init("relax"),
                cl::sub(getCheckSubcommand()), cl::cat(getToolCategory()));
cl::opt<bool> checkFix("fix",
                       cl::desc("Apply each diagnostic's preferred fix and "
                                "rewrite the file atomically"),
                       cl::sub(getCheckSubcommand()),
                       cl::cat(getToolCategory()));
cl::opt<bool> checkReportPadding(
    "report-padding",
    cl::desc("Also note each struct used whose fields, in another order, "
             "would take fewer bytes (layout-smaller-field-order)"),
    cl::sub(getCheckSubcommand()), cl::cat(getToolCategory()));
cl::opt<unsigned> checkJobs("j",
                            cl::desc("Files checked in parallel (default: "
                                     "one per core)"),
                            cl::init(0), cl::Prefix,
                            cl::sub(getCheckSubcommand()),
                            cl::cat(getToolCategory()));
cl::opt<CheckFormat> checkFormat(
    "format", cl::desc("Output format of check"), cl::sub(getCheckSubcommand()),
    cl::init(CheckFormat::Text),
    cl::values(clEnumValN(CheckFormat::Text, "text",
                          "file:line:col: severity: message [code]"),
               clEnumValN(CheckFormat::Json, "json",
                          "{\"diagnostics\": [...]} (same as --json)"),
               clEnumValN(CheckFormat::Sarif, "sarif",
                          "a SARIF 2.1.0 log for code-scanning services")),
    cl::cat(getToolCategory()));

/// What checking one file produced.
struct FileResult {
  std::string text;           // rendered diagnostics (text mode)
  nlohmann::json diagnostics; // JSON objects or SARIF results
  size_t problemCount = 0;    // errors and warnings
  std::string errors;         // I/O and usage problems, notes
  std::string report;         // with --fix: what changed and what is left
  std::string fixedText;      // with --fix on stdin: the text for stdout
  bool problems = false;      // some diagnostic is an error
  bool ioFailure = false;     // unreadable or unwritable
  LayoutFileProblems layoutFileProblems; // reported with this file
};

/// Problems by code, scope and key (messages change with values).
using ProblemKey = std::tuple<std::string, std::string, std::string>;
} // namespace

/// Most fixes listed in --json output, each verified by a re-check of the
/// file: about this many bytes re-parsed in all, ...
static constexpr size_t kVerificationBytes = size_t(16) << 20;
/// ... but never fewer than this many fixes (a large file) ...
static constexpr size_t kMinVerifiedIssues = 3;
/// ... nor more than this many (a small file).
static constexpr size_t kMaxVerifiedIssues = 200;

/// "1 fix", "2 fixes".
static std::string countOf(size_t n, llvm::StringRef one,
                           llvm::StringRef many) {
  return std::to_string(n) + " " + (n == 1 ? one : many).str();
}

/// "LINE:COL" of `pos`, or "-" when unknown.
static std::string placeOf(const SourcePos &pos) {
  if (!pos.isKnown())
    return "-";
  return std::to_string(pos.line) + ":" + std::to_string(pos.column);
}

/// Runs the test hook in the environment variable `variable`, if set, with
/// /bin/sh: `MLIR_LAYOUT_TEST_AFTER_READ` right after `check --fix` read a
/// file, `MLIR_LAYOUT_TEST_BEFORE_REPLACE` right before its last check and
/// rename (FileRewrite.h), so that tests can change, remove or signal in
/// those windows (docs/reliability.md). Not an option: no command line of a
/// user's reaches a shell.
static void runHook(const char *variable) {
  const char *command = getenv(variable);
  if (!command || !*command)
    return;
  llvm::StringRef args[] = {"/bin/sh", "-c", command};
  llvm::sys::ExecuteAndWait("/bin/sh", args);
}

/// Why each problem --fix left was left, by code, scope and key.
using LeftReasons = std::map<ProblemKey, std::string>;

/// The code, scope and key of `issue`.
static ProblemKey keyOf(const SpecIssue &issue) {
  return {issue.code, issue.scope, issue.key};
}

/// The first error of `issues` that is not one of `errors`, or null.
static const SpecIssue *findNewError(llvm::ArrayRef<SpecIssue> issues,
                                     const std::set<ProblemKey> &errors) {
  auto it = llvm::find_if(issues, [&](const SpecIssue &issue) {
    return issue.severity == Severity::Error && !errors.count(keyOf(issue));
  });
  return it == issues.end() ? nullptr : &*it;
}

/// Applies, in rounds, the preferred fixes of the problems of `original`
/// that `excluded` does not name (and of the problems they reveal) to a
/// copy of it.
static CheckedDocument applyAllBut(const CheckedDocument &original,
                                   CompatibilityPolicy policy,
                                   const std::set<ProblemKey> &excluded,
                                   FixApplier &applier) {
  CheckedDocument fixed = applier.check(original.doc->getText(), *original.doc);
  applier.apply(fixed, [&](const SpecIssue &issue) {
    return !excluded.count(keyOf(issue));
  });
  return fixed;
}

/// The problem of `original` whose fix, among `applied`, leaves the new
/// error `newError`: the fix of a problem with the error's scope and key,
/// else the first fix that leaves a new error when applied alone, else the
/// last one applied.
static ProblemKey findCulprit(const CheckedDocument &original,
                              CompatibilityPolicy policy,
                              llvm::ArrayRef<AppliedFix> applied,
                              const SpecIssue &newError,
                              const std::set<ProblemKey> &errors) {
  std::set<ProblemKey> originalProblems;
  for (const SpecIssue &issue : original.issues)
    originalProblems.insert(keyOf(issue));
  std::vector<ProblemKey> candidates;
  for (const AppliedFix &fix : applied)
    if (originalProblems.count({fix.code, fix.scope, fix.key}))
      candidates.push_back({fix.code, fix.scope, fix.key});
  for (const ProblemKey &candidate : candidates)
    if (std::get<1>(candidate) == newError.scope &&
        std::get<2>(candidate) == newError.key)
      return candidate;
  for (const ProblemKey &candidate : candidates) {
    std::set<ProblemKey> others = originalProblems;
    others.erase(candidate);
    FixApplier alone(policy, FixApplier::Mode::BestEffort);
    if (findNewError(applyAllBut(original, policy, others, alone).issues,
                     errors))
      return candidate;
  }
  return candidates.empty() ? keyOf(newError) : candidates.back();
}

/// Applies the preferred fixes of `original`'s problems in rounds, one per
/// conflict: when together they would leave an error the file did not
/// have, the fix that leaves it is dropped and the others are applied
/// again, until none is left. Returns the fixed document; `applied` lists
/// the fixes taken and `reasons` why the fixes of other problems were not.
static CheckedDocument applyFixes(CheckedDocument original,
                                  CompatibilityPolicy policy,
                                  std::vector<AppliedFix> &applied,
                                  LeftReasons &reasons) {
  std::set<ProblemKey> errors;
  for (const SpecIssue &issue : original.issues)
    if (issue.severity == Severity::Error)
      errors.insert(keyOf(issue));
  std::set<ProblemKey> excluded;
  for (size_t attempt = 0; attempt <= original.issues.size(); ++attempt) {
    FixApplier applier(policy, FixApplier::Mode::BestEffort);
    CheckedDocument fixed = applyAllBut(original, policy, excluded, applier);
    const SpecIssue *newError =
        original.doc->isParsed() ? findNewError(fixed.issues, errors) : nullptr;
    if (!newError) {
      applied.assign(applier.getApplied().begin(), applier.getApplied().end());
      for (const AppliedFix &conflict : applier.getConflicts())
        reasons.emplace(ProblemKey{conflict.code, conflict.scope, conflict.key},
                        conflict.title);
      return fixed;
    }
    ProblemKey culprit =
        findCulprit(original, policy, applier.getApplied(), *newError, errors);
    if (!excluded.insert(culprit).second)
      break;
    reasons[culprit] = "its fix would leave a new error: " + newError->message +
                       " [" + newError->code + "]";
  }
  return original;
}

/// What --fix did to a file, for stderr: the path once, then one line per
/// fix applied and per problem left (errors and warnings), with codes.
/// Where the problem `fix` fixed was in the file as read: fixes of later
/// rounds point into intermediate text, so they are matched by code, scope
/// and key; "(revealed)" for a problem an earlier fix revealed.
static std::string originalPlace(const AppliedFix &fix,
                                 llvm::ArrayRef<SpecIssue> original) {
  auto it = llvm::find_if(original, [&](const SpecIssue &issue) {
    return issue.code == fix.code && issue.scope == fix.scope &&
           issue.key == fix.key;
  });
  return it == original.end() ? "(revealed)" : placeOf(it->where);
}

static std::string describeFixes(llvm::StringRef path,
                                 llvm::ArrayRef<AppliedFix> applied,
                                 llvm::ArrayRef<SpecIssue> original,
                                 llvm::ArrayRef<SpecIssue> issues,
                                 const LeftReasons &reasons) {
  std::vector<const SpecIssue *> left;
  for (const SpecIssue &issue : issues)
    if (issue.severity != Severity::Note)
      left.push_back(&issue);
  if (applied.empty() && left.empty())
    return "";
  std::string out = ("mlir-layout: " + path + ": ").str();
  out += applied.empty() ? std::string("no fix applied")
                         : "applied " + countOf(applied.size(), "fix", "fixes");
  out += ", " + countOf(left.size(), "problem", "problems") + " left\n";
  for (const AppliedFix &fix : applied)
    out += "  fixed " + originalPlace(fix, original) + " [" + fix.code + "] " +
           fix.title + "\n";
  for (const SpecIssue *issue : left) {
    auto reason = reasons.find(keyOf(*issue));
    out += "  left  " + placeOf(issue->where) + " [" + issue->code + "] " +
           (reason != reasons.end() ? reason->second
            : issue->fixes.empty()  ? std::string("no fix")
                                    : std::string("its fix was not applied")) +
           "\n";
  }
  return out;
}

/// Reads `path` ("-" for stdin); with --fix, a file must be a regular file.
static std::unique_ptr<llvm::MemoryBuffer>
readInput(const std::string &path, const CheckOptions &options,
          std::optional<FileToFix> &toFix, FileResult &result) {
  if (options.fix && path != "-") {
    llvm::Expected<FileToFix> file = readFileToFix(path);
    if (!file) {
      result.errors =
          "mlir-layout: error: " + llvm::toString(file.takeError()) + "\n";
      result.ioFailure = true;
      return nullptr;
    }
    toFix = std::move(*file);
    return llvm::MemoryBuffer::getMemBuffer(toFix->buffer->getBuffer(), path);
  }
  // Read, not mapped: unmapping a file in a process whose other thread runs
  // costs a TLB shootdown on both cores, once per file.
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      path == "-" ? llvm::MemoryBuffer::getSTDIN()
                  : llvm::MemoryBuffer::getFile(path, /*IsText=*/true,
                                                /*RequiresNullTerminator=*/true,
                                                /*IsVolatile=*/true);
  if (!buffer) {
    result.errors = "mlir-layout: error: cannot read '" + path +
                    "': " + buffer.getError().message() + "\n";
    result.ioFailure = true;
    return nullptr;
  }
  return std::move(*buffer);
}

/// readInput, and the document options with the layout rules for `path`.
static std::unique_ptr<llvm::MemoryBuffer>
readWithRules(const std::string &path, const CheckOptions &options,
              std::optional<FileToFix> &toFix, FileResult &result,
              DocumentOptions &documentOptions, bool &layoutFileErrors) {
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      readInput(path, options, toFix, result);
  documentOptions = options.document;
  if (buffer)
    documentOptions.layoutRules = loadLayoutRules(
        path, options.layoutFile, layoutFileErrors, &result.layoutFileProblems);
  return buffer;
}

/// The working directory, which relative paths (and SARIF's SRCROOT) are
/// relative to; empty if it cannot be read.
static std::string workingDir() {
  llvm::SmallString<256> dir;
  if (llvm::sys::fs::current_path(dir))
    return "";
  return dir.str().str();
}

/// Counts `issues`' errors and warnings into `result`.
static void countProblems(FileResult &result,
                          llvm::ArrayRef<SpecIssue> issues) {
  result.problemCount += llvm::count_if(issues, [](const SpecIssue &issue) {
    return issue.severity == Severity::Error ||
           issue.severity == Severity::Warning;
  });
}

/// Adds `lines` to every position (`{"line", "character"}`) in `json`.
static void shiftLines(nlohmann::json &json, unsigned lines) {
  if (json.is_object() && json.contains("line") && json.contains("character"))
    json["line"] = json["line"].get<unsigned>() + lines;
  if (json.is_structured())
    for (nlohmann::json &child : json)
      shiftLines(child, lines);
}

/// Each type used in a scope of `doc` once, at its first op result of that
/// type in the scope (the scope op for block arguments only), in order.
static std::vector<TypeUse> collectTypeUses(LayoutDocument &doc) {
  llvm::DenseMap<std::pair<const LayoutScope *, Type>, SourcePos> firstSite;
  for (const ResultSite &site : doc.getResultSites())
    firstSite.try_emplace({&doc.getScopes().scopeFor(site.op),
                           site.op->getResult(site.resultNumber).getType()},
                          site.where);
  std::vector<TypeUse> uses;
  for (const auto &[scope, types] : collectUsedTypes(doc))
    for (const auto &[text, type] : types) {
      auto found = firstSite.find({scope, type});
      uses.push_back({scope, type,
                      found != firstSite.end() ? found->second : scope->where});
    }
  llvm::stable_sort(uses, [](const TypeUse &a, const TypeUse &b) {
    return std::make_pair(a.where.line, a.where.column) <
           std::make_pair(b.where.line, b.where.column);
  });
  return uses;
}

/// With --compare-llvm, adds `layout-llvm-disagrees` for the types used in
/// `doc` to `issues`; with --report-padding, `layout-smaller-field-order`.
static void addLLVMAgreement(LayoutDocument &doc, const CheckOptions &options,
                             std::vector<SpecIssue> &issues) {
  if (!options.compareLLVM && !options.reportPadding)
    return;
  std::vector<TypeUse> uses = collectTypeUses(doc);
  if (options.compareLLVM)
    for (SpecIssue &issue : checkLLVMAgreement(doc, uses))
      issues.push_back(std::move(issue));
  if (options.reportPadding)
    for (SpecIssue &issue : checkFieldOrders(doc, uses))
      issues.push_back(std::move(issue));
}

/// Checks each `// -----` chunk of one file on its own (--split-input-file);
/// positions are the file's.
static FileResult checkChunks(std::unique_ptr<llvm::MemoryBuffer> buffer,
                              FileResult result, const std::string &path,
                              CompatibilityPolicy policy,
                              const CheckOptions &options,
                              const DocumentOptions &documentOptions,
                              bool layoutFileErrors) {
  SplitInput split = splitInputFile(buffer->getBuffer());
  llvm::raw_string_ostream os(result.text);
  result.diagnostics = nlohmann::json::array();
  result.errors += describeNearMisses(split, buffer->getBuffer(), path);
  auto checkChunk = [&](const InputChunk &chunk,
                        std::unique_ptr<LayoutDocument> doc) {
    std::vector<SpecIssue> issues = checkDocument(*doc, policy);
    addLLVMAgreement(*doc, options, issues);
    countProblems(result, issues);
    if (options.format != CheckFormat::Text) {
      std::vector<SpecIssue *> selected;
      for (SpecIssue &issue : issues)
        if (!issue.fixes.empty() && selected.size() < kMaxVerifiedIssues)
          selected.push_back(&issue);
        else
          issue.fixes.clear();
      std::vector<SpecIssue> baseline = issues;
      verifyFixesOf(*doc, policy, baseline, selected);
    }
    for (const SpecIssue &issue : issues) {
      if (options.format == CheckFormat::Text) {
        printIssue(os, issue, path);
        continue;
      }
      if (options.format == CheckFormat::Sarif) {
        result.diagnostics.push_back(issueToSarifResult(
            issue, doc->getText(), toSarifArtifactLocation(path, workingDir()),
            chunk.firstLine));
        continue;
      }
      nlohmann::json diag = issueToJson(issue, doc->getText(), path);
      shiftLines(diag, chunk.firstLine);
      result.diagnostics.push_back(std::move(diag));
    }
    result.problems |= hasErrors(issues);
  };
  parseChunks(split, path, documentOptions, checkChunk);
  result.problems |= layoutFileErrors;
  return result;
}

/// Checks (and with --fix repairs) one file.
static FileResult checkFile(const std::string &path, CompatibilityPolicy policy,
                            const CheckOptions &options) {
  FileResult result;
  std::optional<FileToFix> toFix;
  bool layoutFileErrors = false;
  DocumentOptions documentOptions;
  std::unique_ptr<llvm::MemoryBuffer> buffer = readWithRules(
      path, options, toFix, result, documentOptions, layoutFileErrors);
  if (!buffer)
    return result;
  if (toFix)
    runHook("MLIR_LAYOUT_TEST_AFTER_READ");
  if (options.splitInputFile)
    return checkChunks(std::move(buffer), std::move(result), path, policy,
                       options, documentOptions, layoutFileErrors);
  CheckedDocument checked;
  checked.doc = LayoutDocument::parse(std::move(buffer), documentOptions);
  checked.issues = checkDocument(*checked.doc, policy);

  if (options.fix) {
    std::vector<AppliedFix> applied;
    LeftReasons reasons;
    std::vector<SpecIssue> original = checked.issues;
    checked = applyFixes(std::move(checked), policy, applied, reasons);
    llvm::StringRef newText = checked.doc->getText();
    if (!toFix) {
      result.fixedText = newText.str(); // stdin: always the whole text
    } else if (!applied.empty()) {
      if (llvm::Error error = replaceFileContent(*toFix, newText, [] {
            runHook("MLIR_LAYOUT_TEST_BEFORE_REPLACE");
          })) {
        result.errors =
            "mlir-layout: error: " + llvm::toString(std::move(error)) + " (" +
            countOf(applied.size(), "fix", "fixes") + " not applied)\n";
        result.ioFailure = true;
        return result;
      }
    }
    result.report =
        describeFixes(path, applied, original, checked.issues, reasons);
  }

  std::unique_ptr<LayoutDocument> &doc = checked.doc;
  std::vector<SpecIssue> &issues = checked.issues;
  addLLVMAgreement(*doc, options, issues);
  countProblems(result, issues);
  if (options.format != CheckFormat::Text) {
    size_t budget = std::clamp<size_t>(
        kVerificationBytes / std::max<size_t>(doc->getText().size(), 1),
        kMinVerifiedIssues, kMaxVerifiedIssues);
    std::vector<SpecIssue *> selected;
    size_t omitted = 0;
    for (SpecIssue &issue : issues) {
      if (issue.fixes.empty())
        continue;
      if (selected.size() < budget) {
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
  nlohmann::json artifact;
  if (options.format == CheckFormat::Sarif)
    artifact = toSarifArtifactLocation(path, workingDir());
  for (const SpecIssue &issue : issues) {
    if (options.format == CheckFormat::Json)
      result.diagnostics.push_back(
          issueToJson(issue, doc->getText(), doc->getFilename()));
    else if (options.format == CheckFormat::Sarif)
      result.diagnostics.push_back(
          issueToSarifResult(issue, doc->getText(), artifact));
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
  std::string message = "mlir-layout crashed while analysing the file (" +
                        what + " inside MLIR); please report it";
  crashed.errors = path + ": error: " + message + "\n";
  crashed.problems = true;
  crashed.problemCount = 1;
  crashed.diagnostics = nlohmann::json::array();
  if (options.format == CheckFormat::Sarif)
    crashed.diagnostics.push_back(crashToSarifResult(
        toSarifArtifactLocation(path, workingDir()), message));
  return crashed;
}

/// With glibc, each worker's malloc arena keeps the memory a file freed for
/// the next file: by default an arena other than the main one gives back
/// every free top over 128 KiB and grows again with `mprotect` for the next
/// file (1 321 calls for 200 files at -j2 against 20 at -j1), and each of
/// those takes the process's address-space lock for writing, stalling the
/// other worker's page faults.
static void keepFreedMemoryMapped() {
#ifdef __GLIBC__
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  mallopt(M_TOP_PAD, 16 << 20);
#endif
}

int mlir::layout::runCheck(llvm::ArrayRef<std::string> files,
                           const CheckOptions &options, llvm::raw_ostream &os) {
  std::optional<CompatibilityPolicy> policy = parsePolicy(options.policy);
  if (!policy) {
    llvm::errs() << "mlir-layout: error: unknown policy '" << options.policy
                 << "' (relax, strict, redefine-all, off)\n";
    return ExitUsage;
  }
  // `check --fix -` writes the fixed text to stdout and the diagnostics to
  // stderr: stdin must then be the only input, and JSON has no stream left.
  bool fixStdin = options.fix && llvm::is_contained(files, "-");
  if (fixStdin && (files.size() != 1 || options.format != CheckFormat::Text)) {
    llvm::errs() << "mlir-layout: error: check --fix - writes the fixed text "
                    "to stdout: stdin must be the only input, without "
                    "--json or --format=sarif\n";
    return ExitUsage;
  }
  if (options.fix && options.splitInputFile) {
    llvm::errs() << "mlir-layout: error: check --fix rewrites whole files: "
                    "it does not take --split-input-file\n";
    return ExitUsage;
  }
  std::vector<FileResult> results(files.size());
  unsigned jobs = options.jobs
                      ? options.jobs
                      : llvm::hardware_concurrency().compute_thread_count();
  if (jobs > 1)
    keepFreedMemoryMapped();
  {
    // Erased (destroyed) before anything else is printed.
    ProgressLine progress(llvm::errs(), files.size(),
                          files.size() > 1 && llvm::errs().is_displayed());
    auto checkOne = [&](size_t i) {
      results[i] = checkFileGuarded(files[i], *policy, options);
      progress.fileDone(results[i].problemCount);
    };
    if (jobs <= 1 || files.size() <= 1) {
      for (size_t i = 0; i < files.size(); ++i)
        checkOne(i);
    } else {
      llvm::DefaultThreadPool pool(llvm::hardware_concurrency(jobs));
      for (size_t i = 0; i < files.size(); ++i)
        pool.async([&, i] { checkOne(i); });
      pool.wait();
    }
  }

  llvm::raw_ostream &diagnosticsOut = fixStdin ? llvm::errs() : os;
  int status = ExitOk;
  std::vector<nlohmann::json> all;
  SarifRunInfo run;
  for (const FileResult &result : results) {
    llvm::errs() << result.errors << result.report;
    if (result.ioFailure) {
      status = ExitUsage;
      run.executionErrors.push_back(
          llvm::StringRef(result.errors).trim().str());
      continue;
    }
    if (result.problems)
      status = std::max<int>(status, ExitProblems);
    if (fixStdin)
      os << result.fixedText;
    if (options.format == CheckFormat::Text)
      diagnosticsOut << result.text;
    else
      for (const nlohmann::json &diag : result.diagnostics)
        all.push_back(diag);
    if (options.format == CheckFormat::Sarif) {
      const LayoutFileProblems &layout = result.layoutFileProblems;
      for (const LayoutFileError &error : layout.errors)
        all.push_back(layoutFileErrorToSarifResult(
            toSarifArtifactLocation(layout.path, workingDir()), error.line,
            error.column, error.message));
    }
  }
  if (options.format == CheckFormat::Json)
    os << dumpJson(nlohmann::json{{"diagnostics", all}}, 2) << "\n";
  if (options.format == CheckFormat::Sarif) {
    run.version = MLIR_LAYOUT_VERSION;
    run.workingDir = workingDir();
    run.docsUri = locateDocsUri();
    os << dumpJson(makeSarifLog(run, std::move(all)), 2) << "\n";
  }
  return status;
}

int mlir::layout::runCheckCommand(const SharedOptions &shared) {
  if (shared.json && checkFormat.getNumOccurrences() &&
      checkFormat != CheckFormat::Json) {
    llvm::errs() << "mlir-layout: error: --json and --format="
                 << (checkFormat == CheckFormat::Sarif ? "sarif" : "text")
                 << " contradict each other\n";
    return ExitUsage;
  }
  return runCheck(checkFiles,
                  {checkPolicy, shared.json ? CheckFormat::Json : checkFormat,
                   checkFix, checkJobs, shared.document, shared.layoutFile,
                   shared.splitInput, shared.compareLLVM, checkReportPadding},
                  llvm::outs());
}
