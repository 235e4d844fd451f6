//===- StatementScan.h - MLIR text outlined without parsing ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// When MLIR cannot parse a file (an op of a dialect that is not loaded, in
// its custom syntax), the layouts it declares are still written in it: the
// `dlti.dl_spec` of a module header does not need the module's other ops.
// This scan finds, with the bracket-aware primitives of TextScan.h, every op
// statement of the text (where it starts and ends, its name, its symbol
// name, the entries of its attribute dictionaries, its regions and the
// statements nested in them) and the top-level alias definitions. It never
// parses a value: callers hand the texts it finds to MLIR's parsers.
//
// A statement starts at the first token of a line inside a region (or at
// the top level) whose brackets are all closed; a line that starts with
// `attributes`, `->`, `:` or a bracket continues the statement above. A `{`
// that follows `attributes`, or whose text starts `key =`, `key,` or a
// one-line `{key}`, is an attribute dictionary; any other `{` directly in a
// statement (or in its parentheses, `({`) opens a region. A closing bracket
// only closes the bracket of its kind, so `>=` in an integer set does not
// close a parenthesis.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_STATEMENTSCAN_H
#define MLIR_LAYOUT_SUPPORT_STATEMENTSCAN_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// A half-open byte range `[begin, end)` of the scanned text.
struct TextSpan {
  /// The first byte.
  size_t begin = 0;
  /// One past the last byte.
  size_t end = 0;
};

/// One entry of an attribute dictionary: `name = value`, or a unit `name`.
struct WrittenAttribute {
  /// The name without quotes.
  std::string name;
  /// The name as written (quotes included).
  TextSpan nameSpan;
  /// The value's text, trailing trivia excluded; empty for a unit entry.
  TextSpan value;
  /// True for an entry of the op's properties (`<{...}>`).
  bool inProperties = false;
};

/// What a statement is.
enum class StatementKind {
  /// An operation.
  Op,
  /// `#name = attribute` at the top level.
  AttributeAlias,
  /// `!name = type` at the top level.
  TypeAlias,
  /// A block label (`^bb0(...):`) or a line the scan cannot read as an op.
  Other,
};

/// One statement of the text.
struct WrittenStatement {
  /// What it is.
  StatementKind kind = StatementKind::Other;
  /// From its first token (the results, when it has any) to its last.
  TextSpan span;
  /// The op's name as written (quotes included), or the alias with its
  /// sigil (`#name`, `!name`).
  TextSpan nameSpan;
  /// The op's name without quotes (`module` for the builtin module's
  /// keyword), or the alias's name without its sigil.
  std::string name;
  /// True when the op is written in the generic form (`"dialect.op"(...)`).
  bool generic = false;
  /// The results' names as written before `=` (`%0`, `%a:2`), in order.
  std::vector<TextSpan> results;
  /// How many values the results define (`%a:2, %b` defines 3).
  unsigned resultCount = 0;
  /// The symbol name written right after a custom op's name (`@name`).
  std::optional<TextSpan> symbol;
  /// The entries of the op's own attribute dictionaries and properties.
  std::vector<WrittenAttribute> attributes;
  /// The op's regions, braces included.
  std::vector<TextSpan> regions;
  /// For a generic op: the type after its last top-level `:` (the op's
  /// function type); for an alias: the aliased value.
  std::optional<TextSpan> trailingType;
  /// The enclosing op statement, or -1 at the top level.
  int parent = -1;
  /// The statements nested in its regions, in order.
  std::vector<unsigned> children;
};

/// The statements of a text.
struct TextOutline {
  /// Every statement, parents before children, in source order.
  std::vector<WrittenStatement> statements;
  /// The top-level statements, in order.
  std::vector<unsigned> topLevel;
  /// Set when the brackets do not balance: the first bracket that is not
  /// closed, or the first closing bracket that closes nothing. Where a
  /// statement ends after it cannot be known.
  std::optional<size_t> unbalancedAt;
};

/// Finds the statements of `text` (see the file comment).
TextOutline outlineStatements(llvm::StringRef text);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_STATEMENTSCAN_H
