//===- TypeUses.h - Where each scope uses the types it lays out -*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A layout difference matters when something is laid out with it. This
// finds, per scope, the first place each type is used: an op result, a
// block argument of an op's regions, or a type held in an op's attributes
// (function signatures, `llvm.alloca`'s element type, a global's type),
// directly or inside another type (`!llvm.struct<(i8, i128)>` uses `i8` and
// `i128`; a memref uses the pointer and the index of its descriptor). Data
// layout attributes themselves (`dlti.*`, `llvm.data_layout`,
// the target) are not uses. Reading it counts as reading the result types
// of the document's ops (LayoutDocument::getBodyReads).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_TYPEUSES_H
#define MLIR_LAYOUT_CORE_TYPEUSES_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "mlir/IR/Types.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <map>
#include <string>

namespace mlir {
class Operation;

namespace layout {
class LayoutDocument;
struct LayoutScope;

/// The first use of a type in a scope.
struct TypeUse {
  /// The op that uses it.
  Operation *op = nullptr;
  /// Where the op is written (its name, as MLIR locates it).
  SourcePos where;
  /// The op's first line of text, shortened (`%3 = llvm.alloca ...`).
  std::string text;
};

/// How a type is used.
enum class UseKind {
  /// As the type of a value (an op result, a block argument): only its
  /// size and, for pointers, index width matter.
  Value,
  /// Laid out in memory: a field or element of an aggregate (struct, array,
  /// vector, memref) or a type an op's attributes hold (`llvm.alloca`'s and
  /// `llvm.getelementptr`'s element type, a global's type, a function
  /// signature): alignments matter too.
  Memory,
};

/// Where an op uses a type (forEachTypeUse).
enum class UseSite {
  /// The type of one of its results.
  Result,
  /// The type of an argument of a block of one of its regions.
  BlockArgument,
  /// Held in one of its attributes (not a layout attribute: a spec, a data
  /// layout string, a target).
  Attribute,
};

/// Calls `fn` with each type `op` itself uses, as collectTypeUses counts
/// them, in order: its result types and its regions' block argument types
/// (values), then the types its attributes hold (a function signature's
/// inputs and results as values, anything else as memory).
void forEachTypeUse(Operation *op,
                    llvm::function_ref<void(Type, UseKind, UseSite)> fn);

/// The types one scope uses, each with its first use in source order.
class ScopeTypeUses {
public:
  /// The first use of exactly `type` of kind `kind` (a memory use is also a
  /// value use), or null.
  const TypeUse *find(Type type, UseKind kind) const;
  /// The first use of an integer type of `width` bits (any signedness) of
  /// kind `kind`, or null.
  const TypeUse *findInteger(unsigned width, UseKind kind) const;
  /// Notes a use of `type` as `kind` and a memory use of every type inside
  /// it.
  void add(Type type, UseKind kind, const TypeUse &use);
  /// The types used as a whole as `kind` (a memory use is also a value
  /// use), not only inside another type, each with its first such use, in
  /// order.
  const llvm::MapVector<Type, TypeUse> &getWholeUses(UseKind kind) const {
    return wholes[unsigned(kind)];
  }

private:
  void note(Type type, UseKind kind, const TypeUse &use);
  llvm::DenseMap<Type, TypeUse> uses[2];
  std::map<unsigned, TypeUse> integers[2];
  llvm::MapVector<Type, TypeUse> wholes[2];
};

/// Calls `fn` with `type` and each type laid out inside it as ScopeTypeUses
/// counts them: the types nested in it (struct fields, elements) and, for a
/// memref, the pointer and `index` of its descriptor (`descriptor` set).
void forEachTypeInside(
    Type type, llvm::function_ref<void(Type inner, bool descriptor)> fn);

/// The types used in each scope of `doc` (an op's own scope for its
/// attributes and its regions' block arguments; the scope around a scope
/// op for its results). Scopes that use nothing have no entry.
llvm::DenseMap<const LayoutScope *, ScopeTypeUses>
collectTypeUses(const LayoutDocument &doc);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_TYPEUSES_H
