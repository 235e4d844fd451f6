//===- LayoutInfo.h - Plain data answers of the layout engine ---*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The results of the layout engine as plain data: numbers, the reasons behind
// them and the source places that decided them. Nothing here knows how it is
// rendered (text, JSON, markdown) or transported (CLI, LSP).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_LAYOUTINFO_H
#define MLIR_LAYOUT_CORE_LAYOUTINFO_H

#include "mlir-layout/MemRef/MemRefBuffer.h"
#include "mlir-layout/MemRef/MemRefModel.h"

#include "llvm/Support/SMLoc.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mlir {
namespace layout {

/// MLIR's index bitwidth when no entry sets it.
constexpr uint64_t kDefaultIndexBitwidth = 64;

/// A place in the parsed buffer: byte range plus 1-based line and column of
/// its start. A default-constructed SourcePos means "no known place".
struct SourcePos {
  /// The byte range in the document's buffer.
  llvm::SMRange range;
  /// 1-based line of `range.Start`; 0 when unknown.
  unsigned line = 0;
  /// 1-based column (bytes) of `range.Start`; 0 when unknown.
  unsigned column = 0;

  /// True when the position points into the document.
  bool isKnown() const { return line != 0; }
};

/// Severity of a diagnostic.
enum class Severity { Error, Warning, Note, Remark };

/// Returns "error", "warning", "note" or "remark".
const char *getSeverityName(Severity severity);

/// One `dlti.dl_spec` entry that took part in an answer.
struct EntryRef {
  /// The key as MLIR prints it: `i32`, `!llvm.ptr<1>`, `"dlti.endianness"`.
  std::string key;
  /// The value as MLIR prints it: `dense<[32, 64]> : vector<2xi64>`.
  std::string value;
  /// Path of the scope whose spec holds the entry (see ScopeTree).
  std::string scope;
  /// Source range of the whole entry (`key = value` or `#dlti.dl_entry<..>`).
  SourcePos where;
};

/// The rule by which a number was obtained.
enum class LayoutRule {
  /// An entry whose key is exactly the queried type.
  ExactEntry,
  /// Integer without its own entry: the nearest wider integer entry.
  IntegerNearestWider,
  /// Integer wider than every entry: the widest integer entry.
  IntegerWidestEntry,
  /// No entry for the type class: the builtin default rule.
  BuiltinDefault,
  /// `index` behaves as an integer of the index bitwidth.
  IndexAsInteger,
  /// Vectors: innermost dimension rounded up to a power of two.
  VectorRounding,
  /// `complex<T>`: two elements, the imaginary one padded to T's alignment.
  ComplexPadding,
  /// LLVM pointers: the entry for the pointer's address space.
  PointerEntry,
  /// LLVM pointers without an entry: MLIR's default or address space 0.
  PointerDefault,
  /// LLVM structs: fields laid out in order with their ABI alignment.
  StructFields,
  /// LLVM arrays: elements padded to their ABI alignment, repeated.
  ArrayElements,
  /// Any other type: its own `DataLayoutTypeInterface` implementation.
  TypeInterface,
  /// A memref value laid out as its LLVM descriptor struct.
  MemRefDescriptor,
  /// A memref value laid out as one pointer.
  MemRefBare,
  /// A rule of a `.mlir-layout.json` layout file.
  DeclaredLayout,
  /// The scope op's own `DataLayoutOpInterface` query hooks, which override
  /// MLIR's rules for this type.
  ScopeOpHooks,
};

/// Returns a stable lower-case identifier for `rule` (used in JSON).
const char *getRuleName(LayoutRule rule);

/// The numbers of a type in one scope, as MLIR's DataLayout answers them.
struct TypeLayout {
  /// Size in bytes (minimum size for scalable types).
  uint64_t size = 0;
  /// Size in bits (minimum size for scalable types).
  uint64_t bitsize = 0;
  /// ABI alignment in bytes.
  uint64_t abiAlignment = 0;
  /// Preferred alignment in bytes.
  uint64_t preferredAlignment = 0;
  /// Index bitwidth, for types that have one (index, pointers).
  std::optional<uint64_t> indexBitwidth;
  /// True when the size is a multiple of vscale (scalable vectors).
  bool scalable = false;
};

/// Integer rules: the width asked for and the entry MLIR picked for it.
struct IntegerFacts {
  /// Bit width of the subject.
  uint64_t width = 0;
  /// Bit width of the deciding entry's key; empty without integer entries.
  std::optional<uint64_t> entryWidth;
};

/// Floats: the bit width (the size is the width in bytes).
struct FloatFacts {
  /// Bit width of the subject.
  uint64_t width = 0;
};

/// `index`: laid out as the integer of its bitwidth.
struct IndexFacts {
  /// The index bitwidth (from the entry, else MLIR's default).
  uint64_t bitwidth = 0;
};

/// Vectors: the innermost dimension rounded up to a power of two.
struct VectorFacts {
  /// The innermost dimension as written.
  uint64_t innermost = 0;
  /// The innermost dimension rounded up to a power of two.
  uint64_t roundedInnermost = 0;
  /// Elements laid out: all dimensions, the innermost one rounded.
  uint64_t elementCount = 0;
  /// The element type as MLIR prints it.
  std::string elementType;
  /// Size of one element in bytes.
  uint64_t elementSize = 0;
  /// True for scalable vectors (the size is a multiple of vscale).
  bool scalable = false;
};

/// `complex<T>`: real and imaginary parts of type T.
struct ComplexFacts {
  /// The element type as MLIR prints it.
  std::string elementType;
  /// Size of one part in bytes.
  uint64_t elementSize = 0;
  /// Byte offset of the imaginary part.
  uint64_t imaginaryOffset = 0;
};

/// LLVM pointers: the address space whose entry (or default) applies.
struct PointerFacts {
  /// The pointer's address space.
  uint64_t addressSpace = 0;
};

/// LLVM structs: how the fields are placed.
struct StructFacts {
  /// How a struct's body is laid out.
  enum class Kind {
    /// Each field at the next multiple of its ABI alignment.
    Aligned,
    /// Fields follow each other without padding.
    Packed,
    /// No body: laid out as an empty struct.
    Opaque,
  };
  /// The kind of this struct.
  Kind kind = Kind::Aligned;
  /// True when some field has a scalable size (a scalable vector): MLIR 22
  /// counts it with its minimum size (vscale = 1).
  bool scalableFields = false;
};

/// LLVM arrays: a number of padded elements.
struct ArrayFacts {
  /// Number of elements.
  uint64_t elementCount = 0;
  /// The element type as MLIR prints it.
  std::string elementType;
  /// Size of one element in bytes.
  uint64_t elementSize = 0;
  /// ABI alignment of the element in bytes.
  uint64_t elementAlignment = 0;
};

/// Other types: their dialect's DataLayoutTypeInterface decides.
struct InterfaceFacts {
  /// The namespace of the type's dialect.
  std::string dialect;
  /// What the type's own `getTypeSize` hook answers, in bytes, when it
  /// differs from the size MLIR 22 computes: MLIR never calls that hook (it
  /// rounds `getTypeSizeInBits` up to bytes).
  std::optional<uint64_t> ignoredTypeSize;
};

/// Memref values: laid out as the LLVM type they lower to.
struct MemRefFacts {
  /// The LLVM type the value is laid out as (descriptor struct or pointer).
  std::string lowered;
  /// Bit width of the descriptor's index fields.
  uint64_t indexBitwidth = 0;
  /// Memref types whose memory space is not an integer (their pointers are
  /// laid out in address space 0).
  std::vector<std::string> nonIntegerSpaces;
};

/// A rule of a `.mlir-layout.json` layout file.
struct DeclaredFacts {
  /// 1-based number of the rule in the file.
  uint64_t ruleNumber = 0;
  /// Path of the layout file.
  std::string file;
  /// The rule's type pattern.
  std::string pattern;
  /// The type the rule lays the subject out as; empty for fixed numbers.
  std::optional<std::string> asType;
};

/// The scope op's query hooks decided (its DataLayoutOpInterface overrides
/// MLIR's rules for the subject).
struct ScopeOpFacts {
  /// The scope op's name, e.g. `layoutex.scope`.
  std::string op;
};

/// The numbers and types a rule used, by type class. `std::monostate` when
/// a rule needs nothing beyond the subject and its entries.
using ReasonFacts =
    std::variant<std::monostate, IntegerFacts, FloatFacts, IndexFacts,
                 VectorFacts, ComplexFacts, PointerFacts, StructFacts,
                 ArrayFacts, InterfaceFacts, MemRefFacts, DeclaredFacts,
                 ScopeOpFacts>;

/// One reason behind an answer, as data: the rule, the type it is about, the
/// deciding entries and the numbers the rule used. Renderers (text,
/// markdown, JSON) turn it into words.
struct Reason {
  /// The rule that was applied.
  LayoutRule rule = LayoutRule::BuiltinDefault;
  /// The type this reason is about (an element type for nested reasons).
  std::string subject;
  /// The subject's own numbers in this scope, when it has them.
  std::optional<TypeLayout> numbers;
  /// What the rule used besides the entries.
  ReasonFacts facts;
  /// The spec entries the rule consulted; empty for pure default rules.
  std::vector<EntryRef> entries;
};

/// Layout of one field of an aggregate (LLVM struct or array element).
struct FieldLayout {
  /// The field's type as MLIR prints it.
  std::string type;
  /// Byte offset of the field from the start of the aggregate.
  uint64_t offset = 0;
  /// Size of the field in bytes.
  uint64_t size = 0;
  /// Alignment used to place the field, in bytes (1 for packed structs).
  uint64_t alignment = 0;
  /// Padding bytes inserted before the field.
  uint64_t paddingBefore = 0;
  /// True when the field's size is a multiple of vscale (`size` is the
  /// minimum); the offsets of later fields are then minimums too.
  bool scalable = false;
};

/// Why a type has no layout, as data, where the engine knows more than a
/// sentence (Render words it, see describeNoLayout).
struct NoLayoutCause {
  /// The kinds of cause.
  enum class Kind {
    /// A type of a dialect that is not loaded (it parsed as an opaque
    /// type): its dialect's plugin would lay it out.
    DialectNotLoaded,
    /// An element of an aggregate has size or alignment 0 in the scope
    /// (MLIR 22 would divide by zero laying the aggregate out).
    ZeroSizeOrAlignment,
  };
  /// The kind of cause.
  Kind kind = Kind::DialectNotLoaded;
  /// The namespace of the dialect that is not loaded (DialectNotLoaded).
  std::string dialect;
  /// The type the cause is about, as MLIR prints it: the type of that
  /// dialect, or the element with size or alignment 0 (the queried type or
  /// one of its elements).
  std::string type;
};

/// The engine's full answer for one type in one scope.
struct LayoutResult {
  /// The queried type as MLIR prints it.
  std::string type;
  /// Path of the scope the query was answered in.
  std::string scope;
  /// Set when the scope, or one around it, is an unregistered op that is
  /// only assumed to be a data layout scope: the innermost such op's name.
  /// The answer holds only if that op is one.
  std::optional<std::string> assumedScopeOp;
  /// The numbers; empty when the type has no layout.
  std::optional<TypeLayout> layout;
  /// Why the type has no layout (set exactly when `layout` is empty).
  std::string noLayoutReason;
  /// The cause as data, when known; describeNoLayout (Render) words it.
  std::optional<NoLayoutCause> noLayoutCause;
  /// The reasons, outermost type first, then element types.
  std::vector<Reason> reasons;
  /// Field layout for LLVM structs (empty otherwise).
  std::vector<FieldLayout> fields;
  /// Padding after the last field up to the struct's size.
  uint64_t tailPadding = 0;
  /// For ranked memrefs: the buffer the value points to.
  std::optional<BufferLayout> buffer;
  /// For memref types: what the numbers describe, the value's descriptor or
  /// its bare pointer (never the buffer).
  std::optional<MemRefModel> memrefValue;

  /// True when the type has a layout in this scope.
  bool hasLayout() const { return layout.has_value(); }
};

/// A scope-wide property (endianness, memory spaces, ...), with its origin.
/// A query hook of a scope op (DataLayoutOpInterface) that decided a value.
struct ScopeHook {
  /// The scope op's name, e.g. `layoutex.scope`.
  std::string op;
  /// The hook, e.g. `getStackAlignment`.
  std::string method;
};

struct ScopeProperty {
  /// The identifier the scope's spec class reads it from: DLTI's, e.g.
  /// `dlti.endianness`, or a dialect's own spec class's.
  std::string key;
  /// The value as MLIR prints it, or the default MLIR assumes.
  std::string value;
  /// True when no entry sets it and `value` is MLIR's default.
  bool isDefault = true;
  /// The entry that set it, when one did.
  std::optional<EntryRef> entry;
  /// The scope op's hook that set it, when its answer differs from what
  /// MLIR's rules make of the entries (then `entry` is not set).
  std::optional<ScopeHook> hook;
  /// True when nothing can be known (value then says why).
  bool unknown = false;
};

/// All scope-wide properties of one scope.
struct ScopeProperties {
  /// Path of the scope.
  std::string scope;
  /// One property per DLTI identifier key MLIR 22 knows, in a fixed order.
  std::vector<ScopeProperty> properties;
};

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_LAYOUTINFO_H
