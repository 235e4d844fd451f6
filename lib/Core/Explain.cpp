//===- Explain.cpp - Why a type has the layout it has ---------------------===//
//
// One small function per type class, each stating MLIR 22's rule for that
// class (DataLayoutInterfaces.cpp for builtin types, LLVMTypes.cpp for the
// LLVM dialect) with the numbers of this scope filled in.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Core/Explain.h"
#include "mlir-layout/Core/CombinedSpec.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// Collects reasons for a type and its element types, each type once.
class Explainer {
public:
  Explainer(const DataLayout &layout, const CombinedSpec &spec,
            LayoutResult &result, Type top)
      : layout(layout), spec(spec), result(result), top(top) {}

  /// Explains `type` (once) and, recursively, its element types.
  void explain(Type type);

private:
  void explainInteger(IntegerType type);
  void explainFloat(FloatType type);
  void explainIndex(IndexType type);
  void explainVector(VectorType type);
  void explainComplex(ComplexType type);
  void explainPointer(LLVM::LLVMPointerType type);
  void explainStruct(LLVM::LLVMStructType type);
  void explainArray(LLVM::LLVMArrayType type);
  void explainInterface(Type type);

  /// Adds a reason about `subject`.
  Reason &add(Type subject, LayoutRule rule, std::string text);
  /// Describes `entry` and attaches it to `reason`.
  void attach(Reason &reason, const SourcedEntry &entry);
  /// "size S, ABI alignment A, preferred alignment P" of `type`.
  std::string numbers(Type type);

  const DataLayout &layout;
  const CombinedSpec &spec;
  LayoutResult &result;
  /// The queried type: only its own fields are listed.
  Type top;
  llvm::DenseSet<Type> seen;
};
} // namespace

/// Prints `value` (a type or attribute) to a string.
template <typename T> static std::string str(T value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  value.print(os);
  return text;
}

/// Formats a byte count with its unit.
static std::string bytes(uint64_t value) {
  return std::to_string(value) + (value == 1 ? " byte" : " bytes");
}

Reason &Explainer::add(Type subject, LayoutRule rule, std::string text) {
  Reason reason;
  reason.rule = rule;
  reason.subject = str(subject);
  reason.text = std::move(text);
  result.reasons.push_back(std::move(reason));
  return result.reasons.back();
}

void Explainer::attach(Reason &reason, const SourcedEntry &entry) {
  reason.entries.push_back(CombinedSpec::describe(entry));
}

std::string Explainer::numbers(Type type) {
  llvm::TypeSize size = layout.getTypeSize(type);
  std::string text = "size " + bytes(size.getKnownMinValue());
  if (size.isScalable())
    text += " × vscale";
  text += ", ABI alignment " + bytes(layout.getTypeABIAlignment(type)) +
          ", preferred alignment " +
          bytes(layout.getTypePreferredAlignment(type));
  return text;
}

void Explainer::explain(Type type) {
  if (!seen.insert(type).second)
    return;
  if (auto t = dyn_cast<IntegerType>(type))
    return explainInteger(t);
  if (auto t = dyn_cast<FloatType>(type))
    return explainFloat(t);
  if (auto t = dyn_cast<IndexType>(type))
    return explainIndex(t);
  if (auto t = dyn_cast<VectorType>(type))
    return explainVector(t);
  if (auto t = dyn_cast<ComplexType>(type))
    return explainComplex(t);
  if (auto t = dyn_cast<LLVM::LLVMPointerType>(type))
    return explainPointer(t);
  if (auto t = dyn_cast<LLVM::LLVMStructType>(type))
    return explainStruct(t);
  if (auto t = dyn_cast<LLVM::LLVMArrayType>(type))
    return explainArray(t);
  explainInterface(type);
}

void Explainer::explainInteger(IntegerType type) {
  unsigned width = type.getWidth();
  std::string sizeText =
      "the size is the bit width rounded up to whole bytes (" +
      std::to_string(width) + (width == 1 ? " bit → " : " bits → ") +
      bytes(layout.getTypeSize(type).getFixedValue()) + ")";
  std::vector<const SourcedEntry *> entries =
      spec.getTypeEntries(type.getTypeID());
  if (entries.empty()) {
    add(type, LayoutRule::BuiltinDefault,
        "no integer entry in scope, so MLIR's builtin rule applies: " +
            sizeText +
            "; ABI alignment is the size rounded up to a power of two below "
            "64 bits and 4 bytes from 64 bits on, preferred alignment the "
            "size rounded up to a power of two (" +
            numbers(type) + ")");
    return;
  }
  // MLIR keys integer entries by bit width only (the first entry of a width
  // wins), picks the entry of the same or the nearest wider width, and the
  // widest entry when every entry is narrower.
  std::map<unsigned, const SourcedEntry *> byWidth;
  for (const SourcedEntry *entry : entries)
    byWidth.insert(
        {cast<Type>(entry->entry.getKey()).getIntOrFloatBitWidth(), entry});
  auto it = byWidth.lower_bound(width);
  LayoutRule rule;
  std::string how;
  if (it != byWidth.end() && it->first == width) {
    rule = LayoutRule::ExactEntry;
    Type key = cast<Type>(it->second->entry.getKey());
    how = key == Type(type)
              ? "the entry for " + str(key) + " sets the alignments"
              : "the entry for " + str(key) +
                    " (same width; integer entries are matched by width "
                    "only) sets the alignments";
  } else if (it != byWidth.end()) {
    rule = LayoutRule::IntegerNearestWider;
    how = "no entry for width " + std::to_string(width) +
          ", so the alignments come from the nearest wider integer entry, " +
          str(cast<Type>(it->second->entry.getKey()));
  } else {
    --it;
    rule = LayoutRule::IntegerWidestEntry;
    how = "every integer entry is narrower than " + std::to_string(width) +
          " bits, so the alignments come from the widest one, " +
          str(cast<Type>(it->second->entry.getKey()));
  }
  Reason &reason = add(type, rule,
                       how + " (value [ABI, preferred] in bits); " + sizeText +
                           " (" + numbers(type) + ")");
  attach(reason, *it->second);
}

void Explainer::explainFloat(FloatType type) {
  if (const SourcedEntry *entry = spec.getEntryFor(type)) {
    Reason &reason =
        add(type, LayoutRule::ExactEntry,
            "the entry for " + str(Type(type)) +
                " sets the alignments (value [ABI, preferred] in bits); the "
                "size is the bit width " +
                std::to_string(type.getWidth()) + " in bytes (" +
                numbers(type) + ")");
    attach(reason, *entry);
    return;
  }
  add(type, LayoutRule::BuiltinDefault,
      "no entry for " + str(Type(type)) +
          ", so MLIR's builtin rule applies: size is the bit width in bytes, "
          "ABI and preferred alignment the size rounded up to a power of two "
          "(" +
          numbers(type) + ")");
}

void Explainer::explainIndex(IndexType type) {
  std::optional<uint64_t> bits = layout.getTypeIndexBitwidth(type);
  uint64_t width = bits.value_or(64);
  Type asInteger = IntegerType::get(type.getContext(), width);
  std::string text = "index is laid out as the integer i" +
                     std::to_string(width) + " (" + numbers(type) + ")";
  if (const SourcedEntry *entry = spec.getEntryFor(type)) {
    Reason &reason = add(type, LayoutRule::IndexAsInteger,
                         "the entry for index sets its bitwidth to " +
                             std::to_string(width) + "; " + text);
    attach(reason, *entry);
  } else {
    add(type, LayoutRule::IndexAsInteger,
        "no entry for index, so its bitwidth is MLIR's default 64; " + text);
  }
  explain(asInteger);
}

void Explainer::explainVector(VectorType type) {
  ArrayRef<int64_t> shape = type.getShape();
  int64_t inner = shape.back();
  uint64_t rounded = llvm::PowerOf2Ceil(inner);
  Type element = type.getElementType();
  std::string text =
      "the innermost dimension " + std::to_string(inner) +
      (uint64_t(inner) == rounded
           ? " is a power of two"
           : " is rounded up to " + std::to_string(rounded)) +
      "; " + std::to_string(type.getNumElements() / inner * rounded) +
      " elements × " + bytes(layout.getTypeSize(element).getKnownMinValue()) +
      " of " + str(element);
  if (type.isScalable())
    text += ", times vscale (scalable)";
  text += "; ABI and preferred alignment are the size rounded up to a power "
          "of two (" +
          numbers(type) + ")";
  add(type, LayoutRule::VectorRounding, text);
  explain(element);
}

void Explainer::explainComplex(ComplexType type) {
  Type element = type.getElementType();
  uint64_t elementSize = layout.getTypeSize(element).getFixedValue();
  uint64_t total = layout.getTypeSize(type).getFixedValue();
  if (Type(type) == top) {
    // Real and imaginary parts as two fields.
    uint64_t imaginary = total - elementSize;
    std::string name;
    llvm::raw_string_ostream(name) << element;
    result.fields.push_back(
        {name, 0, elementSize, layout.getTypeABIAlignment(element), 0});
    result.fields.push_back(
        {name, imaginary, elementSize, imaginary, imaginary - elementSize});
  }
  add(type, LayoutRule::ComplexPadding,
      "laid out as two " + str(element) + " values (real, imaginary) of " +
          bytes(elementSize) + " each; the imaginary part starts at offset " +
          std::to_string(total - elementSize) +
          " (the real part padded to the element's preferred alignment as "
          "MLIR's default rule for " +
          str(element) + " computes it); alignments are the element's (" +
          numbers(type) + ")");
  explain(element);
}

void Explainer::explainPointer(LLVM::LLVMPointerType type) {
  std::string values = "value [size, ABI, preferred, index] in bits";
  for (const SourcedEntry *entry : spec.getTypeEntries(type.getTypeID())) {
    auto key = cast<LLVM::LLVMPointerType>(cast<Type>(entry->entry.getKey()));
    if (key.getAddressSpace() != type.getAddressSpace())
      continue;
    Reason &reason =
        add(type, LayoutRule::PointerEntry,
            "the entry for " + str(Type(key)) + " (" + values +
                ") sets the pointer layout (" + numbers(type) + ", index " +
                std::to_string(layout.getTypeIndexBitwidth(type).value_or(0)) +
                " bits)");
    attach(reason, *entry);
    return;
  }
  if (type.getAddressSpace() == 0) {
    add(type, LayoutRule::PointerDefault,
        "no entry for address space 0, so MLIR's default applies: 64-bit "
        "pointers, 8-byte alignment, 64-bit index (" +
            numbers(type) + ")");
    return;
  }
  add(type, LayoutRule::PointerDefault,
      "no entry for address space " + std::to_string(type.getAddressSpace()) +
          ", so the pointer is laid out as one of address space 0 (" +
          numbers(type) + ")");
  explain(LLVM::LLVMPointerType::get(type.getContext()));
}

void Explainer::explainStruct(LLVM::LLVMStructType type) {
  uint64_t offset = 0;
  bool packed = type.isPacked();
  bool listFields = Type(type) == top;
  for (Type element : listFields ? type.getBody() : ArrayRef<Type>()) {
    FieldLayout field;
    field.type = str(element);
    field.size = layout.getTypeSize(element).getFixedValue();
    field.alignment = packed ? 1 : layout.getTypeABIAlignment(element);
    uint64_t aligned = llvm::alignTo(offset, field.alignment);
    field.paddingBefore = aligned - offset;
    field.offset = aligned;
    offset = aligned + field.size;
    result.fields.push_back(field);
  }
  uint64_t size = layout.getTypeSize(type).getFixedValue();
  if (listFields)
    result.tailPadding = size > offset ? size - offset : 0;
  std::string text =
      type.isOpaque()
          ? "opaque struct (no body): MLIR lays it out as an empty struct"
      : packed ? "packed struct: fields follow each other without padding"
               : "fields are placed in order, each at the next multiple of its "
                 "ABI alignment; the size is rounded up to the struct's "
                 "alignment, the largest field alignment";
  std::vector<const SourcedEntry *> entries =
      spec.getTypeEntries(type.getTypeID());
  if (!entries.empty())
    text += " or the struct entry's, whichever is larger";
  Reason &reason =
      add(type, LayoutRule::StructFields, text + " (" + numbers(type) + ")");
  for (const SourcedEntry *entry : entries)
    attach(reason, *entry);
  for (Type element : type.getBody())
    explain(element);
}

void Explainer::explainArray(LLVM::LLVMArrayType type) {
  Type element = type.getElementType();
  add(type, LayoutRule::ArrayElements,
      std::to_string(type.getNumElements()) + " elements of " + str(element) +
          ", each " + bytes(layout.getTypeSize(element).getFixedValue()) +
          " padded to its ABI alignment " +
          bytes(layout.getTypeABIAlignment(element)) +
          "; the array has the element's alignments (" + numbers(type) + ")");
  explain(element);
}

void Explainer::explainInterface(Type type) {
  std::string dialect = type.getDialect().getNamespace().str();
  std::vector<const SourcedEntry *> entries =
      spec.getTypeEntries(type.getTypeID());
  Reason &reason =
      add(type, LayoutRule::TypeInterface,
          "computed by the '" + dialect +
              "' dialect's type through its DataLayoutTypeInterface, from " +
              (entries.empty()
                   ? std::string("no entries of its class")
                   : std::to_string(entries.size()) + " entries of its class") +
              " (" + numbers(type) + ")");
  for (const SourcedEntry *entry : entries)
    attach(reason, *entry);
}

void mlir::layout::explainLayout(Type type, const DataLayout &layout,
                                 const CombinedSpec &spec,
                                 LayoutResult &result) {
  Explainer(layout, spec, result, type).explain(type);
}
