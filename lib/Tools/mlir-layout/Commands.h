//===- Commands.h - The subcommands of mlir-layout --------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

#ifndef MLIR_LAYOUT_TOOLS_COMMANDS_H
#define MLIR_LAYOUT_TOOLS_COMMANDS_H

#include "ToolOptions.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Features/LayoutDiff.h"
#include "mlir-layout/Features/TargetComparison.h"
#include "mlir-layout/Support/SplitInput.h"

#include "mlir/IR/BuiltinAttributes.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// Exit codes of mlir-layout.
enum ExitCode : int {
  /// Success.
  ExitOk = 0,
  /// The input has problems (parse, verifier or spec errors).
  ExitProblems = 1,
  /// Usage error or unreadable input.
  ExitUsage = 2,
};

/// Output formats of `query`.
enum class QueryFormat { Text, Json, TestDataLayoutQuery };

/// Reads and parses `path` ("-" for stdin); prints an error and returns null
/// when it cannot be read.
std::unique_ptr<LayoutDocument> loadDocument(llvm::StringRef path,
                                             const DocumentOptions &options);

/// Reads `path` ("-" for stdin) and parses it whole, or with `split` each of
/// its `// -----` chunks on its own as `mlir-opt --split-input-file` does
/// (lines and columns stay the file's; near misses of the marker are warned
/// about on stderr as mlir-opt does). Prints an error and returns nothing
/// when it cannot be read.
std::vector<std::unique_ptr<LayoutDocument>>
loadDocuments(llvm::StringRef path, const DocumentOptions &options, bool split);

/// loadDocuments for text already read (named by its buffer identifier).
std::vector<std::unique_ptr<LayoutDocument>>
loadDocuments(std::unique_ptr<llvm::MemoryBuffer> buffer,
              const DocumentOptions &options, bool split);

/// mlir-opt's warning for each near miss of the `// -----` marker in
/// `split` (of `text`, named `name`): `name:line:col: warning: ...` lines.
std::string describeNearMisses(const SplitInput &split, llvm::StringRef text,
                               llvm::StringRef name);

/// The problems of one layout file.
struct LayoutFileProblems {
  /// The layout file.
  std::string path;
  /// Its errors.
  std::vector<LayoutFileError> errors;
};

/// The layout rules for `documentPath`: `explicitPath` when not empty, else
/// the nearest `.mlir-layout.json` above the document. Problems in a layout
/// file are printed once (`file:line:col: error: ...`) and set `hadErrors`;
/// the call that prints them also hands them to `reported`, if given.
std::shared_ptr<const LayoutRules>
loadLayoutRules(llvm::StringRef documentPath, llvm::StringRef explicitPath,
                bool &hadErrors, LayoutFileProblems *reported = nullptr);

/// Prints, for a document that does not parse, that its layouts cannot be
/// known (`FILE:L:C: error: cannot know ...`, with the dialect to load when
/// MLIR names one): the read-only commands never answer such a document from
/// MLIR's built-in defaults. Returns ExitProblems.
int reportCannotKnow(const LayoutDocument &doc);

/// Prints, for a document MLIR cannot parse whose specs were read as
/// written, where it does not parse and that the answers come from the
/// specs as written (`FILE:L:C: note: ...`); with `results`, also how many
/// ops' results could not be read. Each scope whose spec is written but
/// could not be read is an error (nothing can be known in it). Returns
/// ExitProblems when there is such a scope, else ExitOk.
int reportReadAsWritten(const LayoutDocument &doc, bool results);

/// Prints MLIR's diagnostics and the problems of each spec on its own to
/// stderr; returns ExitProblems if any is an error, ExitOk otherwise (the
/// read-only commands report them and exit by whether they could answer).
int reportDiagnostics(LayoutDocument &doc);

/// Options of `mlir-layout query`.
struct QueryOptions {
  /// The output format.
  QueryFormat format = QueryFormat::Text;
  /// With the test-data-layout-query format: print the IR as mlir-opt does
  /// after the pass instead of one block of lines per result.
  bool echoIR = false;
  /// Add LLVM's answer for each record (the layout LLVM IR uses for the
  /// scope, the type MLIR's translation gives it) and whether it agrees.
  bool compareLLVM = false;
};

/// The attributes MLIR 22's test-data-layout-query pass attaches to `op`
/// (its result's numbers and the scope-wide properties), or std::nullopt
/// with `error` set when the result type has no layout.
std::optional<DictionaryAttr>
queryPassAttributes(LayoutDocument &doc, Operation *op, std::string &error);

/// Prints `doc` as mlir-opt prints it after its test-data-layout-query pass
/// (every `test.data_layout_query` op inside a `func.func` annotated);
/// returns ExitProblems when some op's type has no layout (reported on
/// stderr, the op left without attributes).
int printQueryPassIR(LayoutDocument &doc, llvm::raw_ostream &os);

/// `mlir-layout query`: one record per op result in file order, over every
/// chunk of `docs` (one JSON array for all chunks).
int runQuery(llvm::ArrayRef<std::unique_ptr<LayoutDocument>> docs,
             const QueryOptions &options, llvm::raw_ostream &os);

/// Options of `mlir-layout explain`.
struct ExplainOptions {
  /// The type to explain; empty means the result types of the op at `at`.
  std::string type;
  /// `LINE:COL` whose innermost scope answers, if given.
  std::string at;
  /// Scope path (`@a::@b`, `<top>`), if given.
  std::string scope;
  /// Emit JSON instead of text.
  bool json = false;
  /// Add LLVM's answer for each type and whether it agrees.
  bool compareLLVM = false;
  /// A device ID of the scope's target system spec (`--device`); empty for
  /// none.
  std::string device;
  /// Cache line size in bytes for the lines of struct fields.
  uint64_t cacheLineSize = 64;
};

/// `mlir-layout explain`: the answer for a type and the reasons behind it,
/// in the chunk of `docs` (one per `// -----` chunk) that --at or --scope
/// names.
int runExplain(llvm::ArrayRef<std::unique_ptr<LayoutDocument>> docs,
               const ExplainOptions &options, llvm::raw_ostream &os);

/// `mlir-layout scopes`: every scope of every chunk with its spec entries
/// and properties (one JSON array for all chunks).
int runScopes(llvm::ArrayRef<std::unique_ptr<LayoutDocument>> docs, bool json,
              llvm::raw_ostream &os);

/// Output formats of `check`.
enum class CheckFormat {
  /// GNU-style lines.
  Text,
  /// `{"diagnostics": [...]}`.
  Json,
  /// A SARIF 2.1.0 log.
  Sarif,
};

/// Options of `mlir-layout check`.
struct CheckOptions {
  /// Compatibility policy name.
  std::string policy = "relax";
  /// The output format.
  CheckFormat format = CheckFormat::Text;
  /// Apply each diagnostic's preferred fix and rewrite the file.
  bool fix = false;
  /// Parallel jobs; 0 means one per core.
  unsigned jobs = 0;
  /// Parse options (memref model).
  DocumentOptions document;
  /// `--layout-file`, or empty to look for `.mlir-layout.json`.
  std::string layoutFile;
  /// Check each `// -----` chunk on its own (not with `fix`).
  bool splitInputFile = false;
  /// Also report the types used in each scope whose LLVM layout differs
  /// from MLIR's (`layout-llvm-disagrees`).
  bool compareLLVM = false;
  /// Also note the structs used whose fields, in another order, would take
  /// fewer bytes (`layout-smaller-field-order`).
  bool reportPadding = false;
};

/// The URI of the documentation directory (`file:///.../docs/`, ending in
/// `/`) for links in SARIF output: the configured MLIR_LAYOUT_DOCS_URL, else
/// the installed documentation next to the executable, else the source
/// tree's; empty when none exists.
std::string locateDocsUri();

/// `mlir-layout check`: diagnostics of every file under a policy.
int runCheck(llvm::ArrayRef<std::string> files, const CheckOptions &options,
             llvm::raw_ostream &os);

/// True when the `spec` subcommand was given (SpecCommand.cpp).
bool isSpecCommand();
/// The options of `spec`, shown by --help.
llvm::cl::OptionCategory &getSpecOptionCategory();
/// `mlir-layout spec`: a data layout from a triple, an LLVM data layout
/// string or a scope, as a `#dlti.dl_spec`, a string or JSON.
int runSpecCommand(const DocumentOptions &options, llvm::raw_ostream &os);

/// True when the `header` subcommand was given (HeaderCommand.cpp).
bool isHeaderCommand();
/// The options of `header`, shown by --help.
llvm::cl::OptionCategory &getHeaderOptionCategory();
/// `mlir-layout header`: a C11 header declaring types as a scope lays them
/// out, with `_Static_assert`s on their numbers.
int runHeaderCommand(const DocumentOptions &options);

/// One layout `diff FILE` lays the file out under: `--spec FILE` or
/// `--triple T`.
struct DiffLayoutSource {
  /// True for `--triple`.
  bool isTriple = false;
  /// The spec file's path, or the triple.
  std::string value;
  /// With a triple: the CPU (`--cpu` after it), or empty.
  std::string cpu;
  /// With a triple: the features (`--features` after it), or empty.
  std::string features;
  /// With a triple: the ABI name (`--abi` after it), or empty.
  std::string abi;
};

/// The options that name layouts, as a command declares them.
struct TargetOptionLists {
  /// `--spec`; null for a command without it.
  const llvm::cl::list<std::string> *specs;
  /// `--triple`, `--cpu`, `--features`, `--abi`.
  const llvm::cl::list<std::string> *triples, *cpus, *features, *abis;
};

/// The --spec and --triple options of `lists` in the order given, each
/// --cpu, --features and --abi attached to the --triple before it; prints
/// why and returns false when one follows no --triple, repeats for one, or
/// has no value.
bool collectLayoutSources(const TargetOptionLists &lists,
                          std::vector<DiffLayoutSource> &layouts);

/// The target of a --triple `source`.
TargetChoice getTargetChoice(const DiffLayoutSource &source);

/// deriveTarget with LLVM's fatal errors contained: a target machine that
/// stops the process (a valid CPU the triple cannot use, MIPS `n64` on a
/// 32-bit triple) is an error after LLVM's message, not a crash.
llvm::Expected<DerivedTarget> deriveTargetContained(const TargetChoice &target,
                                                    MLIRContext *context);

/// The scope whose own spec `diff` and `targets` replace: `path`, else the
/// file's only top-level scope, else its top level when it has no scope.
/// Prints why and returns null when there is none.
const LayoutScope *findReplacedScope(LayoutDocument &doc, llvm::StringRef path);

/// Options of `mlir-layout diff`.
struct DiffCommandOptions {
  /// OLD and NEW.
  std::vector<std::string> files;
  /// Emit JSON instead of the table.
  bool json = false;
  /// Kinds of difference not reported (`--ignore preferred`).
  std::vector<std::string> ignore;
  /// Parse options (memref model).
  DocumentOptions document;
  /// `--layout-file`, or empty to look for `.mlir-layout.json`.
  std::string layoutFile;
  /// Compare the `// -----` chunks of the two files pairwise, by order.
  bool splitInputFile = false;
  /// `--spec` and `--triple` in the order given: with one, FILE as written
  /// is compared with FILE under it; with two, under the first and second.
  std::vector<DiffLayoutSource> layouts;
  /// `--scope`: the scope whose own spec the layouts replace.
  std::string scope;
  /// `--rev`: the git revision whose version of the one FILE is the old
  /// side; empty for none.
  std::string revision;
};

/// The documents of one file: one, or one per `// -----` chunk.
using Documents = std::vector<std::unique_ptr<LayoutDocument>>;

/// Declared layouts one side of a diff uses instead of the layout file
/// found for it.
struct SideRules {
  /// The rules; null for none.
  std::shared_ptr<const LayoutRules> rules;
  /// Whether their file had errors (already printed).
  bool hadErrors = false;
};

/// Loads one side of a diff (`side` is "old", "new", or empty for the one
/// file of `diff FILE --spec`) from `path`, or from `text` when given (named
/// by its buffer identifier), with `rules` when given, else with the layout
/// file found for `path`; prints why, naming the side, file and chunk, and
/// returns nothing when it cannot be read, does not parse or has errors.
Documents loadSide(llvm::StringRef side, llvm::StringRef path,
                   const DiffCommandOptions &options,
                   std::unique_ptr<llvm::MemoryBuffer> text = nullptr,
                   std::optional<SideRules> rules = std::nullopt);

/// Prints `diffs` as a table or JSON; returns ExitProblems when something
/// differs, else ExitOk.
int printDiffs(const DiffCommandOptions &options,
               llvm::ArrayRef<LayoutDiff> diffs, llvm::StringRef oldName,
               llvm::StringRef newName, llvm::raw_ostream &os);

/// `mlir-layout diff FILE (--spec S | --triple T)...`: FILE under two
/// layouts of one scope.
int runDiffLayouts(const DiffCommandOptions &options,
                   const DiffOptions &diffOptions, llvm::raw_ostream &os);

/// `mlir-layout diff OLD NEW` or `diff --rev REV FILE`: two versions of a
/// file, whole or chunk by chunk.
int runDiffFiles(const DiffCommandOptions &options,
                 const DiffOptions &diffOptions, llvm::raw_ostream &os);

/// The read-only commands, which answer from the input's documents.
enum class ReadOnlyCommand { Query, Explain, Scopes };

/// Runs a read-only command on the input of `shared`: loads its layout file
/// and its documents (one per `// -----` chunk with --split-input-file),
/// reports their diagnostics and the chunks that cannot answer, and calls
/// `answer` with the others, all inside the crash containment. Returns the
/// worst of the problems reported and `answer`'s status.
int runReadOnlyCommand(
    ReadOnlyCommand command, const SharedOptions &shared,
    llvm::function_ref<int(llvm::ArrayRef<std::unique_ptr<LayoutDocument>>)>
        answer);

/// `mlir-layout query` as given on the command line: checks its options
/// (printing why and returning ExitUsage) and runs it.
int runQueryCommand(const SharedOptions &shared);
/// `mlir-layout explain` as given on the command line, its options checked.
int runExplainCommand(const SharedOptions &shared);
/// `mlir-layout scopes` as given on the command line.
int runScopesCommand(const SharedOptions &shared);
/// `mlir-layout check` as given on the command line, its options checked.
int runCheckCommand(const SharedOptions &shared);
/// `mlir-layout diff` as given on the command line, its options checked.
int runDiffCommand(const SharedOptions &shared);
/// `mlir-layout targets` as given on the command line, its options checked.
int runTargetsCommand(const SharedOptions &shared);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TOOLS_COMMANDS_H
