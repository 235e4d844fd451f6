//===- LayoutDiff.h - Layout changes between two file versions --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Compares the layouts of two parsed documents (two versions of one file):
// scopes are matched by their place in the scope tree (symbol names, and
// unnamed scopes by their order among same-named siblings), and in each
// matched scope every type used there on either side (the types of op
// results and block arguments) is answered by both sides' query objects.
// The result is plain data: per scope and type, the numbers that differ with
// the entries that decided them on each side, plus scope-wide properties
// that differ and scopes present on one side only. No layout rule here.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_LAYOUTDIFF_H
#define MLIR_LAYOUT_FEATURES_LAYOUTDIFF_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {
class LayoutDocument;
struct LayoutScope;

/// One kind of difference; each can be ignored (`--ignore KIND`).
enum class DiffKind {
  /// The type has a layout on one side only.
  Layout,
  /// Size in bytes (for memref values: the descriptor's or pointer's size).
  Size,
  /// Size in bits.
  BitSize,
  /// ABI alignment.
  Abi,
  /// Preferred alignment.
  Preferred,
  /// Index bitwidth (index, pointers).
  Index,
  /// Field offsets of an LLVM struct.
  Offsets,
  /// A scope-wide property (endianness, memory spaces, ...).
  Property,
  /// A scope present on one side only.
  Scope,
};

/// The name of `kind` as the CLI and JSON spell it (`size`, `preferred`).
const char *getDiffKindName(DiffKind kind);
/// The kind named `name`, if any.
std::optional<DiffKind> parseDiffKind(llvm::StringRef name);
/// Every kind's name, separated by ", " (for error messages).
std::string listDiffKinds();

/// One side of a changed type: its explained layout and the entries behind
/// it (of every reason, outermost first, each once).
struct DiffSide {
  /// The answer in that side's scope (with reasons and struct fields).
  LayoutResult result;
  /// The entries the answer consulted; empty for pure default rules.
  std::vector<EntryRef> entries;
};

/// The entries behind `result` (of every reason, outermost first), each
/// once: what a DiffSide lists.
std::vector<EntryRef> getDecidingEntries(const LayoutResult &result);

/// A type whose layout differs in a matched scope.
struct TypeDiff {
  /// The scope's path (the new side's).
  std::string scope;
  /// The type as MLIR prints it.
  std::string type;
  /// What differs, in DiffKind order (ignored kinds left out).
  std::vector<DiffKind> kinds;
  /// The old and new answers.
  DiffSide before, after;
};

/// A scope-wide property that differs in a matched scope.
struct PropertyDiff {
  /// The scope's path (the new side's).
  std::string scope;
  /// The old and new property.
  ScopeProperty before, after;
};

/// A scope found on one side only (a renamed scope is one removed and one
/// added).
struct ScopePresence {
  /// Its path on that side.
  std::string scope;
  /// True when only the new side has it.
  bool added = false;
  /// Where its op is written on that side.
  SourcePos where;
};

/// Everything that differs between two documents.
struct LayoutDiff {
  /// The 1-based `// -----` chunk compared (chunks are matched by their
  /// order), or 0 when whole files were compared.
  unsigned chunk = 0;
  /// Scopes on one side only, old side's first, in source order.
  std::vector<ScopePresence> scopes;
  /// Changed scope-wide properties, by scope in new-side source order.
  std::vector<PropertyDiff> properties;
  /// Changed types, by scope in new-side source order, then type text.
  std::vector<TypeDiff> types;
  /// Types used on one side whose text does not parse on the other, so
  /// they could not be compared: `scope`, `type`, the parser's message.
  std::vector<std::tuple<std::string, std::string, std::string>> uncompared;

  /// True when nothing differs (uncompared types do not count).
  bool empty() const {
    return scopes.empty() && properties.empty() && types.empty();
  }
};

/// What a diff leaves out.
struct DiffOptions {
  /// Kinds not reported.
  std::vector<DiffKind> ignore;

  /// True when `kind` is ignored.
  bool ignores(DiffKind kind) const;
};

/// What the layouts of `doc` depend on: its scopes' match keys, each scope
/// op's attributes (its spec among them) and the document's options. When
/// two documents give the same text, diffDocuments finds nothing between
/// them (every matched scope answers with the same combined spec); different
/// texts do not mean that it finds something.
std::string getLayoutInputs(LayoutDocument &doc);

/// Compares `before` with `after`; both must have parsed.
LayoutDiff diffDocuments(LayoutDocument &before, LayoutDocument &after,
                         const DiffOptions &options = {});

/// Compares the layouts of one document under two own specs of `scope`
/// (one of its scopes): `before` and `after` replace the scope's own spec
/// (a null spec: no own entries), std::nullopt keeps the spec as written.
/// Nested scopes keep their own specs on top. Only `scope` and the scopes
/// nested in it are compared (nothing else can differ); no scope is on one
/// side only. Entries of a replacement are at no known place.
LayoutDiff diffReplacedSpecs(LayoutDocument &doc, const LayoutScope &scope,
                             std::optional<DataLayoutSpecInterface> before,
                             std::optional<DataLayoutSpecInterface> after,
                             const DiffOptions &options = {});

/// Compares two versions of a file split into `// -----` chunks, chunk by
/// chunk in order (every chunk must have parsed); std::nullopt when the
/// versions have different numbers of chunks (which chunk became which is
/// not guessed).
std::optional<LayoutDiff> diffChunks(llvm::ArrayRef<LayoutDocument *> before,
                                     llvm::ArrayRef<LayoutDocument *> after,
                                     const DiffOptions &options = {});

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_LAYOUTDIFF_H
