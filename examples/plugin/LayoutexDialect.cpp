// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutexDialect.cpp - Dialect registration and plugin entry --------===//
//
// Two small pieces: the dialect registers its types, its operation and its
// data layout dialect interface (for `layoutex.*` identifier entries), and
// the shared library
// exports `mlirGetDialectPluginInfo`, the one symbol that
// `--load-dialect-plugin=PATH` (mlir-opt, mlir-layout, mlir-layout-lsp) looks
// up to add the dialect to the tool's DialectRegistry.
//
//===----------------------------------------------------------------------===//

#include "Layoutex.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;
using namespace layoutex;

// The dialect's generated constructor, TypeID and description.
#include "LayoutexDialect.cpp.inc"

// The generated type storage, accessors, parsers and printers
// (`assemblyFormat`), and the `parseType`/`printType` dispatch.
#define GET_TYPEDEF_CLASSES
#include "LayoutexTypes.cpp.inc"

// The generated storage and accessors of #layoutex.spec, and the
// `parseAttribute`/`printAttribute` dispatch.
#define GET_ATTRDEF_CLASSES
#include "LayoutexAttrs.cpp.inc"

namespace {
/// The dialect's identifier entries. `"layoutex.word_bits" = N`: the machine
/// word in bits, a multiple of 8 from 8 to 128. A nested scope may state
/// another word; the scopes combine to the narrower of the two when it
/// divides the wider one, and do not combine otherwise.
/// `"layoutex.endianness" = "big" | "little"`: the endianness key of
/// #layoutex.spec; a nested scope may only restate it.
struct LayoutexDataLayoutInterface : public DataLayoutDialectInterface {
  using DataLayoutDialectInterface::DataLayoutDialectInterface;

  /// The word in bits, or 0 when `entry` is not a valid word entry.
  static int64_t getWordBits(DataLayoutEntryInterface entry) {
    auto value = dyn_cast_if_present<IntegerAttr>(entry.getValue());
    if (!value || !value.getType().isSignlessInteger())
      return 0;
    int64_t bits = value.getInt();
    return bits >= 8 && bits <= 128 && bits % 8 == 0 ? bits : 0;
  }

  /// Called by MLIR's spec verifier for each `layoutex.*` identifier entry.
  LogicalResult verifyEntry(DataLayoutEntryInterface entry,
                            Location loc) const override {
    auto id = cast<StringAttr>(entry.getKey());
    if (id.getValue() == SpecAttr::kEndiannessKey) {
      auto value = dyn_cast<StringAttr>(entry.getValue());
      if (!value || (value.getValue() != "big" && value.getValue() != "little"))
        return emitError(loc)
               << "'" << SpecAttr::kEndiannessKey
               << "' expects \"big\" or \"little\", not " << entry.getValue();
      return success();
    }
    if (id.getValue() != "layoutex.word_bits")
      return emitError(loc) << "unknown layoutex data layout entry " << id;
    if (!getWordBits(entry))
      return emitError(loc) << "'layoutex.word_bits' expects a multiple of 8 "
                               "from 8 to 128 such as 32 : i64, not "
                            << entry.getValue();
    return success();
  }

  /// Called when a nested scope's entry meets the enclosing scopes' one.
  DataLayoutEntryInterface
  combine(DataLayoutEntryInterface outer,
          DataLayoutEntryInterface inner) const override {
    if (!outer)
      return inner;
    if (cast<StringAttr>(inner.getKey()).getValue() == SpecAttr::kEndiannessKey)
      return outer.getValue() == inner.getValue() ? inner
                                                  : DataLayoutEntryInterface();
    int64_t outerBits = getWordBits(outer), innerBits = getWordBits(inner);
    if (!outerBits || !innerBits)
      return {};
    int64_t narrow = std::min(outerBits, innerBits);
    int64_t wide = std::max(outerBits, innerBits);
    if (wide % narrow != 0)
      return {};
    return narrow == innerBits ? inner : outer;
  }
};
} // namespace

void LayoutexDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "LayoutexTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "LayoutexAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "LayoutexOps.cpp.inc"
      >();
  addInterfaces<LayoutexDataLayoutInterface>();
}

/// `layoutex.spec` must hold a #layoutex.spec. On a module (which takes it as
/// its data layout), MLIR's checks of a data layout op run as DLTI runs them
/// for `dlti.dl_spec`: the spec's own verifySpec, then its combination with
/// the enclosing specs.
LogicalResult LayoutexDialect::verifyOperationAttribute(Operation *op,
                                                        NamedAttribute attr) {
  if (attr.getName() != "layoutex.spec")
    return op->emitError() << "unknown layoutex attribute " << attr.getName();
  if (!isa<SpecAttr>(attr.getValue()))
    return op->emitError() << "'layoutex.spec' expects a #layoutex.spec";
  if (isa<ModuleOp>(op))
    return mlir::detail::verifyDataLayoutOp(op);
  return success();
}

//===----------------------------------------------------------------------===//
// Plugin entry point
//===----------------------------------------------------------------------===//

/// Called by the tool after dlopen-ing the library. `MLIR_PLUGIN_API_VERSION`
/// must match the tool's, so build the plugin against the same MLIR the tool
/// uses, and link it to the shared libMLIR.so only: a second, static copy of
/// MLIR inside the plugin would have its own TypeIDs, and the tool would not
/// recognise the interfaces the types implement.
extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {
      MLIR_PLUGIN_API_VERSION, "Layoutex", LLVM_VERSION_STRING,
      [](DialectRegistry *registry) { registry->insert<LayoutexDialect>(); }};
}
