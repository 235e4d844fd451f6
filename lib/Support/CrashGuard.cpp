// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CrashGuard.cpp - Surviving crashes inside MLIR ---------------------===//

#include "mlir-layout/Support/CrashGuard.h"

#include "llvm/Support/CrashRecoveryContext.h"

#include <mutex>

using namespace mlir::layout;

bool mlir::layout::runGuarded(llvm::function_ref<void()> fn,
                              std::string *what) {
  static std::once_flag enabled;
  std::call_once(enabled, [] { llvm::CrashRecoveryContext::Enable(); });
  llvm::CrashRecoveryContext context;
  if (context.RunSafely(fn))
    return true;
  if (what) {
    int code = context.RetCode;
    // Like a shell's status: 128 + N for a process killed by signal N.
    constexpr int kSignalStatusBase = 128;
    *what = code > kSignalStatusBase
                ? "signal " + std::to_string(code - kSignalStatusBase)
                : "exit code " + std::to_string(code);
  }
  return false;
}
