// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Explain.cpp - Why a type has the layout it has ---------------------===//
//
// One small function per type class, each recording which of MLIR 22's rules
// applies to that class (DataLayoutInterfaces.cpp for builtin types,
// LLVMTypes.cpp for the LLVM dialect), the entries it consulted and the
// numbers it used. No words: the renderers state the rules.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Core/Explain.h"
#include "mlir-layout/Core/CombinedSpec.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

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

  /// Adds a reason about `subject` with the subject's numbers.
  Reason &add(Type subject, LayoutRule rule, ReasonFacts facts);
  /// Attaches `entry` to `reason`.
  void attach(Reason &reason, const SourcedEntry &entry);
  /// The size of `type` in bytes (the minimum for scalable types).
  uint64_t sizeOf(Type type) const {
    return layout.getTypeSize(type).getKnownMinValue();
  }

  const DataLayout &layout;
  const CombinedSpec &spec;
  LayoutResult &result;
  /// The queried type: only its own fields are listed.
  Type top;
  llvm::DenseSet<Type> seen;
};
} // namespace

Reason &Explainer::add(Type subject, LayoutRule rule, ReasonFacts facts) {
  Reason reason;
  reason.rule = rule;
  reason.subject = printToString(subject);
  TypeLayout numbers;
  llvm::TypeSize size = layout.getTypeSize(subject);
  numbers.size = size.getKnownMinValue();
  numbers.bitsize = layout.getTypeSizeInBits(subject).getKnownMinValue();
  numbers.scalable = size.isScalable();
  numbers.abiAlignment = layout.getTypeABIAlignment(subject);
  numbers.preferredAlignment = layout.getTypePreferredAlignment(subject);
  numbers.indexBitwidth = layout.getTypeIndexBitwidth(subject);
  reason.numbers = numbers;
  reason.facts = std::move(facts);
  result.reasons.push_back(std::move(reason));
  return result.reasons.back();
}

void Explainer::attach(Reason &reason, const SourcedEntry &entry) {
  reason.entries.push_back(CombinedSpec::describe(entry));
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
  IntegerFacts facts;
  facts.width = type.getWidth();
  std::optional<IntegerEntryMatch> match =
      spec.findIntegerEntry(type.getWidth());
  if (!match) {
    add(type, LayoutRule::BuiltinDefault, facts);
    return;
  }
  facts.entryWidth = match->entryWidth;
  LayoutRule rule = LayoutRule::ExactEntry;
  if (match->kind == IntegerEntryMatch::Kind::NearestWider)
    rule = LayoutRule::IntegerNearestWider;
  else if (match->kind == IntegerEntryMatch::Kind::Widest)
    rule = LayoutRule::IntegerWidestEntry;
  attach(add(type, rule, facts), *match->entry);
}

void Explainer::explainFloat(FloatType type) {
  FloatFacts facts{type.getWidth()};
  if (const SourcedEntry *entry = spec.getEntryFor(type)) {
    attach(add(type, LayoutRule::ExactEntry, facts), *entry);
    return;
  }
  add(type, LayoutRule::BuiltinDefault, facts);
}

void Explainer::explainIndex(IndexType type) {
  uint64_t width =
      layout.getTypeIndexBitwidth(type).value_or(kDefaultIndexBitwidth);
  Reason &reason = add(type, LayoutRule::IndexAsInteger, IndexFacts{width});
  if (const SourcedEntry *entry = spec.getEntryFor(type))
    attach(reason, *entry);
  explain(IntegerType::get(type.getContext(), width));
}

void Explainer::explainVector(VectorType type) {
  VectorFacts facts;
  facts.innermost = type.getShape().back();
  facts.roundedInnermost = llvm::PowerOf2Ceil(facts.innermost);
  facts.elementCount =
      type.getNumElements() / facts.innermost * facts.roundedInnermost;
  Type element = type.getElementType();
  facts.elementType = printToString(element);
  facts.elementSize = sizeOf(element);
  facts.scalable = type.isScalable();
  add(type, LayoutRule::VectorRounding, std::move(facts));
  explain(element);
}

void Explainer::explainComplex(ComplexType type) {
  Type element = type.getElementType();
  ComplexFacts facts;
  facts.elementType = printToString(element);
  facts.elementSize = layout.getTypeSize(element).getFixedValue();
  facts.imaginaryOffset =
      layout.getTypeSize(type).getFixedValue() - facts.elementSize;
  if (Type(type) == top) {
    // Real and imaginary parts as two fields.
    uint64_t imaginary = facts.imaginaryOffset;
    result.fields.push_back({facts.elementType, 0, facts.elementSize,
                             layout.getTypeABIAlignment(element), 0});
    result.fields.push_back({facts.elementType, imaginary, facts.elementSize,
                             imaginary, imaginary - facts.elementSize});
  }
  add(type, LayoutRule::ComplexPadding, std::move(facts));
  explain(element);
}

void Explainer::explainPointer(LLVM::LLVMPointerType type) {
  PointerFacts facts{type.getAddressSpace()};
  for (const SourcedEntry *entry : spec.getTypeEntries(type.getTypeID())) {
    auto key = cast<LLVM::LLVMPointerType>(cast<Type>(entry->entry.getKey()));
    if (key.getAddressSpace() != type.getAddressSpace())
      continue;
    attach(add(type, LayoutRule::PointerEntry, facts), *entry);
    return;
  }
  add(type, LayoutRule::PointerDefault, facts);
  if (type.getAddressSpace() != 0)
    explain(LLVM::LLVMPointerType::get(type.getContext()));
}

void Explainer::explainStruct(LLVM::LLVMStructType type) {
  uint64_t offset = 0;
  bool packed = type.isPacked();
  bool listFields = Type(type) == top;
  for (Type element : listFields ? type.getBody() : ArrayRef<Type>()) {
    FieldLayout field;
    field.type = printToString(element);
    llvm::TypeSize elementSize = layout.getTypeSize(element);
    field.size = elementSize.getKnownMinValue();
    field.scalable = elementSize.isScalable();
    field.alignment = packed ? 1 : layout.getTypeABIAlignment(element);
    uint64_t aligned = llvm::alignTo(offset, field.alignment);
    field.paddingBefore = aligned - offset;
    field.offset = aligned;
    offset = aligned + field.size;
    result.fields.push_back(field);
  }
  uint64_t size = layout.getTypeSize(type).getKnownMinValue();
  if (listFields)
    result.tailPadding = size > offset ? size - offset : 0;
  StructFacts facts;
  facts.kind = type.isOpaque() ? StructFacts::Kind::Opaque
               : packed        ? StructFacts::Kind::Packed
                               : StructFacts::Kind::Aligned;
  facts.scalableFields = llvm::any_of(type.getBody(), [&](Type element) {
    return layout.getTypeSize(element).isScalable();
  });
  Reason &reason = add(type, LayoutRule::StructFields, facts);
  for (const SourcedEntry *entry : spec.getTypeEntries(type.getTypeID()))
    attach(reason, *entry);
  for (Type element : type.getBody())
    explain(element);
}

void Explainer::explainArray(LLVM::LLVMArrayType type) {
  Type element = type.getElementType();
  ArrayFacts facts;
  facts.elementCount = type.getNumElements();
  facts.elementType = printToString(element);
  facts.elementSize = layout.getTypeSize(element).getFixedValue();
  facts.elementAlignment = layout.getTypeABIAlignment(element);
  add(type, LayoutRule::ArrayElements, std::move(facts));
  explain(element);
}

void Explainer::explainInterface(Type type) {
  InterfaceFacts facts{type.getDialect().getNamespace().str(), std::nullopt};
  std::vector<const SourcedEntry *> entries =
      spec.getTypeEntries(type.getTypeID());
  if (auto iface = dyn_cast<DataLayoutTypeInterface>(type)) {
    // MLIR 22's DataLayout::getTypeSize asks the type's getTypeSizeInBits
    // only; a getTypeSize of its own is never consulted. Say so where it
    // would answer otherwise.
    SmallVector<DataLayoutEntryInterface> list;
    for (const SourcedEntry *entry : entries)
      list.push_back(entry->entry);
    llvm::TypeSize own = iface.getTypeSize(layout, list);
    llvm::TypeSize used = layout.getTypeSize(type);
    if (own != used)
      facts.ignoredTypeSize = own.getKnownMinValue();
  }
  Reason &reason = add(type, LayoutRule::TypeInterface, std::move(facts));
  for (const SourcedEntry *entry : entries)
    attach(reason, *entry);
}

void mlir::layout::explainLayout(Type type, const DataLayout &layout,
                                 const CombinedSpec &spec,
                                 LayoutResult &result) {
  Explainer(layout, spec, result, type).explain(type);
}
