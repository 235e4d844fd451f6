//===- SpecsAsWritten.h - Unparsed files read tolerantly -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// When MLIR cannot parse a document (most often an op of a dialect the tool
// does not load, written in its custom syntax), the layouts it declares are
// still written in it. This reading needs no dialect: the statements found
// by outlineStatements (StatementScan.h) become ops, with the names written
// in the text, nested as the text nests them, recorded in an AsmParserState
// at their places in the text; each op keeps only what layout answers read
// (its symbol name and its data layout attributes, each parsed alone with
// MLIR's attribute parser after the file's aliases are substituted), and a
// generic op whose function type parses gets its result types. The engine's
// usual rules then answer from these ops exactly as from a parsed file, and
// the differential tests check that on every file that does parse.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_SPECSASWRITTEN_H
#define MLIR_LAYOUT_CORE_SPECSASWRITTEN_H

#include "mlir/IR/Block.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class AsmParserState;
class MLIRContext;

namespace layout {

/// A data layout attribute written in the text that the reading could not
/// read: the op's scope cannot be answered for.
struct UnreadAttribute {
  /// The op holding it.
  Operation *op = nullptr;
  /// The attribute's name as written.
  llvm::SMRange where;
  /// Its value as written.
  llvm::SMRange value;
  /// Why: MLIR's message, or what the value is instead.
  std::string message;
};

/// What the reading found.
struct WrittenReading {
  /// False when nothing was read: the brackets of the text do not balance,
  /// so where a statement ends cannot be known.
  bool read = false;
  /// Where the brackets stop balancing (with read == false).
  llvm::SMLoc unbalancedAt;
  /// Data layout attributes that could not be read.
  std::vector<UnreadAttribute> unread;
  /// How many ops with results got none: their result types are written in
  /// a syntax only their dialect can read.
  unsigned opsWithoutResultTypes = 0;
};

/// Reads the main buffer of `sourceMgr` (see the file comment) into ops in
/// `body` (which must be empty), recording them in `state`; `filename` is
/// used for the ops' locations.
WrittenReading readSpecsAsWritten(const llvm::SourceMgr &sourceMgr,
                                  llvm::StringRef filename,
                                  MLIRContext *context, Block &body,
                                  AsmParserState &state);

/// True for the attribute names whose values decide layouts: `dlti.dl_spec`,
/// `dlti.target_system_spec`, `llvm.data_layout`, `llvm.target_triple`.
bool isDataLayoutAttributeName(llvm::StringRef name);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_SPECSASWRITTEN_H
