// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Plugins.cpp - Dialect plugins for the user's own dialects ----------===//

#include "mlir-layout/Core/Plugins.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"

#include <mutex>
#include <vector>

using namespace mlir;
using namespace mlir::layout;

namespace {
/// The loaded plugins, shared by all documents (and threads).
struct PluginList {
  std::mutex mutex;
  std::vector<DialectPlugin> plugins;
};
PluginList &getPlugins() {
  static PluginList list;
  return list;
}
} // namespace

llvm::Error mlir::layout::loadDialectPlugin(const std::string &path) {
  llvm::Expected<DialectPlugin> plugin = DialectPlugin::load(path);
  if (!plugin)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(), "cannot load dialect plugin '%s': %s",
        path.c_str(), llvm::toString(plugin.takeError()).c_str());
  PluginList &list = getPlugins();
  std::lock_guard<std::mutex> lock(list.mutex);
  list.plugins.push_back(std::move(*plugin));
  return llvm::Error::success();
}

void mlir::layout::registerPluginDialects(DialectRegistry &registry) {
  PluginList &list = getPlugins();
  std::lock_guard<std::mutex> lock(list.mutex);
  for (const DialectPlugin &plugin : list.plugins)
    plugin.registerDialectRegistryCallbacks(registry);
}
