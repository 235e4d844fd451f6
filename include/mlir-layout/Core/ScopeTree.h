//===- ScopeTree.h - Data layout scopes of a parsed document ----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One node per operation that can carry a data layout (`builtin.module` and
// every `DataLayoutOpInterface` op, plus unregistered ops that hold a
// `dlti.dl_spec`, assumed to be scopes), outermost to innermost, plus a root
// for the top level of the file. Each node records its own spec, where each
// of its entries is written, and its symbol path. Specs on registered ops
// that are not scopes, which MLIR ignores, are listed apart.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_SCOPETREE_H
#define MLIR_LAYOUT_CORE_SCOPETREE_H

#include "mlir-layout/Core/LayoutInfo.h"
#include "mlir-layout/Core/TargetSystem.h"
#include "mlir-layout/Support/SpecSource.h"

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <vector>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class AsmParserState;
class Block;

namespace layout {

/// How an op was recognised as a data layout scope.
enum class ScopeKind {
  /// The top level of the file.
  Root,
  /// A `builtin.module`.
  Module,
  /// A registered op implementing `DataLayoutOpInterface`.
  Interface,
  /// An unregistered op (its dialect is not loaded) holding a
  /// `dlti.dl_spec`: MLIR would not know whether it is a scope; the engine
  /// assumes it is, as its author evidently meant.
  Assumed,
};

/// One data layout scope: an op that may carry a `dlti.dl_spec`, or the root.
struct LayoutScope {
  /// How the op was recognised as a scope.
  ScopeKind kind = ScopeKind::Root;
  /// The scope op; null for the root (the top level of the file).
  Operation *op = nullptr;
  /// The enclosing scope; null for the root.
  LayoutScope *parent = nullptr;
  /// Directly nested scopes, in source order.
  std::vector<LayoutScope *> children;
  /// Symbol path: the symbol names of the named enclosing scopes and this
  /// one, `@outer::@inner`; an unnamed scope ends in its op name and line,
  /// `@outer::builtin.module@12`; `<top>` for the root.
  std::string path;
  /// The path of the innermost named scope at or above this one ("" if none).
  std::string namedPath;
  /// The scope's own spec (not combined with its ancestors); may be null.
  DataLayoutSpecInterface spec;
  /// Where the scope op's name is written.
  SourcePos where;
  /// Where the spec and its entries are written, when found in the text.
  std::optional<SpecSource> specSource;
  /// Nesting depth: 0 for the root.
  unsigned depth = 0;
  /// MLIR's verdict on each own entry alone, computed once (see
  /// verifyScopeEntry); every nested scope's combination reuses it.
  mutable std::vector<std::optional<std::string>> entryVerdicts;

  /// Source position of each entry of `spec` (same order); the scope op's
  /// position when the entry's text was not found.
  std::vector<SourcePos> entryPositions;
  /// The scope op's own `dlti.target_system_spec`, if any (MLIR 22 does not
  /// inherit it: see TargetSystem.h).
  std::optional<TargetSystem> targetSystem;
  /// Set when the scope op's data layout attributes are written but could
  /// not be read (a file read as written, SpecsAsWritten.h): why. Nothing
  /// can be known in the scope and the scopes inside it.
  std::optional<std::string> unreadSpec;
};

/// Returns the innermost scope of the chain from `scope` to the root whose
/// spec could not be read (LayoutScope::unreadSpec), or null.
const LayoutScope *findUnreadScope(const LayoutScope &scope);

/// "cannot know: in PATH, WHY" when the spec of `scope` or of a scope around
/// it could not be read (findUnreadScope), or std::nullopt: the one answer
/// every query and listing gives for such a scope instead of a default.
std::optional<std::string> getUnknownReason(const LayoutScope &scope);

/// Returns the innermost scope of the chain from `scope` to the root that is
/// only assumed to be a scope (ScopeKind::Assumed), or null.
const LayoutScope *findAssumedScope(const LayoutScope &scope);

/// A `dlti.dl_spec` on a registered op that is not a data layout scope
/// (e.g. `func.func`): MLIR ignores it, and so do answers.
struct IgnoredSpec {
  /// The op holding the spec.
  Operation *op = nullptr;
  /// Where the op's name is written.
  SourcePos where;
  /// Where the `dlti.dl_spec = ...` attribute is written (the op's name
  /// when the text was not found).
  SourcePos attribute;
  /// The scope whose numbers apply inside the op.
  const LayoutScope *scope = nullptr;
};

/// Converts source ranges to SourcePos for one buffer.
class SourceLocator {
public:
  /// Creates a locator for the main buffer of `sourceMgr`, whose first line
  /// is line `lineOffset + 1` of the file (a `// -----` chunk).
  explicit SourceLocator(const llvm::SourceMgr &sourceMgr,
                         unsigned lineOffset = 0)
      : sourceMgr(sourceMgr), lineOffset(lineOffset) {}
  /// Returns `range` with its (file) line and column filled in.
  SourcePos locate(llvm::SMRange range) const;
  /// Returns the buffer position of 1-based buffer `line` and `column` (as
  /// MLIR's locations count them), or an invalid SMLoc outside the buffer.
  llvm::SMLoc find(unsigned line, unsigned column) const;
  /// The text of the main buffer.
  llvm::StringRef getText() const;

private:
  const llvm::SourceMgr &sourceMgr;
  unsigned lineOffset;
};

/// The scopes of one parsed document.
class ScopeTree {
public:
  /// Builds the tree over the ops in `topBlock`, taking op source ranges from
  /// `asmState` and spec entry ranges from the text of `sourceMgr`.
  static std::unique_ptr<ScopeTree> build(Block &topBlock,
                                          const AsmParserState &asmState,
                                          const SourceLocator &locator);

  /// The root scope (top level of the file).
  const LayoutScope &getRoot() const { return *scopes.front(); }
  /// All scopes, root first, parents before children (source order).
  llvm::ArrayRef<std::unique_ptr<LayoutScope>> getScopes() const {
    return scopes;
  }
  /// The innermost scope enclosing `op`, `op` itself if it is a scope op.
  const LayoutScope &scopeFor(Operation *op) const;
  /// The scope with path `path`, or null.
  const LayoutScope *findByPath(llvm::StringRef path) const;
  /// Marks the scope that `op` opens as one whose data layout attributes are
  /// written but could not be read (LayoutScope::unreadSpec = `why`).
  /// Returns that scope, or null when `op` opens no scope (MLIR ignores a
  /// spec there) or the scope is already marked.
  const LayoutScope *markUnread(Operation *op, std::string why);

  /// Specs on registered ops that are not scopes, in source order.
  llvm::ArrayRef<IgnoredSpec> getIgnoredSpecs() const { return ignoredSpecs; }

  /// True when `op` opens a data layout scope (module or
  /// DataLayoutOpInterface).
  static bool isScopeOp(Operation *op);
  /// How `op` is recognised as a scope: Module, Interface, Assumed (an
  /// unregistered op holding a `dlti.dl_spec`), or std::nullopt when it is
  /// not one.
  static std::optional<ScopeKind> classify(Operation *op);

private:
  std::vector<std::unique_ptr<LayoutScope>> scopes;
  std::vector<IgnoredSpec> ignoredSpecs;
  llvm::DenseMap<Operation *, LayoutScope *> scopeOfOp;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_SCOPETREE_H
