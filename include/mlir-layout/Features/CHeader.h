//===- CHeader.h - C declarations that assert a layout ----------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The C side of types that cross the boundary between MLIR-compiled code and
// C: a struct per `!llvm.struct` (nested structs first), per memref
// descriptor (as MLIR's C interface lays it out: `allocated`, `aligned`,
// `offset`, `sizes[R]`, `strides[R]`) and per complex number; a typedef per
// bare-pointer memref and per scalar with a C type. Each member has the
// exact C type where C has one (`int32_t`, `double`, `void *`, a nested
// struct, an array of them) and is bytes with the field's alignment where it
// has none (`i24`, `f16`, vectors), and the padding MLIR puts between fields
// is an explicit `_padN` member. Each declaration carries the size,
// alignment and member offsets of the scope's layout, so that the header
// can assert them: where the C compiler lays a struct out otherwise, the C
// build fails. Plain data; Render writes it as C.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_FEATURES_CHEADER_H
#define MLIR_LAYOUT_FEATURES_CHEADER_H

#include "mlir-layout/Core/ScopedDataLayout.h"

#include "mlir/IR/Types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// One member of a C struct.
struct CMember {
  /// The member's name: `f0`, `_pad0`, `allocated`, `sizes`, `real`.
  std::string name;
  /// Its C type without the array part: `int32_t`, `void *`, `struct
  /// packet`, `unsigned char`.
  std::string cType;
  /// The array length when it is an array (`sizes[2]`, bytes).
  std::optional<uint64_t> arrayLength;
  /// `_Alignas(N)` for bytes standing for a type C has no name for (0:
  /// none).
  uint64_t alignAs = 0;
  /// The MLIR type it holds, as MLIR prints it ("" for padding).
  std::string mlirType;
  /// Its offset in the scope's layout.
  uint64_t offset = 0;
  /// True for a `_padN` member.
  bool padding = false;
};

/// A C struct standing for one MLIR type.
struct CStruct {
  /// The struct's tag, also typedef'd: `packet`.
  std::string name;
  /// The MLIR type, as MLIR prints it.
  std::string mlirType;
  /// True for a packed `!llvm.struct` (written inside `#pragma pack(1)`).
  bool packed = false;
  /// The members, in offset order.
  std::vector<CMember> members;
  /// Size and ABI alignment in the scope's layout, in bytes.
  uint64_t size = 0, alignment = 0;
};

/// A typedef standing for one MLIR type (a bare-pointer memref, a scalar).
struct CTypedef {
  /// The typedef's name.
  std::string name;
  /// The C type it names: `float *`, `int64_t`.
  std::string cType;
  /// The MLIR type, as MLIR prints it.
  std::string mlirType;
  /// Size and ABI alignment in the scope's layout, in bytes.
  uint64_t size = 0, alignment = 0;
};

/// The declarations of a header, in the order C needs them.
struct CHeader {
  /// The scope whose layout the numbers are.
  std::string scope;
  /// One declaration each, structs before the structs that hold them.
  struct Declaration {
    /// Set for a struct.
    std::optional<CStruct> record;
    /// Set for a typedef.
    std::optional<CTypedef> alias;
  };
  /// The declarations.
  std::vector<Declaration> declarations;
};

/// One type asked for, and the name its declaration gets ("" for a name
/// made from the type: an identified struct's name, an alias's name without
/// `!`, else `mlir_type_N`).
struct CHeaderRequest {
  /// The type.
  Type type;
  /// The type as written on the command line (`!packet`).
  std::string written;
  /// The C name asked for, or "".
  std::string name;
};

/// The declarations for `requests` in `layout`'s scope; std::nullopt with
/// `error` set when a type has no C declaration there (no layout, a
/// scalable size, a vector or array on its own, a name that is not a C
/// identifier or is given twice).
std::optional<CHeader> describeCHeader(ScopedDataLayout &layout,
                                       llvm::ArrayRef<CHeaderRequest> requests,
                                       std::string &error);

/// True when `name` is a C identifier that is not a keyword.
bool isCIdentifier(llvm::StringRef name);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_FEATURES_CHEADER_H
