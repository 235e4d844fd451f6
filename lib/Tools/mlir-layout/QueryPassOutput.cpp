// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- QueryPassOutput.cpp - query as MLIR's test-data-layout-query -------===//
//
// The attributes `mlir-opt --test-data-layout-query` (MLIR 22) attaches to
// each `test.data_layout_query` op, computed by the engine, and the IR
// printed as mlir-opt prints it after the pass, so lit tests can share
// CHECK lines with MLIR's own tests.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "mlir-layout/Render/TextRender.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

using namespace mlir;
using namespace mlir::layout;

std::optional<DictionaryAttr>
mlir::layout::queryPassAttributes(LayoutDocument &doc, Operation *op,
                                  std::string &error) {
  const LayoutScope &scope = doc.getScopes().scopeFor(op);
  ScopedDataLayout &layout = doc.getLayout(scope);
  Type type = op->getResult(0).getType();
  const LayoutResult &result = layout.query(type);
  if (!result.hasLayout()) {
    error = result.noLayoutReason;
    return std::nullopt;
  }
  const TypeLayout &numbers = *result.layout;
  Builder builder(doc.getContext());
  auto sized = [&](uint64_t value) -> Attribute {
    if (!numbers.scalable)
      return builder.getIndexAttr(value);
    return builder.getDictionaryAttr(
        {builder.getNamedAttr("scalable", builder.getUnitAttr()),
         builder.getNamedAttr("minimal_size", builder.getIndexAttr(value))});
  };
  // MLIR 22's pass prints these defaults for properties no entry sets.
  const DataLayout &dl = layout.getDataLayout();
  auto orElse = [](Attribute value, Attribute fallback) {
    return value ? value : fallback;
  };
  Attribute zero = builder.getUI32IntegerAttr(0);
  Attribute empty = builder.getStringAttr("");
  SmallVector<NamedAttribute> attrs = {
      builder.getNamedAttr("size", sized(numbers.size)),
      builder.getNamedAttr("bitsize", sized(numbers.bitsize)),
      builder.getNamedAttr("alignment",
                           builder.getIndexAttr(numbers.abiAlignment)),
      builder.getNamedAttr("preferred",
                           builder.getIndexAttr(numbers.preferredAlignment)),
      builder.getNamedAttr(
          "index", builder.getIndexAttr(numbers.indexBitwidth.value_or(0))),
      builder.getNamedAttr("endianness", orElse(dl.getEndianness(), empty)),
      builder.getNamedAttr("default_memory_space",
                           orElse(dl.getDefaultMemorySpace(), zero)),
      builder.getNamedAttr("alloca_memory_space",
                           orElse(dl.getAllocaMemorySpace(), zero)),
      builder.getNamedAttr("mangling_mode",
                           orElse(dl.getManglingMode(), empty)),
      builder.getNamedAttr("program_memory_space",
                           orElse(dl.getProgramMemorySpace(), zero)),
      builder.getNamedAttr("global_memory_space",
                           orElse(dl.getGlobalMemorySpace(), zero)),
      builder.getNamedAttr("stack_alignment",
                           builder.getIndexAttr(dl.getStackAlignment())),
      builder.getNamedAttr("function_pointer_alignment",
                           orElse(dl.getFunctionPointerAlignment(),
                                  FunctionPointerAlignmentAttr::get(
                                      doc.getContext(), 0, false))),
      builder.getNamedAttr(
          "legal_int_widths",
          orElse(dl.getLegalIntWidths(), builder.getDenseI32ArrayAttr({}))),
  };
  return builder.getDictionaryAttr(attrs);
}

/// True for the ops MLIR's pass annotates: `test.data_layout_query` ops
/// (one result) inside a `func.func`.
static bool isQueryOp(Operation *op) {
  if (op->getName().getStringRef() != "test.data_layout_query" ||
      op->getNumResults() != 1)
    return false;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (parent->getName().getStringRef() == "func.func")
      return true;
  return false;
}

int mlir::layout::printQueryPassIR(LayoutDocument &doc, llvm::raw_ostream &os) {
  if (!doc.isParsed()) {
    // The ops read as written are not the file's IR: nothing to echo.
    llvm::errs() << doc.getFilename()
                 << ": error: cannot print the IR after the pass: the file "
                    "does not parse\n";
    return ExitProblems;
  }
  // Annotate a copy: the document's ops stay as parsed.
  Block &body = doc.getBody();
  OpBuilder builder(doc.getContext());
  IRMapping mapping;
  OwningOpRef<Operation *> top;
  if (body.getOperations().size() == 1 && isa<ModuleOp>(body.front())) {
    top = body.front().clone(mapping);
  } else {
    // mlir-opt wraps top-level ops that are not one module in a module.
    auto module = ModuleOp::create(UnknownLoc::get(doc.getContext()));
    for (Operation &op : body)
      module.getBody()->push_back(op.clone(mapping));
    top = module.getOperation();
  }
  llvm::DenseMap<Operation *, SourcePos> sites;
  for (const ResultSite &site : doc.getResultSites())
    sites.try_emplace(site.op, site.where);
  int status = ExitOk;
  for (Operation &op : body) {
    op.walk([&](Operation *original) {
      if (!isQueryOp(original))
        return;
      std::string error;
      std::optional<DictionaryAttr> attrs =
          queryPassAttributes(doc, original, error);
      if (!attrs) {
        // MLIR aborts here; say why instead of printing a guess.
        SourcePos where = sites.lookup(original);
        status = ExitProblems;
        llvm::errs() << doc.getFilename() << ':' << where.line << ':'
                     << where.column << ": error: no layout for "
                     << original->getResult(0).getType() << ": " << error
                     << " (the op is left without attributes)\n";
        return;
      }
      mapping.getOperationMap().lookup(original)->setAttrs(*attrs);
    });
  }
  top->print(os);
  os << "\n";
  return status;
}
