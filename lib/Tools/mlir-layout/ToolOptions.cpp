// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ToolOptions.cpp - The subcommands and their shared options ---------===//

#include "ToolOptions.h"

using namespace llvm;
using namespace mlir::layout;

cl::OptionCategory &mlir::layout::getToolCategory() {
  static cl::OptionCategory category("mlir-layout options");
  return category;
}

cl::SubCommand &mlir::layout::getQuerySubcommand() {
  static cl::SubCommand command(
      "query", "Print the layout of every op result in file order");
  return command;
}

cl::SubCommand &mlir::layout::getExplainSubcommand() {
  static cl::SubCommand command(
      "explain", "Explain the layout of a type at a place in the file");
  return command;
}

cl::SubCommand &mlir::layout::getScopesSubcommand() {
  static cl::SubCommand command(
      "scopes", "List the data layout scopes and their properties");
  return command;
}

cl::SubCommand &mlir::layout::getCheckSubcommand() {
  static cl::SubCommand command(
      "check", "Check data layout specs, on their own and nested");
  return command;
}

cl::SubCommand &mlir::layout::getDiffSubcommand() {
  static cl::SubCommand command("diff",
                                "Report the layouts that differ between two "
                                "versions of a file");
  return command;
}

cl::SubCommand &mlir::layout::getTargetsSubcommand() {
  static cl::SubCommand command(
      "targets", "Lay out types for several targets side by side");
  return command;
}

namespace {
cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input .mlir file>"),
                               cl::sub(getQuerySubcommand()),
                               cl::sub(getExplainSubcommand()),
                               cl::sub(getScopesSubcommand()), cl::Required,
                               cl::cat(getToolCategory()));

cl::opt<bool>
    jsonOutput("json", cl::desc("Emit JSON"), cl::sub(getQuerySubcommand()),
               cl::sub(getExplainSubcommand()), cl::sub(getScopesSubcommand()),
               cl::sub(getCheckSubcommand()), cl::sub(getDiffSubcommand()),
               cl::sub(getTargetsSubcommand()), cl::cat(getToolCategory()));

cl::opt<bool> compareLLVM(
    "compare-llvm",
    cl::desc("Add LLVM's answer for each type under the data layout LLVM IR "
             "uses for its scope, and whether it agrees with MLIR's"),
    cl::sub(getQuerySubcommand()), cl::sub(getExplainSubcommand()),
    cl::sub(getCheckSubcommand()), cl::cat(getToolCategory()));

cl::opt<bool> splitInput(
    "split-input-file",
    cl::desc("Split the input at '// -----' and handle each chunk on its "
             "own, as mlir-opt does (lines stay the file's)"),
    cl::sub(getQuerySubcommand()), cl::sub(getExplainSubcommand()),
    cl::sub(getScopesSubcommand()), cl::sub(getCheckSubcommand()),
    cl::sub(getDiffSubcommand()), cl::cat(getToolCategory()));

cl::opt<MemRefModel> memrefModel(
    "memref-model",
    cl::desc("Memref value model where no \"mlir_layout.memref_model\" "
             "spec entry selects one"),
    cl::init(MemRefModel::Descriptor),
    cl::values(clEnumValN(MemRefModel::Descriptor, "descriptor",
                          "the LLVM descriptor struct (default)"),
               clEnumValN(MemRefModel::Bare, "bare", "one pointer")),
    cl::sub(getQuerySubcommand()), cl::sub(getExplainSubcommand()),
    cl::sub(getScopesSubcommand()), cl::sub(getCheckSubcommand()),
    cl::sub(getDiffSubcommand()), cl::sub(getTargetsSubcommand()),
    cl::cat(getToolCategory()));

cl::list<std::string> dialectPlugins(
    "load-dialect-plugin",
    cl::desc("Load a dialect plugin (as mlir-opt does); repeatable"),
    cl::value_desc("PATH"), cl::sub(getQuerySubcommand()),
    cl::sub(getExplainSubcommand()), cl::sub(getScopesSubcommand()),
    cl::sub(getCheckSubcommand()), cl::sub(getDiffSubcommand()),
    cl::sub(getTargetsSubcommand()), cl::cat(getToolCategory()));

cl::opt<std::string> layoutFile(
    "layout-file",
    cl::desc("Declared layouts for types without one (default: the nearest "
             ".mlir-layout.json above the input)"),
    cl::value_desc("PATH"), cl::sub(getQuerySubcommand()),
    cl::sub(getExplainSubcommand()), cl::sub(getScopesSubcommand()),
    cl::sub(getCheckSubcommand()), cl::sub(getDiffSubcommand()),
    cl::sub(getTargetsSubcommand()), cl::cat(getToolCategory()));
} // namespace

SharedOptions mlir::layout::getSharedOptions() {
  SharedOptions shared;
  shared.json = jsonOutput;
  shared.splitInput = splitInput;
  shared.compareLLVM = compareLLVM;
  shared.layoutFile = layoutFile;
  shared.inputFile = inputFile;
  shared.document.memrefModel = memrefModel;
  return shared;
}

llvm::ArrayRef<std::string> mlir::layout::getDialectPlugins() {
  return dialectPlugins;
}
