// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LLVMTypeLayout.cpp - LLVM's answer for a type in a scope -----------===//
//
// The layout string comes from the translated op as MLIR 22's
// ModuleTranslation picks it (llvm.data_layout, else translateDataLayout of
// the op's own spec through exportDataLayoutString, else LLVM's default);
// the LLVM type from LLVM::TypeToLLVMIRTranslator, guarded by
// LLVM::isCompatibleType (the translator's precondition); the numbers from
// llvm::DataLayout and its StructLayout.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/LLVM/LLVMTypeLayout.h"
#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/ScopedDataLayout.h"
#include "mlir-layout/LLVM/DataLayoutString.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Target/LLVMIR/TypeToLLVM.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;

/// One scope's source and, when it is known, LLVM's parsed layout.
struct LLVMTypeLayouts::ScopeEntry {
  LLVMLayoutSource source;
  std::optional<llvm::DataLayout> layout;
};

LLVMTypeLayouts::LLVMTypeLayouts(LayoutDocument &doc)
    : doc(doc), context(std::make_unique<llvm::LLVMContext>()),
      translator(std::make_unique<LLVM::TypeToLLVMIRTranslator>(*context)) {}

LLVMTypeLayouts::~LLVMTypeLayouts() = default;

/// True when MLIR's translation turns `op` into an LLVM module of its own.
static bool isTranslationUnit(Operation *op) {
  return isa<ModuleOp>(op) || op->getName().getStringRef() == "gpu.module" ||
         op->hasAttr(LLVM::LLVMDialect::getDataLayoutAttrName());
}

/// Why MLIR 22's translation cannot write `unit`'s spec safely ("" when it
/// can): it writes each type entry's numbers into the string, and LLVM
/// aborts on a string with a zero or non-power-of-two alignment or a
/// pointer index wider than the pointer.
static std::string unsafeToTranslate(LayoutDocument &doc,
                                     const LayoutScope &unit) {
  for (DataLayoutEntryInterface entry : unit.spec.getEntries()) {
    auto type = llvm::dyn_cast_if_present<Type>(entry.getKey());
    if (!type || isa<IndexType>(type))
      continue;
    const LayoutResult &result = doc.getLayout(unit).query(type);
    const std::optional<TypeLayout> &l = result.layout;
    if (!l)
      return result.type + " has no layout";
    if (!llvm::isPowerOf2_64(l->abiAlignment) ||
        !llvm::isPowerOf2_64(l->preferredAlignment))
      return result.type +
             " has an alignment that is zero or not a power of two";
    if (l->indexBitwidth && *l->indexBitwidth > l->bitsize)
      return result.type + " has an index wider than its size";
  }
  return "";
}

/// The source for `unit` (null: the file's implicit module).
static LLVMLayoutSource findSource(LayoutDocument &doc,
                                   const LayoutScope *unit) {
  LLVMLayoutSource source;
  source.unitScope = unit ? unit->path : "<top>";
  source.unit = unit;
  if (!unit)
    return source;
  Attribute attr =
      unit->op->getAttr(LLVM::LLVMDialect::getDataLayoutAttrName());
  if (attr) {
    source.kind = LLVMLayoutSource::Kind::DataLayoutString;
    auto string = dyn_cast<StringAttr>(attr);
    if (!string) {
      source.error = "llvm.data_layout is not a string";
      return source;
    }
    source.dataLayout = string.str();
    if (std::optional<DataLayoutStringError> error =
            validateDataLayoutString(source.dataLayout))
      source.error = "llvm.data_layout is malformed: " + error->message;
    return source;
  }
  if (!unit->spec)
    return source;
  // The translation writes the op's own spec (values through its
  // DataLayout, which are the own entries' for the keys it writes).
  source.kind = LLVMLayoutSource::Kind::TranslatedSpec;
  if (std::string unsafe = unsafeToTranslate(doc, *unit); !unsafe.empty()) {
    source.error =
        "MLIR's translation to LLVM IR cannot write this spec (" + unsafe + ")";
    return source;
  }
  llvm::Expected<std::string> exported = exportDataLayoutString(unit->spec);
  if (!exported)
    source.error = llvm::toString(exported.takeError());
  else
    source.dataLayout = *exported;
  return source;
}

/// The scope whose op MLIR's translation turns into the LLVM module of
/// `scope`; null for the top level.
static const LayoutScope *findUnit(const LayoutScope &scope) {
  const LayoutScope *unit = &scope;
  while (unit && !(unit->op && isTranslationUnit(unit->op)))
    unit = unit->parent;
  return unit;
}

LLVMTypeLayouts::ScopeEntry &LLVMTypeLayouts::lookup(const LayoutScope &scope) {
  std::unique_ptr<ScopeEntry> &entry = scopes[&scope];
  if (entry)
    return *entry;
  entry = std::make_unique<ScopeEntry>();
  entry->source = findSource(doc, findUnit(scope));
  if (entry->source.error.empty()) {
    llvm::Expected<llvm::DataLayout> parsed =
        llvm::DataLayout::parse(entry->source.dataLayout);
    if (parsed)
      entry->layout = std::move(*parsed);
    else
      entry->source.error = llvm::toString(parsed.takeError());
  }
  return *entry;
}

const LLVMLayoutSource &LLVMTypeLayouts::getSource(const LayoutScope &scope) {
  return lookup(scope).source;
}

std::optional<LLVMNumbers>
LLVMTypeLayouts::getNumbers(Type type, const llvm::DataLayout &layout,
                            NoLLVMNumbers &missing) {
  if (isa<IndexType>(type)) {
    missing = NoLLVMNumbers::IndexType;
    return std::nullopt;
  }
  // The translator aborts on anything else (llvm_unreachable).
  if (!LLVM::isCompatibleType(type)) {
    missing = NoLLVMNumbers::NotTranslatable;
    return std::nullopt;
  }
  llvm::Type *llvmType = translator->translateType(type);
  if (!llvmType || !llvmType->isSized()) {
    missing = NoLLVMNumbers::Unsized;
    return std::nullopt;
  }
  LLVMNumbers numbers;
  numbers.llvmType = printToString(*llvmType);
  llvm::TypeSize bits = layout.getTypeSizeInBits(llvmType);
  numbers.bitsize = bits.getKnownMinValue();
  numbers.scalable = bits.isScalable();
  numbers.storeSize = layout.getTypeStoreSize(llvmType).getKnownMinValue();
  numbers.allocSize = layout.getTypeAllocSize(llvmType).getKnownMinValue();
  numbers.abiAlignment = layout.getABITypeAlign(llvmType).value();
  numbers.preferredAlignment = layout.getPrefTypeAlign(llvmType).value();
  if (auto *pointer = llvm::dyn_cast<llvm::PointerType>(llvmType))
    numbers.indexBitwidth =
        layout.getIndexSizeInBits(pointer->getAddressSpace());
  if (auto *structType = llvm::dyn_cast<llvm::StructType>(llvmType)) {
    const llvm::StructLayout *structLayout = layout.getStructLayout(structType);
    for (unsigned i = 0; i < structType->getNumElements(); ++i)
      numbers.fieldOffsets.push_back(
          structLayout->getElementOffset(i).getKnownMinValue());
  }
  return numbers;
}

std::vector<LLVMDisagreement>
mlir::layout::compareNumbers(const LayoutResult &mlir,
                             const LLVMNumbers &numbers) {
  using Property = LLVMDisagreement::Property;
  std::vector<LLVMDisagreement> found;
  if (!mlir.layout)
    return found;
  const TypeLayout &m = *mlir.layout;
  auto add = [&](Property property, uint64_t mlirValue, uint64_t llvmValue,
                 std::optional<unsigned> field = std::nullopt) {
    if (mlirValue != llvmValue)
      found.push_back({property, field, mlirValue, llvmValue});
  };
  add(Property::Size, m.size, numbers.storeSize);
  add(Property::Bitsize, m.bitsize, numbers.bitsize);
  add(Property::ABIAlignment, m.abiAlignment, numbers.abiAlignment);
  add(Property::PreferredAlignment, m.preferredAlignment,
      numbers.preferredAlignment);
  if (m.indexBitwidth && numbers.indexBitwidth)
    add(Property::IndexBitwidth, *m.indexBitwidth, *numbers.indexBitwidth);
  add(Property::Scalable, m.scalable, numbers.scalable);
  if (!numbers.fieldOffsets.empty() || !mlir.fields.empty()) {
    add(Property::FieldCount, mlir.fields.size(), numbers.fieldOffsets.size());
    for (unsigned i = 0;
         i < std::min(mlir.fields.size(), numbers.fieldOffsets.size()); ++i)
      add(Property::FieldOffset, mlir.fields[i].offset, numbers.fieldOffsets[i],
          i);
  }
  return found;
}

void LLVMTypeLayouts::findLLVMOps() {
  if (unitsWithLLVMOps)
    return;
  unitsWithLLVMOps.emplace();
  ++opWalks;
  auto *dialect = doc.getContext()->getLoadedDialect<LLVM::LLVMDialect>();
  if (!dialect)
    return;
  for (Operation &top : doc.getBody())
    top.walk([&](Operation *op) {
      if (op->getDialect() != dialect)
        return;
      anyLLVMOps = true;
      // Every translation unit around the op, the op included, holds it.
      // Units are marked from the inside out, so a marked one has its
      // enclosing units marked already.
      for (Operation *unit = op; unit; unit = unit->getParentOp())
        if (isTranslationUnit(unit) && !unitsWithLLVMOps->insert(unit).second)
          break;
    });
}

bool LLVMTypeLayouts::isHeadedForLLVM(const LayoutScope &scope) {
  auto [it, inserted] = headed.try_emplace(&scope, false);
  if (!inserted)
    return it->second;
  bool result = false;
  for (const LayoutScope *s = &scope; s && !result; s = s->parent)
    if (s->op)
      result = s->op->hasAttr(LLVM::LLVMDialect::getDataLayoutAttrName()) ||
               s->op->hasAttr(LLVM::LLVMDialect::getTargetAttrName()) ||
               s->op->hasAttr(LLVM::LLVMDialect::getTargetTripleAttrName());
  if (!result) {
    // The op that becomes the scope's LLVM module (the whole file at the
    // top level) holds ops of the LLVM dialect.
    findLLVMOps();
    if (const LayoutScope *unit = findUnit(scope))
      result = unitsWithLLVMOps->contains(unit->op);
    else
      result = anyLLVMOps;
  }
  headed[&scope] = result;
  return result;
}

std::optional<LLVMTypeComparison>
LLVMTypeLayouts::findDifference(const LayoutScope &scope, Type type) {
  if (!isHeadedForLLVM(scope))
    return std::nullopt;
  LLVMTypeComparison comparison = compare(scope, type);
  if (!comparison.comparable || comparison.agrees())
    return std::nullopt;
  return comparison;
}

/// The scalars inside `type` (struct fields, array and vector elements),
/// each once, in order of appearance; sets `aggregate` for structs and
/// arrays.
static void collectScalars(llvm::Type *type, std::vector<llvm::Type *> &scalars,
                           bool &aggregate) {
  if (auto *structType = llvm::dyn_cast<llvm::StructType>(type)) {
    aggregate = true;
    for (llvm::Type *element : structType->elements())
      collectScalars(element, scalars, aggregate);
  } else if (auto *array = llvm::dyn_cast<llvm::ArrayType>(type)) {
    aggregate = true;
    collectScalars(array->getElementType(), scalars, aggregate);
  } else if (auto *vector = llvm::dyn_cast<llvm::VectorType>(type)) {
    collectScalars(vector->getElementType(), scalars, aggregate);
  } else if (!llvm::is_contained(scalars, type)) {
    scalars.push_back(type);
  }
}

/// The prefixes of the components that set `scalar` (`i64:`, `p3:`; address
/// space 0 also as `p:`), empty for a scalar no component names.
static std::vector<std::string> componentPrefixes(llvm::Type *scalar) {
  if (auto *integer = llvm::dyn_cast<llvm::IntegerType>(scalar))
    return {"i" + std::to_string(integer->getBitWidth()) + ":"};
  if (auto *pointer = llvm::dyn_cast<llvm::PointerType>(scalar)) {
    unsigned space = pointer->getAddressSpace();
    if (space == 0)
      return {"p:", "p0:"};
    return {"p" + std::to_string(space) + ":"};
  }
  if (scalar->isFloatingPointTy())
    return {"f" + std::to_string(scalar->getPrimitiveSizeInBits()) + ":"};
  return {};
}

/// The last component of `dataLayout` starting with one of `prefixes`.
static std::string lastComponent(llvm::StringRef dataLayout,
                                 llvm::ArrayRef<std::string> prefixes) {
  std::string found;
  for (const DataLayoutComponent &component : splitDataLayoutString(dataLayout))
    for (const std::string &prefix : prefixes)
      if (llvm::StringRef(component.text).starts_with(prefix))
        found = component.text;
  return found;
}

std::vector<LLVMComponentSource>
LLVMTypeLayouts::getComponents(Type type, llvm::StringRef dataLayout) {
  std::vector<LLVMComponentSource> sources;
  if (isa<IndexType>(type) || !LLVM::isCompatibleType(type))
    return sources;
  std::vector<llvm::Type *> scalars;
  bool aggregate = false;
  collectScalars(translator->translateType(type), scalars, aggregate);
  for (llvm::Type *scalar : scalars) {
    std::vector<std::string> prefixes = componentPrefixes(scalar);
    if (prefixes.empty())
      continue;
    LLVMComponentSource source;
    source.what = printToString(*scalar);
    source.component = lastComponent(dataLayout, prefixes);
    sources.push_back(std::move(source));
  }
  if (aggregate)
    sources.push_back({"aggregates", lastComponent(dataLayout, {"a:", "a0:"})});
  return sources;
}

LLVMTypeComparison LLVMTypeLayouts::compare(const LayoutScope &scope,
                                            Type type) {
  ScopeEntry &entry = lookup(scope);
  LLVMTypeComparison comparison;
  comparison.source = entry.source;
  const LayoutResult &mlir = doc.getLayout(scope).explain(type);
  if (isa<IndexType>(type) && mlir.layout)
    comparison.indexLoweredWidth = mlir.layout->bitsize;
  if (!entry.layout) {
    comparison.missing = NoLLVMNumbers::UnknownLayout;
    return comparison;
  }
  NoLLVMNumbers missing = NoLLVMNumbers::NotTranslatable;
  comparison.numbers = getNumbers(type, *entry.layout, missing);
  if (!comparison.numbers) {
    comparison.missing = missing;
    return comparison;
  }
  comparison.components = getComponents(type, entry.source.dataLayout);
  comparison.comparable = mlir.hasLayout();
  if (comparison.comparable)
    comparison.disagreements = compareNumbers(mlir, *comparison.numbers);
  return comparison;
}
