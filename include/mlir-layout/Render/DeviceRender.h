//===- DeviceRender.h - Target system specs: text and hover -----*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Renders a scope's `dlti.target_system_spec` (devices and their
// properties) for `mlir-layout scopes`, the device context of
// `explain --device`, and the editor's hover over the attribute, a device
// or a property (the JSON is in the private JsonDocuments/DeviceJson.h).
// Every rendering says what MLIR 22 reads device properties
// for: `DataLayout::getDevicePropertyValue` and `dlti::query`, never type
// layout.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_RENDER_DEVICERENDER_H
#define MLIR_LAYOUT_RENDER_DEVICERENDER_H

#include "mlir-layout/Core/TargetSystem.h"
#include "mlir-layout/Features/Hover.h"
#include "mlir-layout/Render/HoverRender.h"

#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace layout {

/// The sentence every rendering ends with: device properties do not change
/// type layout in MLIR 22.
llvm::StringRef getDeviceLayoutNote();

/// `scopes` text: one line per device, one per property, indented by two.
void printTargetSystem(llvm::raw_ostream &os, const TargetSystem &system,
                       llvm::StringRef filename);

/// `explain --device` text: the device, its properties, who reads them in
/// the scope, and that they do not change the numbers above.
void printDeviceLookup(llvm::raw_ostream &os, const DeviceLookup &lookup,
                       llvm::StringRef filename);

/// The hover of a target system spec's name, device or property.
std::string renderTargetSystemHover(const TargetSystemHover &hover,
                                    const RenderOptions &options,
                                    const LinkBuilder &link);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_RENDER_DEVICERENDER_H
