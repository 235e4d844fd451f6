// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- JsonBridge.cpp - nlohmann/json values as llvm::json ----------------===//

#include "JsonBridge.h"

using namespace mlir;
using namespace mlir::layout;

llvm::json::Value mlir::layout::toLLVMJson(const nlohmann::json &value) {
  using Type = nlohmann::json::value_t;
  switch (value.type()) {
  case Type::object: {
    llvm::json::Object object;
    for (const auto &[key, member] : value.items())
      object[key] = toLLVMJson(member);
    return object;
  }
  case Type::array: {
    llvm::json::Array array;
    for (const nlohmann::json &element : value)
      array.push_back(toLLVMJson(element));
    return array;
  }
  case Type::string:
    return value.get<std::string>();
  case Type::boolean:
    return value.get<bool>();
  case Type::number_integer:
    return value.get<int64_t>();
  case Type::number_unsigned:
    return value.get<uint64_t>();
  case Type::number_float:
    return value.get<double>();
  case Type::null:
  case Type::binary:
  case Type::discarded:
    break;
  }
  return nullptr;
}
