// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FixPropertyTest.cpp - Every fix repairs what it claims to ----------===//
//
// Over a seeded corpus of nested specs (valid and broken entries, both
// syntaxes, duplicates), under every policy: applying any single fix of any
// diagnostic yields a file that parses, no longer has that diagnostic, has
// no error or warning it did not have before, and changes nothing its title
// does not say (FixProperty.h). The seed is printed on failure.
//
//===----------------------------------------------------------------------===//

#include "TestSupport/FixProperty.h"
#include "TestSupport/TestDocument.h"

#include "mlir-layout/Check/SpecChecker.h"

#include "gtest/gtest.h"

#include <random>
#include <set>
#include <tuple>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::test;

namespace {
/// Generates one document of nested modules with random specs.
class SpecGenerator {
public:
  explicit SpecGenerator(unsigned seed) : rng(seed) {}

  std::string document() {
    unsigned depth = pick(1, 3);
    std::string text, closing;
    for (unsigned level = 0; level < depth; ++level) {
      std::string indent(level * 2, ' ');
      text += indent + "module @m" + std::to_string(level);
      if (pick(0, 4) != 0)
        text +=
            " attributes {dlti.dl_spec = #dlti.dl_spec<" + spec(level) + ">}";
      text += " {\n";
      closing = indent + "}\n" + closing;
    }
    text += std::string(depth * 2, ' ') +
            "%0 = \"test.op\"() : () -> !llvm.struct<(i8, i32, f64)>\n";
    return text + closing;
  }

private:
  unsigned pick(unsigned lo, unsigned hi) {
    return std::uniform_int_distribution<unsigned>(lo, hi)(rng);
  }
  template <typename T> const T &oneOf(const std::vector<T> &values) {
    return values[pick(0, values.size() - 1)];
  }

  /// Alignment values in bits, mostly valid.
  std::string alignments() {
    switch (pick(0, 10)) {
    case 0:
      return "dense<[0]> : vector<1xi64>";
    case 1:
      return "dense<[24, 32]> : vector<2xi64>";
    case 2:
      return "dense<[64, 32]> : vector<2xi64>";
    case 3:
      return "dense<[8, 16, 32]> : vector<3xi64>";
    case 4:
      return "32";
    case 5:
      return "dense<[32, 64]> : vector<2xi32>";
    default: {
      unsigned abi = 8u << pick(0, 4);
      unsigned pref = abi << pick(0, 1);
      return pick(0, 1) ? "dense<" + std::to_string(abi) + "> : vector<1xi64>"
                        : "dense<[" + std::to_string(abi) + ", " +
                              std::to_string(pref) + "]> : vector<2xi64>";
    }
    }
  }

  std::string entry(const std::string &key, const std::string &value) {
    if (pick(0, 5) == 0)
      return "#dlti.dl_entry<" + key + ", " + value + ">";
    return key + " = " + value;
  }

  std::string spec(unsigned level) {
    std::vector<std::string> entries;
    std::set<std::string> keys;
    unsigned count = pick(1, 4);
    for (unsigned i = 0; i < count; ++i) {
      std::string key, value;
      switch (pick(0, 6)) { // 5 and 6: identifier keys
      case 0:
      case 1:
        key = oneOf<std::string>({"i8", "i16", "i32", "i64", "si32", "ui16"});
        value = alignments();
        break;
      case 2:
        key = oneOf<std::string>({"f16", "f32", "f64"});
        value = alignments();
        break;
      case 3:
        key = "index";
        value = oneOf<std::string>({"32 : i64", "64 : i64", "16 : i64",
                                    "0 : i64", "dense<32> : vector<1xi64>"});
        break;
      case 4: {
        key = oneOf<std::string>({"!llvm.ptr", "!llvm.ptr<1>", "!llvm.ptr<3>"});
        value = oneOf<std::string>({"dense<[64, 64, 64, 64]> : vector<4xi64>",
                                    "dense<[32, 32, 32, 32]> : vector<4xi64>",
                                    "dense<[64, 32, 64]> : vector<3xi64>",
                                    "dense<[64, 128, 128, 64]> : vector<4xi64>",
                                    "dense<[64, 64]> : vector<2xi64>",
                                    "dense<[64, 0, 0]> : vector<3xi64>"});
        break;
      }
      default:
        key = oneOf<std::string>(
            {"\"dlti.endianness\"", "\"dlti.stack_alignment\"",
             "\"dlti.endianess\"", "\"endianness\"", "\"mydev.lanes\""});
        value = key == "\"dlti.stack_alignment\""
                    ? oneOf<std::string>({"64 : i64", "128 : i64"})
                : key == "\"mydev.lanes\""
                    ? oneOf<std::string>({"4 : i32", "8 : i32"})
                    : oneOf<std::string>({"\"big\"", "\"little\""});
        break;
      }
      if (!keys.insert(key).second && pick(0, 3) != 0)
        continue; // duplicates only sometimes
      entries.push_back(entry(key, value));
    }
    std::string text;
    for (size_t i = 0; i < entries.size(); ++i)
      text += (i ? (level % 2 ? ",\n    " : ", ") : "") + entries[i];
    return text;
  }

  std::mt19937 rng;
};

TEST(FixProperty, EveryFixRepairsItsDiagnosticAndDoesWhatItSays) {
  unsigned fixesTried = 0, documents = 0;
  std::set<std::string> codesFixed;
  for (unsigned seed = 1; seed <= 150; ++seed) {
    std::string code = SpecGenerator(seed).document();
    for (CompatibilityPolicy policy :
         {CompatibilityPolicy::Relax, CompatibilityPolicy::Strict,
          CompatibilityPolicy::RedefineAll, CompatibilityPolicy::Off}) {
      auto doc = parseDocument(code);
      std::vector<SpecIssue> issues = checkDocument(*doc, policy);
      verifyFixes(*doc, policy, issues);
      ++documents;
      for (const SpecIssue &issue : issues) {
        for (const Fix &fix : issue.fixes) {
          ++fixesTried;
          std::string context = "seed " + std::to_string(seed) + ", policy " +
                                getPolicyName(policy) + "\n--- before\n" + code;
          expectFixDoesWhatItSays(*doc, issues, policy, issue, fix, context);
          codesFixed.insert(issue.code);
        }
      }
    }
  }
  // The corpus must exercise the fixes, not pass vacuously.
  EXPECT_GT(fixesTried, 500u);
  for (const char *code :
       {"layout-wrong-value-kind", "layout-wrong-vector-length",
        "layout-zero-value", "layout-alignment-not-power-of-two",
        "layout-preferred-below-abi", "layout-unknown-dlti-key",
        "layout-duplicate-key", "layout-redundant-entry",
        "layout-legacy-entry-syntax", "layout-incompatible-alignment",
        "layout-incompatible-index-bitwidth", "layout-incompatible-scope-key",
        "layout-incomplete-redefinition", "layout-wrong-element-type",
        "layout-unprefixed-dlti-key", "layout-identifier-does-not-combine"})
    EXPECT_TRUE(codesFixed.count(code)) << code << " never fixed";
  std::cerr << "fix property: " << documents << " documents, " << fixesTried
            << " fixes applied and re-checked\n";
}
} // namespace
