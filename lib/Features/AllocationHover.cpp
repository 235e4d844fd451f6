// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AllocationHover.cpp - The `alignment` an allocation asks for -------===//
//
// On the `alignment = N` of an allocation (memref.alloc, memref.alloca,
// llvm.alloca, memref.global, llvm.mlir.global): what the scope's layout
// requires of what it holds, the data of layout-allocation-underaligned.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Features/Hover.h"

#include "mlir-layout/Core/LayoutDocument.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

/// The ranges of `alignment = N` (with a `: type` after N) written in `text`.
static std::vector<SMRange> findAlignmentAttributes(StringRef text) {
  std::vector<SMRange> found;
  static constexpr StringRef kName = "alignment";
  for (size_t pos = text.find(kName); pos != StringRef::npos;
       pos = text.find(kName, pos + kName.size())) {
    bool wordStart =
        pos == 0 || !(llvm::isAlnum(text[pos - 1]) || text[pos - 1] == '_' ||
                      text[pos - 1] == '.');
    StringRef rest = text.drop_front(pos + kName.size());
    if (!wordStart ||
        (!rest.empty() && (llvm::isAlnum(rest[0]) || rest[0] == '_')))
      continue;
    StringRef value = rest.ltrim();
    if (!value.consume_front("="))
      continue;
    value = value.ltrim();
    size_t digits = 0;
    while (digits < value.size() && llvm::isDigit(value[digits]))
      ++digits;
    if (!digits)
      continue;
    StringRef tail = value.drop_front(digits);
    size_t end = value.data() + digits - text.data();
    StringRef typed = tail.ltrim();
    if (typed.consume_front(":")) {
      typed = typed.ltrim();
      size_t type = 0;
      while (type < typed.size() && llvm::isAlnum(typed[type]))
        ++type;
      end = typed.data() + type - text.data();
    }
    found.push_back(SMRange(SMLoc::getFromPointer(text.data() + pos),
                            SMLoc::getFromPointer(text.data() + end)));
  }
  return found;
}

std::optional<std::pair<SMRange, AllocationAlignment>>
mlir::layout::getAllocationAlignmentAt(LayoutDocument &doc, SMLoc loc) {
  if (!doc.isParsed())
    return std::nullopt;
  Operation *op = doc.findOpAt(loc);
  std::optional<SMRange> text = op ? doc.getOpRange(op) : std::nullopt;
  if (!text)
    return std::nullopt;
  StringRef opText(text->Start.getPointer(),
                   text->End.getPointer() - text->Start.getPointer());
  for (SMRange range : findAlignmentAttributes(opText)) {
    if (loc.getPointer() < range.Start.getPointer() ||
        loc.getPointer() > range.End.getPointer())
      continue;
    if (std::optional<AllocationAlignment> info =
            getAllocationAlignment(doc, op))
      return std::make_pair(range, std::move(*info));
    return std::nullopt;
  }
  return std::nullopt;
}
