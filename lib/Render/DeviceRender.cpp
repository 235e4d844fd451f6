// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DeviceRender.cpp - Target system specs as text, JSON, hover --------===//

#include "mlir-layout/Render/DeviceRender.h"
#include "JsonDocuments/DeviceJson.h"

#include "MarkupWriter.h"

using namespace mlir;
using namespace mlir::layout;

llvm::StringRef mlir::layout::getDeviceLayoutNote() {
  return "MLIR 22 takes type sizes and alignments from dlti.dl_spec only: "
         "device properties do not change any type's layout";
}

/// Writes `file:line:col` for a known position, `file` otherwise.
static void printPlace(llvm::raw_ostream &os, llvm::StringRef filename,
                       const SourcePos &where) {
  os << filename;
  if (where.isKnown())
    os << ':' << where.line << ':' << where.column;
}

/// Adds `line` and `column` (null when unknown) to `object`.
static void addPlace(nlohmann::json &object, const SourcePos &where) {
  object["line"] = where.isKnown() ? nlohmann::json(where.line) : nullptr;
  object["column"] = where.isKnown() ? nlohmann::json(where.column) : nullptr;
}

/// The quoted device ID, as written in MLIR.
static std::string quoteId(llvm::StringRef id) {
  return "\"" + id.str() + "\"";
}

/// Writes one device's properties, each on its own line after `indent`.
static void printProperties(llvm::raw_ostream &os, const TargetDevice &device,
                            llvm::StringRef filename, llvm::StringRef indent) {
  for (const DeviceProperty &property : device.properties) {
    os << indent << quoteId(property.key) << " = " << property.valueText
       << " (";
    printPlace(os, filename, property.where);
    os << ")\n";
  }
}

void mlir::layout::printTargetSystem(llvm::raw_ostream &os,
                                     const TargetSystem &system,
                                     llvm::StringRef filename) {
  for (const TargetDevice &device : system.devices) {
    os << "  device " << quoteId(device.id) << " (";
    printPlace(os, filename, device.idPos);
    os << ")\n";
    printProperties(os, device, filename, "    property ");
  }
}

/// One device as JSON.
static nlohmann::json toDeviceJson(const TargetDevice &device) {
  nlohmann::json object = {{"id", device.id}};
  addPlace(object, device.idPos);
  nlohmann::json properties = nlohmann::json::array();
  for (const DeviceProperty &property : device.properties) {
    nlohmann::json item = {{"key", property.key},
                           {"value", property.valueText}};
    addPlace(item, property.where);
    properties.push_back(std::move(item));
  }
  object["properties"] = std::move(properties);
  return object;
}

nlohmann::json mlir::layout::toTargetSystemJson(const TargetSystem &system) {
  nlohmann::json object = nlohmann::json::object();
  addPlace(object, system.name);
  nlohmann::json devices = nlohmann::json::array();
  for (const TargetDevice &device : system.devices)
    devices.push_back(toDeviceJson(device));
  object["devices"] = std::move(devices);
  return object;
}

/// Who reads the device's properties in the asked scope, as sentences.
static std::string describeReaders(const DeviceLookup &lookup) {
  std::string id = quoteId(lookup.id);
  std::string text;
  if (lookup.readByDataLayout)
    text = "DataLayout::getDevicePropertyValue(" + id +
           ", key) in this scope reads them";
  else
    text = "DataLayout::getDevicePropertyValue in this scope does not read "
           "them (it reads the scope op's own dlti.target_system_spec only, "
           "and " +
           lookup.scope->path + " has none)";
  if (lookup.readByQuery)
    text += "; dlti::query(op, [" + id + ", key]) from ops here reaches them";
  else if (!lookup.queryStopsAt.empty())
    text += "; dlti::query from ops here stops at " + lookup.queryStopsAt +
            " and does not reach them";
  return text;
}

void mlir::layout::printDeviceLookup(llvm::raw_ostream &os,
                                     const DeviceLookup &lookup,
                                     llvm::StringRef filename) {
  os << "device " << quoteId(lookup.id) << " (dlti.target_system_spec of "
     << lookup.holder->path << ", ";
  printPlace(os, filename, lookup.device->idPos);
  os << "):\n";
  if (lookup.device->properties.empty())
    os << "  no properties\n";
  printProperties(os, *lookup.device, filename, "  ");
  os << "  " << describeReaders(lookup) << ".\n";
  os << "  " << getDeviceLayoutNote() << ": the numbers above are the same "
     << "for every device.\n";
}

nlohmann::json mlir::layout::toDeviceLookupJson(const DeviceLookup &lookup) {
  nlohmann::json object = toDeviceJson(*lookup.device);
  object["scope"] = lookup.scope->path;
  object["holder"] = lookup.holder->path;
  object["read_by_data_layout"] = lookup.readByDataLayout;
  object["read_by_dlti_query"] = lookup.readByQuery;
  object["dlti_query_stops_at"] = lookup.queryStopsAt.empty()
                                      ? nlohmann::json(nullptr)
                                      : nlohmann::json(lookup.queryStopsAt);
  object["changes_type_layout"] = false;
  return object;
}

/// A device's properties as lines of `w`.
static void writeProperties(Writer &w, const TargetDevice &device,
                            const LinkBuilder &link) {
  if (device.properties.empty())
    w.text("no properties").newline();
  for (const DeviceProperty &property : device.properties) {
    w.code(quoteId(property.key) + " = " + property.valueText);
    if (property.where.isKnown())
      w.text(" (")
          .link("line " + std::to_string(property.where.line),
                link(property.where))
          .text(")");
    w.newline();
  }
}

/// What MLIR reads the hovered spec for, and what it does not do.
static void writeReaders(Writer &w, const TargetSystemHover &hover,
                         llvm::StringRef id, llvm::StringRef key) {
  std::string args = (id.empty() ? std::string("ID") : quoteId(id)) + ", " +
                     (key.empty() ? std::string("key") : quoteId(key));
  w.paragraph()
      .text("Read by ")
      .code("DataLayout::getDevicePropertyValue(" + args + ")");
  w.text(" in " + hover.scope + " only");
  if (hover.nestedScopes)
    w.text(" (not in the " + std::to_string(hover.nestedScopes) + " scope" +
           (hover.nestedScopes == 1 ? "" : "s") +
           " nested in it, which read their own spec)");
  if (hover.queryStopsAt.empty())
    w.text(", and by ")
        .code("dlti::query(op, [" + args + "])")
        .text(" / ")
        .code("transform.dlti.query")
        .text(" from ops inside it.");
  else
    w.text(". ")
        .code("dlti::query")
        .text(" from ops inside it stops at " + hover.queryStopsAt +
              " and does not reach it.");
  w.text(" No pass of upstream MLIR 22 reads device properties; your own "
         "passes do.");
  w.paragraph().text(getDeviceLayoutNote().str() + ".");
}

std::string
mlir::layout::renderTargetSystemHover(const TargetSystemHover &hover,
                                      const RenderOptions &options,
                                      const LinkBuilder &link) {
  Writer w(options);
  const TargetSystem &system = hover.system;
  if (!hover.device) {
    w.code("dlti.target_system_spec").text(" of " + hover.scope).paragraph();
    w.text(std::to_string(system.devices.size()) + " device" +
           (system.devices.size() == 1 ? "" : "s"));
    for (const TargetDevice &device : system.devices) {
      w.paragraph().heading("Device " + quoteId(device.id));
      writeProperties(w, device, link);
    }
    writeReaders(w, hover, "", "");
    return w.str();
  }
  const TargetDevice &device = system.devices[*hover.device];
  if (!hover.property) {
    w.code("device " + quoteId(device.id))
        .text(" of the target system spec of " + hover.scope)
        .paragraph();
    writeProperties(w, device, link);
    writeReaders(w, hover, device.id, "");
    return w.str();
  }
  const DeviceProperty &property = device.properties[*hover.property];
  w.code(quoteId(property.key) + " = " + property.valueText).paragraph();
  w.text("property of device " + quoteId(device.id) +
         " in the target system spec of " + hover.scope);
  writeReaders(w, hover, device.id, property.key);
  return w.str();
}
