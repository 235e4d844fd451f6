//===- ToolOptions.h - The subcommands and their shared options -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The subcommands of mlir-layout and the options several of them share
// (llvm::cl). Each command's own options are declared and checked in its
// unit (*Command.cpp); LayoutToolMain only parses, dispatches and reports.
// The subcommands and the category are built on first use, so the options
// of any unit can name them whatever the order of static initialisation.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_TOOLS_TOOLOPTIONS_H
#define MLIR_LAYOUT_TOOLS_TOOLOPTIONS_H

#include "mlir-layout/Core/LayoutDocument.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/CommandLine.h"

#include <string>

namespace mlir {
namespace layout {

/// The category of mlir-layout's options (the ones --help shows).
llvm::cl::OptionCategory &getToolCategory();
/// `mlir-layout query`.
llvm::cl::SubCommand &getQuerySubcommand();
/// `mlir-layout explain`.
llvm::cl::SubCommand &getExplainSubcommand();
/// `mlir-layout scopes`.
llvm::cl::SubCommand &getScopesSubcommand();
/// `mlir-layout check`.
llvm::cl::SubCommand &getCheckSubcommand();
/// `mlir-layout diff`.
llvm::cl::SubCommand &getDiffSubcommand();
/// `mlir-layout targets`.
llvm::cl::SubCommand &getTargetsSubcommand();

/// The values of the options several subcommands share.
struct SharedOptions {
  /// `--json`.
  bool json = false;
  /// `--split-input-file`.
  bool splitInput = false;
  /// `--compare-llvm`.
  bool compareLLVM = false;
  /// `--layout-file`, or empty to look for `.mlir-layout.json`.
  std::string layoutFile;
  /// The one input file of `query`, `explain` and `scopes`.
  std::string inputFile;
  /// Parse options (`--memref-model`).
  DocumentOptions document;
};

/// The shared options as parsed.
SharedOptions getSharedOptions();

/// `--load-dialect-plugin`, in the order given.
llvm::ArrayRef<std::string> getDialectPlugins();

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_TOOLS_TOOLOPTIONS_H
