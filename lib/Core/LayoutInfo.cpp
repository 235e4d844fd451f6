// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LayoutInfo.cpp - Plain data answers of the layout engine -----------===//

#include "mlir-layout/Core/LayoutInfo.h"

using namespace mlir::layout;

const char *mlir::layout::getRuleName(LayoutRule rule) {
  switch (rule) {
  case LayoutRule::ExactEntry:
    return "exact-entry";
  case LayoutRule::IntegerNearestWider:
    return "integer-nearest-wider-entry";
  case LayoutRule::IntegerWidestEntry:
    return "integer-widest-entry";
  case LayoutRule::BuiltinDefault:
    return "builtin-default";
  case LayoutRule::IndexAsInteger:
    return "index-as-integer";
  case LayoutRule::VectorRounding:
    return "vector-rounding";
  case LayoutRule::ComplexPadding:
    return "complex-padding";
  case LayoutRule::PointerEntry:
    return "pointer-entry";
  case LayoutRule::PointerDefault:
    return "pointer-default";
  case LayoutRule::StructFields:
    return "struct-fields";
  case LayoutRule::ArrayElements:
    return "array-elements";
  case LayoutRule::TypeInterface:
    return "type-interface";
  case LayoutRule::MemRefDescriptor:
    return "memref-descriptor";
  case LayoutRule::MemRefBare:
    return "memref-bare";
  case LayoutRule::DeclaredLayout:
    return "declared-layout";
  case LayoutRule::ScopeOpHooks:
    return "scope-op-hooks";
  }
  return "unknown";
}

const char *mlir::layout::getSeverityName(Severity severity) {
  switch (severity) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  case Severity::Note:
    return "note";
  case Severity::Remark:
    return "remark";
  }
  return "error";
}
