// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- StandaloneTypes.cpp - Data layout of !standalone.vec3 --------------===//
//
// The DataLayoutTypeInterface hooks of !standalone.vec3<T>. MLIR passes each
// hook the entries of the innermost scope's combined spec whose key is any
// vec3 type; the hooks use the one keyed by this element type. Sizes are in
// bits (MLIR derives bytes as ceil(bits / 8)), alignments in bytes.
//
//===----------------------------------------------------------------------===//

#include "Standalone/Standalone.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

using namespace mlir;
using namespace mlir::standalone;

/// True for the element types MLIR's DataLayout can answer about (asking it
/// about any other type is a fatal error, so vec3 rejects them when built).
static bool hasDataLayout(Type type) {
  return isa<IntegerType, FloatType, IndexType, DataLayoutTypeInterface>(type);
}

LogicalResult Vec3Type::verify(function_ref<InFlightDiagnostic()> emitError,
                               Type elementType) {
  if (hasDataLayout(elementType))
    return success();
  return emitError() << "!standalone.vec3 element type " << elementType
                     << " has no data layout; use a builtin integer, float "
                        "or index type, or a type implementing "
                        "DataLayoutTypeInterface";
}

namespace {
/// One entry `!standalone.vec3<T> = dense<[abi, preferred]> : vector<2xi64>`,
/// decoded; alignments in bits, as written.
struct Vec3Entry {
  Type elementType;
  uint64_t abiBits = 0;
  uint64_t preferredBits = 0;
};
} // namespace

/// Decodes `entry`; returns why it is malformed, or an empty string.
static std::string decodeEntry(DataLayoutEntryInterface entry,
                               Vec3Entry &decoded) {
  auto key = cast<Vec3Type>(cast<Type>(entry.getKey()));
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
  decoded = {key.getElementType(), uint64_t(abi), uint64_t(preferred)};
  return "";
}

/// The well-formed entry keyed by `!standalone.vec3<elementType>`, if any.
static std::optional<Vec3Entry> findEntry(Type elementType,
                                          DataLayoutEntryListRef entries) {
  for (DataLayoutEntryInterface entry : entries) {
    Vec3Entry decoded;
    if (decodeEntry(entry, decoded).empty() &&
        decoded.elementType == elementType)
      return decoded;
  }
  return std::nullopt;
}

uint64_t Vec3Type::getABIAlignment(const DataLayout &dataLayout,
                                   DataLayoutEntryListRef params) const {
  if (std::optional<Vec3Entry> entry = findEntry(getElementType(), params))
    return entry->abiBits / 8;
  return dataLayout.getTypeABIAlignment(getElementType());
}

uint64_t Vec3Type::getPreferredAlignment(const DataLayout &dataLayout,
                                         DataLayoutEntryListRef params) const {
  if (std::optional<Vec3Entry> entry = findEntry(getElementType(), params))
    return entry->preferredBits / 8;
  return dataLayout.getTypePreferredAlignment(getElementType());
}

llvm::TypeSize
Vec3Type::getTypeSizeInBits(const DataLayout &dataLayout,
                            DataLayoutEntryListRef params) const {
  Type element = getElementType();
  uint64_t stride = llvm::alignTo(
      dataLayout.getTypeSize(element).getFixedValue(),
      std::max<uint64_t>(dataLayout.getTypeABIAlignment(element), 1));
  uint64_t align = std::max<uint64_t>(getABIAlignment(dataLayout, params), 1);
  return llvm::TypeSize::getFixed(llvm::alignTo(3 * stride, align) * 8);
}

/// Called by the verifier of a scope op with the entries of its own spec
/// keyed by vec3 types.
LogicalResult Vec3Type::verifyEntries(DataLayoutEntryListRef entries,
                                      Location loc) const {
  for (DataLayoutEntryInterface entry : entries) {
    Vec3Entry decoded;
    std::string why = decodeEntry(entry, decoded);
    if (why.empty())
      continue;
    std::string text;
    llvm::raw_string_ostream os(text);
    os << cast<Type>(entry.getKey()) << " = " << entry.getValue();
    return emitError(loc) << "invalid data layout entry '" << text
                          << "': " << why;
  }
  return success();
}
