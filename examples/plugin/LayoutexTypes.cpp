// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutexTypes.cpp - Data layout of the layoutex types --------------===//
//
// The DataLayoutTypeInterface hooks of !layoutex.fixed and !layoutex.pair.
//
// How MLIR calls them: `DataLayout::getTypeSize(type)` (and the alignment
// queries) find the innermost op with a data layout around the query point,
// combine its `dlti.dl_spec` with those of the enclosing ops, and pass the
// type's hook the entries whose key is *any* type of the same class. So
// `!layoutex.fixed<12, 4>` sees the entries keyed by `!layoutex.fixed<32, 0>`,
// `!layoutex.fixed<64, 0>`, ... and interpolates its answer from them.
// Sizes are in bits (getTypeSizeInBits; MLIR derives the byte size as
// ceil(bits / 8)), alignments in bytes.
//
//===----------------------------------------------------------------------===//

#include "Layoutex.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

using namespace mlir;
using namespace layoutex;

//===----------------------------------------------------------------------===//
// !layoutex.fixed<W, F>
//===----------------------------------------------------------------------===//

LogicalResult FixedType::verify(function_ref<InFlightDiagnostic()> emitError,
                                unsigned width, unsigned fraction) {
  // Builtin integers stop at 2^24 - 1 bits, and so do we. (This also catches
  // a negative width, which the generated parser reads modulo 2^32.)
  if (width == 0 || width > IntegerType::kMaxWidth)
    return emitError() << "!layoutex.fixed<" << width << ", " << fraction
                       << ">: the width must be 1 to " << IntegerType::kMaxWidth
                       << " bits";
  if (fraction > width)
    return emitError() << "!layoutex.fixed<" << width << ", " << fraction
                       << ">: the fraction (" << fraction
                       << " bits) cannot exceed the width (" << width
                       << " bits)";
  return success();
}

namespace {
/// One spec entry `!layoutex.fixed<W, 0> = dense<[abi, preferred]> :
/// vector<2xi64>`, decoded. Alignments are in bits, as written.
struct FixedEntry {
  unsigned width = 0;
  uint64_t abiBits = 0;
  uint64_t preferredBits = 0;
};
} // namespace

/// Decodes `entry` into `decoded`. Returns why the entry is malformed, or an
/// empty string when it is well formed. verifyEntries reports the reason;
/// the layout hooks only use well-formed entries.
static std::string decodeEntry(DataLayoutEntryInterface entry,
                               FixedEntry &decoded) {
  auto key = cast<FixedType>(cast<Type>(entry.getKey()));
  if (key.getFraction() != 0)
    return "key the entry by width only, as !layoutex.fixed<" +
           std::to_string(key.getWidth()) +
           ", 0> (the fraction does not change the layout)";

  auto value = dyn_cast_if_present<DenseIntElementsAttr>(entry.getValue());
  auto vectorType =
      value ? dyn_cast<VectorType>(value.getType()) : VectorType();
  if (!vectorType || vectorType.getShape() != ArrayRef<int64_t>{2} ||
      !vectorType.getElementType().isSignlessInteger(64))
    return "expected dense<[abi, preferred]> : vector<2xi64> (alignments in "
           "bits)";

  auto values = value.getValues<int64_t>();
  int64_t abi = values[0], preferred = values[1];
  for (auto [name, bits] :
       {std::pair<const char *, int64_t>{"ABI", abi}, {"preferred", preferred}})
    if (bits < 8 || bits % 8 != 0 || !llvm::isPowerOf2_64(bits))
      return std::string(name) +
             " alignment must be a power of two number of bytes (8, 16, 32, "
             "... bits), got " +
             std::to_string(bits);
  if (preferred < abi)
    return "the preferred alignment (" + std::to_string(preferred) +
           " bits) is below the ABI alignment (" + std::to_string(abi) +
           " bits)";

  decoded = {key.getWidth(), uint64_t(abi), uint64_t(preferred)};
  return "";
}

/// The entry that sets the alignments of a `width`-bit fixed-point type: the
/// entry for that width or else for the nearest wider one, as MLIR does for
/// builtin integers. std::nullopt when every entry is narrower (or there are
/// none): the type is then naturally aligned.
static std::optional<FixedEntry> findEntry(unsigned width,
                                           DataLayoutEntryListRef entries) {
  std::optional<FixedEntry> best;
  for (DataLayoutEntryInterface entry : entries) {
    FixedEntry decoded;
    // Malformed entries only reach us in IR that was never verified.
    if (!decodeEntry(entry, decoded).empty())
      continue;
    if (decoded.width >= width && (!best || decoded.width < best->width))
      best = decoded;
  }
  return best;
}

/// Natural alignment in bytes: the size rounded up to a power of two.
static uint64_t naturalAlignment(unsigned width) {
  return llvm::PowerOf2Ceil(llvm::divideCeil(width, 8u));
}

llvm::TypeSize
FixedType::getTypeSizeInBits(const DataLayout &dataLayout,
                             DataLayoutEntryListRef params) const {
  // The size does not depend on the entries: W bits, so ceil(W/8) bytes.
  return llvm::TypeSize::getFixed(getWidth());
}

uint64_t FixedType::getABIAlignment(const DataLayout &dataLayout,
                                    DataLayoutEntryListRef params) const {
  if (std::optional<FixedEntry> entry = findEntry(getWidth(), params))
    return entry->abiBits / 8;
  return naturalAlignment(getWidth());
}

uint64_t FixedType::getPreferredAlignment(const DataLayout &dataLayout,
                                          DataLayoutEntryListRef params) const {
  if (std::optional<FixedEntry> entry = findEntry(getWidth(), params))
    return entry->preferredBits / 8;
  return naturalAlignment(getWidth());
}

/// Called by the verifier of an op carrying a `dlti.dl_spec` with all the
/// entries of that spec keyed by `!layoutex.fixed` types. (MLIR itself has
/// already rejected repeated keys.)
LogicalResult FixedType::verifyEntries(DataLayoutEntryListRef entries,
                                       Location loc) const {
  for (DataLayoutEntryInterface entry : entries) {
    FixedEntry decoded;
    std::string why = decodeEntry(entry, decoded);
    if (why.empty())
      continue;
    // Print the entry as written in a spec: `KEY = VALUE`.
    std::string text;
    llvm::raw_string_ostream os(text);
    os << cast<Type>(entry.getKey()) << " = " << entry.getValue();
    return emitError(loc) << "invalid data layout entry '" << text
                          << "': " << why;
  }
  return success();
}

/// Called when a nested op's spec (`newLayout`) has entries for this type
/// class and so does the combined spec of the enclosing ops (`oldLayout`).
/// Returning false makes the nested spec invalid ("data layout does not
/// combine with layouts of enclosing ops").
///
/// Our rule: a nested scope may lower the ABI alignment of a width the
/// enclosing scope sets, to a divisor of it (values placed at the outer
/// alignment are then still aligned inside), but never raise it. Entries for
/// widths the enclosing scope does not set are always accepted.
bool FixedType::areCompatible(
    DataLayoutEntryListRef oldLayout, DataLayoutEntryListRef newLayout,
    DataLayoutSpecInterface newSpec,
    const DataLayoutIdentifiedEntryMap &identified) const {
  for (DataLayoutEntryInterface newEntry : newLayout) {
    FixedEntry inner;
    if (!decodeEntry(newEntry, inner).empty())
      continue;
    for (DataLayoutEntryInterface oldEntry : oldLayout) {
      FixedEntry outer;
      if (oldEntry.getKey() != newEntry.getKey() ||
          !decodeEntry(oldEntry, outer).empty())
        continue;
      if (inner.abiBits > outer.abiBits || outer.abiBits % inner.abiBits != 0)
        return false;
    }
  }
  return true;
}

//===----------------------------------------------------------------------===//
// !layoutex.pair<T>
//===----------------------------------------------------------------------===//

/// True for the types MLIR's DataLayout can answer about: asking it about
/// any other type (a tensor, a memref, a type of an unloaded dialect) is a
/// fatal error, so the pair rejects them when it is built.
static bool hasDataLayout(Type type) {
  if (isa<IntegerType, FloatType, IndexType>(type))
    return true;
  if (auto complex = dyn_cast<ComplexType>(type))
    return hasDataLayout(complex.getElementType());
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.getRank() > 0 && !vector.isScalable();
  return isa<DataLayoutTypeInterface>(type);
}

LogicalResult PairType::verify(function_ref<InFlightDiagnostic()> emitError,
                               Type elementType) {
  if (hasDataLayout(elementType))
    return success();
  return emitError() << "!layoutex.pair element type " << elementType
                     << " has no fixed-size data layout; use a builtin "
                        "integer, float, index, complex or fixed-size vector "
                        "type, or a type implementing DataLayoutTypeInterface";
}

/// The distance between the two elements: T's size rounded up to T's ABI
/// alignment. Note the recursive queries go through `dataLayout`, so T's
/// layout comes from the same scope (and the same entries) as the pair's.
static uint64_t elementStride(Type elementType, const DataLayout &dataLayout) {
  uint64_t size = dataLayout.getTypeSize(elementType).getFixedValue();
  uint64_t align =
      std::max<uint64_t>(dataLayout.getTypeABIAlignment(elementType), 1);
  return llvm::alignTo(size, align);
}

llvm::TypeSize
PairType::getTypeSizeInBits(const DataLayout &dataLayout,
                            DataLayoutEntryListRef params) const {
  // {T, T}: the second T at offset `stride`, and the total size rounded up
  // to the alignment, which is exactly two strides.
  return llvm::TypeSize::getFixed(
      2 * elementStride(getElementType(), dataLayout) * 8);
}

uint64_t PairType::getABIAlignment(const DataLayout &dataLayout,
                                   DataLayoutEntryListRef params) const {
  return dataLayout.getTypeABIAlignment(getElementType());
}

uint64_t PairType::getPreferredAlignment(const DataLayout &dataLayout,
                                         DataLayoutEntryListRef params) const {
  return dataLayout.getTypePreferredAlignment(getElementType());
}

/// A pair has no parameters of its own: entries keyed by a pair type are an
/// error (change the element type's layout instead).
LogicalResult PairType::verifyEntries(DataLayoutEntryListRef entries,
                                      Location loc) const {
  if (entries.empty())
    return success();
  std::string key;
  llvm::raw_string_ostream os(key);
  os << cast<Type>(entries.front().getKey());
  return emitError(loc) << "invalid data layout entry for '" << key
                        << "': !layoutex.pair takes its layout from its "
                           "element type and has no entries of its own";
}

//===----------------------------------------------------------------------===//
// !layoutex.words<N>
//===----------------------------------------------------------------------===//

llvm::TypeSize
WordsType::getTypeSizeInBits(const DataLayout &dataLayout,
                             DataLayoutEntryListRef params) const {
  return llvm::TypeSize::getFixed(16 * uint64_t(getCount()));
}

/// The size in 16-bit units. MLIR 22's DataLayout::getTypeSize never calls
/// this hook (it rounds getTypeSizeInBits up to 8-bit bytes), so the size
/// MLIR answers is 2·N.
llvm::TypeSize WordsType::getTypeSize(const DataLayout &dataLayout,
                                      DataLayoutEntryListRef params) const {
  return llvm::TypeSize::getFixed(getCount());
}

uint64_t WordsType::getABIAlignment(const DataLayout &dataLayout,
                                    DataLayoutEntryListRef params) const {
  return 2;
}
