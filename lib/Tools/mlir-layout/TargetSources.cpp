// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetSources.cpp - --triple and what applies to it ----------------===//
//
// The options `diff` and `targets` share: --triple (and `diff`'s --spec)
// in the order given, each --cpu, --features and --abi attached to the
// --triple before it; and a target's spec derived with LLVM's fatal errors
// contained.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "mlir-layout/Support/CrashGuard.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Process.h"

#include <tuple>

using namespace mlir;
using namespace mlir::layout;
namespace cl = llvm::cl;

bool mlir::layout::collectLayoutSources(
    const TargetOptionLists &lists, std::vector<DiffLayoutSource> &layouts) {
  // (position, kind, value): kind 0 spec, 1 triple, 2 cpu, 3 features, 4 abi.
  std::vector<std::tuple<unsigned, int, std::string>> given;
  auto add = [&](const cl::list<std::string> *list, int kind) {
    for (size_t i = 0; list && i < list->size(); ++i)
      given.emplace_back(list->getPosition(i), kind, (*list)[i]);
  };
  add(lists.specs, 0);
  add(lists.triples, 1);
  add(lists.cpus, 2);
  add(lists.features, 3);
  add(lists.abis, 4);
  llvm::sort(given, [](const auto &a, const auto &b) {
    return std::get<0>(a) < std::get<0>(b);
  });
  static const char *const kNames[] = {"--spec", "--triple", "--cpu",
                                       "--features", "--abi"};
  for (auto &[position, kind, value] : given) {
    const char *name = kNames[kind];
    if (kind < 2) {
      if (kind == 1 && value.empty()) {
        llvm::errs() << "mlir-layout: error: --triple needs a value\n";
        return false;
      }
      layouts.push_back({kind == 1, value});
      continue;
    }
    if (value.empty()) {
      llvm::errs() << "mlir-layout: error: " << name << " needs a value\n";
      return false;
    }
    if (layouts.empty() || !layouts.back().isTriple) {
      llvm::errs() << "mlir-layout: error: " << name << " " << value
                   << " applies to the --triple given before it, "
                   << (layouts.empty()
                           ? "and none is"
                           : "not to --spec " + layouts.back().value)
                   << "\n";
      return false;
    }
    DiffLayoutSource &source = layouts.back();
    std::string &slot = kind == 2   ? source.cpu
                        : kind == 3 ? source.features
                                    : source.abi;
    if (!slot.empty()) {
      llvm::errs() << "mlir-layout: error: " << name
                   << " given twice for --triple " << source.value << "\n";
      return false;
    }
    slot = value;
  }
  return true;
}

TargetChoice mlir::layout::getTargetChoice(const DiffLayoutSource &source) {
  return {source.value, source.cpu, source.features, source.abi};
}

llvm::Expected<DerivedTarget>
mlir::layout::deriveTargetContained(const TargetChoice &target,
                                    MLIRContext *context) {
  std::optional<llvm::Expected<DerivedTarget>> derived;
  bool survived;
  {
    // LLVM's fatal errors exit the process; this one returns to runGuarded.
    llvm::ScopedFatalErrorHandler handler([](void *, const char *reason, bool) {
      llvm::errs() << "LLVM ERROR: " << reason << "\n";
      llvm::sys::Process::Exit(ExitUsage);
    });
    survived =
        runGuarded([&] { derived.emplace(deriveTarget(target, context)); });
  }
  if (!survived)
    return llvm::createStringError("LLVM stopped while creating the target "
                                   "machine for " +
                                   describeTarget(target) +
                                   " (its message above)");
  return std::move(*derived);
}
