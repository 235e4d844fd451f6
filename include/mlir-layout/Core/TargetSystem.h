//===- TargetSystem.h - A scope's dlti.target_system_spec -------*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The `dlti.target_system_spec` attribute of a scope op: its devices
// (`"CPU" = #dlti.target_device_spec<...>`), each device's properties, and
// where each is written. MLIR 22 reads it in two places only:
// `DataLayout::getDevicePropertyValue(id, key)` looks in the scope op's own
// attribute (not its ancestors'), and `dlti::query(op, {id, key})` looks in
// the first DLTI-queryable attribute on `op` or its closest ancestor that
// has one. Neither changes any type's size or alignment: those come from
// `dlti.dl_spec` only.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_LAYOUT_CORE_TARGETSYSTEM_H
#define MLIR_LAYOUT_CORE_TARGETSYSTEM_H

#include "mlir-layout/Core/LayoutInfo.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class AsmParserState;

namespace layout {
class SourceLocator;

/// One property of a device: `"max_vector_op_width" = 128 : i32`.
struct DeviceProperty {
  /// The key without quotes.
  std::string key;
  /// The value.
  Attribute value;
  /// The value as written (as MLIR prints it when the text was not found).
  std::string valueText;
  /// The whole entry.
  SourcePos where;
  /// The key alone (the entry when the text was not found).
  SourcePos keyPos;
};

/// One device of a target system spec.
struct TargetDevice {
  /// The device ID without quotes (`CPU`; may be empty).
  std::string id;
  /// The whole `"CPU" = #dlti.target_device_spec<...>` entry.
  SourcePos where;
  /// The quoted ID alone.
  SourcePos idPos;
  /// Its properties, in source order.
  std::vector<DeviceProperty> properties;

  /// The property `key`, or null.
  const DeviceProperty *findProperty(llvm::StringRef key) const;
};

/// A scope op's own `dlti.target_system_spec`.
struct TargetSystem {
  /// The `dlti.target_system_spec = ...` attribute (the scope op's name
  /// when the text was not found).
  SourcePos attribute;
  /// The attribute's name alone, `dlti.target_system_spec`.
  SourcePos name;
  /// The devices, in source order.
  std::vector<TargetDevice> devices;

  /// The device with ID `id`, or null.
  const TargetDevice *findDevice(llvm::StringRef id) const;
};

/// Reads the target system spec `op` holds itself, as MLIR's
/// `getTargetSystemSpec` hook of the op gives it (`builtin.module` and
/// `DataLayoutOpInterface` ops; the `dlti.target_system_spec` attribute of
/// any other op), with source positions from the op's text (`aliases`: each
/// attribute alias name to the text after `#name =`; `excluded`: the
/// ranges of the op's nested ops). std::nullopt when it has none.
std::optional<TargetSystem>
readTargetSystem(Operation *op, llvm::StringRef opText,
                 llvm::ArrayRef<llvm::SMRange> excluded,
                 const llvm::StringMap<llvm::StringRef> &aliases,
                 const SourceLocator &locator, const SourcePos &fallback);

/// The attribute `dlti::query(op, ...)` starts from: the first attribute
/// (in MLIR's sorted order) implementing `DLTIQueryInterface` on `op` or on
/// its closest ancestor that has one.
struct QueryableAttribute {
  /// The op holding it.
  Operation *op = nullptr;
  /// The attribute's name (`dlti.dl_spec`, `dlti.target_system_spec`).
  std::string name;
  /// True when it is a target system spec.
  bool isTargetSystem = false;
};

/// What `dlti::query` finds from `op` (see QueryableAttribute).
std::optional<QueryableAttribute> findClosestQueryable(Operation *op);

/// The DLTI-queryable attribute of `op` that `dlti::query` reads before
/// `dlti.target_system_spec` (MLIR's attributes are sorted by name, and
/// the first queryable one wins), or "" when the system spec comes first.
std::string findQueryableBeforeTargetSystem(Operation *op);

struct LayoutScope;

/// Where a device is found for a scope, and which of MLIR's two readers
/// reach it there.
struct DeviceLookup {
  /// The device ID asked for.
  std::string id;
  /// The scope asked about.
  const LayoutScope *scope = nullptr;
  /// The scope whose target system spec holds the device (the asked scope
  /// or an ancestor); null when no device `id` is found.
  const LayoutScope *holder = nullptr;
  /// The device; null when not found.
  const TargetDevice *device = nullptr;
  /// True when `DataLayout::getDevicePropertyValue` in the asked scope
  /// reads the device (it reads the scope op's own spec only).
  bool readByDataLayout = false;
  /// True when `dlti::query` from the scope op reaches the device.
  bool readByQuery = false;
  /// The attribute `dlti::query` from the scope op stops at instead, with
  /// the path of the scope holding it ("" when it reaches the device or
  /// finds nothing).
  std::string queryStopsAt;
};

/// Looks up device `id` for `scope`: in its own target system spec (what
/// `DataLayout::getDevicePropertyValue` reads), else in the spec
/// `dlti::query` from the scope op finds on an enclosing scope.
DeviceLookup lookupDevice(const LayoutScope &scope, llvm::StringRef id);

/// The IDs of the devices `lookupDevice` could find for `scope` (its own
/// spec's, else the one `dlti::query` reaches), for messages.
std::vector<std::string> listReachableDevices(const LayoutScope &scope);

} // namespace layout
} // namespace mlir

#endif // MLIR_LAYOUT_CORE_TARGETSYSTEM_H
