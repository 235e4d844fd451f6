// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LLVMConsistencySupport.cpp - What the checks against LLVM share ----===//
//
// The pieces LLVMConsistency.h declares: where a data layout string is
// written and its edits, the types each scope uses, and the words for the
// numbers two layouts give a type.
//
//===----------------------------------------------------------------------===//

#include "LLVMConsistency.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::llvmchecks;
using llvm::SMLoc;
using llvm::SMRange;

SourcePos StringPlace::componentPos(std::optional<size_t> index) const {
  if (!source)
    return fallback;
  if (!index || !source->verbatim)
    return doc.getLocator().locate(source->attribute);
  const DataLayoutComponent &component = components[*index];
  const char *start = source->contents.Start.getPointer() + component.offset;
  return doc.getLocator().locate(
      SMRange(SMLoc::getFromPointer(start),
              SMLoc::getFromPointer(start + component.text.size())));
}

std::optional<TextEdit>
StringPlace::replaceContents(const std::string &text) const {
  if (!source)
    return std::nullopt;
  return TextEdit{source->contents, text};
}

std::optional<TextEdit>
StringPlace::editComponent(std::optional<size_t> index,
                           const std::string &text) const {
  if (!source || !source->verbatim)
    return std::nullopt;
  const char *contents = source->contents.Start.getPointer();
  const char *contentsEnd = source->contents.End.getPointer();
  if (!index) {
    if (text.empty())
      return std::nullopt;
    return TextEdit{SMRange(SMLoc::getFromPointer(contentsEnd),
                            SMLoc::getFromPointer(contentsEnd)),
                    (contents == contentsEnd ? "" : "-") + text};
  }
  const DataLayoutComponent &component = components[*index];
  const char *start = contents + component.offset;
  const char *end = start + component.text.size();
  if (text.empty()) {
    if (end < contentsEnd)
      ++end; // the `-` after it
    else if (start > contents)
      --start; // the `-` before it
  }
  return TextEdit{
      SMRange(SMLoc::getFromPointer(start), SMLoc::getFromPointer(end)), text};
}

LazyTypeUses::LazyTypeUses(LayoutDocument &doc) : doc(doc) {}

LazyTypeUses::~LazyTypeUses() = default;

/// True when a use of `used` is a use of `type` as the lowering sees it:
/// the same type, an integer of the same width (any signedness), or
/// `index` when `type` is the integer as wide as `indexBitwidth`.
static bool usesAs(Type used, Type type, uint64_t indexBitwidth) {
  if (used == type)
    return true;
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer)
    return false;
  if (auto usedInteger = dyn_cast<IntegerType>(used))
    return usedInteger.getWidth() == integer.getWidth();
  return isa<IndexType>(used) && integer.getWidth() == indexBitwidth;
}

const TypeUse *LazyTypeUses::find(const LayoutScope &scope, Type type,
                                  uint64_t indexBitwidth, const TypeNumbers &a,
                                  const TypeNumbers &b, WholeDiffers differs) {
  UseKind kind =
      a.sizeInBits != b.sizeInBits || a.indexBitwidth != b.indexBitwidth
          ? UseKind::Value
          : UseKind::Memory;
  if (!find(scope, type, indexBitwidth, kind))
    return nullptr;
  const ScopeTypeUses &scopeUses = uses->find(&scope)->second;
  for (const auto &[whole, use] : scopeUses.getWholeUses(kind))
    if (usesAs(whole, type, indexBitwidth))
      return &use;
  // Used only inside other types: where one of them changes. A field is
  // placed by its size and ABI alignment alone.
  if (a.sizeInBits == b.sizeInBits && a.abiAlignment == b.abiAlignment &&
      a.indexBitwidth == b.indexBitwidth)
    return nullptr;
  const auto &inMemory = scopeUses.getWholeUses(UseKind::Memory);
  for (const auto &entry : scopeUses.getWholeUses(UseKind::Value)) {
    Type whole = entry.first;
    bool inside = false;
    forEachTypeInside(whole, [&](Type inner, bool) {
      inside |= inner != whole && usesAs(inner, type, indexBitwidth);
    });
    UseKind wholeKind =
        inMemory.count(whole) ? UseKind::Memory : UseKind::Value;
    if (inside && differs(whole, wholeKind))
      return &entry.second;
  }
  return nullptr;
}

const llvm::DataLayout *
LazyTypeUses::getDataLayout(llvm::StringRef dataLayout) {
  std::unique_ptr<llvm::DataLayout> &parsed = dataLayouts[dataLayout];
  if (!parsed) {
    llvm::Expected<llvm::DataLayout> layout =
        llvm::DataLayout::parse(dataLayout);
    if (!layout) {
      llvm::consumeError(layout.takeError());
      return nullptr;
    }
    parsed = std::make_unique<llvm::DataLayout>(std::move(*layout));
  }
  return parsed.get();
}

LLVMTypeLayouts &LazyTypeUses::getLLVMLayouts() {
  if (!llvmLayouts)
    llvmLayouts = std::make_unique<LLVMTypeLayouts>(doc);
  return *llvmLayouts;
}

/// True when one of `disagreements` matters to a use of `kind`: sizes and
/// index widths to every use, ABI alignments and field offsets to memory.
static bool matters(llvm::ArrayRef<LLVMDisagreement> disagreements,
                    UseKind kind) {
  using Property = LLVMDisagreement::Property;
  return llvm::any_of(disagreements, [&](const LLVMDisagreement &d) {
    switch (d.property) {
    case Property::ABIAlignment:
    case Property::FieldOffset:
    case Property::FieldCount:
      return kind == UseKind::Memory;
    case Property::PreferredAlignment:
      return false;
    default:
      return true;
    }
  });
}

bool LazyTypeUses::mlirDiffers(const LayoutScope &scope,
                               llvm::StringRef dataLayout, Type whole,
                               UseKind kind) {
  const llvm::DataLayout *layout = getDataLayout(dataLayout);
  if (!layout)
    return true;
  NoLLVMNumbers missing;
  std::optional<LLVMNumbers> numbers =
      getLLVMLayouts().getNumbers(whole, *layout, missing);
  const LayoutResult &mlir = doc.getLayout(scope).explain(whole);
  if (!numbers || !mlir.hasLayout())
    return true;
  return matters(compareNumbers(mlir, *numbers), kind);
}

bool LazyTypeUses::stringsDiffer(llvm::StringRef a, llvm::StringRef b,
                                 Type whole, UseKind kind) {
  const llvm::DataLayout *first = getDataLayout(a);
  const llvm::DataLayout *second = getDataLayout(b);
  if (!first || !second)
    return true;
  NoLLVMNumbers missing;
  std::optional<LLVMNumbers> x =
      getLLVMLayouts().getNumbers(whole, *first, missing);
  std::optional<LLVMNumbers> y =
      getLLVMLayouts().getNumbers(whole, *second, missing);
  if (!x || !y)
    return true;
  if (x->bitsize != y->bitsize || x->storeSize != y->storeSize ||
      x->allocSize != y->allocSize || x->scalable != y->scalable ||
      x->indexBitwidth != y->indexBitwidth)
    return true;
  return kind == UseKind::Memory && (x->abiAlignment != y->abiAlignment ||
                                     x->fieldOffsets != y->fieldOffsets);
}

const TypeUse *LazyTypeUses::find(const LayoutScope &scope, Type type,
                                  uint64_t indexBitwidth, UseKind kind) {
  if (!uses)
    uses = collectTypeUses(doc);
  auto it = uses->find(&scope);
  if (it == uses->end() || !type)
    return nullptr;
  const ScopeTypeUses &scopeUses = it->second;
  if (auto integer = dyn_cast<IntegerType>(type)) {
    if (const TypeUse *use = scopeUses.findInteger(integer.getWidth(), kind))
      return use;
    if (integer.getWidth() == indexBitwidth)
      return scopeUses.find(IndexType::get(type.getContext()), kind);
    return nullptr;
  }
  return scopeUses.find(type, kind);
}

static std::string bytes(uint64_t count) {
  return std::to_string(count) + (count == 1 ? " byte" : " bytes");
}

std::string llvmchecks::describeNumbers(const TypeNumbers &numbers,
                                        const TypeNumbers &other) {
  std::string text;
  auto add = [&](std::string part) {
    text += (text.empty() ? "" : ", ") + part;
  };
  if (numbers.sizeInBits != other.sizeInBits)
    add("size " + std::to_string(numbers.sizeInBits) + " bits");
  if (numbers.abiAlignment != other.abiAlignment)
    add("ABI alignment " + bytes(numbers.abiAlignment));
  if (numbers.preferredAlignment != other.preferredAlignment)
    add("preferred alignment " + bytes(numbers.preferredAlignment));
  if (numbers.indexBitwidth && numbers.indexBitwidth != other.indexBitwidth)
    add("index " + std::to_string(*numbers.indexBitwidth) + " bits");
  return text;
}

const LayoutScope *llvmchecks::findEditableSpec(const LayoutScope &scope) {
  for (const LayoutScope *s = &scope; s; s = s->parent)
    if (s->spec && s->specSource)
      return s;
  return nullptr;
}

const SourcedEntry *
llvmchecks::findExactEntry(const CombinedSpec &spec,
                           const LayoutDifference &difference) {
  if (!difference.type)
    return spec.getIdentifierEntry(difference.identifier);
  for (const SourcedEntry &entry : spec.getEntries())
    if (llvm::dyn_cast_if_present<Type>(entry.entry.getKey()) ==
        difference.type)
      return &entry;
  return nullptr;
}

bool llvmchecks::usesBuiltinDefault(const CombinedSpec &spec, Type type) {
  if (!type)
    return false;
  return llvm::none_of(spec.getEntries(), [&](const SourcedEntry &entry) {
    auto key = llvm::dyn_cast_if_present<Type>(entry.entry.getKey());
    if (!key)
      return false;
    if (isa<IntegerType>(type))
      return isa<IntegerType>(key);
    if (isa<LLVM::LLVMPointerType>(type))
      return isa<LLVM::LLVMPointerType>(key);
    return key == type;
  });
}

void llvmchecks::markUsed(SpecIssue &issue, const std::string &key,
                          const TypeUse &use) {
  issue.severity = Severity::Error;
  issue.related.push_back(
      {use.where, key + " is used here: `" + use.text + "`"});
}

std::string llvmchecks::usedAt(const TypeUse *use) {
  return use ? ", used at line " + std::to_string(use->where.line) : "";
}

SourcePos llvmchecks::placeOf(const LayoutDocument &doc,
                              const LayoutScope &scope,
                              const CombinedSpec &spec,
                              const LayoutDifference &difference,
                              SourcePos fallback) {
  if (const SourcedEntry *entry = findExactEntry(spec, difference))
    return entry->scope->entryPositions[entry->index];
  if (const LayoutScope *editable = findEditableSpec(scope))
    return doc.getLocator().locate(editable->specSource->attribute);
  return fallback;
}

std::string llvmchecks::keyOf(const LayoutDifference &difference) {
  return difference.type ? printToString(difference.type)
                         : "\"" + difference.identifier + "\"";
}

std::string
llvmchecks::describeLatentDifferences(const LayoutDocument &doc,
                                      llvm::StringRef head,
                                      llvm::ArrayRef<std::string> types,
                                      llvm::ArrayRef<std::string> identifiers) {
  std::string prefix = head.str() + " disagree on ";
  std::string keys = identifiers.empty()
                         ? ""
                         : describeCount(identifiers.size(), "DLTI key") +
                               " by which MLIR 22 lays out no type";
  if (types.empty())
    return fitNames(prefix + keys + " (", identifiers, ")")
        .value_or(prefix + keys);
  std::string unused =
      describeCount(types.size(), "type") +
      (doc.isParsed() ? " no op here depends on yet"
                      : " whose uses are unknown, as the file does not parse");
  std::string rest = keys.empty() ? "" : " and " + keys;
  return fitNames(prefix + unused + " (", types, ")" + rest)
      .value_or(prefix + unused + rest);
}
