// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ScopesCommand.cpp - mlir-layout scopes -----------------------------===//

#include "Commands.h"

#include "mlir-layout/Core/ScopeTree.h"

#include "JsonDocuments/DeviceJson.h"
#include "JsonDocuments/JsonRender.h"
#include "mlir-layout/Render/DeviceRender.h"
#include "mlir-layout/Render/TextRender.h"

using namespace mlir;
using namespace mlir::layout;

int mlir::layout::runScopes(
    llvm::ArrayRef<std::unique_ptr<LayoutDocument>> docs, bool json,
    llvm::raw_ostream &os) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto &chunk : docs) {
    LayoutDocument &doc = *chunk;
    for (const auto &scope : doc.getScopes().getScopes()) {
      if (std::optional<std::string> why = getUnknownReason(*scope)) {
        // Its spec is written but could not be read: no default stands in.
        if (json)
          out.push_back({{"scope", scope->path},
                         {"line", scope->where.line},
                         {"depth", scope->depth},
                         {"reading", "specs-as-written"},
                         {"unknown", *why}});
        else
          os << doc.getFilename() << ":" << scope->where.line << ": scope "
             << scope->path << ": " << *why << "\n";
        continue;
      }
      ScopedDataLayout &layout = doc.getLayout(*scope);
      const ScopeProperties &properties = layout.getProperties();
      if (!json) {
        printScopeProperties(os, properties, doc.getFilename());
        for (const SourcedEntry &entry : layout.getSpec().getEntries()) {
          EntryRef ref = CombinedSpec::describe(entry);
          os << "  entry " << ref.key << " = " << ref.value << " from "
             << ref.scope << "\n";
        }
        if (scope->targetSystem)
          printTargetSystem(os, *scope->targetSystem, doc.getFilename());
        continue;
      }
      nlohmann::json props = nlohmann::json::object();
      for (const ScopeProperty &property : properties.properties) {
        nlohmann::json prop = {{"value", property.value},
                               {"default", property.isDefault}};
        if (property.unknown)
          prop["unknown"] = true;
        if (property.hook)
          prop["hook"] = {{"op", property.hook->op},
                          {"method", property.hook->method}};
        props[property.key] = std::move(prop);
      }
      nlohmann::json entries = nlohmann::json::array();
      for (const SourcedEntry &entry : layout.getSpec().getEntries()) {
        EntryRef ref = CombinedSpec::describe(entry);
        entries.push_back({{"key", ref.key},
                           {"value", ref.value},
                           {"scope", ref.scope},
                           {"line", ref.where.line},
                           {"column", ref.where.column}});
      }
      out.push_back(
          {{"scope", scope->path},
           {"line", scope->where.line},
           {"depth", scope->depth},
           {"properties", props},
           {"entries", entries},
           {"target_system_spec", scope->targetSystem
                                      ? toTargetSystemJson(*scope->targetSystem)
                                      : nlohmann::json(nullptr)}});
      if (!doc.isParsed())
        out.back()["reading"] = "specs-as-written";
    }
  }
  if (json)
    os << dumpJson(out, 2) << "\n";
  return ExitOk;
}

int mlir::layout::runScopesCommand(const SharedOptions &shared) {
  return runReadOnlyCommand(
      ReadOnlyCommand::Scopes, shared,
      [&](llvm::ArrayRef<std::unique_ptr<LayoutDocument>> docs) {
        return runScopes(docs, shared.json, llvm::outs());
      });
}
