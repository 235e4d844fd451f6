// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DataLayoutString.cpp - LLVM data layout strings --------------------===//
//
// Every answer comes from LLVM's or MLIR's own code: llvm::DataLayout::parse
// for validity, LLVM::detail::DataLayoutImporter for the import, LLVM's
// TargetRegistry for a triple, mlir::translateModuleToLLVMIR for the export.
//
//===----------------------------------------------------------------------===//

#include "mlir-layout/LLVM/DataLayoutString.h"
#include "mlir-layout/Support/LeasePool.h"
#include "mlir-layout/Support/Printing.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Target/LLVMIR/DataLayoutImporter.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Target/LLVMIR/Transforms/TargetUtils.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

#include <tuple>

using namespace mlir;
using namespace mlir::layout;

std::vector<DataLayoutComponent>
mlir::layout::splitDataLayoutString(llvm::StringRef dataLayout) {
  std::vector<DataLayoutComponent> components;
  if (dataLayout.empty())
    return components;
  size_t begin = 0;
  while (true) {
    size_t end = dataLayout.find('-', begin);
    components.push_back({dataLayout.slice(begin, end).str(), begin});
    if (end == llvm::StringRef::npos)
      break;
    begin = end + 1;
  }
  return components;
}

/// LLVM's message for `dataLayout`, or "" when it parses.
static std::string parseError(llvm::StringRef dataLayout) {
  llvm::Expected<llvm::DataLayout> parsed = llvm::DataLayout::parse(dataLayout);
  if (parsed)
    return "";
  return llvm::toString(parsed.takeError());
}

std::optional<DataLayoutStringError>
mlir::layout::validateDataLayoutString(llvm::StringRef dataLayout) {
  std::string message = parseError(dataLayout);
  if (message.empty())
    return std::nullopt;
  DataLayoutStringError error;
  error.message = message;
  // Blame the first component whose addition to the valid ones before it
  // makes the string invalid (an error can also come from a combination,
  // such as an index width larger than the pointer: that component).
  std::vector<DataLayoutComponent> components =
      splitDataLayoutString(dataLayout);
  for (size_t i = 0; i < components.size(); ++i) {
    size_t end = components[i].offset + components[i].text.size();
    if (!parseError(dataLayout.take_front(end)).empty()) {
      error.component = i;
      break;
    }
  }
  return error;
}

DataLayoutSpecInterface
mlir::layout::importDataLayoutString(llvm::StringRef dataLayout,
                                     MLIRContext *context) {
  context->getOrLoadDialect<DLTIDialect>();
  context->getOrLoadDialect<LLVM::LLVMDialect>();
  LLVM::detail::DataLayoutImporter importer(context, dataLayout);
  return importer.getDataLayoutSpec();
}

llvm::Expected<DataLayoutSpecInterface>
mlir::layout::importValidDataLayoutString(llvm::StringRef dataLayout,
                                          MLIRContext *context) {
  if (std::optional<DataLayoutStringError> error =
          validateDataLayoutString(dataLayout)) {
    std::string where;
    if (error->component)
      where = " (component " + std::to_string(*error->component + 1) + ", `" +
              splitDataLayoutString(dataLayout)[*error->component].text + "`)";
    return llvm::createStringError(
        "invalid data layout descriptor: " + error->message + where);
  }
  if (DataLayoutSpecInterface spec =
          importDataLayoutString(dataLayout, context))
    return spec;
  return llvm::createStringError("MLIR's importer rejects '" + dataLayout +
                                 "'");
}

llvm::Error mlir::layout::checkTargetCpuAndFeatures(llvm::StringRef triple,
                                                    llvm::StringRef cpu,
                                                    llvm::StringRef features) {
  if (cpu.empty() && features.empty())
    return llvm::Error::success();
  LLVM::detail::initializeBackendsOnce();
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(llvm::Triple(triple), error);
  if (!target || !error.empty())
    return llvm::Error::success(); // getTargetDataLayoutString says why.
  // Without a CPU or features the subtarget prints no warnings of its own.
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
      target->createMCSubtargetInfo(llvm::Triple(triple), "", ""));
  if (!subtarget)
    return llvm::createStringError("LLVM " LLVM_VERSION_STRING
                                   " cannot check a CPU or features for '" +
                                   triple + "'");
  if (!cpu.empty() && !subtarget->isCPUStringValid(cpu))
    return llvm::createStringError(
        "LLVM " LLVM_VERSION_STRING " knows no CPU '" + cpu + "' for triple '" +
        triple + "' (llc -mtriple=" + triple + " -mcpu=help lists them)");
  llvm::SmallVector<llvm::StringRef> flags;
  features.split(flags, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (llvm::StringRef flag : flags) {
    flag = flag.trim();
    llvm::StringRef name = flag.drop_front();
    bool known = llvm::any_of(
        subtarget->getAllProcessorFeatures(),
        [&](const llvm::SubtargetFeatureKV &kv) { return name == kv.Key; });
    if (!flag.starts_with("+") && !flag.starts_with("-"))
      return llvm::createStringError("feature '" + flag +
                                     "' needs a '+' or '-' in front");
    if (!known)
      return llvm::createStringError(
          "LLVM " LLVM_VERSION_STRING " knows no feature '" + name +
          "' for triple '" + triple + "' (llc -mtriple=" + triple +
          " -mattr=help lists them)");
  }
  return llvm::Error::success();
}

llvm::Expected<std::string> mlir::layout::getTargetDataLayoutString(
    llvm::StringRef triple, llvm::StringRef cpu, llvm::StringRef features,
    llvm::StringRef abi) {
  LLVM::detail::initializeBackendsOnce();
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(llvm::Triple(triple), error);
  if (!target || !error.empty())
    return llvm::createStringError(
        "LLVM " LLVM_VERSION_STRING " has no target for triple '" + triple +
        "'" + (error.empty() ? std::string() : ": " + error));
  llvm::TargetOptions options;
  options.MCOptions.ABIName = abi.str();
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      llvm::Triple(triple), cpu, features, options, {}));
  if (!machine)
    return llvm::createStringError("LLVM cannot create a target machine for '" +
                                   triple + "'");
  return machine->createDataLayout().getStringRepresentation();
}

namespace {
/// A private context for MLIR's translation to LLVM IR (the document's
/// context has no translation interfaces and runs single-threaded).
struct ExportContext {
  ExportContext() {
    DialectRegistry registry;
    registerBuiltinDialectTranslation(registry);
    registerLLVMDialectTranslation(registry);
    context.appendDialectRegistry(registry);
    context.disableMultithreading();
    context.getOrLoadDialect<DLTIDialect>();
    context.getOrLoadDialect<LLVM::LLVMDialect>();
  }
  MLIRContext context;
};
} // namespace

/// Translates `specText` (printed by the caller's context) in `exporter`.
static llvm::Expected<std::string> exportIn(ExportContext &exporter,
                                            const std::string *specText) {
  MLIRContext &context = exporter.context;
  std::string messages;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    if (!messages.empty())
      messages += "; ";
    messages += diag.str();
    return success();
  });
  OwningOpRef<ModuleOp> module = ModuleOp::create(UnknownLoc::get(&context));
  if (specText) {
    Attribute copy = parseAttribute(*specText, &context);
    if (!copy)
      return llvm::createStringError(
          "the spec cannot be translated to LLVM IR: " + messages);
    (*module)->setAttr(DLTIDialect::kDataLayoutAttrName, copy);
  }
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(*module, llvmContext);
  if (!llvmModule)
    return llvm::createStringError(
        "MLIR's translation to LLVM IR rejects the spec: " +
        (messages.empty() ? std::string("no reason given") : messages));
  return llvmModule->getDataLayoutStr();
}

llvm::Expected<std::string>
mlir::layout::exportDataLayoutString(DataLayoutSpecInterface spec) {
  // Contexts are reused, one caller at a time, and never after a crash in
  // the translation interrupted their use (LeasePool).
  static LeasePool<ExportContext> *pool = new LeasePool<ExportContext>();
  std::string specText;
  if (spec)
    specText = printToString(spec);
  return pool->withLease([&](ExportContext &exporter) {
    return exportIn(exporter, spec ? &specText : nullptr);
  });
}

/// Sort key of an entry for getCanonicalEntries.
static std::tuple<int, uint64_t, std::string>
canonicalOrder(DataLayoutEntryInterface entry, const std::string &key) {
  static const llvm::StringRef kIdentifierOrder[] = {
      DLTIDialect::kDataLayoutEndiannessKey,
      DLTIDialect::kDataLayoutManglingModeKey,
      DLTIDialect::kDataLayoutLegalIntWidthsKey,
      DLTIDialect::kDataLayoutStackAlignmentKey,
      DLTIDialect::kDataLayoutDefaultMemorySpaceKey,
      DLTIDialect::kDataLayoutAllocaMemorySpaceKey,
      DLTIDialect::kDataLayoutProgramMemorySpaceKey,
      DLTIDialect::kDataLayoutGlobalMemorySpaceKey,
      DLTIDialect::kDataLayoutFunctionPointerAlignmentKey};
  if (auto type = llvm::dyn_cast_if_present<Type>(entry.getKey())) {
    if (auto integer = dyn_cast<IntegerType>(type))
      return {0, integer.getWidth(), key};
    if (auto floatType = dyn_cast<FloatType>(type))
      return {1, floatType.getWidth(), key};
    if (auto pointer = dyn_cast<LLVM::LLVMPointerType>(type))
      return {3, pointer.getAddressSpace(), key};
    if (isa<IndexType>(type))
      return {4, 0, key};
    return {2, 0, key};
  }
  llvm::StringRef name = cast<StringAttr>(entry.getKey()).getValue();
  const llvm::StringRef *known = llvm::find(kIdentifierOrder, name);
  return {5, uint64_t(known - std::begin(kIdentifierOrder)), key};
}

std::vector<PrintedEntry>
mlir::layout::getCanonicalEntries(DataLayoutSpecInterface spec) {
  std::vector<std::pair<std::tuple<int, uint64_t, std::string>, PrintedEntry>>
      sorted;
  if (!spec)
    return {};
  for (DataLayoutEntryInterface entry : spec.getEntries()) {
    PrintedEntry printed;
    if (auto type = llvm::dyn_cast_if_present<Type>(entry.getKey()))
      printed.key = printToString(type);
    else
      printed.key =
          ("\"" + cast<StringAttr>(entry.getKey()).getValue() + "\"").str();
    printed.value = printToString(entry.getValue());
    sorted.push_back({canonicalOrder(entry, printed.key), printed});
  }
  llvm::stable_sort(
      sorted, [](const auto &a, const auto &b) { return a.first < b.first; });
  std::vector<PrintedEntry> entries;
  for (auto &item : sorted)
    entries.push_back(std::move(item.second));
  return entries;
}
