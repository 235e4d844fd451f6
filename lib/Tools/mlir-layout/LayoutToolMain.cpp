// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutToolMain.cpp - The mlir-layout command line ------------------===//
//
// Subcommands `query`, `explain`, `scopes` and `check` over the layout
// engine, for the dialects of the registry the caller passes. Options
// follow LLVM conventions (llvm::cl); exit codes: 0 ok, 1 problems in the
// input, 2 usage error or unreadable input.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Tools/LayoutToolMain.h"
#include "Commands.h"

#include "mlir-layout/Config/Version.h"
#include "mlir-layout/Core/DocumentDialects.h"
#include "mlir-layout/Core/Plugins.h"
#include "mlir-layout/Support/CrashGuard.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <tuple>

using namespace llvm;
using namespace mlir::layout;

namespace {
cl::OptionCategory category("mlir-layout options");

cl::SubCommand queryCmd("query",
                        "Print the layout of every op result in file order");
cl::SubCommand
    explainCmd("explain",
               "Explain the layout of a type at a place in the file");
cl::SubCommand scopesCmd("scopes",
                         "List the data layout scopes and their properties");
cl::SubCommand checkCmd("check",
                        "Check data layout specs, on their own and nested");
cl::SubCommand diffCmd("diff",
                       "Report the layouts that differ between two versions "
                       "of a file");

cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input .mlir file>"),
                               cl::sub(queryCmd), cl::sub(explainCmd),
                               cl::sub(scopesCmd), cl::Required,
                               cl::cat(category));

cl::list<std::string> checkFiles(cl::Positional, cl::desc("<.mlir files>"),
                                 cl::sub(checkCmd), cl::OneOrMore,
                                 cl::cat(category));

cl::list<std::string> diffFiles(cl::Positional,
                                cl::desc("<OLD> <NEW> | <FILE>"),
                                cl::sub(diffCmd), cl::OneOrMore,
                                cl::cat(category));
cl::list<std::string>
    diffIgnore("ignore",
               cl::desc("Do not report this kind of difference (layout, "
                        "size, bitsize, abi, preferred, index, offsets, "
                        "property, scope); repeatable"),
               cl::value_desc("KIND"), cl::sub(diffCmd), cl::cat(category));
cl::list<std::string> diffSpecs(
    "spec",
    cl::desc("With one FILE: lay it out with the scope's own spec replaced "
             "by the one in SPEC_FILE (a #dlti.dl_spec or an LLVM data "
             "layout string, as `mlir-layout spec` prints them); once or "
             "twice, also with --triple: one layout is compared with the "
             "file as written, two with each other, in the order given"),
    cl::value_desc("SPEC_FILE"), cl::sub(diffCmd), cl::cat(category));
cl::list<std::string> diffTriples(
    "triple",
    cl::desc("With one FILE: lay it out with the scope's own spec replaced "
             "by the one LLVM's target registry gives TRIPLE (as `mlir-layout "
             "spec --triple` prints it); like --spec"),
    cl::value_desc("TRIPLE"), cl::sub(diffCmd), cl::cat(category));
cl::list<std::string> diffCpus(
    "cpu",
    cl::desc("The CPU of the --triple given before it (as `mlir-layout spec "
             "--triple T --cpu C`); at most once per --triple"),
    cl::value_desc("CPU"), cl::sub(diffCmd), cl::cat(category));
cl::list<std::string> diffFeatures(
    "features",
    cl::desc("The features of the --triple given before it, e.g. +avx2 (as "
             "`mlir-layout spec --triple T --features F`); at most once per "
             "--triple"),
    cl::value_desc("F"), cl::sub(diffCmd), cl::cat(category));
cl::opt<std::string> diffRevision(
    "rev",
    cl::desc("With one FILE: compare FILE's version at this git revision "
             "(the old side) with FILE as it is (the new side)"),
    cl::value_desc("REV"), cl::sub(diffCmd), cl::cat(category));
cl::opt<std::string> diffScope(
    "scope",
    cl::desc("With --spec or --triple: the scope whose own spec is replaced "
             "(default: the file's only top-level scope, or its top level "
             "when it has no scope)"),
    cl::value_desc("PATH"), cl::sub(diffCmd), cl::cat(category));

cl::opt<bool> jsonOutput("json", cl::desc("Emit JSON"), cl::sub(queryCmd),
                         cl::sub(explainCmd), cl::sub(scopesCmd),
                         cl::sub(checkCmd), cl::sub(diffCmd),
                         cl::cat(category));

cl::opt<std::string>
    policyName("policy",
               cl::desc("Compatibility policy for nested specs: relax "
                        "(default), strict, redefine-all, off"),
               cl::value_desc("POLICY"), cl::init("relax"), cl::sub(checkCmd),
               cl::cat(category));
cl::opt<bool> applyFixes("fix",
                         cl::desc("Apply each diagnostic's preferred fix and "
                                  "rewrite the file atomically"),
                         cl::sub(checkCmd), cl::cat(category));
cl::opt<std::string> testBeforeReplace(
    "test-before-replace",
    cl::desc("Testing only: a shell command run by check --fix right before "
             "it checks that a file is unchanged and replaces it"),
    cl::value_desc("COMMAND"), cl::Hidden, cl::sub(checkCmd));
cl::opt<unsigned> jobs("j",
                       cl::desc("Files checked in parallel (default: "
                                "one per core)"),
                       cl::init(0), cl::Prefix, cl::sub(checkCmd),
                       cl::cat(category));

cl::opt<QueryFormat> queryFormat(
    "format", cl::desc("Output format of query"), cl::sub(queryCmd),
    cl::init(QueryFormat::Text),
    cl::values(clEnumValN(QueryFormat::Text, "text", "one line per result"),
               clEnumValN(QueryFormat::Json, "json",
                          "a JSON array of records (same as --json)"),
               clEnumValN(QueryFormat::TestDataLayoutQuery,
                          "test-data-layout-query",
                          "the attributes mlir-opt's test-data-layout-query "
                          "pass attaches")),
    cl::cat(category));

cl::opt<CheckFormat> checkFormat(
    "format", cl::desc("Output format of check"), cl::sub(checkCmd),
    cl::init(CheckFormat::Text),
    cl::values(clEnumValN(CheckFormat::Text, "text",
                          "file:line:col: severity: message [code]"),
               clEnumValN(CheckFormat::Json, "json",
                          "{\"diagnostics\": [...]} (same as --json)"),
               clEnumValN(CheckFormat::Sarif, "sarif",
                          "a SARIF 2.1.0 log for code-scanning services")),
    cl::cat(category));

cl::opt<bool> echoIR(
    "echo-ir",
    cl::desc("With --format=test-data-layout-query: print the IR as mlir-opt "
             "prints it after its test-data-layout-query pass"),
    cl::sub(queryCmd), cl::cat(category));

cl::opt<bool> compareLLVM(
    "compare-llvm",
    cl::desc("Add LLVM's answer for each type under the data layout LLVM IR "
             "uses for its scope, and whether it agrees with MLIR's"),
    cl::sub(queryCmd), cl::sub(explainCmd), cl::sub(checkCmd),
    cl::cat(category));

cl::opt<bool> splitInput(
    "split-input-file",
    cl::desc("Split the input at '// -----' and handle each chunk on its "
             "own, as mlir-opt does (lines stay the file's)"),
    cl::sub(queryCmd), cl::sub(explainCmd), cl::sub(scopesCmd),
    cl::sub(checkCmd), cl::sub(diffCmd), cl::cat(category));

cl::opt<MemRefModel> memrefModel(
    "memref-model",
    cl::desc("Memref value model where no \"mlir_layout.memref_model\" "
             "spec entry selects one"),
    cl::init(MemRefModel::Descriptor),
    cl::values(clEnumValN(MemRefModel::Descriptor, "descriptor",
                          "the LLVM descriptor struct (default)"),
               clEnumValN(MemRefModel::Bare, "bare", "one pointer")),
    cl::sub(queryCmd), cl::sub(explainCmd), cl::sub(scopesCmd),
    cl::sub(checkCmd), cl::sub(diffCmd), cl::cat(category));

cl::list<std::string> dialectPlugins(
    "load-dialect-plugin",
    cl::desc("Load a dialect plugin (as mlir-opt does); repeatable"),
    cl::value_desc("PATH"), cl::sub(queryCmd), cl::sub(explainCmd),
    cl::sub(scopesCmd), cl::sub(checkCmd), cl::sub(diffCmd), cl::cat(category));

cl::opt<std::string> layoutFile(
    "layout-file",
    cl::desc("Declared layouts for types without one (default: the nearest "
             ".mlir-layout.json above the input)"),
    cl::value_desc("PATH"), cl::sub(queryCmd), cl::sub(explainCmd),
    cl::sub(scopesCmd), cl::sub(checkCmd), cl::sub(diffCmd), cl::cat(category));

cl::opt<std::string> typeText("type", cl::desc("The type to explain"),
                              cl::value_desc("TYPE"), cl::sub(explainCmd),
                              cl::cat(category));
cl::opt<unsigned> cacheLine(
    "cache-line",
    cl::desc("Cache line size in bytes for the padding and cache lines of "
             "struct fields (default 64)"),
    cl::value_desc("N"), cl::init(64), cl::sub(explainCmd), cl::cat(category));
cl::opt<std::string> atPosition("at",
                                cl::desc("Answer in the scope enclosing "
                                         "this position (1-based)"),
                                cl::value_desc("LINE:COL"), cl::sub(explainCmd),
                                cl::cat(category));
cl::opt<std::string> scopePath("scope",
                               cl::desc("Answer in this scope (@a::@b, "
                                        "<top>, builtin.module@LINE)"),
                               cl::value_desc("PATH"), cl::sub(explainCmd),
                               cl::cat(category));
cl::opt<std::string> deviceId(
    "device",
    cl::desc("Answer in the context of this device of the scope's "
             "dlti.target_system_spec (its properties, and whether MLIR "
             "reads them there)"),
    cl::value_desc("ID"), cl::sub(explainCmd), cl::cat(category));
} // namespace

/// The --spec and --triple options of `diff` in the order given, each
/// --cpu and --features attached to the --triple before it; prints why and
/// returns false when one follows no --triple or repeats for one.
static bool collectDiffLayouts(std::vector<DiffLayoutSource> &layouts) {
  // (position, kind, value): kind 0 spec, 1 triple, 2 cpu, 3 features.
  std::vector<std::tuple<unsigned, int, std::string>> given;
  auto add = [&](const cl::list<std::string> &list, int kind) {
    for (size_t i = 0; i < list.size(); ++i)
      given.emplace_back(list.getPosition(i), kind, list[i]);
  };
  add(diffSpecs, 0);
  add(diffTriples, 1);
  add(diffCpus, 2);
  add(diffFeatures, 3);
  llvm::sort(given, [](const auto &a, const auto &b) {
    return std::get<0>(a) < std::get<0>(b);
  });
  for (auto &[position, kind, value] : given) {
    if (kind < 2) {
      layouts.push_back({kind == 1, value});
      continue;
    }
    const char *name = kind == 2 ? "--cpu" : "--features";
    if (value.empty()) {
      errs() << "mlir-layout: error: " << name << " needs a value\n";
      return false;
    }
    if (layouts.empty() || !layouts.back().isTriple) {
      errs() << "mlir-layout: error: " << name << " " << value
             << " applies to the --triple given before it, "
             << (layouts.empty() ? "and none is"
                                 : "not to --spec " + layouts.back().value)
             << "\n";
      return false;
    }
    std::string &slot =
        kind == 2 ? layouts.back().cpu : layouts.back().features;
    if (!slot.empty()) {
      errs() << "mlir-layout: error: " << name << " given twice for --triple "
             << layouts.back().value << "\n";
      return false;
    }
    slot = value;
  }
  return true;
}

static void printVersion(raw_ostream &os) {
  os << "mlir-layout " << MLIR_LAYOUT_VERSION << " (MLIR/LLVM "
     << MLIR_LAYOUT_LLVM_VERSION << ")\n";
}

int mlir::layout::LayoutToolMain(int argc, char **argv,
                                 mlir::DialectRegistry &registry) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions({&category, &getSpecOptionCategory()});
  cl::SetVersionPrinter(printVersion);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "mlir-layout: size and alignment of MLIR types under DLTI data "
          "layouts\n\n"
          "  mlir-layout query FILE [--json | --format=...] [--echo-ir] "
          "[--split-input-file] [--compare-llvm]\n"
          "  mlir-layout explain FILE --type TYPE (--at LINE:COL | --scope "
          "PATH) [--device ID] [--json] [--compare-llvm] [--cache-line=N]\n"
          "  mlir-layout scopes FILE [--json]\n"
          "  mlir-layout check FILE... [--policy "
          "relax|strict|redefine-all|off] "
          "[--json | --format=text|json|sarif] [--fix] [-j N] "
          "[--compare-llvm]\n"
          "  mlir-layout spec (--triple T [--cpu C] [--features F] | "
          "--llvm-data-layout S | FILE --scope PATH) "
          "[--format=dlti|llvm|json]\n"
          "  mlir-layout diff OLD NEW [--json] [--ignore KIND]... "
          "[--split-input-file]\n"
          "  mlir-layout diff --rev REV FILE [--json] [--ignore KIND]... "
          "[--split-input-file]\n"
          "  mlir-layout diff FILE (--spec SPEC_FILE | --triple T [--cpu C] "
          "[--features F])... [--scope PATH] [--json] [--ignore KIND]...\n",
          &errs()))
    return ExitUsage;

  if (!queryCmd && !explainCmd && !scopesCmd && !checkCmd && !diffCmd &&
      !isSpecCommand()) {
    errs() << "mlir-layout: error: expected a subcommand (query, explain, "
              "scopes, check, spec, diff); see --help\n";
    return ExitUsage;
  }
  // The caller's dialects, then the plugins on top of them.
  if (mlir::failed(setDocumentDialects(registry))) {
    errs() << "mlir-layout: error: documents were parsed before the tool's "
              "dialects were set\n";
    return ExitUsage;
  }
  for (const std::string &path : dialectPlugins) {
    if (llvm::Error error = loadDialectPlugin(path)) {
      errs() << "mlir-layout: error: " << toString(std::move(error)) << "\n";
      return ExitUsage;
    }
  }
  DocumentOptions documentOptions;
  documentOptions.memrefModel = memrefModel;
  if (isSpecCommand())
    return runSpecCommand(documentOptions, outs());
  if (checkCmd) {
    if (jsonOutput && checkFormat.getNumOccurrences() &&
        checkFormat != CheckFormat::Json) {
      errs() << "mlir-layout: error: --json and --format="
             << (checkFormat == CheckFormat::Sarif ? "sarif" : "text")
             << " contradict each other\n";
      return ExitUsage;
    }
    return runCheck(checkFiles,
                    {policyName, jsonOutput ? CheckFormat::Json : checkFormat,
                     applyFixes, jobs, documentOptions, layoutFile,
                     testBeforeReplace, splitInput, compareLLVM},
                    outs());
  }
  if (diffCmd) {
    DiffCommandOptions options{diffFiles,       jsonOutput, diffIgnore,
                               documentOptions, layoutFile, splitInput};
    if (!collectDiffLayouts(options.layouts))
      return ExitUsage;
    options.scope = diffScope;
    options.revision = diffRevision;
    if (diffRevision.getNumOccurrences() && diffRevision.empty()) {
      errs() << "mlir-layout: error: --rev needs a revision\n";
      return ExitUsage;
    }
    return runDiff(options, outs());
  }
  QueryFormat format = jsonOutput ? QueryFormat::Json : queryFormat;
  if (echoIR && format != QueryFormat::TestDataLayoutQuery) {
    errs() << "mlir-layout: error: --echo-ir needs "
              "--format=test-data-layout-query\n";
    return ExitUsage;
  }
  if (compareLLVM && format == QueryFormat::TestDataLayoutQuery) {
    errs() << "mlir-layout: error: --compare-llvm needs the text or JSON "
              "format\n";
    return ExitUsage;
  }
  if (explainCmd && atPosition.empty() == scopePath.empty()) {
    errs() << "mlir-layout: error: explain needs exactly one of --at and "
              "--scope\n";
    return ExitUsage;
  }
  if (explainCmd && cacheLine == 0) {
    errs() << "mlir-layout: error: --cache-line needs a size of at least 1 "
              "byte\n";
    return ExitUsage;
  }
  if (explainCmd && typeText.empty() && atPosition.empty()) {
    errs() << "mlir-layout: error: explain --scope needs --type\n";
    return ExitUsage;
  }

  int status = ExitOk;
  std::string what;
  // Dialect code can still crash on hostile input: report it, don't die.
  bool survived = runGuarded(
      [&] {
        bool layoutFileErrors = false;
        documentOptions.layoutRules =
            loadLayoutRules(inputFile, layoutFile, layoutFileErrors);
        std::vector<std::unique_ptr<LayoutDocument>> docs =
            loadDocuments(inputFile, documentOptions, splitInput);
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
          if (!doc->canAnswer() && !explainCmd) {
            status = std::max(status, reportCannotKnow(*doc));
            continue;
          }
          if (!doc->isParsed() && !explainCmd)
            status =
                std::max(status, reportReadAsWritten(*doc, bool(queryCmd)));
          parsed.push_back(std::move(doc));
        }
        docs = std::move(parsed);
        if (layoutFileErrors)
          status = std::max<int>(status, ExitProblems);
        int result = ExitOk;
        if (queryCmd)
          result = runQuery(docs, {format, echoIR, compareLLVM}, outs());
        else if (explainCmd)
          result = runExplain(docs,
                              {typeText, atPosition, scopePath, jsonOutput,
                               compareLLVM, deviceId, cacheLine},
                              outs());
        else
          result = runScopes(docs, jsonOutput, outs());
        status = std::max(status, result);
      },
      &what);
  if (!survived) {
    outs().flush();
    errs() << inputFile << ": error: mlir-layout crashed while analysing the "
           << "file (" << what << " inside MLIR); please report it\n";
    return ExitProblems;
  }
  return status;
}
