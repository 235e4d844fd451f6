// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Hover.cpp - What the editor shows for a place in the text ----------===//

#include "mlir-layout/Features/Hover.h"

#include "mlir-layout/Core/LayoutDocument.h"
#include "mlir-layout/Core/Navigation.h"
#include "mlir-layout/LLVM/LLVMTypeLayout.h"

using namespace mlir;
using namespace mlir::layout;

/// True when `loc` lies in `range`, its end included (a cursor just after a
/// word still hovers it).
static bool touches(llvm::SMRange range, llvm::SMLoc loc) {
  return range.Start.getPointer() <= loc.getPointer() &&
         loc.getPointer() <= range.End.getPointer();
}

std::optional<LayoutAt> mlir::layout::getLayoutAt(LayoutDocument &doc,
                                                  llvm::SMLoc loc) {
  if (!doc.canAnswer())
    return std::nullopt; // MLIR's defaults are not the file's
  std::optional<TypeSite> site = findTypeAt(doc, loc);
  if (!site)
    return std::nullopt;
  return LayoutAt{site->range, doc.getLayout(*site->scope).explain(site->type),
                  site->scope, site->type};
}

std::optional<HoverInfo> mlir::layout::getHover(LayoutDocument &doc,
                                                llvm::SMLoc loc) {
  LLVMTypeLayouts llvmLayouts(doc);
  return getHover(doc, llvmLayouts, loc);
}

static std::optional<HoverInfo> findHoverInfo(LayoutDocument &doc,
                                              LLVMTypeLayouts &llvmLayouts,
                                              llvm::SMLoc loc);

std::optional<HoverInfo> mlir::layout::getHover(LayoutDocument &doc,
                                                LLVMTypeLayouts &llvmLayouts,
                                                llvm::SMLoc loc) {
  // A document that cannot be read has no scopes: every answer would be
  // MLIR's defaults, not the file's.
  if (!doc.canAnswer())
    return std::nullopt;
  std::optional<HoverInfo> info = findHoverInfo(doc, llvmLayouts, loc);
  if (info && !doc.isParsed())
    info->fromSpecsAsWritten = doc.getParseFailure()->where;
  return info;
}

/// The hover at `loc` of a document that can answer.
static std::optional<HoverInfo> findHoverInfo(LayoutDocument &doc,
                                              LLVMTypeLayouts &llvmLayouts,
                                              llvm::SMLoc loc) {
  // A component of an llvm.data_layout string: what LLVM makes of it.
  if (auto component = findDataLayoutComponentAt(doc, loc)) {
    HoverInfo info{component->range};
    info.llvmComponent = std::move(*component);
    return info;
  }
  // A target system spec's name, device or property: what MLIR reads it for.
  if (auto system = getTargetSystemHoverAt(doc, loc)) {
    HoverInfo info{system->first};
    info.targetSystem = std::move(system->second);
    return info;
  }
  std::optional<TypeSite> site = findTypeAt(doc, loc);
  // A spec entry's key or value: what the entry changes. A type inside the
  // value (e.g. `vector<2xi64>`) is still hovered as a type.
  if (std::optional<EntrySite> entry = findEntryAt(doc, loc)) {
    const EntrySource &source = entry->scope->specSource->entries[entry->index];
    if (touches(source.key, loc) || !site) {
      HoverInfo info{source.entry};
      info.entry = describeEntry(doc, *entry);
      return info;
    }
  }
  if (auto alias = getAliasLayoutsAt(doc, loc)) {
    HoverInfo info{alias->first};
    info.alias = std::move(alias->second);
    return info;
  }
  if (auto scope = getScopeSummaryAt(doc, loc)) {
    HoverInfo info{scope->first};
    info.scope = std::move(scope->second);
    return info;
  }
  if (auto allocation = getAllocationAlignmentAt(doc, loc)) {
    HoverInfo info{allocation->first};
    info.allocation = std::move(allocation->second);
    return info;
  }
  if (!site)
    return std::nullopt;
  HoverInfo info{site->range};
  info.type = doc.getLayout(*site->scope).explain(site->type);
  info.llvm = llvmLayouts.findDifference(*site->scope, site->type);
  return info;
}
