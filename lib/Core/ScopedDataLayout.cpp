// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ScopedDataLayout.cpp - Layout queries in one scope -----------------===//

#include "mlir-layout/Core/ScopedDataLayout.h"
#include "mlir-layout/Core/Explain.h"
#include "mlir-layout/Core/LayoutSafety.h"
#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/MemRef/MemRefBuffer.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;

/// A detached copy of `scope`'s op carrying `combined` as its spec, when the
/// op is a registered DataLayoutOpInterface op other than a module: MLIR's
/// DataLayout for the copy calls the op's own query hooks, with the one
/// combined spec and no ancestors to combine. Null when the op is not such
/// an op, has operands (the copy would use values of the document), or
/// does not read its spec from `dlti.dl_spec` (the copy would not see it).
static DataLayoutOpInterface copyScopeOp(const LayoutScope &scope,
                                         DataLayoutSpecInterface combined) {
  if (scope.kind != ScopeKind::Interface || scope.op->getNumOperands() != 0)
    return {};
  Operation *copy = scope.op->cloneWithoutRegions();
  copy->removeAttr(DLTIDialect::kDataLayoutAttrName);
  if (combined)
    copy->setAttr(DLTIDialect::kDataLayoutAttrName, combined);
  auto iface = cast<DataLayoutOpInterface>(copy);
  if (iface.getDataLayoutSpec() != combined) {
    copy->destroy();
    return {};
  }
  return iface;
}

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
  if (const LayoutScope *assumed = findAssumedScope(scope))
    assumedScopeOp = assumed->op->getName().getStringRef().str();
  if (DataLayoutOpInterface copy = copyScopeOp(scope, spec.getAttr())) {
    hookHolder = ModuleOp::create(UnknownLoc::get(context));
    hookHolder->getBody()->push_back(copy);
    ruleLayout = std::move(layout);
    layout = std::make_unique<DataLayout>(copy);
  }
}

ScopedDataLayout::~ScopedDataLayout() = default;

const LayoutResult &ScopedDataLayout::query(Type type) {
  return lookup(type, Detail::Numbers);
}

const LayoutResult &ScopedDataLayout::explain(Type type) {
  return lookup(type, Detail::Explained);
}

const LayoutResult &ScopedDataLayout::lookup(Type type, Detail detail) {
  auto &cache = detail == Detail::Explained ? explained : numbersOnly;
  auto it = cache.find(type);
  if (it != cache.end())
    return *it->second;
  auto result = std::make_unique<LayoutResult>(compute(type, detail));
  result->assumedScopeOp = assumedScopeOp;
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

LayoutResult ScopedDataLayout::computeMemRef(Type type, Detail detail) {
  auto [model, entry] = getMemRefModel();
  MLIRContext *context = type.getContext();
  MemRefFacts facts;
  facts.indexBitwidth = layout->getTypeIndexBitwidth(IndexType::get(context))
                            .value_or(kDefaultIndexBitwidth);
  Type lowered = lowerMemRefValues(type, model, facts.indexBitwidth,
                                   facts.nonIntegerSpaces);
  LayoutResult result = lookup(lowered, detail);
  result.type = printToString(type);
  if (isa<BaseMemRefType>(type) && result.hasLayout())
    result.memrefValue = model;
  if (detail == Detail::Explained) {
    Reason reason;
    reason.rule = model == MemRefModel::Bare ? LayoutRule::MemRefBare
                                             : LayoutRule::MemRefDescriptor;
    reason.subject = result.type;
    reason.numbers = result.layout;
    facts.lowered = printToString(lowered);
    reason.facts = std::move(facts);
    if (entry)
      reason.entries.push_back(CombinedSpec::describe(*entry));
    result.reasons.insert(result.reasons.begin(), std::move(reason));
  }
  if (auto memref = dyn_cast<MemRefType>(type)) {
    const LayoutResult &element = query(memref.getElementType());
    std::optional<uint64_t> stride;
    // Elements sit at multiples of their size rounded up to their ABI
    // alignment, as LLVM's GEP steps.
    if (element.hasLayout() && !element.layout->scalable &&
        element.layout->abiAlignment)
      stride =
          llvm::alignTo(element.layout->size, element.layout->abiAlignment);
    result.buffer = describeBuffer(memref, stride);
  }
  return result;
}

std::optional<LayoutResult> ScopedDataLayout::computeDeclared(Type type,
                                                              Detail detail) {
  if (!rules)
    return std::nullopt;
  std::string text = printToString(type);
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
  DeclaredFacts facts;
  facts.ruleNumber = resolution->rule + 1;
  facts.file = rules->getPath();
  facts.pattern = resolution->pattern;
  if (resolution->fixed) {
    result.layout = resolution->fixed;
    reason.numbers = resolution->fixed;
    reason.facts = std::move(facts);
    if (detail == Detail::Explained)
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
  result = lookup(target, detail);
  result.type = text;
  if (detail == Detail::Explained) {
    reason.numbers = result.layout;
    facts.asType = resolution->asType;
    reason.facts = std::move(facts);
    result.reasons.insert(result.reasons.begin(), std::move(reason));
  }
  return result;
}

/// True when two layouts place a value alike inside an aggregate: the same
/// size and the same ABI and preferred alignments.
static bool samePlacement(const TypeLayout &a, const TypeLayout &b) {
  return a.size == b.size && a.abiAlignment == b.abiAlignment &&
         a.preferredAlignment == b.preferredAlignment &&
         a.scalable == b.scalable;
}

/// A type MLIR lays out in this scope with exactly the size and the ABI and
/// preferred alignments of `numbers`: an `!llvm.array<N x E>` of a builtin
/// type E with those alignments (an array has its element's alignments).
/// Null when no candidate gives them all.
Type ScopedDataLayout::findStandIn(const TypeLayout &numbers) {
  if (numbers.scalable)
    return {};
  MLIRContext *context = (*holder)->getContext();
  Builder b(context);
  SmallVector<Type> candidates;
  for (unsigned width : {8u, 16u, 32u, 64u, 128u, 256u})
    candidates.push_back(b.getIntegerType(width));
  candidates.append({b.getF16Type(), b.getBF16Type(), b.getF32Type(),
                     b.getF64Type(), b.getF80Type(), b.getF128Type(),
                     b.getIndexType(), LLVM::LLVMPointerType::get(context)});
  for (int64_t lanes = 1; lanes <= 128; lanes *= 2)
    candidates.push_back(VectorType::get({lanes}, b.getI8Type()));
  for (Type element : candidates) {
    const LayoutResult &candidate = query(element);
    if (!candidate.hasLayout() || candidate.layout->scalable)
      continue;
    const TypeLayout &e = *candidate.layout;
    if (e.abiAlignment != numbers.abiAlignment ||
        e.preferredAlignment != numbers.preferredAlignment)
      continue;
    uint64_t stride = llvm::alignTo(e.size, e.abiAlignment);
    if (stride == 0 || numbers.size % stride != 0)
      continue;
    Type standIn = LLVM::LLVMArrayType::get(element, numbers.size / stride);
    // Checked as MLIR lays it out, not as the arithmetic above assumes.
    const LayoutResult &check = query(standIn);
    if (check.hasLayout() && samePlacement(*check.layout, numbers))
      return standIn;
  }
  return {};
}

/// `type` with every field or element MLIR cannot lay out but a declared
/// rule can replaced by a stand-in with the declared numbers (findStandIn),
/// through nested structs and arrays; `type` itself when nothing is
/// replaced. Null, with `failure` set, when a declared field has no
/// stand-in.
Type ScopedDataLayout::lowerDeclaredFields(Type type, std::string &failure) {
  MLIRContext *context = type.getContext();
  if (auto s = dyn_cast<LLVM::LLVMStructType>(type)) {
    if (s.isOpaque())
      return type;
    SmallVector<Type> body;
    bool changed = false;
    for (Type field : s.getBody()) {
      Type lowered = lowerDeclaredFields(field, failure);
      if (!lowered)
        return {};
      changed |= lowered != field;
      body.push_back(lowered);
    }
    return changed
               ? LLVM::LLVMStructType::getLiteral(context, body, s.isPacked())
               : type;
  }
  if (auto a = dyn_cast<LLVM::LLVMArrayType>(type)) {
    Type element = lowerDeclaredFields(a.getElementType(), failure);
    if (!element || element == a.getElementType())
      return element ? type : Type();
    return LLVM::LLVMArrayType::get(element, a.getNumElements());
  }
  if (!findMissingLayout(type, *layout))
    return type;
  std::optional<LayoutResult> declared = computeDeclared(type, Detail::Numbers);
  if (!declared || !declared->hasLayout())
    return type;
  if (Type standIn = findStandIn(*declared->layout))
    return standIn;
  const TypeLayout &n = *declared->layout;
  failure = "cannot know: no type MLIR lays out has the declared layout of " +
            declared->type + " (size " + std::to_string(n.size) + ", abi " +
            std::to_string(n.abiAlignment) + ", preferred " +
            std::to_string(n.preferredAlignment) + ") in this scope";
  return {};
}

std::optional<LayoutResult>
ScopedDataLayout::computeDeclaredFields(Type type, Detail detail) {
  if (!rules || !isa<LLVM::LLVMStructType, LLVM::LLVMArrayType>(type))
    return std::nullopt;
  std::string failure;
  Type lowered = lowerDeclaredFields(type, failure);
  LayoutResult result;
  result.type = printToString(type);
  result.scope = scope.path;
  if (!lowered) {
    result.noLayoutReason =
        failure + ", so the layout of " + result.type + " is not computed";
    return result;
  }
  if (lowered == type || findMissingLayout(lowered, *layout))
    return std::nullopt;
  result = lookup(lowered, detail);
  result.type = printToString(type);
  if (detail != Detail::Explained)
    return result;
  // The stand-ins are how the numbers were computed, not what the file
  // holds: the fields and reasons name the declared types, whose own
  // reasons say which rule declared them.
  SmallVector<Type> elements;
  if (auto s = dyn_cast<LLVM::LLVMStructType>(type)) {
    elements.assign(s.getBody().begin(), s.getBody().end());
    if (result.fields.size() == elements.size())
      for (auto [field, element] : llvm::zip(result.fields, elements))
        field.type = printToString(element);
  } else {
    elements.push_back(cast<LLVM::LLVMArrayType>(type).getElementType());
  }
  std::vector<Reason> reasons;
  if (!result.reasons.empty()) {
    Reason head = std::move(result.reasons.front());
    head.subject = result.type;
    if (auto *array = std::get_if<ArrayFacts>(&head.facts))
      array->elementType = printToString(elements.front());
    reasons.push_back(std::move(head));
  }
  llvm::StringSet<> seen;
  seen.insert(result.type);
  for (Type element : elements)
    for (const Reason &reason : explain(element).reasons)
      if (seen.insert(reason.subject).second)
        reasons.push_back(reason);
  result.reasons = std::move(reasons);
  return result;
}

std::optional<std::string> ScopedDataLayout::getUnknownReason() const {
  if (std::optional<std::string> unread = layout::getUnknownReason(scope))
    return unread;
  if (const std::optional<std::string> &failure = spec.getCombineFailure())
    return "cannot know: in " + spec.getCombineFailureScope()->path + ", " +
           *failure;
  return std::nullopt;
}

LayoutResult ScopedDataLayout::compute(Type type, Detail detail) {
  std::optional<std::string> unknown = getUnknownReason();
  if (unknown) {
    // Never MLIR's defaults where the file says something unread, or where
    // MLIR cannot combine the specs.
    LayoutResult result;
    result.type = printToString(type);
    result.scope = scope.path;
    result.noLayoutReason = std::move(*unknown);
    return result;
  }
  if (std::optional<std::string> infinite = findSelfContainment(type)) {
    LayoutResult result;
    result.type = printToString(type);
    result.scope = scope.path;
    result.noLayoutReason = std::move(*infinite);
    return result;
  }
  if (containsMemRef(type))
    return computeMemRef(type, detail);
  LayoutResult result;
  result.type = printToString(type);
  result.scope = scope.path;
  std::optional<NoLayoutCause> cause;
  if (std::optional<std::string> why =
          findMissingLayout(type, *layout, &cause)) {
    if (std::optional<LayoutResult> declared = computeDeclared(type, detail))
      return std::move(*declared);
    if (std::optional<LayoutResult> fields =
            computeDeclaredFields(type, detail))
      return std::move(*fields);
    result.noLayoutReason = *why;
    result.noLayoutCause = std::move(cause);
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
  if (detail == Detail::Explained) {
    if (ruleLayout)
      explainThroughHooks(type, result);
    else
      explainLayout(type, *layout, spec, result);
  }
  return result;
}

/// True when two answers have the same numbers.
static bool sameNumbers(const std::optional<TypeLayout> &a,
                        const std::optional<TypeLayout> &b) {
  if (!a || !b)
    return !a && !b;
  return a->size == b->size && a->bitsize == b->bitsize &&
         a->abiAlignment == b->abiAlignment &&
         a->preferredAlignment == b->preferredAlignment &&
         a->indexBitwidth == b->indexBitwidth && a->scalable == b->scalable;
}

void ScopedDataLayout::explainThroughHooks(Type type, LayoutResult &result) {
  // MLIR's rules explain the answer only where the op's hooks agree with
  // them: for the type and for every type a reason is about, and for the
  // field offsets.
  LayoutResult byRules = result, byHooks = result;
  explainLayout(type, *ruleLayout, spec, byRules);
  explainLayout(type, *layout, spec, byHooks);
  bool agree = byRules.reasons.size() == byHooks.reasons.size() &&
               byRules.fields.size() == byHooks.fields.size() &&
               byRules.tailPadding == byHooks.tailPadding;
  for (size_t i = 0; agree && i < byRules.reasons.size(); ++i)
    agree = sameNumbers(byRules.reasons[i].numbers, byHooks.reasons[i].numbers);
  for (size_t i = 0; agree && i < byRules.fields.size(); ++i)
    agree = byRules.fields[i].offset == byHooks.fields[i].offset &&
            byRules.fields[i].size == byHooks.fields[i].size &&
            byRules.fields[i].alignment == byHooks.fields[i].alignment;
  if (agree) {
    result = std::move(byHooks);
    return;
  }
  Reason reason;
  reason.rule = LayoutRule::ScopeOpHooks;
  reason.subject = result.type;
  reason.numbers = result.layout;
  reason.facts = ScopeOpFacts{scope.op->getName().getStringRef().str()};
  result.reasons = {std::move(reason)};
}

/// Prints an attribute, or returns an empty string for a null one.
static std::string printAttr(Attribute attr) {
  return attr ? printToString(attr) : std::string();
}

/// The printed values of the scope-wide properties of `dl`, in the order of
/// ScopedDataLayout::getProperties().
static std::vector<std::string> readProperties(const DataLayout &dl) {
  return {printAttr(dl.getEndianness()),
          printAttr(dl.getDefaultMemorySpace()),
          printAttr(dl.getAllocaMemorySpace()),
          printAttr(dl.getProgramMemorySpace()),
          printAttr(dl.getGlobalMemorySpace()),
          std::to_string(dl.getStackAlignment()),
          printAttr(dl.getManglingMode()),
          printAttr(dl.getFunctionPointerAlignment()),
          printAttr(dl.getLegalIntWidths())};
}

const ScopeProperties &ScopedDataLayout::getProperties() {
  if (properties)
    return *properties;
  properties = std::make_unique<ScopeProperties>();
  properties->scope = scope.path;
  // Each key as the combined spec's class names it (a dialect's own spec
  // class may read the endianness from a key of its own), MLIR's getter
  // behind it (DataLayoutOpInterface hook), and the default shown when
  // neither an entry nor a hook sets it.
  struct Property {
    StringAttr (*key)(DataLayoutSpecInterface, MLIRContext *);
    llvm::StringLiteral dltiKey, hook, defaultValue;
  };
#define MLIR_LAYOUT_PROPERTY(GETTER, KEY, HOOK, DEFAULT)                       \
  Property {                                                                   \
    [](DataLayoutSpecInterface spec, MLIRContext *context) {                   \
      return spec.GETTER(context);                                             \
    },                                                                         \
        DLTIDialect::KEY, HOOK, DEFAULT                                        \
  }
  static const Property kProperties[] = {
      MLIR_LAYOUT_PROPERTY(getEndiannessIdentifier, kDataLayoutEndiannessKey,
                           "getEndianness", "not set"),
      MLIR_LAYOUT_PROPERTY(getDefaultMemorySpaceIdentifier,
                           kDataLayoutDefaultMemorySpaceKey,
                           "getDefaultMemorySpace", "0"),
      MLIR_LAYOUT_PROPERTY(getAllocaMemorySpaceIdentifier,
                           kDataLayoutAllocaMemorySpaceKey,
                           "getAllocaMemorySpace", "0"),
      MLIR_LAYOUT_PROPERTY(getProgramMemorySpaceIdentifier,
                           kDataLayoutProgramMemorySpaceKey,
                           "getProgramMemorySpace", "0"),
      MLIR_LAYOUT_PROPERTY(getGlobalMemorySpaceIdentifier,
                           kDataLayoutGlobalMemorySpaceKey,
                           "getGlobalMemorySpace", "0"),
      MLIR_LAYOUT_PROPERTY(getStackAlignmentIdentifier,
                           kDataLayoutStackAlignmentKey, "getStackAlignment",
                           "not set (natural)"),
      MLIR_LAYOUT_PROPERTY(getManglingModeIdentifier,
                           kDataLayoutManglingModeKey, "getManglingMode",
                           "not set"),
      MLIR_LAYOUT_PROPERTY(getFunctionPointerAlignmentIdentifier,
                           kDataLayoutFunctionPointerAlignmentKey,
                           "getFunctionPointerAlignment", "not set"),
      MLIR_LAYOUT_PROPERTY(getLegalIntWidthsIdentifier,
                           kDataLayoutLegalIntWidthsKey, "getLegalIntWidths",
                           "not set"),
  };
#undef MLIR_LAYOUT_PROPERTY
  std::optional<std::string> unknown = getUnknownReason();
  std::vector<std::string> values, byRules;
  if (!unknown) {
    values = readProperties(*layout);
    byRules = ruleLayout ? readProperties(*ruleLayout) : values;
  }
  DataLayoutSpecInterface attr = spec.getAttr();
  MLIRContext *context = (*holder)->getContext();
  for (auto [index, p] : llvm::enumerate(kProperties)) {
    ScopeProperty property;
    property.key =
        attr ? p.key(attr, context).getValue().str() : p.dltiKey.str();
    if (unknown) {
      property.isDefault = false;
      property.unknown = true;
      property.value = *unknown;
    } else if (values[index] != byRules[index]) {
      // The scope op's hook overrides what MLIR's rules make of the spec.
      property.isDefault = false;
      property.value = values[index];
      property.hook =
          ScopeHook{scope.op->getName().getStringRef().str(), p.hook.str()};
    } else if (const SourcedEntry *entry =
                   spec.getIdentifierEntry(property.key)) {
      property.isDefault = false;
      property.entry = CombinedSpec::describe(*entry);
      property.value = values[index];
    } else {
      property.value = p.defaultValue.str();
    }
    properties->properties.push_back(std::move(property));
  }
  return *properties;
}
