// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MessageScreen.cpp - JSON-RPC checks LLVM's transport skips ---------===//

#include "MessageScreen.h"

#include "llvm/Support/JSON.h"

#include <cstdint>

using namespace mlir;
using namespace mlir::layout;

/// Messages at most this long are always parsed; a longer one (a document's
/// text) only when it has a key the checks read.
static constexpr size_t kAlwaysParsedBytes = size_t(1) << 20;

/// True when `json` has the key `"key"` outside strings' contents (in a
/// string, a quote is escaped, so `"key"` there is preceded by `\`).
static bool mayHaveKey(llvm::StringRef json, llvm::StringRef key) {
  std::string quoted = "\"" + key.str() + "\"";
  for (size_t at = json.find(quoted); at != llvm::StringRef::npos;
       at = json.find(quoted, at + 1))
    if (at == 0 || json[at - 1] != '\\')
      return true;
  return false;
}

/// True when `value` is an LSP uinteger: an integer from 0 to 2^31 - 1.
static bool isUInteger(const llvm::json::Value &value) {
  std::optional<int64_t> n = value.getAsInteger();
  return n && *n >= 0 && *n <= INT32_MAX;
}

/// Replaces each `line` and `character` of a position inside `value` that
/// is not a uinteger by a string saying so; true when it replaced one.
static bool screenPositions(llvm::json::Value &value, std::string &why) {
  bool replaced = false;
  if (llvm::json::Array *array = value.getAsArray()) {
    for (llvm::json::Value &element : *array)
      replaced |= screenPositions(element, why);
    return replaced;
  }
  llvm::json::Object *object = value.getAsObject();
  if (!object)
    return false;
  if (object->get("line") && object->get("character")) {
    for (llvm::StringRef key : {"line", "character"}) {
      llvm::json::Value &field = *object->get(key);
      if (isUInteger(field) || field.kind() != llvm::json::Value::Number)
        continue; // a non-number is refused by LLVM's decoding as it is
      std::string text;
      llvm::raw_string_ostream os(text);
      os << field;
      why = "position " + key.str() + " " + text +
            " is out of range (0 to 2^31 - 1)";
      field = why;
      replaced = true;
    }
  }
  for (auto &member : *object)
    replaced |= screenPositions(member.second, why);
  return replaced;
}

ScreenResult mlir::layout::screenMessage(std::string &json, std::string &why) {
  if (json.size() > kAlwaysParsedBytes && !mayHaveKey(json, "line") &&
      !mayHaveKey(json, "character") && !mayHaveKey(json, "id"))
    return ScreenResult::Pass;
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return ScreenResult::Pass;
  }
  llvm::json::Object *message = parsed->getAsObject();
  if (!message)
    return ScreenResult::Pass;
  if (message->get("method")) {
    if (const llvm::json::Value *id = message->get("id"))
      if (id->kind() != llvm::json::Value::String && !id->getAsInteger()) {
        why = "a request id must be an integer or a string";
        return ScreenResult::InvalidRequest;
      }
  }
  llvm::json::Value *params = message->get("params");
  if (!params || !screenPositions(*params, why))
    return ScreenResult::Pass;
  json.clear();
  llvm::raw_string_ostream os(json);
  os << *parsed;
  return ScreenResult::Rewritten;
}
