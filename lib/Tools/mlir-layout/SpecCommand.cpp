// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- SpecCommand.cpp - mlir-layout spec ---------------------------------===//
//
// `mlir-layout spec` prints a data layout from one of three sources: a
// target (LLVM's target registry, as MLIR 22's `--llvm-target-to-data-layout`
// derives it), an LLVM data layout string (MLIR's importer), or a scope of a
// file (its effective spec). Formats: `#dlti.dl_spec<...>` with one entry per
// line in canonical order, the LLVM data layout string, or JSON.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/Core/ScopedDataLayout.h"
#include "mlir-layout/LLVM/DataLayoutString.h"

#include "llvm/Support/CommandLine.h"

#include <nlohmann/json.hpp>

using namespace mlir;
using namespace mlir::layout;
namespace cl = llvm::cl;

namespace {
enum class SpecFormat { Dlti, LLVM, Json };

cl::OptionCategory specCategory("mlir-layout spec options");

cl::SubCommand specCmd("spec", "Print a data layout as a dlti.dl_spec, an "
                               "LLVM data layout string or JSON");
cl::opt<std::string> specFile(cl::Positional, cl::desc("[<input .mlir file>]"),
                              cl::sub(specCmd), cl::cat(specCategory));
cl::opt<std::string> specTriple("triple",
                                cl::desc("The layout LLVM's target registry "
                                         "gives this target triple"),
                                cl::value_desc("TRIPLE"), cl::sub(specCmd),
                                cl::cat(specCategory));
cl::opt<std::string> specCpu("cpu",
                             cl::desc("The target's CPU (with --triple)"),
                             cl::value_desc("CPU"), cl::sub(specCmd),
                             cl::cat(specCategory));
cl::opt<std::string> specFeatures("features",
                                  cl::desc("The target's features, e.g. "
                                           "+avx2 (with --triple)"),
                                  cl::value_desc("F"), cl::sub(specCmd),
                                  cl::cat(specCategory));
cl::opt<std::string>
    specAbi("abi",
            cl::desc("The target's ABI name, e.g. lp64e, n32, apcs-gnu (with "
                     "--triple; LLVM's TargetOptions ABIName)"),
            cl::value_desc("NAME"), cl::sub(specCmd), cl::cat(specCategory));
cl::opt<std::string> specString(
    "llvm-data-layout", cl::desc("The layout of this LLVM data layout string"),
    cl::value_desc("STRING"), cl::sub(specCmd), cl::cat(specCategory));
cl::opt<std::string> specScope("scope",
                               cl::desc("With FILE: the scope whose effective "
                                        "spec is printed"),
                               cl::value_desc("PATH"), cl::sub(specCmd),
                               cl::cat(specCategory));
cl::opt<SpecFormat> specFormat(
    "format", cl::desc("Output format of spec"), cl::sub(specCmd),
    cl::cat(specCategory), cl::init(SpecFormat::Dlti),
    cl::values(clEnumValN(SpecFormat::Dlti, "dlti",
                          "#dlti.dl_spec<...>, one entry per line"),
               clEnumValN(SpecFormat::LLVM, "llvm",
                          "an LLVM data layout string"),
               clEnumValN(SpecFormat::Json, "json", "a JSON object")));

/// The layout to print, from whichever source was given.
struct SpecSourceData {
  /// "triple", "llvm-data-layout" or "file".
  std::string source;
  /// The spec.
  DataLayoutSpecInterface spec;
  /// The LLVM data layout string: the target's, the one given, or MLIR's
  /// translation of the scope's spec.
  std::optional<std::string> dataLayout;
  /// Why there is no string (MLIR's translation rejected the spec).
  std::string dataLayoutError;
};
} // namespace

bool mlir::layout::isSpecCommand() { return bool(specCmd); }

llvm::cl::OptionCategory &mlir::layout::getSpecOptionCategory() {
  return specCategory;
}

static int fail(const llvm::Twine &message, int status) {
  llvm::errs() << "mlir-layout: error: " << message << "\n";
  return status;
}

static void print(const SpecSourceData &data, llvm::raw_ostream &os) {
  std::vector<PrintedEntry> entries = getCanonicalEntries(data.spec);
  switch (specFormat) {
  case SpecFormat::Dlti:
    os << "#dlti.dl_spec<\n";
    for (size_t i = 0; i < entries.size(); ++i)
      os << "  " << entries[i].key << " = " << entries[i].value
         << (i + 1 < entries.size() ? ",\n" : "\n");
    os << ">\n";
    return;
  case SpecFormat::LLVM:
    os << *data.dataLayout << "\n";
    return;
  case SpecFormat::Json: {
    nlohmann::ordered_json json;
    json["source"] = data.source;
    json["llvm_data_layout"] = data.dataLayout
                                   ? nlohmann::ordered_json(*data.dataLayout)
                                   : nlohmann::ordered_json();
    if (!data.dataLayout)
      json["llvm_data_layout_error"] = data.dataLayoutError;
    json["entries"] = nlohmann::ordered_json::array();
    for (const PrintedEntry &entry : entries)
      json["entries"].push_back({{"key", entry.key}, {"value", entry.value}});
    os << json.dump(2) << "\n";
    return;
  }
  }
}

int mlir::layout::runSpecCommand(const DocumentOptions &options,
                                 llvm::raw_ostream &os) {
  int sources = !specTriple.empty() + !specString.empty() + !specFile.empty();
  if (sources != 1)
    return fail("spec needs exactly one of --triple, --llvm-data-layout and "
                "FILE --scope",
                ExitUsage);
  if (!specFile.empty() && specScope.empty())
    return fail("spec FILE needs --scope", ExitUsage);
  if (specFile.empty() && !specScope.empty())
    return fail("--scope needs FILE", ExitUsage);
  if (specTriple.empty() &&
      (!specCpu.empty() || !specFeatures.empty() || !specAbi.empty()))
    return fail("--cpu, --features and --abi need --triple", ExitUsage);

  std::unique_ptr<MLIRContext> context = createLayoutContext();
  std::unique_ptr<LayoutDocument> doc;
  SpecSourceData data;
  if (!specTriple.empty()) {
    data.source = "triple";
    llvm::Expected<DerivedTarget> target = deriveTargetContained(
        {specTriple, specCpu, specFeatures, specAbi}, context.get());
    if (!target)
      return fail(llvm::toString(target.takeError()), ExitProblems);
    data.spec = target->spec;
    data.dataLayout = target->dataLayout;
  } else if (!specString.empty()) {
    std::string dataLayout = specString;
    data.source = "llvm-data-layout";
    llvm::Expected<DataLayoutSpecInterface> spec =
        importValidDataLayoutString(dataLayout, context.get());
    if (!spec)
      return fail(llvm::toString(spec.takeError()), ExitProblems);
    data.spec = *spec;
    data.dataLayout = dataLayout;
  } else {
    doc = loadDocument(specFile, options);
    if (!doc)
      return ExitUsage;
    // MLIR's own errors are reported; only a file that does not parse
    // stops it (there is no spec to print). A spec with errors is printed
    // as the engine answers it (without the entries MLIR rejects).
    if (doc->hasErrors()) {
      reportDiagnostics(*doc);
      if (!doc->isParsed())
        return ExitProblems;
    }
    const LayoutScope *scope = doc->getScopes().findByPath(specScope);
    if (!scope)
      return fail("no scope '" + specScope + "' in '" + specFile +
                      "' (see mlir-layout scopes)",
                  ExitUsage);
    data.source = "file";
    data.spec = doc->getLayout(*scope).getSpec().getAttr();
    llvm::Expected<std::string> exported = exportDataLayoutString(data.spec);
    if (exported)
      data.dataLayout = *exported;
    else
      data.dataLayoutError = llvm::toString(exported.takeError());
  }
  if (specFormat == SpecFormat::LLVM && !data.dataLayout)
    return fail(data.dataLayoutError, ExitProblems);
  print(data, os);
  return ExitOk;
}
