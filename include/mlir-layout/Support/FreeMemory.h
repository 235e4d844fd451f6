//===- FreeMemory.h - Freed heap memory back to the system ------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A long-running process that builds and frees large objects (a language
// server rebuilding snapshots) keeps the freed memory in its malloc heap:
// glibc returns only the free top of the heap, so its resident set stays at
// the highest point any burst of work reached. Returning the free pages
// once the work has gone quiet makes the resident set follow what is live
// (clangd does the same after its rebuilds).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_SUPPORT_FREEMEMORY_H
#define MLIR_LAYOUT_SUPPORT_FREEMEMORY_H

#include <cstdint>
#include <optional>

namespace mlir {
namespace layout {

/// What the process holds, in bytes; a field is unset where the C library
/// or the system does not tell.
struct MemoryUsage {
  /// Heap bytes in use (allocated and not freed).
  std::optional<uint64_t> heapInUse;
  /// Heap bytes freed and kept by the allocator for reuse.
  std::optional<uint64_t> heapFree;
  /// Resident set size (Linux: /proc/self/statm).
  std::optional<uint64_t> residentSet;
};

/// The process's memory usage now (glibc's `mallinfo2` for the heap).
MemoryUsage getMemoryUsage();

/// Returns the whole free pages of the malloc heap to the system (glibc's
/// `malloc_trim(0)`); true when some memory was returned. Does nothing and
/// returns false with other C libraries.
bool returnFreeMemoryToSystem();

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_SUPPORT_FREEMEMORY_H
