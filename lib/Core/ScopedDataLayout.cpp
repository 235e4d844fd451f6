//===- ScopedDataLayout.cpp - Layout queries in one scope -----------------===//

#include "mlir-layout/Core/ScopedDataLayout.h"
#include "mlir-layout/Core/Explain.h"
#include "mlir-layout/Core/LayoutSafety.h"
#include "mlir-layout/MemRef/MemRefBuffer.h"
#include "mlir-layout/Core/ScopeTree.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;

ScopedDataLayout::ScopedDataLayout(const LayoutScope &scope,
                                   MLIRContext *context,
                                   MemRefModel defaultModel,
                                   const LayoutRules *rules)
    : scope(scope), spec(CombinedSpec::combine(scope, context)),
      defaultModel(defaultModel), rules(rules) {
  context->getOrLoadDialect<DLTIDialect>();
  holder = ModuleOp::create(UnknownLoc::get(context));
  if (spec.getAttr())
    (*holder)->setAttr(DLTIDialect::kDataLayoutAttrName, spec.getAttr());
  layout = std::make_unique<DataLayout>(*holder);
}

ScopedDataLayout::~ScopedDataLayout() = default;

const LayoutResult &ScopedDataLayout::query(Type type) {
  auto it = cache.find(type);
  if (it != cache.end())
    return *it->second;
  auto result = std::make_unique<LayoutResult>(compute(type));
  return *cache.try_emplace(type, std::move(result)).first->second;
}

std::pair<MemRefModel, const SourcedEntry *>
ScopedDataLayout::getMemRefModel() const {
  if (const SourcedEntry *entry = spec.getIdentifierEntry(kMemRefModelKey))
    if (auto name = dyn_cast<StringAttr>(entry->entry.getValue()))
      if (std::optional<MemRefModel> model = parseMemRefModel(name.getValue()))
        return {*model, entry};
  return {defaultModel, nullptr};
}

LayoutResult ScopedDataLayout::computeMemRef(Type type) {
  auto [model, entry] = getMemRefModel();
  MLIRContext *context = type.getContext();
  unsigned indexBits =
      layout->getTypeIndexBitwidth(IndexType::get(context)).value_or(64);
  std::string notes;
  Type lowered = lowerMemRefValues(type, model, indexBits, notes);
  LayoutResult result = query(lowered);
  result.type.clear();
  llvm::raw_string_ostream os(result.type);
  type.print(os);
  Reason reason;
  reason.rule = model == MemRefModel::Bare ? LayoutRule::MemRefBare
                                           : LayoutRule::MemRefDescriptor;
  reason.subject = result.type;
  std::string loweredText;
  llvm::raw_string_ostream(loweredText) << lowered;
  reason.text =
      std::string("MLIR 22 has no memref layout; following seed 001, a memref "
                  "value is laid out as its ") +
      (model == MemRefModel::Bare
           ? "bare-pointer lowering"
           : "LLVM descriptor (allocated and aligned pointers, offset, "
             "sizes and strides)") +
      ", " + loweredText + ", with " + std::to_string(indexBits) +
      "-bit index fields; model '" + getMemRefModelName(model) + "' " +
      (entry ? "from the spec entry" : "by default") + ". " + notes;
  if (entry)
    reason.entries.push_back(CombinedSpec::describe(*entry));
  result.reasons.insert(result.reasons.begin(), std::move(reason));
  if (auto memref = dyn_cast<MemRefType>(type)) {
    const LayoutResult &element = query(memref.getElementType());
    std::optional<uint64_t> stride;
    // Elements sit at multiples of their size rounded up to their ABI
    // alignment, as LLVM's GEP steps.
    if (element.hasLayout() && !element.layout->scalable &&
        element.layout->abiAlignment)
      stride = llvm::alignTo(element.layout->size,
                             element.layout->abiAlignment);
    result.buffer = describeBuffer(memref, stride);
  }
  return result;
}

std::optional<LayoutResult> ScopedDataLayout::computeDeclared(Type type) {
  if (!rules)
    return std::nullopt;
  std::string text;
  llvm::raw_string_ostream(text) << type;
  std::optional<LayoutRules::Resolution> resolution = rules->resolve(text);
  if (!resolution)
    return std::nullopt;
  std::string origin = "rule " + std::to_string(resolution->rule + 1) + " of " +
                       rules->getPath() + " (`" + resolution->pattern + "`)";
  LayoutResult result;
  result.type = text;
  result.scope = scope.path;
  Reason reason;
  reason.rule = LayoutRule::DeclaredLayout;
  reason.subject = text;
  if (resolution->fixed) {
    result.layout = resolution->fixed;
    reason.text =
        "declared by " + origin + ": size " +
        std::to_string(resolution->fixed->size) + ", ABI alignment " +
        std::to_string(resolution->fixed->abiAlignment) + ", preferred " +
        std::to_string(resolution->fixed->preferredAlignment) + " (bytes)";
    result.reasons.push_back(std::move(reason));
    return result;
  }
  std::string error;
  Type target;
  {
    ScopedDiagnosticHandler quiet(type.getContext(), [&](Diagnostic &diag) {
      if (error.empty())
        error = diag.str();
      return success();
    });
    size_t numRead = 0;
    target = mlir::parseType(resolution->asType, type.getContext(), &numRead);
    if (target && numRead != resolution->asType.size())
      target = Type();
  }
  if (!target || target == type) {
    result.noLayoutReason = origin + " lays it out as '" + resolution->asType +
                            "', which is not a type" +
                            (error.empty() ? "" : ": " + error);
    return result;
  }
  result = query(target);
  result.type = text;
  reason.text = "laid out as " + resolution->asType + " by " + origin;
  result.reasons.insert(result.reasons.begin(), std::move(reason));
  return result;
}

LayoutResult ScopedDataLayout::compute(Type type) {
  if (containsMemRef(type))
    return computeMemRef(type);
  LayoutResult result;
  llvm::raw_string_ostream os(result.type);
  type.print(os);
  result.scope = scope.path;
  if (std::optional<std::string> why = findMissingLayout(type, *layout)) {
    if (std::optional<LayoutResult> declared = computeDeclared(type))
      return std::move(*declared);
    result.noLayoutReason = *why;
    return result;
  }
  TypeLayout numbers;
  llvm::TypeSize size = layout->getTypeSize(type);
  llvm::TypeSize bits = layout->getTypeSizeInBits(type);
  numbers.size = size.getKnownMinValue();
  numbers.bitsize = bits.getKnownMinValue();
  numbers.scalable = size.isScalable();
  numbers.abiAlignment = layout->getTypeABIAlignment(type);
  numbers.preferredAlignment = layout->getTypePreferredAlignment(type);
  numbers.indexBitwidth = layout->getTypeIndexBitwidth(type);
  result.layout = numbers;
  explainLayout(type, *layout, spec, result);
  return result;
}

/// Prints an attribute, or returns an empty string for a null one.
static std::string printAttr(Attribute attr) {
  if (!attr)
    return "";
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

const ScopeProperties &ScopedDataLayout::getProperties() {
  if (properties)
    return *properties;
  properties = std::make_unique<ScopeProperties>();
  properties->scope = scope.path;
  auto add = [&](llvm::StringRef key, std::string value,
                 std::string defaultValue) {
    ScopeProperty property;
    property.key = key.str();
    if (const SourcedEntry *entry = spec.getIdentifierEntry(key)) {
      property.isDefault = false;
      property.entry = CombinedSpec::describe(*entry);
      property.value = std::move(value);
    } else {
      property.value = std::move(defaultValue);
    }
    properties->properties.push_back(std::move(property));
  };
  const DataLayout &dl = *layout;
  add(DLTIDialect::kDataLayoutEndiannessKey, printAttr(dl.getEndianness()),
      "not set");
  add(DLTIDialect::kDataLayoutDefaultMemorySpaceKey,
      printAttr(dl.getDefaultMemorySpace()), "0");
  add(DLTIDialect::kDataLayoutAllocaMemorySpaceKey,
      printAttr(dl.getAllocaMemorySpace()), "0");
  add(DLTIDialect::kDataLayoutProgramMemorySpaceKey,
      printAttr(dl.getProgramMemorySpace()), "0");
  add(DLTIDialect::kDataLayoutGlobalMemorySpaceKey,
      printAttr(dl.getGlobalMemorySpace()), "0");
  add(DLTIDialect::kDataLayoutStackAlignmentKey,
      std::to_string(dl.getStackAlignment()), "not set (natural)");
  add(DLTIDialect::kDataLayoutManglingModeKey, printAttr(dl.getManglingMode()),
      "not set");
  add(DLTIDialect::kDataLayoutFunctionPointerAlignmentKey,
      printAttr(dl.getFunctionPointerAlignment()), "not set");
  add(DLTIDialect::kDataLayoutLegalIntWidthsKey,
      printAttr(dl.getLegalIntWidths()), "not set");
  return *properties;
}
