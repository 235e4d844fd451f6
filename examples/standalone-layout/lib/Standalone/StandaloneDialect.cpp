// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- StandaloneDialect.cpp - The dialect and its scope op ---------------===//

#include "Standalone/Standalone.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::standalone;

#include "Standalone/StandaloneDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "Standalone/StandaloneTypes.cpp.inc"

#define GET_OP_CLASSES
#include "Standalone/StandaloneOps.cpp.inc"

void StandaloneDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "Standalone/StandaloneTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "Standalone/StandaloneOps.cpp.inc"
      >();
}

/// The spec is the op's `dlti.dl_spec` attribute, as for builtin.module:
/// MLIR's DataLayout combines it with the specs of the enclosing scopes.
DataLayoutSpecInterface DeviceOp::getDataLayoutSpec() {
  return (*this)->getAttrOfType<DataLayoutSpecInterface>(
      DLTIDialect::kDataLayoutAttrName);
}

TargetSystemSpecInterface DeviceOp::getTargetSystemSpec() { return {}; }
