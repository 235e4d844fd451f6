// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DeviceHover.cpp - Hovering a dlti.target_system_spec ---------------===//
//
// On the attribute's name: every device and its properties. On a device ID:
// that device. On a property (key or value): that property. Each says which
// of MLIR's readers reach the spec (see Core/TargetSystem.h).
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/Features/Hover.h"

#include "mlir-layout/Core/LayoutDocument.h"

using namespace mlir;
using namespace mlir::layout;

/// True when `loc` lies in `pos`'s range, its end included.
static bool touches(const SourcePos &pos, llvm::SMLoc loc) {
  return pos.isKnown() && pos.range.Start.getPointer() <= loc.getPointer() &&
         loc.getPointer() <= pos.range.End.getPointer();
}

/// The number of scopes nested (at any depth) inside `scope`.
static unsigned countNested(const LayoutScope &scope) {
  unsigned count = 0;
  for (const LayoutScope *child : scope.children)
    count += 1 + countNested(*child);
  return count;
}

std::optional<std::pair<llvm::SMRange, TargetSystemHover>>
mlir::layout::getTargetSystemHoverAt(LayoutDocument &doc, llvm::SMLoc loc) {
  for (const auto &scope : doc.getScopes().getScopes()) {
    if (!scope->targetSystem || !touches(scope->targetSystem->attribute, loc))
      continue;
    const TargetSystem &system = *scope->targetSystem;
    if (system.name.range.Start == scope->where.range.Start)
      continue; // its text was not found: the op's name is the scope's
    TargetSystemHover hover;
    hover.scope = scope->path;
    hover.system = system;
    hover.nestedScopes = countNested(*scope);
    if (!system.devices.empty()) {
      DeviceLookup lookup = lookupDevice(*scope, system.devices.front().id);
      hover.queryStopsAt = lookup.queryStopsAt;
    }
    // The name is where the attribute starts; text and IR agree when it
    // was found (else the attribute is the scope op's name: summary).
    if (touches(system.name, loc))
      return std::make_pair(system.name.range, std::move(hover));
    for (unsigned d = 0; d < system.devices.size(); ++d) {
      const TargetDevice &device = system.devices[d];
      if (!touches(device.where, loc))
        continue;
      hover.device = d;
      for (unsigned p = 0; p < device.properties.size(); ++p) {
        const DeviceProperty &property = device.properties[p];
        if (property.where.range.Start == device.where.range.Start ||
            !touches(property.where, loc))
          continue;
        hover.property = p;
        return std::make_pair(property.where.range, std::move(hover));
      }
      if (touches(device.idPos, loc))
        return std::make_pair(device.idPos.range, std::move(hover));
      return std::nullopt; // inside the device's brackets, not on an entry
    }
    return std::nullopt;
  }
  return std::nullopt;
}
