// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MessageScreenTest.cpp - Ids and positions LLVM's transport skips ---===//

#include "MessageScreen.h"

#include "llvm/Support/JSON.h"

#include "gtest/gtest.h"

using namespace mlir::layout;

namespace {
ScreenResult screen(std::string &json) {
  std::string why;
  return screenMessage(json, why);
}

TEST(MessageScreen, RequestIdsAreIntegersOrStrings) {
  for (const char *id : {"1", "\"a\"", "7.0"}) {
    std::string json = std::string(R"({"jsonrpc":"2.0","id":)") + id +
                       R"(,"method":"shutdown"})";
    EXPECT_EQ(screen(json), ScreenResult::Pass) << id;
  }
  for (const char *id : {"1.5", "[1]", "{}", "null", "true"}) {
    std::string json = std::string(R"({"jsonrpc":"2.0","id":)") + id +
                       R"(,"method":"shutdown"})";
    EXPECT_EQ(screen(json), ScreenResult::InvalidRequest) << id;
  }
  // A response (no method) is not a request: left to the transport.
  std::string response = R"({"jsonrpc":"2.0","id":1.5,"result":null})";
  EXPECT_EQ(screen(response), ScreenResult::Pass);
}

TEST(MessageScreen, PositionsOutOfRangeBecomeStrings) {
  std::string ok =
      R"({"jsonrpc":"2.0","id":1,"method":"textDocument/hover",)"
      R"("params":{"position":{"line":2147483647,"character":0}}})";
  EXPECT_EQ(screen(ok), ScreenResult::Pass);
  for (const char *line :
       {"2147483648", "4294967296", "-1", "9007199254740992", "1.5"}) {
    std::string json =
        std::string(
            R"({"jsonrpc":"2.0","method":"textDocument/didChange",)"
            R"("params":{"contentChanges":[{"range":{"start":{"line":)") +
        line + R"(,"character":0},"end":{"line":0,"character":0}}}]}})";
    std::string why;
    EXPECT_EQ(screenMessage(json, why), ScreenResult::Rewritten) << line;
    EXPECT_NE(why.find("out of range"), std::string::npos);
    llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
    ASSERT_TRUE(bool(parsed));
    const llvm::json::Value *start = parsed->getAsObject()
                                         ->getObject("params")
                                         ->getArray("contentChanges")
                                         ->front()
                                         .getAsObject()
                                         ->getObject("range")
                                         ->get("start");
    EXPECT_TRUE(start->getAsObject()->getString("line")) << json;
  }
}

TEST(MessageScreen, LongTextIsNotParsedWithoutTheKeys) {
  // A document whose text quotes "line" (escaped inside the string).
  std::string text(2 << 20, 'x');
  std::string json =
      R"({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{)"
      R"("textDocument":{"text":"\"line\": 4294967296 )" +
      text + R"("}}})";
  std::string before = json;
  EXPECT_EQ(screen(json), ScreenResult::Pass);
  EXPECT_EQ(json, before);
}
} // namespace
