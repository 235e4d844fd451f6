// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetSystem.cpp - A scope's dlti.target_system_spec ---------------===//

#include "mlir-layout/Core/TargetSystem.h"
#include "mlir-layout/Core/ScopeTree.h"
#include "mlir-layout/Support/Printing.h"
#include "mlir-layout/Support/SpecSource.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::layout;
using llvm::SMLoc;
using llvm::SMRange;
using llvm::StringRef;

const DeviceProperty *TargetDevice::findProperty(StringRef key) const {
  for (const DeviceProperty &property : properties)
    if (property.key == key)
      return &property;
  return nullptr;
}

const TargetDevice *TargetSystem::findDevice(StringRef id) const {
  for (const TargetDevice &device : devices)
    if (device.id == id)
      return &device;
  return nullptr;
}

/// The target system spec `op` has as MLIR's hooks see it.
static TargetSystemSpecInterface getOwnTargetSystem(Operation *op) {
  if (auto module = dyn_cast<ModuleOp>(op))
    return module.getTargetSystemSpec();
  if (auto iface = dyn_cast<DataLayoutOpInterface>(op))
    return iface.getTargetSystemSpec();
  return op->getAttrOfType<TargetSystemSpecInterface>(
      DLTIDialect::kTargetSystemDescAttrName);
}

/// Splits a device's value text (`#dlti.target_device_spec<...>` or an
/// alias of one) into entries.
static std::optional<SpecSource>
splitDevice(StringRef value, const llvm::StringMap<StringRef> &aliases) {
  if (value.starts_with(kTargetDeviceOpener))
    return splitEntryList(value, kTargetDeviceOpener);
  if (!value.consume_front("#"))
    return std::nullopt;
  auto it = aliases.find(value.trim());
  if (it == aliases.end())
    return std::nullopt;
  return splitEntryList(it->second, kTargetDeviceOpener);
}

std::optional<TargetSystem> mlir::layout::readTargetSystem(
    Operation *op, StringRef opText, llvm::ArrayRef<SMRange> excluded,
    const llvm::StringMap<StringRef> &aliases, const SourceLocator &locator,
    const SourcePos &fallback) {
  TargetSystemSpecInterface spec = getOwnTargetSystem(op);
  if (!spec)
    return std::nullopt;
  TargetSystem system;
  system.attribute = system.name = fallback;
  std::optional<SpecSource> source = findEntryListAttribute(
      opText, excluded, aliases, DLTIDialect::kTargetSystemDescAttrName,
      kTargetSystemOpener);
  DataLayoutEntryListRef entries = spec.getEntries();
  if (source && source->entries.size() != entries.size())
    source.reset(); // text and IR disagree: do not guess
  if (source) {
    system.attribute = locator.locate(source->attribute);
    StringRef name = getRangeText(source->attribute).take_until([](char c) {
      return c == '=';
    });
    name = name.rtrim();
    system.name = locator.locate(SMRange(SMLoc::getFromPointer(name.begin()),
                                         SMLoc::getFromPointer(name.end())));
  }
  for (size_t i = 0; i < entries.size(); ++i) {
    TargetDevice device;
    auto id = dyn_cast_if_present<StringAttr>(entries[i].getKey());
    device.id = id ? id.getValue().str() : "";
    device.where = device.idPos = system.attribute;
    std::optional<SpecSource> deviceSource;
    auto deviceSpec =
        dyn_cast<TargetDeviceSpecInterface>(entries[i].getValue());
    if (source) {
      device.where = locator.locate(source->entries[i].entry);
      device.idPos = locator.locate(source->entries[i].key);
      deviceSource =
          splitDevice(getRangeText(source->entries[i].value), aliases);
    }
    if (!deviceSpec) {
      system.devices.push_back(std::move(device));
      continue;
    }
    DataLayoutEntryListRef properties = deviceSpec.getEntries();
    if (deviceSource && deviceSource->entries.size() != properties.size())
      deviceSource.reset();
    for (size_t j = 0; j < properties.size(); ++j) {
      DeviceProperty property;
      auto key = dyn_cast_if_present<StringAttr>(properties[j].getKey());
      property.key = key ? key.getValue().str() : "";
      property.value = properties[j].getValue();
      property.valueText = printToString(property.value);
      property.where = property.keyPos = device.where;
      if (deviceSource) {
        const EntrySource &entry = deviceSource->entries[j];
        property.where = locator.locate(entry.entry);
        property.keyPos = locator.locate(entry.key);
        property.valueText = getRangeText(entry.value).str();
      }
      device.properties.push_back(std::move(property));
    }
    system.devices.push_back(std::move(device));
  }
  return system;
}

std::optional<QueryableAttribute>
mlir::layout::findClosestQueryable(Operation *op) {
  for (; op; op = op->getParentOp())
    for (NamedAttribute attr : op->getAttrs())
      if (isa<DLTIQueryInterface>(attr.getValue()))
        return QueryableAttribute{
            op, attr.getName().str(),
            isa<TargetSystemSpecInterface>(attr.getValue())};
  return std::nullopt;
}

std::string mlir::layout::findQueryableBeforeTargetSystem(Operation *op) {
  for (NamedAttribute attr : op->getAttrs()) {
    if (attr.getName() == DLTIDialect::kTargetSystemDescAttrName)
      return "";
    if (isa<DLTIQueryInterface>(attr.getValue()))
      return attr.getName().str();
  }
  return "";
}

/// The nearest scope from `scope` outwards whose op is `op`.
static const LayoutScope *findScopeOfOp(const LayoutScope &scope,
                                        Operation *op) {
  for (const LayoutScope *s = &scope; s; s = s->parent)
    if (s->op == op)
      return s;
  return nullptr;
}

/// The scope whose target system spec `dlti::query` from `scope`'s op
/// reaches, or null; `stopsAt` names what it finds instead.
static const LayoutScope *findQueriedSystem(const LayoutScope &scope,
                                            std::string &stopsAt) {
  if (!scope.op)
    return nullptr;
  std::optional<QueryableAttribute> found = findClosestQueryable(scope.op);
  if (!found)
    return nullptr;
  const LayoutScope *holder = findScopeOfOp(scope, found->op);
  if (found->isTargetSystem && holder && holder->targetSystem)
    return holder;
  stopsAt = "'" + found->name + "' of " +
            (holder ? holder->path : found->op->getName().getStringRef().str());
  return nullptr;
}

DeviceLookup mlir::layout::lookupDevice(const LayoutScope &scope,
                                        StringRef id) {
  DeviceLookup lookup;
  lookup.id = id.str();
  lookup.scope = &scope;
  const LayoutScope *queried = findQueriedSystem(scope, lookup.queryStopsAt);
  const LayoutScope *holder = scope.targetSystem ? &scope : queried;
  if (!holder)
    return lookup;
  lookup.device = holder->targetSystem->findDevice(id);
  if (!lookup.device)
    return lookup;
  lookup.holder = holder;
  lookup.readByDataLayout = holder == &scope;
  lookup.readByQuery = queried == holder;
  return lookup;
}

std::vector<std::string>
mlir::layout::listReachableDevices(const LayoutScope &scope) {
  std::string stopsAt;
  const LayoutScope *holder =
      scope.targetSystem ? &scope : findQueriedSystem(scope, stopsAt);
  std::vector<std::string> ids;
  if (holder)
    for (const TargetDevice &device : holder->targetSystem->devices)
      ids.push_back(device.id);
  return ids;
}
