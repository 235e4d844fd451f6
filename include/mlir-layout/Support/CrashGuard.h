//===- CrashGuard.h - Surviving crashes inside MLIR -------------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Dialect code inside MLIR can still crash or abort on hostile input (a
// signal, `report_fatal_error`, `abort`). Analyses run under llvm's
// CrashRecoveryContext: a crash returns to the caller, which reports it and
// discards everything the crashed analysis touched (its document and MLIR
// context). Other documents keep working.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_CRASHGUARD_H
#define MLIR_LAYOUT_SUPPORT_CRASHGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace mlir {
namespace layout {

/// Runs `fn`; returns false, with `what` describing the crash, when it
/// crashed instead of returning. Safe to call from any thread.
bool runGuarded(llvm::function_ref<void()> fn, std::string *what = nullptr);

/// Deepest bracket nesting analysed; MLIR's recursive parser overflows an
/// 8 MiB stack a little beyond 2,000 levels.
constexpr unsigned kMaxNestingDepth = 1000;
/// Bytes in a mebibyte.
constexpr size_t kBytesPerMiB = size_t(1) << 20;
/// Largest document analysed, in bytes.
constexpr size_t kMaxDocumentBytes = 64 * kBytesPerMiB;

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_CRASHGUARD_H
