// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- StdioInputTest.cpp - Framing of messages read from a FILE ----------===//

#include "StdioInput.h"

#include "gtest/gtest.h"

#include <cstdio>

using namespace mlir::layout;

namespace {
/// Reads messages from `bytes` as the server reads stdin.
struct Input {
  explicit Input(std::string bytes) : bytes(std::move(bytes)) {
    file = fmemopen(this->bytes.data(), this->bytes.size(), "r");
  }
  ~Input() { std::fclose(file); }
  std::string bytes;
  std::FILE *file;
};

std::string frame(llvm::StringRef body) {
  return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" +
         body.str();
}

TEST(StdioInput, RefusesAHugeContentLengthAndReadsTheNextMessage) {
  // 40 bytes of header announce 2 GiB; the next message follows at once.
  std::string next = R"({"jsonrpc":"2.0","id":2,"method":"shutdown"})";
  Input input("Content-Length: 2147483648\r\n\r\n"
              R"({"jsonrpc":"2.0","id":1,"method":"initialize"})" +
              frame(next));
  StdioInput reader(input.file, llvm::lsp::JSONStreamStyle::Standard);
  std::string json;
  EXPECT_TRUE(failed(reader.readStandardMessage(json)));
  EXPECT_LT(json.capacity(), size_t(1) << 20) << "allocated for the refusal";
  ASSERT_TRUE(succeeded(reader.readStandardMessage(json)));
  EXPECT_EQ(json, next);
}

TEST(StdioInput, TheLimitIsAboveTheDocumentLimit) {
  EXPECT_GE(kMaxMessageBytes, kMaxDocumentBytes);
  std::string next = R"({"jsonrpc":"2.0","method":"exit"})";
  Input input("Content-Length: " + std::to_string(kMaxMessageBytes + 1) +
              "\r\n\r\n" + frame(next));
  StdioInput reader(input.file, llvm::lsp::JSONStreamStyle::Standard);
  std::string json;
  EXPECT_TRUE(failed(reader.readStandardMessage(json)));
  ASSERT_TRUE(succeeded(reader.readStandardMessage(json)));
  EXPECT_EQ(json, next);
}

TEST(StdioInput, AVeryLongJunkLineIsSkippedWithoutKeepingIt) {
  std::string next = R"({"jsonrpc":"2.0","method":"exit"})";
  Input input(std::string(1 << 20, 'x') + frame(next));
  StdioInput reader(input.file, llvm::lsp::JSONStreamStyle::Standard);
  std::string json;
  ASSERT_TRUE(succeeded(reader.readStandardMessage(json)));
  EXPECT_EQ(json, next);
}
} // namespace
