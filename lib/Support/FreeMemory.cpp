// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FreeMemory.cpp - Freed heap memory back to the system --------------===//

#include "mlir-layout/Support/FreeMemory.h"

#include <fstream>

#ifdef __GLIBC__
#include <malloc.h>
#endif
#ifdef __linux__
#include <unistd.h>
#endif

using namespace mlir::layout;

MemoryUsage mlir::layout::getMemoryUsage() {
  MemoryUsage usage;
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
  struct mallinfo2 info = mallinfo2();
  // The main heap and other arenas (uordblks, fordblks) plus blocks the
  // allocator mapped on their own (hblkhd, always in use).
  usage.heapInUse = static_cast<uint64_t>(info.uordblks + info.hblkhd);
  usage.heapFree = static_cast<uint64_t>(info.fordblks);
#endif
#ifdef __linux__
  std::ifstream statm("/proc/self/statm");
  uint64_t pages = 0, resident = 0;
  if (statm >> pages >> resident)
    usage.residentSet = resident * static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
#endif
  return usage;
}

bool mlir::layout::returnFreeMemoryToSystem() {
#ifdef __GLIBC__
  return malloc_trim(0) != 0;
#else
  return false;
#endif
}
