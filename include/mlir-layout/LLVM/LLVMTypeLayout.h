//===- LLVMTypeLayout.h - LLVM's answer for a type in a scope ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What LLVM IR makes of an MLIR type in one scope: the data layout MLIR 22's
// translation to LLVM IR gives the LLVM module the scope ends up in (its
// `llvm.data_layout` string, else the string translateDataLayout writes for
// its `dlti.dl_spec`, else LLVM's default), the LLVM type MLIR's type
// translation (LLVM::TypeToLLVMIRTranslator) produces, and llvm::DataLayout's
// numbers for it, compared with MLIR's answer. Plain data; nothing here
// words a message.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_LLVM_LLVMTYPELAYOUT_H
#define MLIR_LAYOUT_LLVM_LLVMTYPELAYOUT_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "mlir/IR/Types.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class DataLayout;
class LLVMContext;
} // namespace llvm

namespace mlir {
namespace LLVM {
class TypeToLLVMIRTranslator;
} // namespace LLVM
namespace layout {
class LayoutDocument;
struct LayoutScope;

/// Where the data layout LLVM IR uses for a scope comes from.
struct LLVMLayoutSource {
  /// The kinds of source, as MLIR 22's translation picks them.
  enum class Kind {
    /// The `llvm.data_layout` string of the translated op (the translation
    /// writes it and does not consult the spec).
    DataLayoutString,
    /// The string MLIR's translateDataLayout writes for the translated op's
    /// effective `dlti.dl_spec`.
    TranslatedSpec,
    /// Neither: LLVM's default layout (the empty string).
    Default,
  };
  /// The kind of source.
  Kind kind = Kind::Default;
  /// The data layout string LLVM IR gets (meaningful unless `error`).
  std::string dataLayout;
  /// Path of the scope whose op becomes the LLVM module: the innermost
  /// `builtin.module`, `gpu.module` or op carrying `llvm.data_layout` at or
  /// above the scope; `<top>` for the file's top level (the implicit module).
  std::string unitScope;
  /// That scope; null for the top level.
  const LayoutScope *unit = nullptr;
  /// Why LLVM's layout is unknown: a malformed `llvm.data_layout`, a spec
  /// MLIR's translation rejects. Empty when it is known.
  std::string error;
};

/// LLVM's numbers for the LLVM type of an MLIR type.
struct LLVMNumbers {
  /// The LLVM type as LLVM prints it (`{ i64, i8 }`).
  std::string llvmType;
  /// getTypeSizeInBits (minimum for scalable types).
  uint64_t bitsize = 0;
  /// getTypeStoreSize in bytes: what a load or store touches (MLIR's size).
  uint64_t storeSize = 0;
  /// getTypeAllocSize in bytes: the stride of an array or alloca.
  uint64_t allocSize = 0;
  /// getABITypeAlign in bytes.
  uint64_t abiAlignment = 0;
  /// getPrefTypeAlign in bytes.
  uint64_t preferredAlignment = 0;
  /// getIndexSizeInBits of the pointer's address space (pointers only).
  std::optional<uint64_t> indexBitwidth;
  /// True when the size is a multiple of vscale.
  bool scalable = false;
  /// StructLayout's offset of each field in bytes (structs only).
  std::vector<uint64_t> fieldOffsets;
};

/// Why an MLIR type has no LLVM numbers.
enum class NoLLVMNumbers {
  /// LLVM's layout for the scope is unknown (LLVMLayoutSource::error).
  UnknownLayout,
  /// `index`: LLVM IR has no such type (the conversion to the LLVM dialect
  /// lowers it to the integer of the index bitwidth first).
  IndexType,
  /// Not a type MLIR's translation to LLVM IR translates
  /// (LLVM::isCompatibleType rejects it: memref, tensor, signed integers...).
  NotTranslatable,
  /// The LLVM type has no size (opaque structs, functions, void, tokens).
  Unsized,
};

/// One number on which MLIR and LLVM disagree.
struct LLVMDisagreement {
  /// The kinds of number compared.
  enum class Property {
    Size,
    Bitsize,
    ABIAlignment,
    PreferredAlignment,
    IndexBitwidth,
    Scalable,
    FieldOffset,
    FieldCount,
  };
  /// Which number.
  Property property = Property::Size;
  /// The field, for FieldOffset.
  std::optional<unsigned> field;
  /// MLIR's and LLVM's values (0 or 1 for Scalable).
  uint64_t mlir = 0, llvm = 0;
};

/// What decides LLVM's numbers for one scalar inside a type.
struct LLVMComponentSource {
  /// The scalar (`i64`, `ptr addrspace(3)`) or `aggregates` for the
  /// string's `a:` component, as LLVM prints it.
  std::string what;
  /// The component of the data layout string that names it (`i64:32`);
  /// empty when none does (LLVM's default or nearest-width rule decides).
  std::string component;
};

/// LLVM's answer for one type in one scope, compared with MLIR's.
struct LLVMTypeComparison {
  /// The layout LLVM IR uses for the scope.
  LLVMLayoutSource source;
  /// LLVM's numbers; empty when there are none (see `missing`).
  std::optional<LLVMNumbers> numbers;
  /// Why there are no numbers (set exactly when `numbers` is empty).
  std::optional<NoLLVMNumbers> missing;
  /// For `index`: the index bitwidth in the scope (what the conversion to
  /// the LLVM dialect lowers it to).
  std::optional<uint64_t> indexLoweredWidth;
  /// The numbers that differ from MLIR's, in LLVMDisagreement::Property
  /// order (fields by number); empty when they agree.
  std::vector<LLVMDisagreement> disagreements;
  /// The components deciding LLVM's numbers: one per distinct integer,
  /// float and pointer inside the type (struct fields, array and vector
  /// elements), in order of appearance, then `a:` for aggregates.
  std::vector<LLVMComponentSource> components;
  /// True when both sides have numbers (so `disagreements` means something).
  bool comparable = false;

  /// True when both sides have numbers and they agree.
  bool agrees() const { return comparable && disagreements.empty(); }
};

/// Compares `mlir` (MLIR's explained answer, with the field layout) with
/// LLVM's `numbers`; scalable sizes compare by their minimum and the flag.
std::vector<LLVMDisagreement> compareNumbers(const LayoutResult &mlir,
                                             const LLVMNumbers &numbers);

/// LLVM's answers for the types of one document, per scope. Translations,
/// parsed layouts and which scopes are headed for LLVM are cached for the
/// life of the object, so one object per parsed document answers every
/// hover on it (the server keeps one per snapshot chunk). Not thread-safe:
/// like the document's own query caches, it is filled by one reader at a
/// time.
class LLVMTypeLayouts {
public:
  /// Answers for the scopes of `doc`, which must outlive this object.
  explicit LLVMTypeLayouts(LayoutDocument &doc);
  ~LLVMTypeLayouts();

  /// The layout LLVM IR uses for `scope`.
  const LLVMLayoutSource &getSource(const LayoutScope &scope);

  /// LLVM's numbers for `type` in `scope`, compared with MLIR's explained
  /// answer for it there.
  LLVMTypeComparison compare(const LayoutScope &scope, Type type);

  /// LLVM's numbers for `type` under data layout `layout`; std::nullopt
  /// with `missing` set when `type` has none.
  std::optional<LLVMNumbers>
  getNumbers(Type type, const llvm::DataLayout &layout, NoLLVMNumbers &missing);

  /// True when `scope` is headed for LLVM: an op from it up carries
  /// `llvm.data_layout`, `llvm.target` or `llvm.target_triple`, or the op
  /// that becomes its LLVM module (the whole file at the top level) holds
  /// ops of the LLVM dialect.
  bool isHeadedForLLVM(const LayoutScope &scope);

  /// Walks the document once for ops of the LLVM dialect (what
  /// isHeadedForLLVM needs; it does so itself on first use). Call it where
  /// the walk costs least, e.g. right after the parse.
  void findLLVMOps();

  /// How many times the document's ops were walked for LLVM dialect ops: at
  /// most once in the life of the object.
  unsigned getOpWalks() const { return opWalks; }

  /// The comparison for `type` in `scope` when the scope is headed for LLVM
  /// and LLVM's numbers differ from MLIR's; std::nullopt otherwise.
  std::optional<LLVMTypeComparison> findDifference(const LayoutScope &scope,
                                                   Type type);

  /// The components of `dataLayout` deciding LLVM's numbers for `type`
  /// (see LLVMTypeComparison::components); empty for types without an LLVM
  /// type.
  std::vector<LLVMComponentSource> getComponents(Type type,
                                                 llvm::StringRef dataLayout);

private:
  struct ScopeEntry;
  ScopeEntry &lookup(const LayoutScope &scope);

  LayoutDocument &doc;
  std::unique_ptr<llvm::LLVMContext> context;
  std::unique_ptr<LLVM::TypeToLLVMIRTranslator> translator;
  llvm::DenseMap<const LayoutScope *, std::unique_ptr<ScopeEntry>> scopes;
  /// isHeadedForLLVM's answers.
  llvm::DenseMap<const LayoutScope *, bool> headed;
  /// Set by findLLVMOps: the ops MLIR's translation turns into an LLVM
  /// module of their own that hold (or are) ops of the LLVM dialect.
  std::optional<llvm::DenseSet<Operation *>> unitsWithLLVMOps;
  /// Set by findLLVMOps: the document holds an op of the LLVM dialect.
  bool anyLLVMOps = false;
  /// How many times findLLVMOps walked the document.
  unsigned opWalks = 0;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_LLVM_LLVMTYPELAYOUT_H
