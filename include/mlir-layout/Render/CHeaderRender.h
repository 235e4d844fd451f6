//===- CHeaderRender.h - A C11 header that asserts a layout -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Writes the declarations of a CHeader as a C11 header: an include guard,
// <stddef.h> and <stdint.h>, each struct (packed ones inside
// `#pragma pack(push, 1)`) and typedef with the MLIR type in a comment,
// then `_Static_assert`s on `sizeof`, `_Alignof` and the `offsetof` of
// every member but padding, each message naming the scope.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_CHEADERRENDER_H
#define MLIR_LAYOUT_RENDER_CHEADERRENDER_H

#include "mlir-layout/Features/CHeader.h"

#include <string>

namespace mlir {
namespace layout {

/// The header for `header`; `source` names the input file in its opening
/// comment and `guard` is its include guard's macro.
std::string renderCHeader(const CHeader &header, llvm::StringRef source,
                          llvm::StringRef guard);

/// The include guard for a header written to `path` (or for `input` when
/// it goes to stdout): `PACKET_LAYOUT_H` for `packet-layout.h`.
std::string makeIncludeGuard(llvm::StringRef path);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_CHEADERRENDER_H
