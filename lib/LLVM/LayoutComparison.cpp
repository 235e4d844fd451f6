// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutComparison.cpp - MLIR's layout against LLVM's ----------------===//
//
// Types are answered by MLIR's DataLayout on one side and llvm::DataLayout
// on the other; identifier keys (endianness, memory spaces, ...) by MLIR's
// DataLayout for the effective spec and for MLIR's import of the string.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/LLVM/LayoutComparison.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/LLVMContext.h"

#include <set>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// The type classes compared.
struct Battery {
  std::set<unsigned> integerWidths{1, 8, 16, 32, 64, 128};
  std::set<unsigned> floatWidths{16, 32, 64, 80, 128};
  std::set<unsigned> addressSpaces{0};
};
} // namespace

/// The number right after `prefix` at the start of `text`, if any.
static std::optional<unsigned> numberAfter(llvm::StringRef text,
                                           llvm::StringRef prefix) {
  if (!text.consume_front(prefix))
    return std::nullopt;
  llvm::StringRef digits = text.take_while(llvm::isDigit);
  unsigned value;
  if (digits.empty() || digits.getAsInteger(10, value))
    return std::nullopt;
  return value;
}

/// The float type MLIR and LLVM both lay out for `width`.
static FloatType getFloat(MLIRContext *context, unsigned width) {
  switch (width) {
  case 16:
    return Float16Type::get(context);
  case 32:
    return Float32Type::get(context);
  case 64:
    return Float64Type::get(context);
  case 80:
    return Float80Type::get(context);
  case 128:
    return Float128Type::get(context);
  default:
    return nullptr;
  }
}

static llvm::Type *getLLVMFloat(llvm::LLVMContext &context, unsigned width) {
  switch (width) {
  case 16:
    return llvm::Type::getHalfTy(context);
  case 32:
    return llvm::Type::getFloatTy(context);
  case 64:
    return llvm::Type::getDoubleTy(context);
  case 80:
    return llvm::Type::getX86_FP80Ty(context);
  default:
    return llvm::Type::getFP128Ty(context);
  }
}

/// Calls `compare(type, llvmType, prefix)` for each type of `battery`: the
/// type in MLIR and LLVM and the prefix of the string component that sets
/// it (`i64`, `f80`, `p3`).
static void
forEachType(const Battery &battery, MLIRContext *context,
            llvm::LLVMContext &llvmContext,
            llvm::function_ref<void(Type, llvm::Type *, std::string)> compare) {
  for (unsigned width : battery.integerWidths)
    compare(IntegerType::get(context, width),
            llvm::IntegerType::get(llvmContext, width),
            "i" + std::to_string(width));
  for (unsigned width : battery.floatWidths)
    compare(getFloat(context, width), getLLVMFloat(llvmContext, width),
            "f" + std::to_string(width));
  for (unsigned space : battery.addressSpaces)
    compare(LLVM::LLVMPointerType::get(context, space),
            llvm::PointerType::get(llvmContext, space),
            "p" + std::to_string(space));
}

static void addSpecTypes(DataLayoutSpecInterface spec, Battery &battery) {
  if (!spec)
    return;
  for (DataLayoutEntryInterface entry : spec.getEntries()) {
    auto type = llvm::dyn_cast_if_present<Type>(entry.getKey());
    if (!type)
      continue;
    if (auto integer = dyn_cast<IntegerType>(type))
      battery.integerWidths.insert(integer.getWidth());
    else if (auto floatType = dyn_cast<FloatType>(type);
             floatType &&
             getFloat(type.getContext(), floatType.getWidth()) == floatType)
      battery.floatWidths.insert(floatType.getWidth());
    else if (auto pointer = dyn_cast<LLVM::LLVMPointerType>(type))
      battery.addressSpaces.insert(pointer.getAddressSpace());
  }
}

static void addStringTypes(llvm::ArrayRef<DataLayoutComponent> components,
                           Battery &battery) {
  for (const DataLayoutComponent &component : components) {
    llvm::StringRef text = component.text;
    if (std::optional<unsigned> width = numberAfter(text, "i"))
      battery.integerWidths.insert(*width);
    else if (std::optional<unsigned> width = numberAfter(text, "f");
             width && llvm::is_contained({16u, 32u, 64u, 80u, 128u}, *width))
      battery.floatWidths.insert(*width);
    else if (std::optional<unsigned> space = numberAfter(text, "p"))
      battery.addressSpaces.insert(*space);
  }
}

/// The index of the last component for which `matches` holds.
template <typename Pred>
static std::optional<size_t>
findComponent(llvm::ArrayRef<DataLayoutComponent> components, Pred matches) {
  std::optional<size_t> found;
  for (size_t i = 0; i < components.size(); ++i)
    if (matches(llvm::StringRef(components[i].text)))
      found = i;
  return found;
}

/// `dense<v>` when all values are equal, else `dense<[...]>`, as MLIR's
/// importer writes an entry of `count` values.
static std::string denseValue(llvm::ArrayRef<uint64_t> values) {
  std::string list =
      llvm::all_equal(values)
          ? std::to_string(values.front())
          : "[" +
                llvm::join(llvm::map_range(values,
                                           [](uint64_t value) {
                                             return std::to_string(value);
                                           }),
                           ", ") +
                "]";
  return "dense<" + list + "> : vector<" + std::to_string(values.size()) +
         "xi64>";
}

/// `<prefix>:<abi>[:<pref>]` in bits.
static std::string alignmentComponent(std::string prefix,
                                      const TypeNumbers &numbers) {
  std::string text = prefix + ":" + std::to_string(numbers.abiAlignment * 8);
  if (numbers.preferredAlignment != numbers.abiAlignment)
    text += ":" + std::to_string(numbers.preferredAlignment * 8);
  return text;
}

/// The component giving a type `numbers` under the prefix `prefix` (`i128`,
/// `f80`, `p3`), as LLVM writes it.
static std::string componentFor(llvm::StringRef prefix,
                                const TypeNumbers &numbers) {
  if (!numbers.indexBitwidth)
    return alignmentComponent(prefix.str(), numbers);
  std::string text = alignmentComponent(
      prefix.str() + ":" + std::to_string(numbers.sizeInBits), numbers);
  if (*numbers.indexBitwidth != numbers.sizeInBits) {
    if (numbers.preferredAlignment == numbers.abiAlignment)
      text += ":" + std::to_string(numbers.preferredAlignment * 8);
    text += ":" + std::to_string(*numbers.indexBitwidth);
  }
  return text;
}

static TypeNumbers mlirNumbersOf(const DataLayout &layout, Type type) {
  TypeNumbers numbers;
  numbers.sizeInBits = layout.getTypeSizeInBits(type).getKnownMinValue();
  numbers.abiAlignment = layout.getTypeABIAlignment(type);
  numbers.preferredAlignment = layout.getTypePreferredAlignment(type);
  if (isa<LLVM::LLVMPointerType>(type))
    numbers.indexBitwidth = layout.getTypeIndexBitwidth(type);
  return numbers;
}

static TypeNumbers llvmNumbersOf(const llvm::DataLayout &layout,
                                 llvm::Type *type) {
  TypeNumbers numbers;
  numbers.sizeInBits = layout.getTypeSizeInBits(type).getKnownMinValue();
  numbers.abiAlignment = layout.getABITypeAlign(type).value();
  numbers.preferredAlignment = layout.getPrefTypeAlign(type).value();
  if (auto *pointer = llvm::dyn_cast<llvm::PointerType>(type))
    numbers.indexBitwidth =
        layout.getIndexSizeInBits(pointer->getAddressSpace());
  return numbers;
}

/// A detached module holding `spec`, for MLIR's DataLayout.
static OwningOpRef<ModuleOp> holdSpec(DataLayoutSpecInterface spec,
                                      MLIRContext *context) {
  OwningOpRef<ModuleOp> module = ModuleOp::create(UnknownLoc::get(context));
  if (spec)
    (*module)->setAttr(DLTIDialect::kDataLayoutAttrName, spec);
  return module;
}

namespace {
/// One identifier key: how LLVM writes it. Two values mean the same when
/// they give the same component (MLIR's defaults, a missing entry, are
/// LLVM's: little endian, no mangling, address space 0, ...).
struct IdentifierKey {
  llvm::StringLiteral key;
  /// MLIR's default, printed as an entry value.
  llvm::StringLiteral defaultValue;
  /// True for the component that sets this key.
  bool (*isComponent)(llvm::StringRef);
  /// The component giving LLVM `value` ("" for LLVM's default).
  std::string (*component)(Attribute value);
};
} // namespace

static uint64_t integerOf(Attribute value) {
  if (auto integer = dyn_cast_if_present<IntegerAttr>(value))
    return integer.getValue().getZExtValue();
  return 0;
}

static std::string spaceComponent(char letter, Attribute value) {
  uint64_t space = integerOf(value);
  return space ? letter + std::to_string(space) : std::string();
}

static const IdentifierKey kIdentifierKeys[] = {
    {DLTIDialect::kDataLayoutEndiannessKey, "\"little\"",
     [](llvm::StringRef c) { return c == "e" || c == "E"; },
     [](Attribute v) {
       auto s = dyn_cast_if_present<StringAttr>(v);
       return std::string(s && s.getValue() == "big" ? "E" : "e");
     }},
    {DLTIDialect::kDataLayoutManglingModeKey, "\"\"",
     [](llvm::StringRef c) { return c.starts_with("m:"); },
     [](Attribute v) {
       auto s = dyn_cast_if_present<StringAttr>(v);
       return s && !s.getValue().empty() ? "m:" + s.getValue().str()
                                         : std::string();
     }},
    {DLTIDialect::kDataLayoutLegalIntWidthsKey, "array<i32>",
     [](llvm::StringRef c) {
       return c.size() > 1 && c[0] == 'n' && llvm::isDigit(c[1]);
     },
     [](Attribute v) {
       auto widths = dyn_cast_if_present<DenseI32ArrayAttr>(v);
       if (!widths || widths.empty())
         return std::string();
       std::string text = "n";
       for (auto [i, w] : llvm::enumerate(widths.asArrayRef()))
         text += (i ? ":" : "") + std::to_string(w);
       return text;
     }},
    {DLTIDialect::kDataLayoutStackAlignmentKey, "0 : i64",
     [](llvm::StringRef c) { return c.starts_with("S"); },
     [](Attribute v) {
       uint64_t bits = integerOf(v);
       return bits ? "S" + std::to_string(bits) : std::string();
     }},
    {DLTIDialect::kDataLayoutAllocaMemorySpaceKey, "0 : ui64",
     [](llvm::StringRef c) { return c.starts_with("A"); },
     [](Attribute v) { return spaceComponent('A', v); }},
    {DLTIDialect::kDataLayoutProgramMemorySpaceKey, "0 : ui64",
     [](llvm::StringRef c) { return c.starts_with("P"); },
     [](Attribute v) { return spaceComponent('P', v); }},
    {DLTIDialect::kDataLayoutGlobalMemorySpaceKey, "0 : ui64",
     [](llvm::StringRef c) { return c.starts_with("G"); },
     [](Attribute v) { return spaceComponent('G', v); }},
};

/// The value of identifier `key` in `spec`, or null.
static Attribute identifierValue(DataLayoutSpecInterface spec,
                                 llvm::StringRef key) {
  if (!spec)
    return nullptr;
  DataLayoutEntryInterface entry =
      spec.getSpecForIdentifier(StringAttr::get(spec.getContext(), key));
  return entry ? entry.getValue() : nullptr;
}

static std::string printValue(Attribute value, llvm::StringRef fallback) {
  if (!value)
    return fallback.str();
  return printToString(value);
}

LayoutComparison
mlir::layout::compareWithDataLayoutString(DataLayoutSpecInterface spec,
                                          llvm::StringRef dataLayout,
                                          MLIRContext *context) {
  LayoutComparison result;
  result.components = splitDataLayoutString(dataLayout);
  llvm::Expected<llvm::DataLayout> parsed = llvm::DataLayout::parse(dataLayout);
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return result;
  }
  const llvm::DataLayout &llvmLayout = *parsed;
  llvm::LLVMContext llvmContext;
  OwningOpRef<ModuleOp> holder = holdSpec(spec, context);
  DataLayout mlirLayout(*holder);
  llvm::ArrayRef<DataLayoutComponent> components = result.components;

  Battery battery;
  addSpecTypes(spec, battery);
  addStringTypes(components, battery);

  auto compareType = [&](Type type, llvm::Type *llvmType,
                         std::string componentPrefix) {
    LayoutDifference difference;
    difference.type = type;
    difference.mlirNumbers = mlirNumbersOf(mlirLayout, type);
    difference.llvmNumbers = llvmNumbersOf(llvmLayout, llvmType);
    if (difference.mlirNumbers == difference.llvmNumbers)
      return;
    const TypeNumbers &m = difference.mlirNumbers, &l = difference.llvmNumbers;
    difference.component = findComponent(components, [&](llvm::StringRef c) {
      return c.starts_with(componentPrefix + ":");
    });
    if (l.indexBitwidth) {
      difference.entryValueForLLVM =
          denseValue({l.sizeInBits, l.abiAlignment * 8,
                      l.preferredAlignment * 8, *l.indexBitwidth});
    } else {
      difference.entryValueForLLVM =
          denseValue({l.abiAlignment * 8, l.preferredAlignment * 8});
    }
    difference.componentForMLIR = componentFor(componentPrefix, m);
    // LLVM writes address space 0 as `p:` or `p0:`.
    if (componentPrefix == "p0" && !difference.component) {
      difference.component = findComponent(
          components, [](llvm::StringRef c) { return c.starts_with("p:"); });
      llvm::StringRef written = difference.componentForMLIR;
      difference.componentForMLIR = ("p" + written.drop_front(2)).str();
    }
    result.differences.push_back(std::move(difference));
  };

  forEachType(battery, context, llvmContext, compareType);

  DataLayoutSpecInterface imported =
      importDataLayoutString(dataLayout, context);
  for (const IdentifierKey &key : kIdentifierKeys) {
    Attribute mlirValue = identifierValue(spec, key.key);
    Attribute llvmValue = identifierValue(imported, key.key);
    if (key.component(mlirValue) == key.component(llvmValue))
      continue;
    LayoutDifference difference;
    difference.identifier = key.key.str();
    difference.mlirValue = printValue(mlirValue, key.defaultValue);
    difference.llvmValue = printValue(llvmValue, key.defaultValue);
    difference.entryValueForLLVM = difference.llvmValue;
    difference.componentForMLIR = key.component(mlirValue);
    difference.component = findComponent(components, key.isComponent);
    result.differences.push_back(std::move(difference));
  }

  result.mlirIndexBitwidth =
      mlirLayout.getTypeSizeInBits(IndexType::get(context)).getFixedValue();
  result.llvmIndexBitwidth = llvmLayout.getIndexSizeInBits(0);
  return result;
}

std::optional<TypeNumbers>
mlir::layout::getLLVMNumbers(llvm::StringRef dataLayout, Type type) {
  llvm::Expected<llvm::DataLayout> parsed = llvm::DataLayout::parse(dataLayout);
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return std::nullopt;
  }
  llvm::LLVMContext llvmContext;
  llvm::Type *llvmType = nullptr;
  if (auto integer = dyn_cast<IntegerType>(type))
    llvmType = llvm::IntegerType::get(llvmContext, integer.getWidth());
  else if (auto pointer = dyn_cast<LLVM::LLVMPointerType>(type))
    llvmType = llvm::PointerType::get(llvmContext, pointer.getAddressSpace());
  else if (auto floatType = dyn_cast<FloatType>(type);
           floatType &&
           getFloat(type.getContext(), floatType.getWidth()) == type)
    llvmType = getLLVMFloat(llvmContext, floatType.getWidth());
  if (!llvmType)
    return std::nullopt;
  return llvmNumbersOf(*parsed, llvmType);
}

std::vector<StringDifference> mlir::layout::compareDataLayoutStrings(
    llvm::StringRef written, llvm::StringRef target, MLIRContext *context) {
  std::vector<StringDifference> differences;
  llvm::Expected<llvm::DataLayout> writtenLayout =
      llvm::DataLayout::parse(written);
  llvm::Expected<llvm::DataLayout> targetLayout =
      llvm::DataLayout::parse(target);
  if (!writtenLayout || !targetLayout) {
    if (!writtenLayout)
      llvm::consumeError(writtenLayout.takeError());
    if (!targetLayout)
      llvm::consumeError(targetLayout.takeError());
    return differences;
  }
  std::vector<DataLayoutComponent> writtenComponents =
      splitDataLayoutString(written);
  std::vector<DataLayoutComponent> targetComponents =
      splitDataLayoutString(target);
  Battery battery;
  addStringTypes(writtenComponents, battery);
  addStringTypes(targetComponents, battery);
  llvm::LLVMContext llvmContext;

  auto componentText = [](llvm::ArrayRef<DataLayoutComponent> components,
                          std::optional<size_t> index) {
    return index ? components[*index].text : std::string();
  };
  auto compareType = [&](Type type, llvm::Type *llvmType, std::string prefix) {
    StringDifference difference;
    difference.type = type;
    difference.writtenNumbers = llvmNumbersOf(*writtenLayout, llvmType);
    difference.targetNumbers = llvmNumbersOf(*targetLayout, llvmType);
    if (difference.writtenNumbers == difference.targetNumbers)
      return;
    // LLVM writes address space 0 as `p:` or `p0:`.
    auto matches = [&](llvm::StringRef c) {
      return c.starts_with(prefix + ":") ||
             (prefix == "p0" && c.starts_with("p:"));
    };
    difference.writtenComponent = findComponent(writtenComponents, matches);
    difference.targetComponent = componentText(
        targetComponents, findComponent(targetComponents, matches));
    difference.componentForTarget =
        componentFor(prefix, difference.targetNumbers);
    differences.push_back(std::move(difference));
  };

  forEachType(battery, context, llvmContext, compareType);

  if (writtenLayout->isBigEndian() != targetLayout->isBigEndian()) {
    auto isEndianness = [](llvm::StringRef c) { return c == "e" || c == "E"; };
    StringDifference difference;
    difference.writtenBigEndian = writtenLayout->isBigEndian();
    difference.targetBigEndian = targetLayout->isBigEndian();
    difference.writtenComponent =
        findComponent(writtenComponents, isEndianness);
    difference.targetComponent = targetLayout->isBigEndian() ? "E" : "e";
    difference.componentForTarget = difference.targetComponent;
    differences.push_back(std::move(difference));
  }
  return differences;
}
