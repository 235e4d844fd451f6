//===- ScopedDataLayout.h - Layout queries in one scope ---------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The query object of one scope (one DataLayout per scope, answers cached).
// It combines the scope's spec with its ancestors' itself, attaches the
// single combined spec to a detached module and asks MLIR's DataLayout for
// that module, so every number is MLIR's own while MLIR never combines specs
// (where MLIR 22 crashes) and is never asked about a type it would abort on.
// When the scope op is a registered `DataLayoutOpInterface` op (not a
// module), the combined spec goes on a detached copy of that op instead, so
// MLIR calls the op's own query hooks, as it does for the real op.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_SCOPEDDATALAYOUT_H
#define MLIR_LAYOUT_CORE_SCOPEDDATALAYOUT_H

#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Core/LayoutInfo.h"
#include "mlir-layout/Core/LayoutRules.h"
#include "mlir-layout/MemRef/MemRefModel.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>

namespace mlir {
class DataLayout;

namespace layout {
struct LayoutScope;

/// Answers layout queries for any type in one scope; results are cached.
class ScopedDataLayout {
public:
  /// Prepares queries in `scope`; `context` must be the document's context;
  /// memref values use `defaultModel` unless the spec selects a model.
  /// Types without a layout get one from `rules` when a rule matches.
  ScopedDataLayout(const LayoutScope &scope, MLIRContext *context,
                   MemRefModel defaultModel = MemRefModel::Descriptor,
                   const LayoutRules *rules = nullptr);
  ~ScopedDataLayout();

  /// Returns the numbers of `type` in this scope (and, for memrefs, the
  /// buffer), or why it has none; no reasons and no field layout, so no
  /// explanation is computed. Never aborts. The reference stays valid as
  /// long as this object.
  const LayoutResult &query(Type type);

  /// Returns what query() returns plus the reasons behind the numbers and
  /// the field layout of structs and complex numbers. Never aborts. The
  /// reference stays valid as long as this object.
  const LayoutResult &explain(Type type);

  /// Returns the scope-wide properties (endianness, memory spaces, ...).
  const ScopeProperties &getProperties();

  /// The combined spec the answers are computed from.
  const CombinedSpec &getSpec() const { return spec; }

  /// MLIR's DataLayout of the combined spec (for scope-wide queries; type
  /// queries go through query(), which never aborts).
  const DataLayout &getDataLayout() const { return *layout; }

  /// "cannot know: ..." when nothing can be known in this scope: a spec
  /// around it was not read, or MLIR cannot combine the specs around it.
  std::optional<std::string> getUnknownReason() const;

  /// The memref value model in this scope, and the entry that chose it.
  std::pair<MemRefModel, const SourcedEntry *> getMemRefModel() const;

private:
  /// How much of an answer to compute.
  enum class Detail { Numbers, Explained };

  const LayoutResult &lookup(Type type, Detail detail);
  void explainThroughHooks(Type type, LayoutResult &result);
  LayoutResult compute(Type type, Detail detail);
  LayoutResult computeMemRef(Type type, Detail detail);
  std::optional<LayoutResult> computeDeclared(Type type, Detail detail);
  std::optional<LayoutResult> computeDeclaredFields(Type type, Detail detail);
  Type lowerDeclaredFields(Type type, std::string &failure);
  Type findStandIn(const TypeLayout &numbers);

  const LayoutScope &scope;
  CombinedSpec spec;
  MemRefModel defaultModel;
  const LayoutRules *rules;
  OwningOpRef<ModuleOp> holder;
  /// Holds the detached copy of the scope op whose hooks answer, if any.
  OwningOpRef<ModuleOp> hookHolder;
  /// The layout that answers: the scope op's copy's when it has one, else
  /// the holder module's.
  std::unique_ptr<DataLayout> layout;
  /// MLIR's rules alone (the holder module's), when `layout` goes through
  /// the scope op's hooks: explanations are checked against it.
  std::unique_ptr<DataLayout> ruleLayout;
  /// The innermost scope around (or at) this one assumed to be a scope.
  std::optional<std::string> assumedScopeOp;
  /// Answers of query(), and of explain(), by type.
  llvm::DenseMap<Type, std::unique_ptr<LayoutResult>> numbersOnly, explained;
  std::unique_ptr<ScopeProperties> properties;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_SCOPEDDATALAYOUT_H
